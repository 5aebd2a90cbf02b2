import { describe, expect, it } from 'vitest';
import { playwrightOutcomes, testDigest, vitestOutcomes } from './test-digest';

describe('the test digest', () => {
  it('names each failed end-to-end test with the first lines of its error, colour codes removed', () => {
    const report = {
      suites: [
        {
          specs: [
            {
              title: 'top',
              file: 'a.test.ts',
              tests: [{ results: [{ status: 'passed', duration: 1500 }] }],
            },
          ],
          suites: [
            {
              specs: [
                {
                  title: 'nested',
                  file: 'b.test.ts',
                  tests: [
                    {
                      results: [
                        {
                          status: 'timedOut',
                          duration: 60000,
                          error: {
                            message: '\u001b[31mTest timeout of 60000ms exceeded.\u001b[39m\n\nline two',
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: 'skipped',
                  file: 'b.test.ts',
                  tests: [{ results: [{ status: 'skipped', duration: 0 }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    const outcomes = playwrightOutcomes(report);
    expect(outcomes.map((outcome) => [outcome.title, outcome.ok])).toEqual([
      ['top', true],
      ['nested', false],
    ]);
    const digest = testDigest('end to end', outcomes, 1);
    expect(digest).toEqual([
      'FAILED end to end: b.test.ts › nested (60.0 s)',
      '    Test timeout of 60000ms exceeded.',
      '    line two',
      'end to end: 2 tests, 62 s of test time; the slowest:',
      '    60.0 s  b.test.ts › nested',
    ]);
  });

  it('reads vitest results and says nothing when all passed and no slow list is asked for', () => {
    const outcomes = vitestOutcomes({
      testResults: [
        {
          name: 'x.test.ts',
          assertionResults: [
            { fullName: 'adds', status: 'passed', duration: 3 },
            { fullName: 'todo', status: 'todo' },
          ],
        },
      ],
    });
    expect(outcomes).toEqual([{ file: 'x.test.ts', title: 'adds', ok: true, seconds: 0.003, error: '' }]);
    expect(testDigest('unit', outcomes)).toEqual([]);
  });
});

import fs from 'node:fs';

/**
 * A short account of failed and slow tests, printed last by `npm test`, so the end of a long CI log
 * says which test failed and why without scrolling back through thousands of lines.
 */
export type TestOutcome = {
  file: string;
  title: string;
  ok: boolean;
  seconds: number;
  error: string;
};

type PlaywrightResult = {
  status: string;
  duration: number;
  error?: { message?: string };
};
type PlaywrightSpec = {
  title: string;
  file: string;
  tests: Array<{ results: PlaywrightResult[] }>;
};
type PlaywrightSuite = { suites?: PlaywrightSuite[]; specs?: PlaywrightSpec[] };

export function playwrightOutcomes(report: { suites?: PlaywrightSuite[] }): TestOutcome[] {
  const outcomes: TestOutcome[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (!last || last.status === 'skipped') continue;
        outcomes.push({
          file: spec.file,
          title: spec.title,
          ok: last.status === 'passed',
          seconds: last.duration / 1000,
          error: last.error?.message ?? (last.status === 'passed' ? '' : last.status),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return outcomes;
}

type VitestFile = {
  name: string;
  assertionResults: Array<{
    fullName: string;
    status: string;
    duration?: number | null;
    failureMessages?: string[];
  }>;
};

export function vitestOutcomes(report: { testResults?: VitestFile[] }): TestOutcome[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' || test.status === 'failed')
      .map((test) => ({
        file: file.name,
        title: test.fullName,
        ok: test.status === 'passed',
        seconds: (test.duration ?? 0) / 1000,
        error: test.failureMessages?.join('\n') ?? '',
      })),
  );
}

// Terminal colour codes make the digest unreadable in a plain log.
const ESCAPE = String.fromCharCode(27);
const plain = (text: string) => text.replace(new RegExp(`${ESCAPE}\\[[0-9;]*m`, 'g'), '');

export function testDigest(name: string, outcomes: TestOutcome[], slowest = 0): string[] {
  const lines: string[] = [];
  for (const failed of outcomes.filter((outcome) => !outcome.ok)) {
    lines.push(`FAILED ${name}: ${failed.file} › ${failed.title} (${failed.seconds.toFixed(1)} s)`);
    const message = plain(failed.error)
      .split('\n')
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .slice(0, 6);
    for (const line of message) lines.push(`    ${line.slice(0, 200)}`);
  }
  if (slowest > 0 && outcomes.length > 0) {
    const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
    lines.push(`${name}: ${outcomes.length} tests, ${Math.round(total)} s of test time; the slowest:`);
    for (const slow of [...outcomes].sort((a, b) => b.seconds - a.seconds).slice(0, slowest)) {
      lines.push(`  ${slow.seconds.toFixed(1).padStart(6)} s  ${slow.file} › ${slow.title}`);
    }
  }
  return lines;
}

export function readReport(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

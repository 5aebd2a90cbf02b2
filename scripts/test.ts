import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { playwrightOutcomes, readReport, testDigest, vitestOutcomes } from './test-digest';

/**
 * `npm test`: typecheck, lint, unit and integration tests, then end-to-end tests in Chromium.
 * Every step runs; the command fails if any did.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the end-to-end tests need it.\nInstall it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)`,
  );
  process.exit(1);
}

const vitestReport = 'test-results/vitest-report.json';
const playwrightReport = 'test-results/e2e-report.json'; // written by the JSON reporter in playwright.config.ts
for (const report of [vitestReport, playwrightReport]) fs.rmSync(report, { force: true });

const steps: Array<[name: string, command: string]> = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  // The build comes first: the server tests start the built site.
  ['build', 'npm run build'],
  ['unit and integration', `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`],
  ['end to end', 'npx playwright test'],
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { stdio: 'inherit', shell: true });
  results.push({
    name,
    ok: run.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  });
  if (run.status !== 0 && name === 'build') break; // nothing to test end to end without a build
}

const vitest = readReport(vitestReport) as Parameters<typeof vitestOutcomes>[0] | undefined;
const playwright = readReport(playwrightReport) as Parameters<typeof playwrightOutcomes>[0] | undefined;
const digest = [
  ...(vitest ? testDigest('unit and integration', vitestOutcomes(vitest)) : []),
  ...(playwright ? testDigest('end to end', playwrightOutcomes(playwright), 12) : []),
];
if (digest.length > 0) console.log(`\n=== digest\n${digest.join('\n')}`);

console.log('\n=== summary');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
process.exit(results.every((result) => result.ok) ? 0 : 1);

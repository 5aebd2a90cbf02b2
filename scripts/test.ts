import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { testBrowserPackage, testBrowserPath } from '../tests/test-browser';
import { playwrightOutcomes, readReport, testDigest, vitestOutcomes } from './test-digest';

/**
 * `npm test`: typecheck, lint, unit and integration tests, then end-to-end tests in Chromium.
 * Every step runs; the command fails if any did.
 */
if (!fs.existsSync(testBrowserPath)) {
  console.error(
    `Chromium was not found at ${testBrowserPath}; the end-to-end tests need it.\nInstall it with: sudo apt-get install -y ${testBrowserPackage}   (or set CHROMIUM_PATH)`,
  );
  process.exit(1);
}

const vitestReport = 'test-results/vitest-report.json';
const playwrightReport = 'test-results/e2e-report.json'; // written by the JSON reporter in playwright.config.ts
for (const report of [vitestReport, playwrightReport]) fs.rmSync(report, { force: true });

type Step = { name: string; command: string };
type Result = { name: string; ok: boolean; seconds: number };

/**
 * On a two-core machine the steps are laid out to keep both cores busy. Typecheck and lint each use
 * one core, and the build mostly one, so the three start side by side. The unit and integration tests
 * start as soon as the build is done (the server tests start the built site), beside whatever of
 * typecheck and lint is still running: on their own they leave a third of the processor idle while
 * tests wait on PostgreSQL and timers. Each of these steps' output is kept and printed whole when it
 * ends. The end-to-end tests come last, on their own, since they use every core.
 */
const typecheck: Step = { name: 'typecheck', command: 'npm run typecheck' };
const lint: Step = { name: 'lint', command: 'npm run lint' };
const build: Step = { name: 'build', command: 'npm run build' };
const unitTests: Step = {
  name: 'unit and integration',
  command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestReport}`,
};
const endToEnd: Step = { name: 'end to end', command: 'npx playwright test' };

function runQuietly({ name, command }: Step): Promise<Result> {
  const started = Date.now();
  const output: Buffer[] = [];
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      console.log(`\n=== ${name}: ${command}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    }),
  );
}

function runInSight({ name, command }: Step): Result {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { stdio: 'inherit', shell: true });
  return { name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

async function buildThenUnitTests(): Promise<Result[]> {
  const built = await runQuietly(build);
  return built.ok ? [built, await runQuietly(unitTests)] : [built];
}

const results: Result[] = (await Promise.all([runQuietly(typecheck), runQuietly(lint), buildThenUnitTests()])).flat();
// Nothing to test end to end without a build.
if (results.find((result) => result.name === 'build')?.ok) results.push(runInSight(endToEnd));

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

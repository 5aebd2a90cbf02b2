import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * `npm test`: typecheck, lint, unit and integration tests, then end-to-end tests in Chromium.
 * Every step runs; the command fails if any did.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}; the end-to-end tests need it.\nInstall it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)`);
  process.exit(1);
}

const steps: Array<[name: string, command: string]> = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  // The build comes first: the server tests start the built site.
  ['build', 'npm run build'],
  ['unit and integration', 'npx vitest run'],
  ['end to end', 'npx playwright test'],
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { stdio: 'inherit', shell: true });
  results.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (run.status !== 0 && name === 'build') break; // nothing to test end to end without a build
}

console.log('\n=== summary');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
process.exit(results.every((result) => result.ok) ? 0 : 1);

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './tests/test-browser';

// A port nothing else listens on, chosen once by the runner; its workers inherit it with the environment.
const freePort =
  "const server = require('node:net').createServer(); server.listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); });";
process.env.E2E_PORT ??= execFileSync(process.execPath, ['-e', freePort]).toString();
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;
const dataDir = path.resolve(`tests/.tmp/e2e-data-${port}`);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, channel: undefined };
/** The visitor's page sweeps of tests/e2e/client-navigation.test.ts. */
const seededSiteSweep = /every page by client navigation matches its full load, for a visitor/;
/** Tests that only take pictures run when pictures are asked for (`npm run screenshots`, tests/e2e/pictures.ts). */
const picturesOnly = process.env.E2E_SCREENSHOTS ? [] : [/@screenshots/];

/**
 * End-to-end tests in Debian's Chromium (its headless shell) against the production build, on a fresh database:
 * an empty PGlite directory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // Journeys that screenshot or sign in several people take 20-30 s on a loaded 2-core machine.
  timeout: 60_000,
  use: {
    baseURL,
    // Recording traces took two thirds of the suite's time on two cores; E2E_TRACE=1 keeps one for each failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: testBrowserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The visitor's pages are swept first, on the seeded site alone: Arabic pages must show no English
    // words, and other tests add content in one language (a testimonial, a car) while they run.
    {
      name: 'seeded site',
      testMatch: 'client-navigation.test.ts',
      grep: seededSiteSweep,
      use: desktop,
    },
    { name: 'desktop', grepInvert: [seededSiteSweep, ...picturesOnly], dependencies: ['seeded site'], use: desktop },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/start-test-server.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      FORM_SUBMISSIONS_PER_10_MINUTES: '1000',
      API_REQUESTS_PER_MINUTE: '100000',
    },
  },
});

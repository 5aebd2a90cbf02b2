import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

const include = [
  'app/**/*.{test,spec}.{ts,tsx}',
  'server/**/*.{test,spec}.ts',
  'tests/integration/**/*.{test,spec}.ts',
  'scripts/**/*.test.ts',
  'eslint/**/*.test.ts',
];

/**
 * Test files that replace a module, the environment, a global or the clock run in a fresh module graph
 * of their own; every other file shares its worker's modules with the files before it (each still gets a
 * fresh database), which halves the run on two cores.
 */
const changesModules = /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/;
const isolatedFiles = ['app', 'server', 'tests/integration', 'scripts']
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.(test|spec)\.tsx?$/.test(file) && changesModules.test(fs.readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    globalSetup: ['tests/setup/global-database.ts'],
    setupFiles: ['tests/setup/catalogues.ts', 'tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on two cores, which left the processor
    // 40% idle while tests waited on PostgreSQL. One per core took the run from 126 s to 84 s (three or
    // four workers were no faster).
    maxWorkers: '100%',
    // Tests change rates, hours and settings in the database and read them straight back.
    env: { REFERENCE_CACHE_SECONDS: '0', APP_ENV: 'test' },
    projects: [
      { extends: true, test: { name: 'shared modules', include, exclude: isolatedFiles, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolatedFiles, isolate: true } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'app/**/*.{test,spec}.{ts,tsx}',
      'server/**/*.{test,spec}.ts',
      'tests/integration/**/*.{test,spec}.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/setup/global-database.ts'],
    setupFiles: ['tests/setup/catalogues.ts', 'tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Tests change rates, hours and settings in the database and read them straight back.
    env: { REFERENCE_CACHE_SECONDS: '0' },
  },
});

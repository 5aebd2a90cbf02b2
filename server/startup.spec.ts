import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

describe('server start-up', () => {
  test('a bad variable stops start-up with a message naming it', () => {
    const run = spawnSync('node', ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '', TEST_DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT:');
    expect(run.stderr).toContain('.env.example');
  });
});

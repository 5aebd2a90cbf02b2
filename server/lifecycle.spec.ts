import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-lifecycle-'));
const port = 3400 + Math.floor(Math.random() * 500);
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  APP_ENV: 'test',
  LOG_LEVEL: 'warn',
};
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let serverErrors = '';

async function waitForReady() {
  for (let i = 0; i < 240; i++) {
    if (server && server.exitCode !== null) throw new Error(`the server exited: ${serverErrors}`);
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server never became ready: ${serverErrors}`);
}

// Runs the production build: `npm test` builds before it runs these tests.
describe('server lifecycle on the embedded database', () => {
  test('starts, refuses a second process on the same data, and stops cleanly on SIGTERM', async () => {
    server = spawn('node', ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr?.on('data', (chunk) => (serverErrors += chunk));
    await waitForReady();
    expect(await (await fetch(`http://localhost:${port}/readyz`)).json()).toEqual({
      status: 'ready',
      database: 'pglite',
    });

    const second = spawnSync('node', ['--import', 'tsx', 'server/main.ts'], {
      env: { ...env, PORT: String(port + 1) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('is already open in process');

    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  }, 90_000);
});

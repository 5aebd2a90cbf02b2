import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type BuiltServer = { origin: string; stop: () => void };

/**
 * The production build (`npm test` builds first) on a free-ish port and a fresh embedded database,
 * with `env` (the caller's choice of the runner's environment and settings); resolves once `readyPath` answers 2xx. Its error output
 * is kept for the message when it exits or never becomes ready.
 */
export async function startBuiltServer(
  env: Record<string, string | undefined>,
  { readyPath = '/readyz', basePort = 3900 }: { readyPath?: string; basePort?: number } = {},
): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-built-server-'));
  const port = basePort + Math.floor(Math.random() * 400);
  const origin = `http://localhost:${port}`;
  let errors = '';
  const server: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    // The runner's NODE_ENV (test) and any database settings never reach the build.
    env: { ...env, PORT: String(port), APP_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk) => (errors += chunk));
  const stop = () => {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`the server exited: ${errors}`);
    }
    const ready = await fetch(origin + readyPath).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the server never became ready: ${errors}`);
}

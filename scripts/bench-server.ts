import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The production build started as a deployment runs it, on a fresh embedded database unless a
 * PostgreSQL address is given, for the benchmarks and the memory soak to measure.
 */
export function startServer(port: number, databaseUrl = '', extraEnv: Record<string, string> = {}) {
  const dataDir = path.resolve(`tests/.tmp/bench-data-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REFERENCE_CACHE_SECONDS: '30',
      // The load generator is one client address: the API's limit would measure itself.
      API_REQUESTS_PER_MINUTE: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  return { origin: `http://localhost:${port}`, stop, pid: child.pid! };
}

export async function waitUntilReady(at: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${at}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

/** A demo account's session cookie, signed in through the login form as a person would. */
export async function sessionCookie(email: string, at: string) {
  const answer = await fetch(`${at}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password: 'Oasis@2026' }),
    headers: { Origin: at },
    redirect: 'manual',
  });
  // The welcome message's cookie goes with the first page a browser shows; the visits measured come after it.
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.startsWith('flash='))
    .join('; ');
  if (answer.status !== 302 || !cookie) throw new Error(`signing in as ${email} was refused (${answer.status})`);
  return cookie;
}

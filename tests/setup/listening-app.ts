import type { AddressInfo } from 'node:net';
import type express from 'express';
import { afterEach } from 'vitest';

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Serves an Express app on a free port until the test ends; resolves to its origin. */
export async function listenUntilTestEnds(app: express.Express): Promise<string> {
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

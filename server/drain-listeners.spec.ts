import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { writeReadableStreamToWritable } from '@react-router/node';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { removableDrainListeners } from './drain-listeners';

// A page of random bytes (gzip cannot shrink it) in many chunks, written the way React Router writes a
// page: it waits for `drain` whenever the client is behind.
const chunks = Array.from({ length: 96 }, () => crypto.randomBytes(32 * 1024));
const page = Buffer.concat(chunks);

function pageServer(withFix: boolean) {
  const app = express();
  app.use(compression({ threshold: 0, filter: () => true }));
  if (withFix) app.use(removableDrainListeners());
  app.get('/page', async (_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    await writeReadableStreamToWritable(body, res);
  });
  return app.listen(0);
}

const servers: Record<'fixed' | 'plain', http.Server> = {} as never;
beforeAll(async () => {
  servers.fixed = pageServer(true);
  servers.plain = pageServer(false);
  await Promise.all(
    Object.values(servers).map((server) => new Promise((resolve) => server.once('listening', resolve))),
  );
});
afterAll(() => Object.values(servers).forEach((server) => server.close()));

/** Reads the page like a slow phone: nothing for a while, then everything; returns it unzipped. */
function readSlowly(server: http.Server) {
  const { port } = server.address() as AddressInfo;
  return new Promise<Buffer>((resolve, reject) => {
    const request = http.get(
      `http://127.0.0.1:${port}/page`,
      { headers: { 'Accept-Encoding': 'gzip' } },
      (response) => {
        response.pause();
        const received: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          received.push(chunk);
          // A pause after every chunk keeps the server's writes waiting on the way.
          response.pause();
          setTimeout(() => response.resume(), 1);
        });
        response.on('end', () => resolve(zlib.gunzipSync(Buffer.concat(received))));
        response.on('error', reject);
        setTimeout(() => response.resume(), 50);
      },
    );
    request.on('error', reject);
  });
}

/** Runs `act` with the process's warnings collected, instead of printed. */
async function warningsWhile<T>(act: () => Promise<T>) {
  const warnings: string[] = [];
  const printers = process.listeners('warning');
  const collect = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.removeAllListeners('warning');
  process.on('warning', collect);
  try {
    return { result: await act(), warnings };
  } finally {
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', collect);
    for (const printer of printers) process.on('warning', printer);
  }
}

describe('drain listeners behind compression', () => {
  test('a large page to a slow reader arrives whole and leaves no listener behind', async () => {
    const { result, warnings } = await warningsWhile(() => readSlowly(servers.fixed));
    expect(result.equals(page)).toBe(true);
    expect(warnings).toEqual([]);
  });

  test('without them, the same page piles up drain listeners on the compression stream', async () => {
    const { result, warnings } = await warningsWhile(() => readSlowly(servers.plain));
    expect(result.equals(page)).toBe(true);
    expect(
      warnings.some((warning) => /MaxListenersExceededWarning: .*drain listeners added to \[Gzip\]/.test(warning)),
    ).toBe(true);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_REQUEST_BYTES, answerExpectContinue, requestBodies } from './request-bodies';

// Like the page handler: the body is wrapped in a web stream, one chunk read, and the answer sent
// without the rest (a page without a form answers 405 so).
const app = express();
app.use(requestBodies());
app.all('/{*path}', async (req, res) => {
  const reader = createReadableStreamFromReadable(req).getReader();
  if (req.method === 'POST') await reader.read();
  res.status(req.method === 'POST' ? 405 : 200).send('answered');
});
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = app.listen(0);
  answerExpectContinue(server);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

// One connection for every request, as a browser keeps one alive.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function send(method: string, body?: Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      `${base}/page`,
      { method, agent, headers: body ? { 'Content-Length': String(body.length), ...headers } : headers },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('request bodies', () => {
  test('a body the answer did not read does not break the next request on the same connection', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 'x');
    for (let i = 0; i < 3; i++) {
      expect(await send('POST', body)).toEqual({ status: 405, text: 'answered' });
      expect(await send('GET')).toEqual({ status: 200, text: 'answered' });
    }
  });

  test('a body larger than any form is refused with 413, also before it is sent when the client asks first', async () => {
    const tooLarge = String(MAX_REQUEST_BYTES + 1);
    const told = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/page`,
        { method: 'POST', headers: { 'Content-Length': tooLarge, Expect: '100-continue' } },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('continue', () => reject(new Error('the client was invited to send the body')));
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(told).toBe(413);
    const refused = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/page`,
        { method: 'POST', headers: { 'Content-Length': tooLarge } },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('error', reject);
      request.write('x');
    });
    expect(refused).toBe(413);
  });
});

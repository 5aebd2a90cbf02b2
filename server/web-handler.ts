import { createReadableStreamFromReadable } from '@react-router/node';
import type { Request as ExpressRequest, RequestHandler } from 'express';

type WebHandler = (request: Request) => Promise<Response>;

/** A body announced at most this large is read at once: cheaper than a stream for a JSON request. */
const READ_AT_ONCE_BYTES = 64 * 1024;

/** The body as announced; a client that sends more than it announced is not read past the announcement. */
function readAnnounced(req: ExpressRequest): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

async function webRequest(req: ExpressRequest): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers });
  const announced = Number(req.headers['content-length']);
  if (Number.isInteger(announced) && announced <= READ_AT_ONCE_BYTES)
    return new Request(url, { method: req.method, headers, body: await readAnnounced(req) });
  return new Request(url, {
    method: req.method,
    headers,
    body: createReadableStreamFromReadable(req),
    duplex: 'half',
  } as RequestInit);
}

/** Serves a handler written for the web's Request and Response (as route modules are) straight from Express. */
export function webHandler(handler: WebHandler): RequestHandler {
  return (req, res, next) => {
    webRequest(req)
      .then(handler)
      .then(async (response) => {
        res.status(response.status);
        response.headers.forEach((value, name) => res.append(name, value));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(next);
  };
}

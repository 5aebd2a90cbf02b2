import { createReadableStreamFromReadable } from '@react-router/node';
import type { Request as ExpressRequest, RequestHandler } from 'express';

type WebHandler = (request: Request) => Promise<Response>;

/** A body announced at most this large is read at once: cheaper than a stream for a JSON request. */
const READ_AT_ONCE_BYTES = 64 * 1024;

async function webRequest(req: ExpressRequest): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers });
  const announced = Number(req.headers['content-length']);
  if (Number.isInteger(announced) && announced <= READ_AT_ONCE_BYTES) {
    const chunks: Buffer[] = [];
    let size = 0;
    // A client may send more than it announced; what it sends past the announcement is not read.
    for await (const chunk of req as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > READ_AT_ONCE_BYTES) break;
    }
    return new Request(url, { method: req.method, headers, body: Buffer.concat(chunks) });
  }
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

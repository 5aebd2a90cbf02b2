import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** Larger than any form on the site can send (a sign-up with ten 2 MB documents is about 21 MB). */
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024;

/**
 * Keeps connections healthy whatever a client sends. A body that says it is larger than any form
 * is refused before it is read. A body the answer did not need (a refusal, a page with no form)
 * is read to its end and dropped: left unread, it would sit in a kept-alive connection, and the
 * next request on that connection would fail with a reset.
 */
const isTooLarge = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES;

export function requestBodies(): RequestHandler {
  return (req, res, next) => {
    if (isTooLarge(req)) {
      res.set('Connection', 'close').status(413).type('text/plain').send('The request is too large.');
      req.resume();
      return;
    }
    res.on('finish', () => {
      if (req.complete) return;
      // The page's own reader (React Router's request stream) pauses it again when its buffer is
      // full; nobody reads that buffer any more, so it is let go and the rest is dropped.
      req.removeAllListeners('data');
      req.resume();
    });
    next();
  };
}

/**
 * A client that asks before sending (`Expect: 100-continue`) is told 413 before it sends a body
 * that is too large, instead of being invited to send it and then cut off.
 */
export function answerExpectContinue(server: Server) {
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (isTooLarge(req)) {
      res.writeHead(413, { Connection: 'close', 'Content-Type': 'text/plain' }).end('The request is too large.');
      return;
    }
    res.writeContinue();
    server.emit('request', req, res);
  });
}

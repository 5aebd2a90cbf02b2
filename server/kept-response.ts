import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Response } from 'express';

/** A response kept in memory to be sent again: its headers and body, with the body compressed once both ways. */
export type KeptResponse = {
  headers: Record<string, string>;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
};

/** Response headers that belong to one response, not to what it carries. */
const perResponse = new Set([
  'set-cookie',
  'date',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'server-timing',
]);

export const keptSize = (kept: KeptResponse) => kept.identity.length + kept.gzip.length + kept.brotli.length;

/** Calls `fn` once, as the response begins to be sent (its status and headers are set by then); nothing is collected. */
export function beforeResponseBegins(res: Response, fn: () => void) {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    fn();
  };
  res.write = ((...args: unknown[]) => {
    begin();
    return write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    begin();
    return end(...args);
  }) as typeof res.end;
}

/**
 * Calls `beforeFirstChunk` once, as the response begins to be sent (its status and headers are set
 * by then), and `onEnd` with the whole body once it has been sent.
 */
export function collectResponse(res: Response, hooks: { beforeFirstChunk: () => void; onEnd: (body: Buffer) => void }) {
  const chunks: Buffer[] = [];
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    hooks.beforeFirstChunk();
  };
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    begin();
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    begin();
    collect(chunk, rest[0]);
    const result = end(chunk, ...rest);
    hooks.onEnd(Buffer.concat(chunks));
    return result;
  }) as typeof res.end;
}

/** The response just sent, to keep: its lasting headers, its inline scripts allowed by hash (see below), its body compressed. */
export function keepResponse(res: Response, body: Buffer, cacheControl: string): KeptResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders()))
    if (!perResponse.has(name) && value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  headers['cache-control'] = cacheControl;
  const policy = headers['content-security-policy'];
  if (policy) headers['content-security-policy'] = policyWithScriptHashes(policy, body.toString('utf8'));
  return {
    headers,
    identity: body,
    gzip: zlib.gzipSync(body, { level: 6 }),
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  };
}

/** The policy with inline scripts allowed by their hashes instead of the nonce of the response they came from. */
export function policyWithScriptHashes(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return policy.replace(/'nonce-[^']*'/g, [...hashes].join(' ') || "'none'");
}

/** Sends a kept response's headers and body, in the encoding the client accepts (headers set before are kept). */
export function sendKeptBody(
  method: string,
  requestHeaders: Record<string, string | string[] | undefined>,
  res: Response,
  kept: KeptResponse,
) {
  const accepted = String(requestHeaders['accept-encoding'] ?? '');
  const [encoding, body] = accepted.includes('br')
    ? ['br', kept.brotli]
    : accepted.includes('gzip')
      ? ['gzip', kept.gzip]
      : [undefined, kept.identity];
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(200);
  if (method === 'HEAD') res.end();
  else res.end(body);
}

/** The addresses most recently seen to be of a kind (a shared page, a page that may be kept), at most `max`. */
export function recentAddresses(max: number) {
  const addresses = new Set<string>();
  return {
    has: (pathname: string) => addresses.has(pathname),
    learn: (pathname: string) => {
      addresses.delete(pathname);
      addresses.add(pathname);
      if (addresses.size > max) addresses.delete(addresses.values().next().value!);
    },
  };
}

/**
 * Renderings under way, by the key of the copy they will make: a request for a copy being made
 * waits for it (`underWay`) instead of rendering it too. `begin` returns the rendering's `finish`,
 * to call once it has ended, kept or not.
 */
export function renderingsUnderWay() {
  const rendering = new Map<string, Promise<void>>();
  return {
    underWay: (key: string) => rendering.get(key),
    begin: (key: string) => {
      let done!: () => void;
      const mine = new Promise<void>((resolve) => (done = resolve));
      rendering.set(key, mine);
      return () => {
        if (rendering.get(key) === mine) rendering.delete(key);
        done();
      };
    },
  };
}

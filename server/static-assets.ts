import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * Serves the build's hashed assets. Their names change with their content, so browsers may keep
 * them for a year; the .br and .gz twins written at build time are sent when the browser accepts
 * them, so nothing is compressed per request.
 */
export function hashedAssets(assetsDir: string): RequestHandler {
  const serveFile = express.static(assetsDir, { immutable: true, maxAge: '1y', index: false });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const relative = path.normalize(decodeURIComponent(req.path)).replace(/^([/\\])+/, '');
    if (relative.startsWith('..')) return next();
    const file = path.join(assetsDir, relative);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const type = types[path.extname(file)];
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (type && accepted.includes(encoding) && fs.existsSync(file + extension)) {
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        return res.sendFile(file + extension);
      }
    }
    return serveFile(req, res, next);
  };
}

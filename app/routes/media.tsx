import type { Route } from './+types/media';
import { findPublicFile } from '~/modules/files/stored-files.server';

/** Serves a stored file. Files are never edited in place (a change is a new file), so caching is forever. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = Number(params.fileId);
  const file = Number.isSafeInteger(id) && id > 0 ? await findPublicFile(id) : undefined;
  if (!file) return new Response('Not found', { status: 404 });
  const etag = `"${file.sha256}"`;
  const headers = {
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // An uploaded SVG must never run script in our origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.bytes), { headers });
}

import type { Route } from './+types/media';
import { chooseRepresentation } from '~/modules/files/media-choice';
import { findStoredFile, listFileChoices, privateFilePurposes } from '~/modules/files/stored-files.server';
import { recordId } from '~/utils/record-id';

/**
 * Serves a stored file. Files are never edited in place (a change is a new file), so caching is
 * forever. An image with variants is sent in the most compact format the browser accepts (WebP,
 * else its JPEG), and `?size=card` asks for the smaller copy made for fleet cards.
 */
export async function loader({ params, request, url }: Route.LoaderArgs) {
  const id = recordId(params.fileId) ?? 0;
  const choices = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await listFileChoices(id) : [];
  const size = url.searchParams.get('size');
  const choice = chooseRepresentation(choices, id, size, request.headers.get('Accept') ?? '');
  if (!choice || (privateFilePurposes as readonly string[]).includes(choice.chosen.purpose))
    return new Response('Not found', { status: 404 });
  const { chosen, varies } = choice;
  const etag = `"${chosen.sha256}"`;
  const headers: Record<string, string> = {
    'Content-Type': chosen.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // An uploaded SVG must never run script in our origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (varies) headers.Vary = 'Accept';
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  const file = await findStoredFile(chosen.id);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), { headers });
}

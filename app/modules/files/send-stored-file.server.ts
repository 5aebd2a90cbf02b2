import { chooseRepresentation } from './media-choice';
import { findStoredFile, listFileChoices } from './stored-files.server';

type SendOptions = {
  /** Whether a file of this purpose may be sent by the route asking. */
  mayServe: (purpose: string) => boolean;
  /** The Cache-Control of the answer: public and forever for /media, private for staff previews. */
  cacheControl: string;
};

/**
 * Answers a request for stored file `id` (null when the address named none). An image with variants
 * is sent in the most compact format the browser accepts (WebP, else its JPEG), and `?size=card`
 * asks for the smaller copy made for fleet cards. A missing file, or one the route may not send, is
 * a 404 that nobody keeps: the same address may answer once its blog post is saved.
 */
export async function sendStoredFile(
  request: Request,
  url: URL,
  id: number | null,
  options: SendOptions,
): Promise<Response> {
  const notFound = () =>
    new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const choices = id ? await listFileChoices(id) : [];
  const size = url.searchParams.get('size');
  const choice = id ? chooseRepresentation(choices, id, size, request.headers.get('Accept') ?? '') : null;
  if (!choice || !options.mayServe(choice.chosen.purpose)) return notFound();
  const { chosen, varies } = choice;
  const etag = `"${chosen.sha256}"`;
  const headers: Record<string, string> = {
    'Content-Type': chosen.contentType,
    'Cache-Control': options.cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // An uploaded SVG must never run script in our origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (varies) headers.Vary = 'Accept';
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  const file = await findStoredFile(chosen.id);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.bytes), { headers });
}

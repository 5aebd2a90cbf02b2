import type { Route } from './+types/account-document';
import { findDocumentForViewer } from '~/modules/auth/account.server';
import { requireUser } from '~/modules/auth/guards.server';
import { recordId } from '~/utils/record-id';

const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** A name safe inside a header: the stored name's letters, digits and a few marks, never quotes or line breaks. */
function contentDisposition(originalName: string) {
  const ascii =
    originalName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.\- ]+/g, '_')
      .replace(/^[.\s_]+/, '')
      .slice(0, 100) || 'document';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName.slice(0, 100))}`;
}

/**
 * A customer's private document, for its owner and for staff who review accounts. For anyone else
 * it does not exist (404): the same answer as a wrong id, so ids reveal nothing about other people.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = recordId(params.documentId) ?? 0;
  const document = id > 0 ? await findDocumentForViewer(id, viewer) : undefined;
  if (!document)
    return new Response('Not found', {
      status: 404,
      headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      ...privateHeaders,
      'Content-Type': document.contentType,
      'Content-Disposition': contentDisposition(document.originalName),
      // Uploads are checked to be PNG, JPEG or PDF, but a file is still never allowed to run script in our origin.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}

import type { Route } from './+types/career-attachment';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { findCareerAttachment } from '~/modules/enquiries/career-applications.server';
import { recordId } from '~/utils/record-id';

const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** A name safe inside a header: the stored name's letters, digits and a few marks, never quotes or line breaks. */
function contentDisposition(name: string, disposition: 'inline' | 'attachment') {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.\- ]+/g, '_')
      .replace(/^[.\s_]+/, '')
      .slice(0, 100) || 'attachment';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.slice(0, 100))}`;
}

/**
 * An applicant's CV or certificate, for staff who handle applications only (others 403, visitors
 * to the login page). Images show inline on the application page; PDFs download.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'career-attachment');
  const id = recordId(params.fileId) ?? 0;
  const file = id > 0 ? await findCareerAttachment(id) : undefined;
  if (!file)
    return new Response('Not found', {
      status: 404,
      headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      ...privateHeaders,
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.name ?? `attachment-${file.id}`, disposition),
      // Uploads are checked to be PDF, PNG or JPEG, but a file is still never allowed to run script in our origin.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}

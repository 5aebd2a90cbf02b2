import type { Route } from './+types/admin-rental-file';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { rentalFileOf } from '~/modules/rentals/rental-record.server';
import { recordId } from '~/utils/record-id';

const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** A file of a booking's rental (the signed agreement, the signature, a photo of the car), for staff only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-rental-file');
  const bookingId = recordId(params.bookingId);
  const fileId = recordId(params.fileId);
  const file = bookingId && fileId ? await rentalFileOf(bookingId, fileId) : undefined;
  if (!file)
    return new Response('Not found', {
      status: 404,
      headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  // Our own names (rental-agreement-OR-….pdf, signature-….png, the photo's name cut to safe characters).
  const name = (file.originalName ?? 'file').replace(/[^\w.-]+/g, '_').slice(0, 100);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      ...privateHeaders,
      'Content-Type': file.contentType,
      'Content-Disposition': `inline; filename="${name}"`,
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}

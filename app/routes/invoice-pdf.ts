import type { Route } from './+types/invoice-pdf';
import { hasRole, requireUser } from '~/modules/auth/guards.server';
import { findInvoiceBooking, issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import { recordId } from '~/utils/record-id';

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

const notFound = () => new Response('Not found', { status: 404, headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * A booking's tax invoice as a PDF download, for the customer who booked and for admin and owner
 * staff. For anyone else, and for a booking not yet confirmed, it does not exist (404): the same
 * answer as a wrong id, so ids reveal nothing about other people's bookings.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = recordId(params.bookingId) ?? 0;
  const booking = id > 0 ? await findInvoiceBooking(id) : undefined;
  if (!booking || booking.invoiceNumber === null) return notFound();
  if (booking.userId !== viewer.id && !hasRole(viewer, 'admin', 'owner')) return notFound();
  const invoice = await issuedInvoice(id);
  if (!invoice) return notFound();
  return new Response(new Uint8Array(invoice.bytes), {
    headers: {
      ...privateHeaders,
      'Content-Type': invoice.contentType,
      'Content-Disposition': `attachment; filename="${invoice.fileName}"`,
      'Content-Length': String(invoice.bytes.byteLength),
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}

import type { Route } from './+types/invoice-pdf';
import { hasRole, requireUser } from '~/modules/auth/guards.server';
import { findInvoiceBooking, issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * A booking's tax invoice as a PDF download, for the customer who booked and for admin and owner
 * staff. For anyone else, for a booking not yet confirmed, and for a number that is not one of the
 * booking's invoices, it does not exist (404): the same
 * answer as a wrong id, so ids reveal nothing about other people's bookings.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = recordId(params.bookingId) ?? 0;
  const booking = id > 0 ? await findInvoiceBooking(id) : undefined;
  if (!booking || booking.invoiceNumber === null) return privateNotFound();
  if (booking.userId !== viewer.id && !hasRole(viewer, 'admin', 'owner')) return privateNotFound();
  // ?number=: an invoice of the booking that a change has since replaced, as it was issued.
  const number = url.searchParams.has('number') ? (recordId(url.searchParams.get('number')) ?? 0) : undefined;
  if (number === 0) return privateNotFound();
  const invoice = await issuedInvoice(id, number);
  return invoice ? privatePdf(invoice) : privateNotFound();
}

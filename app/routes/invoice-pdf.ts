import type { Route } from './+types/invoice-pdf';
import { hasRole, requireUser } from '~/modules/auth/guards.server';
import { findInvoiceBooking, issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * A booking's tax invoice as a PDF download, for the customer who booked and for admin and owner
 * staff. For anyone else, and for a booking not yet confirmed, it does not exist (404): the same
 * answer as a wrong id, so ids reveal nothing about other people's bookings.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = recordId(params.bookingId) ?? 0;
  const booking = id > 0 ? await findInvoiceBooking(id) : undefined;
  if (!booking || booking.invoiceNumber === null) return privateNotFound();
  if (booking.userId !== viewer.id && !hasRole(viewer, 'admin', 'owner')) return privateNotFound();
  const invoice = await issuedInvoice(id);
  return invoice ? privatePdf(invoice) : privateNotFound();
}

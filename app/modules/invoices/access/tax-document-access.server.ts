import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookingAmendments, bookingRefunds, bookings } from '~/db/schema';
import type { Role } from '~/db/schema';
import { mayDo } from '~/modules/auth/permissions';
import {
  type IssuedInvoice,
  issuedAmendmentCreditNote,
  issuedCancellationCreditNote,
  issuedCreditNote,
  issuedInvoice,
} from '../issued-invoices.server';

/** Which tax document a download asks for: a booking's invoice (in force, or one a change replaced), or a credit note. */
export type TaxDocumentRequest =
  | { kind: 'invoice'; bookingId: number; invoiceNumber?: number }
  | { kind: 'refund-credit-note'; refundId: number }
  | { kind: 'change-credit-note'; amendmentId: number }
  | { kind: 'cancellation-credit-note'; bookingId: number };

/** A signed-in user, or a booking's mailed link, which reads that one booking's documents and nothing else. */
export type DocumentViewer = { id: number; roles: readonly Role[] } | { linkedBookingId: number };

/** The owner, the link of this very booking, or staff who may read any customer's tax documents (they run the bookings and the accounts). */
const mayRead = (viewer: DocumentViewer, booking: { id: number; userId: number | null }) =>
  'linkedBookingId' in viewer
    ? viewer.linkedBookingId === booking.id
    : booking.userId === viewer.id || mayDo(viewer.roles, 'readCustomerDocuments');

/**
 * The one way a tax document is downloaded. The booking is found first, its owner checked, and the
 * number must be one of that booking's own documents, before anything is read or rendered: invoice
 * and credit note numbers are sequential, so a lookup by number alone would hand out every customer's
 * documents. Undefined is the same answer for "does not exist" and "not yours".
 */
export async function downloadableTaxDocument(
  viewer: DocumentViewer,
  wanted: TaxDocumentRequest,
): Promise<IssuedInvoice | undefined> {
  const bookingId = await bookingOf(wanted);
  if (bookingId === undefined) return undefined;
  const [booking] = await db()
    .select({ userId: bookings.userId, invoiceNumber: bookings.invoiceNumber })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  if (!mayRead(viewer, { id: bookingId, userId: booking.userId })) return undefined;
  switch (wanted.kind) {
    case 'invoice':
      // issuedInvoice refuses a number that is not this booking's before it reads any kept file.
      return booking.invoiceNumber === null ? undefined : issuedInvoice(bookingId, wanted.invoiceNumber);
    case 'refund-credit-note':
      return issuedCreditNote(wanted.refundId);
    case 'change-credit-note':
      return issuedAmendmentCreditNote(wanted.amendmentId);
    case 'cancellation-credit-note':
      return issuedCancellationCreditNote(bookingId);
  }
}

async function bookingOf(wanted: TaxDocumentRequest): Promise<number | undefined> {
  if (wanted.kind === 'invoice' || wanted.kind === 'cancellation-credit-note') return wanted.bookingId;
  if (wanted.kind === 'refund-credit-note') {
    const [row] = await db()
      .select({ bookingId: bookingRefunds.bookingId })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.id, wanted.refundId));
    return row?.bookingId;
  }
  const [row] = await db()
    .select({ bookingId: bookingAmendments.bookingId })
    .from(bookingAmendments)
    .where(eq(bookingAmendments.id, wanted.amendmentId));
  return row?.bookingId;
}

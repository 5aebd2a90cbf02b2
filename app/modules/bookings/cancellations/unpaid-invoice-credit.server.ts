import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { bookings } from '~/db/schema';

/**
 * A pay-on-pick-up booking is invoiced when it is confirmed, before anything is paid. Cancelled (or
 * not collected) before the counter took the money, its invoice is cancelled in full by a tax credit
 * note, numbered in the same transaction as the cancellation. Nothing happens to a booking that was
 * paid (its refund carries the credit note) or has no invoice; a second call changes nothing.
 */
export async function creditUnpaidInvoice(tx: Database, bookingId: number): Promise<number | null> {
  const [row] = await tx
    .update(bookings)
    .set({ cancellationCreditNoteNumber: sql`nextval('credit_note_number_seq')` })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.paymentMethod, 'pay_on_pickup'),
        isNotNull(bookings.invoiceNumber),
        isNull(bookings.counterPaidAt),
        isNull(bookings.cancellationCreditNoteNumber),
      ),
    )
    .returning({ number: bookings.cancellationCreditNoteNumber });
  return row?.number ?? null;
}

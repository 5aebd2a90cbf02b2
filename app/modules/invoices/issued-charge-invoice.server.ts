import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { rentalCharges } from '~/db/schema';
import { buildChargeInvoice, chargeInvoiceFileName } from './charge-invoice';
import { renderInvoicePdf } from './invoice-pdf.server';
import { type IssuedInvoice, invoiceSource, keptOrRendered } from './issued-invoices.server';

/**
 * The tax invoice of a charge after the hand-over, rendered once and kept beside the bookings'
 * invoices (one number sequence, so one name space): the copy mailed is the copy downloaded later.
 * It shows the settlement as it stood when first rendered, which is when the charge was mailed.
 */
export async function issuedChargeInvoice(chargeId: number): Promise<IssuedInvoice | undefined> {
  const [charge] = await db().select().from(rentalCharges).where(eq(rentalCharges.id, chargeId));
  if (!charge) return undefined;
  const fileName = chargeInvoiceFileName(charge.invoiceNumber);
  return keptOrRendered('invoice', fileName, fileName, async () => {
    const source = await invoiceSource(charge.bookingId);
    return (
      source &&
      renderInvoicePdf(
        buildChargeInvoice(source, {
          invoiceNumber: charge.invoiceNumber,
          issuedAt: charge.createdAt,
          kind: charge.kind,
          lines: charge.lines,
          evidence: charge.evidence,
          fromDepositFils: charge.fromDepositFils,
          paidFils: charge.paidFils,
          totalFils: charge.totalFils,
        }),
      )
    );
  });
}

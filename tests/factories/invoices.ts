import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { db } from '../../app/db/client.server';
import { type BookingCustomerDetails, bookings } from '../../app/db/schema';
import { nextInvoiceNumber } from '../../app/modules/bookings/booking-transitions.server';
import { priceSnapshot } from '../../app/modules/bookings/records/price-snapshot';
import { noExtras } from '../../app/modules/pricing/quote-booking';
import { bookableModel, testDriver } from './bookings';
import { pricingExamplesCard as card } from './rate-card';

let counter = 0;

/**
 * A card booking of `userId` at Dubai Ittihad Road: PRICING-EXAMPLES.md's 3 days with CDW
 * (450.00 + VAT 22.50 = 472.50), confirmed on 2027-02-01 with an invoice number unless
 * `confirmed` is false. Paid on pick-up instead, the 10% on the rental is added (36.00: 486.00 +
 * VAT 24.30 = 510.30). Needs the seed.
 */
export async function cardBooking(
  userId: number,
  options: { confirmed?: boolean; driver?: BookingCustomerDetails; paymentMethod?: 'card' | 'pay_on_pickup' } = {},
) {
  const confirmed = options.confirmed ?? true;
  const paymentMethod = options.paymentMethod ?? 'card';
  const { branchId, modelId } = await bookableModel(5);
  const pickupAt = new Date('2027-03-01T06:00:00Z');
  const dropoffAt = new Date('2027-03-04T06:00:00Z');
  const branch = { value: 'Dubai_Ittihad Road', city: 'Dubai' };
  const snapshot = priceSnapshot({
    rateCard: card,
    pickupBranch: branch,
    dropoffBranch: branch,
    collectionCity: null,
    pickupAt,
    dropoffAt,
    extras: { ...noExtras, fullInsurance: true },
    paymentMethod,
  });
  const [row] = await db()
    .insert(bookings)
    .values({
      reference: `INV-${process.pid}-${++counter}`,
      userId,
      status: confirmed ? 'confirmed' : paymentMethod === 'card' ? 'awaiting_payment' : 'draft',
      vehicleModelId: modelId,
      pickupBranchId: branchId,
      dropoffBranchId: branchId,
      pickupAt,
      dropoffAt,
      blockedUntil: dropoffAt,
      paymentMethod,
      priceSnapshot: snapshot,
      totalFils: snapshot.quote.totalFils,
      customerDetails: options.driver ?? testDriver,
      confirmedAt: confirmed ? new Date('2027-02-01T08:00:00Z') : null,
      invoiceNumber: confirmed ? nextInvoiceNumber() : null,
    })
    .returning({ id: bookings.id, reference: bookings.reference, invoiceNumber: bookings.invoiceNumber });
  return row;
}

/** The text of every page of a PDF, as a reader (or a search) would extract it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

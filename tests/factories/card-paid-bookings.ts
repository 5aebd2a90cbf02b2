import { eq } from 'drizzle-orm';
import { db } from '../../app/db/client.server';
import { type BookingCustomerDetails, bookings } from '../../app/db/schema';
import type { RunningSandbox } from '../setup/payment-sandbox';
import { nextInvoiceNumber } from '../../app/modules/bookings/booking-transitions.server';
import { recordPaymentOrder } from '../../app/modules/payments/payment-moves.server';
import { priceSnapshot } from '../../app/modules/bookings/records/price-snapshot';
import { type RateCard, noExtras } from '../../app/modules/pricing/quote-booking';
import { insertBooking } from './staff-bookings';

/** AED 393.75: 3 days at AED 105.00 with full insurance, VAT included; one rental day is AED 110.25. */
export const PAID_TOTAL_FILS = 39_375;
// The rate card that prices it: AED 105.00 a day, full insurance AED 20.00 a day.
const rateCard: RateCard = {
  dailyFils: 10_500,
  weeklyFils: 10_500,
  monthlyFils: 10_500,
  cdw: { dailyFils: 2_000, weeklyFils: 2_000, monthlyFils: 2_000 },
  pai: { dailyFils: 0, weeklyFils: 0, monthlyFils: 0 },
  gps: { dailyFils: 0, weeklyFils: 0, monthlyFils: 0 },
  additionalDriverFils: 0,
  babySeatFils: 0,
  scdwDailyFils: 0,
};

/** A booking confirmed by a real card payment in the sandbox, as the payment journey leaves it. Needs the seed. */
export async function insertCardPaidBooking(
  running: RunningSandbox,
  booking: {
    userId: number;
    vehicleModelId: number;
    customerDetails: BookingCustomerDetails | null;
    card?: string;
    pickupInHours?: number;
    /** Given a tax invoice number, as a confirmation does. */
    invoiced?: boolean;
  },
) {
  const order = await running.client.createOrder({
    amountFils: PAID_TOTAL_FILS,
    merchantOrderReference: `T-${Date.now()}`,
    emailAddress: 'driver@example.ae',
    billingAddress: { firstName: 'Sara', lastName: 'Customer' },
    language: 'en',
    redirectUrl: 'http://localhost:3000/bill/1/1/success',
  });
  const orderRef = await running.pay(order.paymentUrl, booking.card ?? '4111111111111111');
  const pickupAt = new Date(Date.now() + (booking.pickupInHours ?? 72) * 3_600_000);
  const dropoffAt = new Date(pickupAt.getTime() + 3 * 86_400_000);
  const branch = { value: 'Dubai_Ittihad Road', city: 'Dubai' };
  const snapshot = priceSnapshot({
    rateCard,
    pickupBranch: branch,
    dropoffBranch: branch,
    collectionCity: null,
    pickupAt,
    dropoffAt,
    extras: { ...noExtras, fullInsurance: true },
    paymentMethod: 'card',
  });
  const row = await insertBooking({
    status: 'confirmed',
    userId: booking.userId,
    vehicleModelId: booking.vehicleModelId,
    pickupAt,
    dropoffAt,
    totalFils: PAID_TOTAL_FILS,
    paymentMethod: 'card',
    paymentStatus: 'paid',
    paymentOrderRef: orderRef,
    customerDetails: booking.customerDetails,
  });
  await db()
    .update(bookings)
    .set({
      priceSnapshot: snapshot,
      confirmedAt: new Date(),
      ...(booking.invoiced ? { invoiceNumber: nextInvoiceNumber() } : {}),
    })
    .where(eq(bookings.id, row.id));
  await recordPaymentOrder({
    bookingId: row.id,
    orderRef,
    amountFils: PAID_TOTAL_FILS,
    reading: { status: 'paid', providerState: 'PURCHASED', capturedFils: PAID_TOTAL_FILS, refundedFils: 0 },
  });
  return { ...row, orderRef };
}

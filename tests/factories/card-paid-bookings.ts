import { eq } from 'drizzle-orm';
import { db } from '../../app/db/client.server';
import { type BookingCustomerDetails, bookings } from '../../app/db/schema';
import type { RunningSandbox } from '../setup/payment-sandbox';
import { nextInvoiceNumber } from '../../app/modules/bookings/booking-transitions.server';
import { recordPaymentOrder } from '../../app/modules/bookings/payment-orders.server';
import { insertBooking } from './staff-bookings';

/** AED 393.75: 3 days at AED 105.00 with full insurance, VAT included; one rental day is AED 110.25. */
export const PAID_TOTAL_FILS = 39_375;
const quote = {
  days: 3,
  tier: 'daily',
  lines: [
    { code: 'base', amountFils: 31_500 },
    { code: 'cdw', amountFils: 6_000 },
  ],
  grossFils: 37_500,
  vatFils: 1_875,
  totalFils: PAID_TOTAL_FILS,
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
  const row = await insertBooking({
    status: 'confirmed',
    userId: booking.userId,
    vehicleModelId: booking.vehicleModelId,
    pickupAt,
    dropoffAt: new Date(pickupAt.getTime() + 3 * 86_400_000),
    totalFils: PAID_TOTAL_FILS,
    paymentMethod: 'card',
    paymentState: 'PURCHASED',
    paymentOrderRef: orderRef,
    customerDetails: booking.customerDetails,
  });
  await db()
    .update(bookings)
    .set({
      priceSnapshot: { quote },
      confirmedAt: new Date(),
      ...(booking.invoiced ? { invoiceNumber: nextInvoiceNumber() } : {}),
    })
    .where(eq(bookings.id, row.id));
  await recordPaymentOrder({ bookingId: row.id, orderRef, amountFils: PAID_TOTAL_FILS, state: 'PURCHASED' });
  return { ...row, orderRef };
}

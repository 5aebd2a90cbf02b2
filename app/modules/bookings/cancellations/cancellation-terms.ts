import type { PaymentStatus } from '~/db/schema';
import {
  MEMBER_DISCOUNT_LINES,
  type Quote,
  VAT_RATE_PERCENT,
  roundHalfUpPercent,
} from '~/modules/pricing/quote-booking';

/**
 * The rental terms on cancelling a card-paid booking (DECISIONS: cancellation and refunds): 24 h or
 * more before pick-up, everything is refunded; later, and for a no-show (not collected 2 h after
 * the pick-up time), one rental day is kept and the rest refunded.
 */
const FREE_CANCELLATION_HOURS = 24;
const NO_SHOW_AFTER_HOURS = 2;

const HOUR_MS = 3_600_000;

/** What the customer paid by card for a booking (its total once a card payment confirmed it), else 0. */
function cardPaidFils(booking: {
  status: string;
  paymentMethod: string | null;
  paymentOrderRef: string | null;
  paymentStatus: PaymentStatus | null;
  totalFils: number | null;
}): number {
  const charged = booking.paymentStatus === 'paid';
  const paid =
    booking.paymentMethod === 'card' && booking.paymentOrderRef !== null && charged && booking.status === 'confirmed';
  return paid ? (booking.totalFils ?? 0) : 0;
}

/**
 * What the customer has paid for a booking that may still be cancelled, and how it goes back: by
 * card through the provider, or at the counter for money taken at the branch (DECISIONS: counter
 * payments are refunded under the same terms as card payments).
 */
export function paidForBooking(booking: {
  status: string;
  paymentMethod: string | null;
  paymentOrderRef: string | null;
  paymentStatus: PaymentStatus | null;
  totalFils: number | null;
  counterPaidAt: Date | null;
}): { paidFils: number; refundVia: 'card' | 'counter' | null } {
  const byCard = cardPaidFils(booking);
  if (byCard > 0) return { paidFils: byCard, refundVia: 'card' };
  const atCounter =
    booking.paymentMethod === 'pay_on_pickup' && booking.counterPaidAt !== null && booking.status === 'confirmed';
  return atCounter && booking.totalFils
    ? { paidFils: booking.totalFils, refundVia: 'counter' }
    : { paidFils: 0, refundVia: null };
}

export type CancellationRule = 'free' | 'late' | 'no_show';
export type CancellationCharge = { rule: CancellationRule; keptFils: number; refundFils: number };

/** One rental day as the terms charge it: the booking's own day rate (its tier's), with VAT. */
export function oneRentalDayFils(quote: Pick<Quote, 'days' | 'lines'>): number {
  // The car's rental as charged: less a member discount, which is taken off the rental.
  const base = quote.lines
    .filter((line) => line.code === 'base' || MEMBER_DISCOUNT_LINES.includes(line.code))
    .reduce((sum, line) => sum + line.amountFils, 0);
  const dayRate = Math.round(base / Math.max(1, quote.days));
  return dayRate + roundHalfUpPercent(dayRate, VAT_RATE_PERCENT);
}

export function cancellationRule(pickupAt: Date, now: Date): CancellationRule {
  const untilPickupMs = pickupAt.getTime() - now.getTime();
  if (untilPickupMs >= FREE_CANCELLATION_HOURS * HOUR_MS) return 'free';
  if (-untilPickupMs >= NO_SHOW_AFTER_HOURS * HOUR_MS) return 'no_show';
  return 'late';
}

/** What cancelling now keeps and gives back of `paidFils`; never more kept than was paid. */
export function cancellationCharge(
  booking: { pickupAt: Date; paidFils: number; quote: Pick<Quote, 'days' | 'lines'> },
  now: Date,
): CancellationCharge {
  const rule = cancellationRule(booking.pickupAt, now);
  const keptFils = rule === 'free' ? 0 : Math.min(booking.paidFils, oneRentalDayFils(booking.quote));
  return { rule, keptFils, refundFils: booking.paidFils - keptFils };
}

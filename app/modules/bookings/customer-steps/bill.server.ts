import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookingEvents, bookingRefunds, bookings, users } from '~/db/schema';
import { splitName } from '~/modules/auth/prefill.server';
import { type Extras, priceWithVat } from '~/modules/pricing/quote-booking';
import { type CancelReason, cancelReasonOf, cancelReasons } from '../booking-outcome';
import { holdsCar, liveHold } from '../states/booking-states';
import { moveBooking } from '../booking-transitions.server';
import { readBooking } from '../records/booking-view.server';
import { type PriceSnapshot, repriceSnapshot } from '../records/price-snapshot';

/** A customer's own booking, as the bill wizard shows it; another customer's id is simply not found. */
export async function findCustomerBooking(userId: number, bookingId: number) {
  const booking = await readBooking(bookingId, { ownerId: userId });
  // A booking exists from Select on, which prices it: it always has its snapshot (checked by readBooking).
  return booking ? { ...booking, priceSnapshot: booking.priceSnapshot! } : undefined;
}

export type CustomerBooking = NonNullable<Awaited<ReturnType<typeof findCustomerBooking>>>;

/** Each extra's lines before VAT for this booking, chosen or not: the zero-excess cover includes the CDW, so it adds both. */
function extraLines(snapshot: PriceSnapshot): Record<keyof Extras, number[]> {
  const everything = repriceSnapshot(snapshot, {
    extras: {
      fullInsurance: true,
      zeroExcess: true,
      personalInsurance: true,
      gps: true,
      additionalDriver: true,
      babySeat: true,
    },
  });
  const line = (code: string) => everything.quote.lines.find((candidate) => candidate.code === code)?.amountFils ?? 0;
  return {
    fullInsurance: [line('cdw')],
    zeroExcess: [line('cdw'), line('scdw')],
    personalInsurance: [line('pai')],
    gps: [line('gps')],
    additionalDriver: [line('additional_driver')],
    babySeat: [line('baby_seat')],
  };
}

/** The price of every extra for this booking with VAT, chosen or not, so the customer sees each before ticking it. */
export function extraPrices(snapshot: PriceSnapshot) {
  // Declared with VAT: what ticking the box adds to the total (each line with the VAT printed beside it).
  const lines = extraLines(snapshot);
  return Object.fromEntries(
    Object.entries(lines).map(([key, amounts]) => [key, amounts.reduce((sum, net) => sum + priceWithVat(net), 0)]),
  ) as Record<keyof Extras, number>;
}

/** The same extras before VAT, for a business customer's tax-exclusive view (decision 084). */
export function extraNetPrices(snapshot: PriceSnapshot) {
  const lines = extraLines(snapshot);
  return Object.fromEntries(
    Object.entries(lines).map(([key, amounts]) => [key, amounts.reduce((sum, net) => sum + net, 0)]),
  ) as Record<keyof Extras, number>;
}

export type SaveExtrasResult = { ok: true; snapshot: PriceSnapshot } | { ok: false; reason: 'not_found' | 'expired' };

/**
 * Saves the chosen extras and the new price, worked out here from the booking's own rate card.
 * Only while the draft still holds its car: one conditional UPDATE, so a late or replayed request
 * changes nothing.
 */
export async function saveExtras(
  userId: number,
  bookingId: number,
  extras: Extras,
  now = new Date(),
): Promise<SaveExtrasResult> {
  const booking = await findCustomerBooking(userId, bookingId);
  if (!booking) return { ok: false, reason: 'not_found' };
  // The customer may still change the booking only while the draft holds its car.
  if (!holdsCar(booking, now)) return { ok: false, reason: 'expired' };
  const snapshot = repriceSnapshot(booking.priceSnapshot, { extras });
  const updated = await db()
    .update(bookings)
    .set({ priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), liveHold(now)))
    .returning({ id: bookings.id });
  return updated.length === 1 ? { ok: true, snapshot } : { ok: false, reason: 'expired' };
}

/**
 * Puts the young-driver surcharge on a booking, or takes it off, when the driver's birth date says
 * otherwise than the age group the prices were shown for. Only while the booking may still be paid.
 */
export async function setYoungDriver(userId: number, bookingId: number, youngDriver: boolean, now = new Date()) {
  const booking = await findCustomerBooking(userId, bookingId);
  if (!booking) return false;
  const snapshot = repriceSnapshot(booking.priceSnapshot, { youngDriver });
  const updated = await db()
    .update(bookings)
    .set({ priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.userId, userId),
        or(liveHold(now), eq(bookings.status, 'payment_failed')),
      ),
    )
    .returning({ id: bookings.id });
  return updated.length === 1;
}

/** The personal step's starting values from the customer's account (name split, email, phone, birth date). */
export async function driverFromAccount(userId: number): Promise<Record<string, string>> {
  const [user] = await db()
    .select({
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      birthDate: users.birthDate,
      trn: users.trn,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return {};
  const { firstName, lastName } = splitName(user.fullName);
  return {
    firstName,
    lastName,
    email: user.email,
    mobile: user.phone,
    ...(user.birthDate ? { birthDate: user.birthDate } : {}),
    ...(user.trn ? { trn: user.trn } : {}),
  };
}

/** The customer's rating of the booking, 1 to 5, kept only the first time. */
export async function rateBooking(userId: number, bookingId: number, stars: number) {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) return false;
  const rated = await db()
    .update(bookings)
    .set({ rating: stars })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.userId, userId),
        isNull(bookings.rating),
        inArray(bookings.status, ['confirmed', 'active', 'completed']),
      ),
    )
    .returning({ id: bookings.id });
  return rated.length === 1;
}

/** The booking's card payments given back because it did not count on them (a second payment, a late one). */
export function returnedPaymentsOf(bookingId: number) {
  return db()
    .select({ amountFils: bookingRefunds.amountFils, state: bookingRefunds.state })
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.bookingId, bookingId), eq(bookingRefunds.reason, 'stray_capture')));
}

/** Why the customer's booking was cancelled, from its last move to cancelled. */
export async function cancellationOf(booking: { id: number }, customerId: number): Promise<CancelReason> {
  const [event] = await db()
    .select({ reason: bookingEvents.reason, actorId: bookingEvents.actorId })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.toStatus, 'cancelled')))
    .orderBy(desc(bookingEvents.createdAt), desc(bookingEvents.id))
    .limit(1);
  return cancelReasonOf(
    event && { reason: event.reason, byStaff: event.actorId !== null && event.actorId !== customerId },
  );
}

/**
 * The customer gives up a booking nobody can still be paying for: a draft, or one whose card
 * payment failed. (While an order is open at the provider the booking can only be paid or left to
 * run out, so no charge can arrive for a booking already cancelled.) Its car is free at once.
 */
export async function cancelUnpaidBooking(userId: number, bookingId: number): Promise<boolean> {
  return moveBooking({
    bookingId,
    to: 'cancelled',
    from: ['draft', 'payment_failed'],
    userId,
    reason: cancelReasons.byCustomer,
    set: { holdExpiresAt: null },
  });
}

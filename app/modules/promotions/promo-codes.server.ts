import { and, asc, count, desc, eq, ne, not, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { bookings, promoCodes } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { findCustomerBooking } from '~/modules/bookings/customer-steps/bill.server';
import { type PriceSnapshot, repriceSnapshot } from '~/modules/bookings/records/price-snapshot';
import { expiredHold, holdsCar, liveHold } from '~/modules/bookings/states/booking-states';
import { isUniqueViolation } from '~/modules/db/unique-violation';
import type { PromoDiscount } from '~/modules/pricing/quote-booking';
import { dubaiToday } from '~/utils/dubai-time';
import { type PromoCodeInput, normalisePromoCode } from './promo-code-form';
import { type PromoRefusal, promoRefusal } from './promo-code-rules';

/**
 * Promo codes (decision 081): staff create and retire them; a customer puts one on a held booking on
 * the extras step. A use is a booking holding the code that is neither cancelled nor an expired draft,
 * counted under a lock on the code, so two customers cannot both take its last use.
 */

/** The bookings that count as uses of a code at `now`. */
const usesOf = (promoCodeId: number, now: Date) =>
  and(eq(bookings.promoCodeId, promoCodeId), ne(bookings.status, 'cancelled'), not(expiredHold(now)));

export async function listPromoCodesForStaff(now = new Date()) {
  const rows = await db()
    .select()
    .from(promoCodes)
    .orderBy(desc(promoCodes.active), desc(promoCodes.validUntil), asc(promoCodes.code));
  const uses = await Promise.all(
    rows.map(async (row) => {
      const [counted] = await db().select({ n: count() }).from(bookings).where(usesOf(row.id, now));
      return counted?.n ?? 0;
    }),
  );
  return rows.map((row, index) => ({ ...row, uses: uses[index] }));
}

export async function createPromoCode(
  actorId: number,
  input: PromoCodeInput,
): Promise<{ ok: true; id: number } | { ok: false; reason: 'taken' }> {
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...input, createdBy: actorId })
        .returning({ id: promoCodes.id });
      await recordChange(
        { actorId, entity: 'promo_code', entityId: String(row.id), action: 'created', changes: { code: input.code } },
        tx,
      );
      return { ok: true as const, id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'promo_codes_code_unique')) return { ok: false, reason: 'taken' };
    throw error;
  }
}

/** Retires a code (no new booking may take it) or puts it back; bookings holding it keep their price. */
export async function setPromoCodeActive(actorId: number, id: number, active: boolean): Promise<boolean> {
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(promoCodes)
      .set({ active })
      .where(and(eq(promoCodes.id, id), ne(promoCodes.active, active)))
      .returning({ code: promoCodes.code });
    if (!changed.length) return false;
    await recordChange(
      {
        actorId,
        entity: 'promo_code',
        entityId: String(id),
        action: 'updated',
        changes: { active: { from: !active, to: active } },
      },
      tx,
    );
    return true;
  });
}

export type CheckedPromoCode =
  { ok: true; code: { id: number; discount: PromoDiscount } } | { ok: false; reason: PromoRefusal };

/**
 * Whether a typed code may go on a booking of this model for this customer now (decision 081), and
 * its discount. With `lock` the code's row is held until the transaction ends, so the uses counted
 * stay true while the caller writes the booking; a quote that books nothing reads without it. A
 * quote for no one (`userId` null) counts no uses of its own.
 */
export async function checkPromoCode(
  tx: Database,
  typed: string,
  use: { vehicleModelId: number; userId: number | null; exceptBookingId?: number; now: Date; lock: boolean },
): Promise<CheckedPromoCode> {
  const query = tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalisePromoCode(typed).slice(0, 40)));
  const [code] = use.lock ? await query.for('update') : await query;
  const [uses] = code
    ? await tx
        .select({
          inAll: count(),
          byCustomer: sql<number>`count(*) filter (where ${bookings.userId} = ${use.userId ?? -1})`.mapWith(Number),
        })
        .from(bookings)
        .where(and(usesOf(code.id, use.now), use.exceptBookingId ? ne(bookings.id, use.exceptBookingId) : undefined))
    : [];
  const refusal = promoRefusal(code ?? null, {
    today: dubaiToday(use.now),
    vehicleModelId: use.vehicleModelId,
    usesInAll: uses?.inAll ?? 0,
    usesByCustomer: uses?.byCustomer ?? 0,
  });
  if (refusal || !code) return { ok: false, reason: refusal ?? 'unknown' };
  return {
    ok: true,
    code: {
      id: code.id,
      discount: { code: code.code, percentOff: code.percentOff, amountOffFils: code.amountOffFils },
    },
  };
}

export type ApplyPromoResult =
  { ok: true; snapshot: PriceSnapshot } | { ok: false; reason: PromoRefusal | 'not_found' | 'expired' };

/**
 * Puts a typed code on the customer's held booking and re-prices it, or says why not. The code's row
 * is locked while its uses are counted and the booking is written, so its limits hold across
 * instances and parallel requests.
 */
export async function applyPromoCode(
  userId: number,
  bookingId: number,
  typed: string,
  now = new Date(),
): Promise<ApplyPromoResult> {
  const booking = await findCustomerBooking(userId, bookingId);
  if (!booking) return { ok: false, reason: 'not_found' };
  if (!holdsCar(booking, now)) return { ok: false, reason: 'expired' };
  return db().transaction(async (tx): Promise<ApplyPromoResult> => {
    const checked = await checkPromoCode(tx, typed, {
      vehicleModelId: booking.vehicleModelId,
      userId,
      exceptBookingId: bookingId,
      now,
      lock: true,
    });
    if (!checked.ok) return checked;
    const { code } = checked;
    const snapshot = repriceSnapshot(booking.priceSnapshot, { promo: code.discount });
    const updated = await tx
      .update(bookings)
      .set({ priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils, promoCodeId: code.id, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), liveHold(now)))
      .returning({ id: bookings.id });
    return updated.length === 1 ? { ok: true, snapshot } : { ok: false, reason: 'expired' };
  });
}

/** Takes the code off the customer's held booking, at its price without it. */
export async function removePromoCode(userId: number, bookingId: number, now = new Date()): Promise<boolean> {
  const booking = await findCustomerBooking(userId, bookingId);
  if (!booking || !holdsCar(booking, now)) return false;
  const snapshot = repriceSnapshot(booking.priceSnapshot, { promo: null });
  const updated = await db()
    .update(bookings)
    .set({ priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils, promoCodeId: null, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId), liveHold(now)))
    .returning({ id: bookings.id });
  return updated.length === 1;
}

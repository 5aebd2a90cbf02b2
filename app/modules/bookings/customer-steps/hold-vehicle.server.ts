import crypto from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type BookingChannel, bookingEvents, bookings, users } from '~/db/schema';
import { carsAvailable } from '~/modules/fleet/availability.server';
import { lockModelAtBranch } from '~/modules/cars/car-stock.server';
import { liveHold } from '../states/booking-states';
import type { PriceSnapshot } from '../records/price-snapshot';

/** A selected vehicle is held for 30 minutes while the customer completes the booking. */
export const HOLD_MINUTES = 30;

export type HoldRequest = {
  userId: number;
  enquiryId: number | null;
  vehicleModelId: number;
  pickupBranchId: number;
  dropoffBranchId: number;
  collectionCity: string | null;
  /** Delivered to the customer at pick-up: the city (priced) and the address; null at the branch. */
  delivery?: { city: string; address: string } | null;
  pickupAt: Date;
  dropoffAt: Date;
  turnaroundMinutes: number;
  /**
   * Prices the rental inside the hold's transaction, from the rates in force as the car is taken
   * (null: no price for this rental). The price is kept with the booking; later rate changes never alter it.
   */
  price: (tx: Database) => Promise<HoldPrice | null>;
  /**
   * The total the customer was shown. When the price is now different nothing is held, and the
   * new price comes back to be shown and confirmed. Undefined: the caller does not check.
   */
  seenTotalFils?: number | null;
  /** Staff booking for a customer at the counter or on the phone: kept on the booking from its first row. */
  madeBy?: { staffId: number; channel: Exclude<BookingChannel, 'online'> };
};

/** The price held; `promoCodeId` when a code, checked under its lock in this transaction, is on it (a staff booking). */
type HoldPrice = { priceSnapshot: PriceSnapshot; totalFils: number; promoCodeId?: number | null };

/** How many cars one customer may hold at once: enough to compare two, too few to empty a branch. */
export const MAX_HOLDS_PER_CUSTOMER = 2;

export type HoldResult =
  | { ok: true; bookingId: number; reference: string }
  | { ok: false; reason: 'unavailable' | 'too_many_holds' | 'no_price' }
  | { ok: false; reason: 'price_changed'; price: HoldPrice };

/** Ends the transaction, undoing what it changed, with the reason the hold was refused. */
class HoldRefused extends Error {
  constructor(
    readonly reason: 'unavailable' | 'too_many_holds' | 'no_price' | 'price_changed',
    readonly price?: HoldPrice,
  ) {
    super(reason);
  }
}

// No 0/O or 1/I: a reference is read out over the phone.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newBookingReference(): string {
  const bytes = crypto.randomBytes(8);
  return `OR-${Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/**
 * Holds one car of the model at the pick-up branch as a draft booking, if one is free for the
 * whole rental. The model is locked at the branch first, so Selects for the same model and branch
 * take turns and a check-then-insert can never over-book, however many arrive at once.
 *
 * Selecting again for the same enquiry (Back, then another car) moves the customer's held draft to
 * the new choice instead of holding a second car, and nobody holds more than
 * MAX_HOLDS_PER_CUSTOMER cars at once. The customer's own row is locked first, so their parallel
 * Selects take turns too. A refused hold changes nothing: the earlier one stays as it was. So does
 * one whose price is no longer the one the customer saw.
 */
export async function holdVehicle(request: HoldRequest, now = new Date()): Promise<HoldResult> {
  try {
    return await db().transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('update');
      const heldNow = and(eq(bookings.userId, request.userId), liveHold(now));
      const [moving] =
        request.enquiryId === null
          ? []
          : await tx
              .select({ id: bookings.id, reference: bookings.reference, vehicleModelId: bookings.vehicleModelId })
              .from(bookings)
              .where(and(heldNow, eq(bookings.enquiryId, request.enquiryId)));
      const [{ others }] = await tx
        .select({ others: count() })
        .from(bookings)
        .where(moving ? and(heldNow, ne(bookings.id, moving.id)) : heldNow);
      if (others >= MAX_HOLDS_PER_CUSTOMER) throw new HoldRefused('too_many_holds');
      // The draft being moved lets go of its car first, so choosing the same model again can take it back.
      if (moving) await tx.update(bookings).set({ holdExpiresAt: now }).where(eq(bookings.id, moving.id));

      await lockModelAtBranch(tx, request.pickupBranchId, request.vehicleModelId);
      const free = await carsAvailable(
        {
          vehicleModelIds: [request.vehicleModelId],
          branchId: request.pickupBranchId,
          pickupAt: request.pickupAt,
          dropoffAt: request.dropoffAt,
          turnaroundMinutes: request.turnaroundMinutes,
          now,
        },
        tx,
      );
      if ((free.get(request.vehicleModelId) ?? 0) < 1) throw new HoldRefused('unavailable');
      // Priced here, not before: a rate saved on any instance a moment ago is the one the car is held at,
      // and a customer shown another figure confirms the new one first (as a booking change does).
      const price = await request.price(tx);
      if (!price) throw new HoldRefused('no_price');
      if (request.seenTotalFils !== undefined && request.seenTotalFils !== price.totalFils)
        throw new HoldRefused('price_changed', price);

      const held = {
        vehicleModelId: request.vehicleModelId,
        pickupBranchId: request.pickupBranchId,
        dropoffBranchId: request.dropoffBranchId,
        collectionCity: request.collectionCity,
        deliveryCity: request.delivery?.city ?? null,
        deliveryAddress: request.delivery?.address ?? null,
        pickupAt: request.pickupAt,
        dropoffAt: request.dropoffAt,
        blockedUntil: new Date(request.dropoffAt.getTime() + request.turnaroundMinutes * 60_000),
        holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        priceSnapshot: price.priceSnapshot,
        totalFils: price.totalFils,
        ...(price.promoCodeId ? { promoCodeId: price.promoCodeId } : {}),
        updatedAt: now,
      };
      if (moving) {
        await tx.update(bookings).set(held).where(eq(bookings.id, moving.id));
        await tx.insert(bookingEvents).values({
          bookingId: moving.id,
          actorKind: 'customer',
          fromStatus: 'draft',
          toStatus: 'draft',
          reason: 'selection moved',
          details: { fromVehicleModelId: moving.vehicleModelId, toVehicleModelId: request.vehicleModelId },
        });
        return { ok: true as const, bookingId: moving.id, reference: moving.reference };
      }
      const reference = newBookingReference();
      const [booking] = await tx
        .insert(bookings)
        .values({
          ...held,
          reference,
          enquiryId: request.enquiryId,
          userId: request.userId,
          status: 'draft',
          ...(request.madeBy ? { channel: request.madeBy.channel, createdBy: request.madeBy.staffId } : {}),
          createdAt: now,
        })
        .returning({ id: bookings.id });
      return { ok: true as const, bookingId: booking.id, reference };
    });
  } catch (error) {
    if (error instanceof HoldRefused)
      return error.reason === 'price_changed'
        ? { ok: false, reason: 'price_changed', price: error.price! }
        : { ok: false, reason: error.reason };
    throw error;
  }
}

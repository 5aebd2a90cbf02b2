import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { bookings, branchFleet } from '~/db/schema';
import { carsAvailable } from '~/modules/fleet/availability.server';

/** A selected vehicle is held for 30 minutes while the customer completes the booking. */
export const HOLD_MINUTES = 30;

export type HoldRequest = {
  userId: number;
  enquiryId: number | null;
  vehicleModelId: number;
  pickupBranchId: number;
  dropoffBranchId: number;
  collectionCity: string | null;
  pickupAt: Date;
  dropoffAt: Date;
  turnaroundMinutes: number;
  /** The quote as the customer saw it; later rate changes never alter it. */
  priceSnapshot: unknown;
  totalFils: number;
};

export type HoldResult = { ok: true; bookingId: number; reference: string } | { ok: false; reason: 'unavailable' };

// No 0/O or 1/I: a reference is read out over the phone.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newBookingReference(): string {
  const bytes = crypto.randomBytes(8);
  return `OR-${Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/**
 * Holds one car of the model at the pick-up branch as a draft booking, if one is free for the
 * whole rental. The branch's stock row is locked first, so Selects for the same model and branch
 * take turns and a check-then-insert can never over-book, however many arrive at once.
 */
export async function holdVehicle(request: HoldRequest, now = new Date()): Promise<HoldResult> {
  return db().transaction(async (tx) => {
    const [stock] = await tx
      .select({ id: branchFleet.id })
      .from(branchFleet)
      .where(and(eq(branchFleet.branchId, request.pickupBranchId), eq(branchFleet.vehicleModelId, request.vehicleModelId)))
      .for('update');
    if (!stock) return { ok: false, reason: 'unavailable' };
    const free = await carsAvailable(
      { vehicleModelIds: [request.vehicleModelId], branchId: request.pickupBranchId, pickupAt: request.pickupAt, dropoffAt: request.dropoffAt, turnaroundMinutes: request.turnaroundMinutes, now },
      tx,
    );
    if ((free.get(request.vehicleModelId) ?? 0) < 1) return { ok: false, reason: 'unavailable' };
    const reference = newBookingReference();
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference,
        enquiryId: request.enquiryId,
        userId: request.userId,
        vehicleModelId: request.vehicleModelId,
        pickupBranchId: request.pickupBranchId,
        dropoffBranchId: request.dropoffBranchId,
        collectionCity: request.collectionCity,
        pickupAt: request.pickupAt,
        dropoffAt: request.dropoffAt,
        blockedUntil: new Date(request.dropoffAt.getTime() + request.turnaroundMinutes * 60_000),
        status: 'draft',
        holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        priceSnapshot: request.priceSnapshot,
        totalFils: request.totalFils,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bookings.id });
    return { ok: true, bookingId: booking.id, reference };
  });
}

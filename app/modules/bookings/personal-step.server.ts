import { and, eq } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type BookingCustomerDetails, bookings, branchFleet, users, vehicleModels, vehicleTypes } from '~/db/schema';
import { carsAvailable, turnaroundMinutes } from '~/modules/fleet/availability.server';
import { listEmirates } from '~/modules/fleet/branches.server';
import { type MemberDiscountRates, memberDiscountFor } from '~/modules/pricing/member-discounts';
import type { PaymentMethod } from '~/modules/pricing/quote-booking';
import { memberDiscountRates } from '~/modules/settings/member-discount-rates.server';
import type { CustomerBooking } from './bill.server';
import { sendBookingConfirmation } from './booking-mail.server';
import { moveBooking, nextInvoiceNumber } from './booking-transitions.server';
import { repriceSnapshot } from './price-snapshot';
import { toDubaiParts } from './rental-schedule';

/**
 * What the personal step's rules need: the emirates, the vehicle type's minimum age, the pick-up
 * day in Dubai, and the customer's birth date as staff verified it (an approved account's).
 */
export async function personalStepRules(booking: Pick<CustomerBooking, 'vehicleModelId' | 'pickupAt'>, userId: number) {
  const [emirateRows, [type], [account]] = await Promise.all([
    listEmirates(),
    db()
      .select({ minimumAge: vehicleTypes.minimumRenterAge })
      .from(vehicleModels)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
      .where(eq(vehicleModels.id, booking.vehicleModelId)),
    db()
      .select({ birthDate: users.birthDate, reviewStatus: users.reviewStatus })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  return {
    emirates: emirateRows.map((row) => row.name),
    minimumAge: type?.minimumAge ?? 25,
    pickupDay: toDubaiParts(booking.pickupAt).date,
    verifiedBirthDate: account?.reviewStatus === 'approved' ? account.birthDate : null,
  };
}

/** The states from which the customer may (re)submit the personal step. */
export const payableStates = ['draft', 'payment_failed'] as const;

export type PersonalStepResult = { ok: true } | { ok: false; reason: 'not_found' | 'expired' | 'unavailable' };

/**
 * Checks, under the branch's stock lock, that the booking may still go ahead: a draft within its
 * hold keeps its car; a booking whose payment failed gave its car back and needs one free again.
 */
export async function stillBookable(
  tx: Database,
  booking: CustomerBooking,
  turnaround: number,
  now: Date,
): Promise<PersonalStepResult> {
  const [row] = await tx
    .select({
      pickupBranchId: bookings.pickupBranchId,
      dropoffAt: bookings.dropoffAt,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  if (!row || !(payableStates as readonly string[]).includes(row.status)) return { ok: false, reason: 'not_found' };
  await tx
    .select({ id: branchFleet.id })
    .from(branchFleet)
    .where(and(eq(branchFleet.branchId, row.pickupBranchId), eq(branchFleet.vehicleModelId, booking.vehicleModelId)))
    .for('update');
  if (row.status === 'draft')
    return row.holdExpiresAt && row.holdExpiresAt > now ? { ok: true } : { ok: false, reason: 'expired' };
  const free = await carsAvailable(
    {
      vehicleModelIds: [booking.vehicleModelId],
      branchId: row.pickupBranchId,
      pickupAt: booking.pickupAt,
      dropoffAt: row.dropoffAt,
      turnaroundMinutes: turnaround,
      now,
    },
    tx,
  );
  return (free.get(booking.vehicleModelId) ?? 0) > 0 ? { ok: true } : { ok: false, reason: 'unavailable' };
}

/**
 * The booking with the driver's details and the price for the chosen way of paying, less the
 * member discount their Fazaa or Esaad tick gives at today's rates (the card is checked at pick-up).
 */
export function withDriver(
  booking: CustomerBooking,
  details: BookingCustomerDetails,
  paymentMethod: PaymentMethod,
  rates: MemberDiscountRates,
) {
  const memberDiscount = memberDiscountFor(details, rates);
  const snapshot = repriceSnapshot(booking.priceSnapshot, { paymentMethod, memberDiscount });
  return { customerDetails: details, paymentMethod, priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils };
}

/** Pay on pick-up: the booking is confirmed at once, with its invoice number, at the price including the 10%. */
export async function confirmPayOnPickup(
  userId: number,
  booking: CustomerBooking,
  details: BookingCustomerDetails,
  now = new Date(),
): Promise<PersonalStepResult> {
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const [turnaround, rates] = await Promise.all([turnaroundMinutes(), memberDiscountRates()]);
  const result = await db().transaction(async (tx): Promise<PersonalStepResult> => {
    const check = await stillBookable(tx, booking, turnaround, now);
    if (!check.ok) return check;
    const moved = await moveBooking(
      {
        bookingId: booking.id,
        to: 'confirmed',
        from: [...payableStates],
        userId,
        holdValidAt: now,
        reason: 'pay on pick-up',
        details: { termsAccepted: true },
        set: {
          ...withDriver(booking, details, 'pay_on_pickup', rates),
          confirmedAt: now,
          holdExpiresAt: null,
          invoiceNumber: nextInvoiceNumber(),
        },
      },
      tx,
    );
    return moved ? { ok: true } : { ok: false, reason: 'expired' };
  });
  if (result.ok) await sendBookingConfirmation(booking.id);
  return result;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { bookings, fleetCars, rentals, vehicleModels, vehicleTypes } from '~/db/schema';
import type { DamageMark } from './agreement/car-zones';
import { moveBooking } from '~/modules/bookings/booking-transitions.server';
import { readBooking } from '~/modules/bookings/records/booking-view.server';
import { sendStaffBookingMail } from '~/modules/bookings/staff-booking-mail.server';
import { damageCover } from '~/modules/pricing/quote-booking';
import { moveCarStatus } from '~/modules/cars/car-moves.server';
import {
  type BookingTerms,
  type ReturnCharges,
  bookingDayPriceFils,
  returnCharges,
} from '~/modules/counter/return-charges';
import {
  type RentalCharge,
  recordRentalCharge,
  settleRentalCharge,
} from '~/modules/counter/charges/charge-rental.server';
import { depositOf, releaseDeposit } from '~/modules/payments/deposits.server';
import type { NgeniusHoldClient } from '~/modules/payments/provider/ngenius-client.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { chargeRules } from '~/modules/settings/charge-settings.server';
import { type PreparedPhoto, storeRentalPhotos } from './rental-photos.server';
import { returnTimeRefusal } from './return-form';

/**
 * The return (check-in) at the counter (decision 067): the readings and new damage against the
 * hand-over's, the return charges worked out from the booking's terms and the settings
 * (returnCharges), then one transaction that completes the rental (car available again with its
 * odometer, booking completed, the customer's mail) and records the return charges with their tax
 * invoice number, and after it the charges are settled: taken from the held deposit, a payment link
 * for what it does not cover. A process that dies between the two leaves the charge recorded, and
 * another instance settles it (decision 071). What the deposit still holds is released by staff when nothing more is expected (the
 * release step on the booking page), or at once when the screen's "release the rest" is ticked.
 */

export type ReturnInput = {
  odometerKm: number;
  fuelEighths: number;
  damage: DamageMark[];
  newDamageFils: number;
  cleaningNeeded: boolean;
};

const bookedModel = alias(vehicleModels, 'booked_model');
const bookedClass = alias(vehicleTypes, 'booked_class');

export type ReturnSheet = NonNullable<Awaited<ReturnType<typeof returnSheet>>>;

/** The rental as it went out and the terms its return is charged under, or null for no such booking. */
export async function returnSheet(bookingId: number) {
  const booking = await readBooking(bookingId);
  if (!booking) return null;
  const [rental] = await db()
    .select({
      id: rentals.id,
      fleetCarId: rentals.fleetCarId,
      plateEmirate: fleetCars.plateEmirate,
      plateCode: fleetCars.plateCode,
      plateNumber: fleetCars.plateNumber,
      carName: sql<string>`${vehicleModels.brand} || ' ' || ${vehicleModels.name}`,
      tankLitres: vehicleModels.tankLitres,
      // The booked class's excess and kilometre price, as the agreement signed at hand-over says: a car
      // of a higher class went out on the booked terms (decision 087). The tank is the car's own.
      cdwExcessFils: bookedClass.cdwExcessFils,
      extraKmFils: bookedClass.extraKmFils,
      handedOverAt: rentals.handedOverAt,
      odometerOutKm: rentals.odometerOutKm,
      fuelOutEighths: rentals.fuelOutEighths,
      damageOut: rentals.damageOut,
      returnedAt: rentals.returnedAt,
    })
    .from(rentals)
    .innerJoin(fleetCars, eq(fleetCars.id, rentals.fleetCarId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
    .innerJoin(bookings, eq(bookings.id, rentals.bookingId))
    .innerJoin(bookedModel, eq(bookedModel.id, bookings.vehicleModelId))
    .innerJoin(bookedClass, eq(bookedClass.id, bookedModel.vehicleTypeId))
    .where(eq(rentals.bookingId, bookingId));
  const snapshot = booking.priceSnapshot;
  const terms: BookingTerms | null =
    rental && snapshot
      ? {
          pickupAt: booking.pickupAt,
          dropoffAt: booking.dropoffAt,
          dayPriceFils: bookingDayPriceFils(snapshot),
          cover: damageCover(snapshot.quote.lines),
          cdwExcessFils: rental.cdwExcessFils,
          extraKmFils: rental.extraKmFils,
          tankLitres: rental.tankLitres,
        }
      : null;
  return { booking, rental: rental ?? null, terms, rules: await chargeRules(), deposit: await depositOf(bookingId) };
}

/** A return typed in the hand-over's own minute is recorded at the hand-over, never before it. */
const recordedReturnTime = (rental: { handedOverAt: Date }, typedAt: Date) =>
  new Date(Math.max(typedAt.getTime(), rental.handedOverAt.getTime()));

/**
 * The charges a return would make, for the screen to show line by line before staff close the
 * rental: at the time the return is recorded, so the figures shown are the figures charged.
 */
export function chargesFor(sheet: ReturnSheet, input: ReturnInput, typedAt: Date): ReturnCharges | null {
  if (!sheet.rental || !sheet.terms) return null;
  return returnCharges(
    sheet.terms,
    { odometerKm: sheet.rental.odometerOutKm, fuelEighths: sheet.rental.fuelOutEighths },
    { ...input, returnedAt: recordedReturnTime(sheet.rental, typedAt) },
    sheet.rules,
  );
}

type ReturnRefusal = 'not_found' | 'state' | 'odometer' | 'returned_future' | 'returned_before_hand_over';

export type ReturnResult =
  | {
      ok: true;
      reference: string;
      charges: ReturnCharges;
      /** What the deposit paid, what the payment link asks for, and what was released. */
      fromDepositFils: number;
      linkFils: number;
      releasedFils: number;
      /** For a rest left to lapse at the card's bank (part was captured): the latest it is free. */
      lapsesBy: Date | null;
    }
  | { ok: false; reason: ReturnRefusal };

export async function returnCar(
  input: ReturnInput & {
    bookingId: number;
    actorId: number;
    photos: PreparedPhoto[];
    releaseRest: boolean;
    reason: string;
    /** When the car came back, if staff record it after the fact; now otherwise. */
    returnedAt?: Date | null;
  },
  now = new Date(),
  client: NgeniusHoldClient = paymentClient(),
): Promise<ReturnResult> {
  const sheet = await returnSheet(input.bookingId);
  if (!sheet) return { ok: false, reason: 'not_found' };
  if (!sheet.rental || sheet.rental.returnedAt || sheet.booking.status !== 'active')
    return { ok: false, reason: 'state' };
  if (input.odometerKm < sheet.rental.odometerOutKm) return { ok: false, reason: 'odometer' };
  const typedAt = input.returnedAt ?? now;
  const timeRefused = returnTimeRefusal(sheet.rental, typedAt, now);
  if (timeRefused) return { ok: false, reason: timeRefused };
  const returnedAt = recordedReturnTime(sheet.rental, typedAt);
  const charges = chargesFor(sheet, input, typedAt)!;
  const rental = sheet.rental;

  const closed = await db().transaction(async (tx): Promise<false | { charge: RentalCharge | null }> => {
    const [locked] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .for('update');
    if (!locked || locked.status !== 'active') return false;
    const recorded = await tx
      .update(rentals)
      .set({
        returnedAt,
        returnedBy: input.actorId,
        odometerInKm: input.odometerKm,
        fuelInEighths: input.fuelEighths,
        damageIn: input.damage,
        newDamageFils: input.newDamageFils,
        cleaningNeeded: input.cleaningNeeded,
      })
      .where(and(eq(rentals.id, rental.id), isNull(rentals.returnedAt)))
      .returning({ id: rentals.id });
    if (recorded.length === 0) return false;
    await storeRentalPhotos(tx, { rentalId: rental.id, stage: 'in', takenBy: input.actorId }, input.photos);
    await tx
      .update(fleetCars)
      .set({ odometerKm: input.odometerKm, updatedAt: sql`now()` })
      .where(eq(fleetCars.id, rental.fleetCarId));
    await moveCarStatus(tx, rental.fleetCarId, 'available', input.actorId, `Returned (${sheet.booking.reference})`);
    const moved = await moveBooking(
      {
        bookingId: input.bookingId,
        to: 'completed',
        from: ['active'],
        actorId: input.actorId,
        reason: input.reason,
        details: { action: 'return', rentalId: rental.id, chargesFils: charges.totals.totalFils },
      },
      tx,
    );
    if (!moved) throw new Error(`booking ${input.bookingId}: the return was refused under its own lock`);
    await sendStaffBookingMail(input.bookingId, 'returned', input.reason, undefined, tx);
    if (charges.lines.length === 0 || charges.totals.totalFils <= 0) return { charge: null };
    const charged = await recordRentalCharge(tx, {
      bookingId: input.bookingId,
      kind: 'return',
      lines: charges.lines,
      occurredAt: returnedAt,
      actorId: input.actorId,
    });
    return { charge: charged.ok && charged.created ? charged.charge : null };
  });
  if (!closed) return { ok: false, reason: 'state' };

  // The money moves after the rental is closed: a provider that is slow or down never keeps a car
  // on rent; a charge it leaves open is on the booking page for staff to settle.
  let fromDepositFils = 0;
  let linkFils = 0;
  if (closed.charge) {
    const settled = await settleRentalCharge(closed.charge, client);
    fromDepositFils = settled.fromDepositFils;
    linkFils = settled.totalFils - settled.fromDepositFils;
  }
  let releasedFils = 0;
  let lapsesBy: Date | null = null;
  if (input.releaseRest) {
    const deposit = await depositOf(input.bookingId);
    if (deposit && ['held', 'partly_captured'].includes(deposit.state)) {
      const released = await releaseDeposit({ bookingId: input.bookingId, staffId: input.actorId }, client);
      if (released.ok) ({ releasedFils, lapsesBy } = released);
    }
  }
  return { ok: true, reference: sheet.booking.reference, charges, fromDepositFils, linkFils, releasedFils, lapsesBy };
}

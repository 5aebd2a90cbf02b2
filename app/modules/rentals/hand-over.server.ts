import { eq, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import {
  type CounterPaymentMethod,
  bookings,
  fleetCars,
  rentals,
  users,
  vehicleModels,
  vehicleTypes,
} from '~/db/schema';
import { localized } from '~/i18n/translate';
import { readBooking } from '~/modules/bookings/records/booking-view.server';
import { moveBooking } from '~/modules/bookings/booking-transitions.server';
import { sendStaffBookingMail } from '~/modules/bookings/staff-booking-mail.server';
import {
  licenceExpiresBeforeReturn,
  moneyDueAtPickupFils,
  pickupDayReached,
} from '~/modules/bookings/staff-actions/hand-over-rules';
import { moveCarStatus } from '~/modules/cars/car-moves.server';
import { invoiceSeller } from '~/modules/invoices/issued-invoices.server';
import { takeCounterPayment } from '~/modules/payments/counter-payments.server';
import { depositAmountFor } from '~/modules/settings/deposit-amount.server';
import { depositOf } from '~/modules/payments/deposits.server';
import { turnaroundMinutes } from '~/modules/fleet/availability.server';
import { chargeRules } from '~/modules/settings/charge-settings.server';
import { damageCover, rentalDays } from '~/modules/pricing/quote-booking';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { type HandOverForm, licenceKey } from './hand-over-form';
import { type HandOverBooking, carsForHandOver, otherModelStillFree } from './hand-over-cars.server';
import type { RentalAgreementSource } from './agreement/agreement-source';
import { recordSignedAgreement } from './agreement/agreement-versions.server';
import { buildRentalAgreement } from './agreement/rental-agreement';
import { storeRentalFile } from './agreement/rental-files.server';
import { renderRentalAgreementPdf } from './agreement/rental-agreement-pdf.server';
import { type PreparedPhoto, storeRentalPhotos } from './rental-photos.server';
import { rentalAgreementFileName } from './agreement/rental-files';

/**
 * The hand-over (check-out) at the counter (decision 067): the car by plate, its readings and
 * damage, the licence seen, the deposit held, money due taken, and the agreement signed on the
 * screen. The checks that need no lock are made first and say what is missing; the writes are one
 * transaction under the booking's row lock: car on rent, payment, files, rental, booking active
 * and the customer's mail with the agreement, all or nothing.
 */

/** The deposit counts as held once the provider or the counter has it. */
const HELD = ['held', 'partly_captured'];

type HandOverSheet = NonNullable<Awaited<ReturnType<typeof handOverSheet>>>;

/** Everything the hand-over screen shows and checks, or null for no such booking. */
export async function handOverSheet(bookingId: number, now = new Date()) {
  const booking = await readBooking(bookingId);
  if (!booking) return null;
  // The booked class's terms, whatever car goes out: an upgrade keeps what the renter booked (decision 087).
  const [model] = await db()
    .select({
      cdwExcessFils: vehicleTypes.cdwExcessFils,
      extraKmFils: vehicleTypes.extraKmFils,
    })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(eq(vehicleModels.id, booking.vehicleModelId));
  const [account] =
    booking.userId === null
      ? []
      : await db()
          .select({
            licenceNumber: users.licenceNumber,
            licenceExpiry: users.licenceExpiry,
            birthDate: users.birthDate,
          })
          .from(users)
          .where(eq(users.id, booking.userId));
  const [rental] = await db().select({ id: rentals.id }).from(rentals).where(eq(rentals.bookingId, bookingId));
  const handOverBooking: HandOverBooking = {
    id: booking.id,
    vehicleModelId: booking.vehicleModelId,
    pickupBranchId: booking.pickupBranchId,
    pickupAt: booking.pickupAt,
    dropoffAt: booking.dropoffAt,
    birthDate: booking.customerDetails?.birthDate || account?.birthDate || null,
  };
  const cars = booking.status === 'confirmed' ? await carsForHandOver(handOverBooking, now) : [];
  const licenceExpiry = account?.licenceExpiry ?? null;
  return {
    booking,
    handOverBooking,
    cdwExcessFils: model.cdwExcessFils,
    extraKmFils: model.extraKmFils,
    handedOver: rental !== undefined,
    dueFils: booking.status === 'confirmed' ? moneyDueAtPickupFils(booking) : 0,
    dayReached: pickupDayReached(booking.pickupAt, now),
    licence: {
      number: account?.licenceNumber ?? null,
      expiry: licenceExpiry,
      expiresBeforeReturn: licenceExpiresBeforeReturn(licenceExpiry, booking.dropoffAt),
    },
    depositFils: await depositAmountFor(booking),
    deposit: await depositOf(bookingId),
    // The booked model first, then swaps within its class and upgrades to higher ones, which staff note.
    cars,
  };
}

export type HandOverRefusal =
  | 'not_found'
  | 'state'
  | 'too_early'
  | 'car'
  | 'upgrade_note'
  | 'odometer'
  | 'licence_missing'
  | 'licence_mismatch'
  | 'licence_expired'
  | 'deposit'
  | 'money_due';

export type HandOverResult = { ok: true; rentalId: number; reference: string } | { ok: false; reason: HandOverRefusal };

/**
 * The hand-over as the booking's history and the car's audit trail keep it: the plate, and for a car
 * of another model the note, with the class for an upgrade. Written in English, as staff's reasons are.
 */
function handOverReason(plate: string, car: HandOverSheet['cars'][number], note: string) {
  if (car.kind === 'upgrade') return `Handed over: ${plate}, upgrade to ${localized(car.classLabel, 'en')}: ${note}`;
  if (car.kind === 'swap') return `Handed over: ${plate}, another model of the class: ${note}`;
  return `Handed over: ${plate}`;
}

/** What stops a hand-over before anything is written, in the order staff would put it right. */
function handOverRefusal(sheet: HandOverSheet, form: HandOverForm): HandOverRefusal | null {
  if (sheet.booking.status !== 'confirmed' || sheet.handedOver) return 'state';
  if (!sheet.dayReached) return 'too_early';
  const car = sheet.cars.find((candidate) => candidate.id === form.carId);
  if (!car) return 'car';
  if (car.kind !== 'booked' && form.upgradeNote === '') return 'upgrade_note';
  if (form.odometerKm < car.odometerKm) return 'odometer';
  if (!sheet.licence.number) return 'licence_missing';
  if (licenceKey(sheet.licence.number) !== form.licenceSeen) return 'licence_mismatch';
  if (sheet.licence.expiresBeforeReturn) return 'licence_expired';
  if (sheet.depositFils > 0 && !(sheet.deposit && HELD.includes(sheet.deposit.state))) return 'deposit';
  if (sheet.dueFils > 0 && form.counterMethod === '') return 'money_due';
  return null;
}

export async function handOverCar(
  input: {
    bookingId: number;
    actorId: number;
    form: HandOverForm;
    signaturePng: Buffer;
    photos: PreparedPhoto[];
    plateText: (car: { plateEmirate: string; plateCode: string; plateNumber: number }) => string;
  },
  now = new Date(),
): Promise<HandOverResult> {
  const sheet = await handOverSheet(input.bookingId, now);
  if (!sheet) return { ok: false, reason: 'not_found' };
  const refusal = handOverRefusal(sheet, input.form);
  if (refusal) return { ok: false, reason: refusal };
  const { booking } = sheet;
  const car = sheet.cars.find((candidate) => candidate.id === input.form.carId)!;
  const details = booking.customerDetails;
  const place = (city: typeof booking.pickupCity, branch: typeof booking.pickupBranch) => ({
    en: `${localized(city, 'en')} – ${localized(branch, 'en')}`,
    ar: `${localized(city, 'ar')} – ${localized(branch, 'ar')}`,
  });
  const source: RentalAgreementSource = {
    reference: booking.reference,
    signedAt: formatDubaiDateTime(now, 'en'),
    seller: await invoiceSeller(),
    renter: {
      name: details ? `${details.firstName} ${details.lastName}` : (booking.customerName ?? ''),
      phone: details?.mobile ?? booking.customerPhone ?? '',
      email: details?.email ?? booking.customerEmail ?? '',
      licence: sheet.licence.number!,
    },
    vehicle: {
      name: `${car.brand} ${car.modelName}`,
      plate: input.plateText(car),
      colour: car.colour,
      vin: car.vin,
    },
    pickup: { place: place(booking.pickupCity, booking.pickupBranch), at: formatDubaiDateTime(now, 'en') },
    dropoff: {
      place: place(booking.dropoffCity, booking.dropoffBranch),
      at: formatDubaiDateTime(booking.dropoffAt, 'en'),
    },
    odometerKm: input.form.odometerKm,
    fuelEighths: input.form.fuelEighths,
    damage: input.form.damage,
    days: booking.priceSnapshot?.quote.days ?? rentalDays(booking.pickupAt, booking.dropoffAt),
    totalFils: booking.totalFils ?? 0,
    depositFils: sheet.deposit ? sheet.deposit.amountFils - sheet.deposit.capturedFils - sheet.deposit.releasedFils : 0,
    rules: await chargeRules(),
    cdwExcessFils: sheet.cdwExcessFils,
    cover: damageCover(booking.priceSnapshot?.quote.lines ?? []),
    extraKmFils: sheet.extraKmFils,
  };
  const agreementPdf = await renderRentalAgreementPdf(buildRentalAgreement(source), input.signaturePng);
  const turnaround = await turnaroundMinutes();

  return db().transaction(async (tx): Promise<HandOverResult> => {
    const [locked] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .for('update');
    if (!locked || locked.status !== 'confirmed') return { ok: false, reason: 'state' };
    // Another model's car makes the booking hold that model's car from now (decision 087): only one free for it may go.
    if (
      car.kind !== 'booked' &&
      !(await otherModelStillFree(tx, sheet.handOverBooking, car.vehicleModelId, turnaround, now))
    )
      return { ok: false, reason: 'car' };
    const reason = handOverReason(input.plateText(car), car, input.form.upgradeNote);
    // A colleague handing the same car to someone else at the same moment: one of the two moves it.
    if (!(await moveCarStatus(tx, car.id, 'on_rent', input.actorId, `${reason} (${booking.reference})`)))
      return { ok: false, reason: 'car' };
    await tx
      .update(fleetCars)
      .set({ odometerKm: input.form.odometerKm, updatedAt: sql`now()` })
      .where(eq(fleetCars.id, car.id));
    if (sheet.dueFils > 0) {
      const paid = await takeCounterPayment(
        tx,
        {
          bookingId: input.bookingId,
          actorId: input.actorId,
          method: input.form.counterMethod as CounterPaymentMethod,
          note: 'Taken at hand-over',
        },
        now,
      );
      if (!paid.ok && paid.reason !== 'already')
        throw new Error(`booking ${input.bookingId}: counter payment refused under lock`);
    }
    const signatureFileId = await storeRentalFile(tx, {
      purpose: 'rental-signature',
      contentType: 'image/png',
      name: `signature-${booking.reference}.png`,
      bytes: input.signaturePng,
    });
    const agreementFileId = await storeRentalFile(tx, {
      purpose: 'rental-agreement',
      contentType: 'application/pdf',
      name: rentalAgreementFileName(booking.reference),
      bytes: agreementPdf,
    });
    const [rental] = await tx
      .insert(rentals)
      .values({
        bookingId: input.bookingId,
        fleetCarId: car.id,
        upgradeNote: car.kind === 'booked' ? null : input.form.upgradeNote,
        upgradedToTypeId: car.kind === 'upgrade' ? car.vehicleTypeId : null,
        handedOverAt: now,
        handedOverBy: input.actorId,
        odometerOutKm: input.form.odometerKm,
        fuelOutEighths: input.form.fuelEighths,
        damageOut: input.form.damage,
        licenceSeen: input.form.licenceSeen,
        signatureFileId,
        agreementFileId,
      })
      .returning({ id: rentals.id });
    await recordSignedAgreement(tx, { rentalId: rental.id, storedFileId: agreementFileId, source, now });
    await storeRentalPhotos(tx, { rentalId: rental.id, stage: 'out', takenBy: input.actorId }, input.photos);
    const moved = await moveBooking(
      {
        bookingId: input.bookingId,
        to: 'active',
        from: ['confirmed'],
        actorId: input.actorId,
        reason,
        details: {
          action: 'pickup',
          carId: car.id,
          rentalId: rental.id,
          ...(car.kind === 'booked'
            ? {}
            : { [car.kind]: { vehicleTypeId: car.vehicleTypeId, note: input.form.upgradeNote } }),
        },
      },
      tx,
    );
    if (!moved) throw new Error(`booking ${input.bookingId}: the hand-over was refused under its own lock`);
    await sendStaffBookingMail(input.bookingId, 'picked_up', reason, undefined, tx, [
      {
        filename: rentalAgreementFileName(booking.reference),
        contentType: 'application/pdf',
        storedFileId: agreementFileId,
      },
    ]);
    return { ok: true, rentalId: rental.id, reference: booking.reference };
  });
}

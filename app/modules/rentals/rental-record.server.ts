import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { fleetCars, rentalCharges, rentalPhotos, rentals, storedFiles, users, vehicleTypes } from '~/db/schema';
import { agreementVersionsOf, isAgreementOf } from './agreement/agreement-versions.server';

const counterStaff = alias(users, 'counter_staff');

/**
 * A booking's rental as the staff booking page shows it: the car by plate, the readings each way,
 * the damage, the agreement's versions (the one in force first) and photos (served by
 * /admin/bookings/:id/rental-files/:fileId), and every charge made after the hand-over with how it
 * was settled (at the counter: how, when and by whom). Null before a hand-over.
 */
export async function rentalRecordOf(bookingId: number) {
  const [rental] = await db()
    .select({
      id: rentals.id,
      plateEmirate: fleetCars.plateEmirate,
      plateCode: fleetCars.plateCode,
      plateNumber: fleetCars.plateNumber,
      upgradeNote: rentals.upgradeNote,
      // The higher class an upgrade went out as, in both languages; null for a car of the booked class.
      upgradedTo: vehicleTypes.label,
      handedOverAt: rentals.handedOverAt,
      odometerOutKm: rentals.odometerOutKm,
      fuelOutEighths: rentals.fuelOutEighths,
      damageOut: rentals.damageOut,
      returnedAt: rentals.returnedAt,
      odometerInKm: rentals.odometerInKm,
      fuelInEighths: rentals.fuelInEighths,
      damageIn: rentals.damageIn,
      agreementFileId: rentals.agreementFileId,
    })
    .from(rentals)
    .innerJoin(fleetCars, eq(fleetCars.id, rentals.fleetCarId))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, rentals.upgradedToTypeId))
    .where(eq(rentals.bookingId, bookingId));
  if (!rental) return null;
  const [versions, photos, charges] = await Promise.all([
    agreementVersionsOf(db(), rental.id),
    db()
      .select({ fileId: rentalPhotos.storedFileId, stage: rentalPhotos.stage })
      .from(rentalPhotos)
      .where(eq(rentalPhotos.rentalId, rental.id))
      .orderBy(asc(rentalPhotos.id)),
    db()
      .select({
        id: rentalCharges.id,
        kind: rentalCharges.kind,
        invoiceNumber: rentalCharges.invoiceNumber,
        totalFils: rentalCharges.totalFils,
        fromDepositFils: rentalCharges.fromDepositFils,
        paidFils: rentalCharges.paidFils,
        state: rentalCharges.state,
        occurredAt: rentalCharges.occurredAt,
        paidBy: rentalCharges.paidBy,
        paidAt: rentalCharges.paidAt,
        counterPaymentMethod: rentalCharges.counterPaymentMethod,
        counterPaidByName: counterStaff.fullName,
      })
      .from(rentalCharges)
      .leftJoin(counterStaff, eq(counterStaff.id, rentalCharges.counterPaidBy))
      .where(eq(rentalCharges.bookingId, bookingId))
      .orderBy(asc(rentalCharges.id)),
  ]);
  // A rental handed over before versions were kept has its signed agreement only.
  const agreements = versions.length
    ? versions
    : [{ fileId: rental.agreementFileId, issuedAt: rental.handedOverAt, version: 1 }];
  return { ...rental, agreements, photos, charges };
}

/**
 * One of the rental's own files (an agreement, the one in force or an earlier version, the
 * signature, a photo), only for the booking it belongs to: any other id, or a file of another
 * booking's rental, is not found.
 */
export async function rentalFileOf(bookingId: number, fileId: number) {
  const [rental] = await db()
    .select({ id: rentals.id, agreementFileId: rentals.agreementFileId, signatureFileId: rentals.signatureFileId })
    .from(rentals)
    .where(eq(rentals.bookingId, bookingId));
  if (!rental) return undefined;
  const photos = await db()
    .select({ fileId: rentalPhotos.storedFileId })
    .from(rentalPhotos)
    .where(and(eq(rentalPhotos.rentalId, rental.id), eq(rentalPhotos.storedFileId, fileId)));
  const own = [rental.agreementFileId, rental.signatureFileId, ...photos.map((photo) => photo.fileId)];
  if (!own.includes(fileId) && !(await isAgreementOf(db(), rental.id, fileId))) return undefined;
  const [file] = await db()
    .select({ contentType: storedFiles.contentType, originalName: storedFiles.originalName, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        inArray(storedFiles.purpose, ['rental-agreement', 'rental-signature', 'rental-photo']),
      ),
    );
  return file;
}

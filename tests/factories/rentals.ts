import { db } from '../../app/db/client.server';
import { rentals } from '../../app/db/schema';
import { storeFile } from '../../app/db/seed/store-file.server';

/**
 * A rental row as the hand-over and the return write it: booking `bookingId` took car `fleetCarId`
 * out at `outAt` and, with `inAt`, brought it back then (else it is still out). The signature and the
 * agreement are small stored files, enough for the foreign keys.
 */
export async function addRental(input: {
  bookingId: number;
  fleetCarId: number;
  staffId: number;
  outAt: Date;
  inAt?: Date | null;
}) {
  const file = (purpose: string, contentType: string, text: string) =>
    storeFile(db(), { purpose, contentType, bytes: Buffer.from(text), originalName: `${purpose}-${input.bookingId}` });
  const signatureFileId = await file('rental-signature', 'image/png', 'signature');
  const agreementFileId = await file('rental-agreement', 'application/pdf', '%PDF-1.4 agreement');
  const returned = input.inAt
    ? {
        returnedAt: input.inAt,
        returnedBy: input.staffId,
        odometerInKm: 10_250,
        fuelInEighths: 8,
        damageIn: [],
        newDamageFils: 0,
        cleaningNeeded: false,
      }
    : {};
  const [row] = await db()
    .insert(rentals)
    .values({
      bookingId: input.bookingId,
      fleetCarId: input.fleetCarId,
      handedOverAt: input.outAt,
      handedOverBy: input.staffId,
      odometerOutKm: 10_000,
      fuelOutEighths: 8,
      licenceSeen: 'TEST-LICENCE-1',
      signatureFileId,
      agreementFileId,
      ...returned,
    })
    .returning({ id: rentals.id });
  return row.id;
}

import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import {
  type AmendedRental,
  type MailAttachmentRecord,
  rentalAgreements,
  rentals,
  storedFiles,
  users,
} from '~/db/schema';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { AgreementAddendum, RentalAgreementSource } from './agreement-source';
import { buildRentalAgreement } from './rental-agreement';
import { renderRentalAgreementPdf } from './rental-agreement-pdf.server';
import { rentalAgreementFileName } from './rental-files';
import { storeRentalFile } from './rental-files.server';

/**
 * The versions of a rental's agreement (decision 068). The hand-over records the signed one; a
 * change of the rental applied after it (an extension, by either of the ways a change is applied)
 * draws the next one in the same transaction, so the change and its agreement commit together or
 * not at all, and a retry of the change finds it applied and draws nothing.
 */

const printed = (at: Date | string) => formatDubaiDateTime(at, 'en');

/** The version signed at hand-over, kept with what it was drawn from; in the hand-over's transaction. */
export async function recordSignedAgreement(
  tx: Database,
  version: { rentalId: number; storedFileId: number; source: RentalAgreementSource; now: Date },
) {
  await tx.insert(rentalAgreements).values({
    rentalId: version.rentalId,
    storedFileId: version.storedFileId,
    amendmentId: null,
    source: version.source,
    createdAt: version.now,
  });
}

/**
 * Draws the agreement again for a change just applied to a booking whose car is out: the new return,
 * days and total, the change noted as an addendum, the renter's signature from hand-over. It becomes
 * the rental's agreement in force; the earlier versions stay. Returns it as a mail attachment, or
 * null when there is nothing to re-issue: no car out, nothing the agreement prints changed, or a
 * rental handed over before versions were kept (its signed terms are not on record to repeat).
 * Called in the transaction that applies the change, under the booking's row lock.
 */
export async function reissueRentalAgreement(
  tx: Database,
  change: {
    bookingId: number;
    amendmentId: number;
    actor: { kind: 'customer' | 'staff'; id: number | null };
    before: AmendedRental;
    after: AmendedRental;
    now: Date;
  },
): Promise<MailAttachmentRecord | null> {
  const { before, after } = change;
  if (before.dropoffAt === after.dropoffAt && before.totalFils === after.totalFils) return null;
  const [rental] = await tx
    .select({ id: rentals.id, signatureFileId: rentals.signatureFileId, returnedAt: rentals.returnedAt })
    .from(rentals)
    .where(eq(rentals.bookingId, change.bookingId));
  if (!rental || rental.returnedAt !== null) return null;
  const [latest] = await tx
    .select({ source: rentalAgreements.source })
    .from(rentalAgreements)
    .where(eq(rentalAgreements.rentalId, rental.id))
    .orderBy(desc(rentalAgreements.id))
    .limit(1);
  if (!latest) return null;
  const [{ versions }] = await tx
    .select({ versions: count() })
    .from(rentalAgreements)
    .where(eq(rentalAgreements.rentalId, rental.id));
  const filename = rentalAgreementFileName(latest.source.reference, versions + 1);

  const [staff] =
    change.actor.kind === 'staff' && change.actor.id !== null
      ? await tx.select({ name: users.fullName }).from(users).where(eq(users.id, change.actor.id))
      : [];
  const addendum: AgreementAddendum = {
    kind: new Date(after.dropoffAt) > new Date(before.dropoffAt) ? 'extended' : 'changed',
    changedAt: change.now.toISOString(),
    // A change the customer made and paid for themselves names them.
    by: staff?.name ?? latest.source.renter.name,
    dropoffBefore: before.dropoffAt,
    dropoffAfter: after.dropoffAt,
    daysBefore: before.priceSnapshot.quote.days,
    daysAfter: after.priceSnapshot.quote.days,
    totalBeforeFils: before.totalFils,
    totalAfterFils: after.totalFils,
  };
  const source: RentalAgreementSource = {
    ...latest.source,
    dropoff: { ...latest.source.dropoff, at: printed(after.dropoffAt) },
    days: after.priceSnapshot.quote.days,
    totalFils: after.totalFils,
    addenda: [...(latest.source.addenda ?? []), addendum],
    reissuedAt: change.now.toISOString(),
  };
  const [signature] = await tx
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, rental.signatureFileId));
  const pdf = await renderRentalAgreementPdf(buildRentalAgreement(source), signature.bytes);
  const storedFileId = await storeRentalFile(tx, {
    purpose: 'rental-agreement',
    contentType: 'application/pdf',
    name: filename,
    bytes: pdf,
  });
  await tx.insert(rentalAgreements).values({
    rentalId: rental.id,
    storedFileId,
    amendmentId: change.amendmentId,
    source,
    createdAt: change.now,
  });
  await tx.update(rentals).set({ agreementFileId: storedFileId }).where(eq(rentals.id, rental.id));
  return { filename, contentType: 'application/pdf', storedFileId };
}

/** A rental's agreements for the staff booking page, the one in force first. */
export async function agreementVersionsOf(tx: Database, rentalId: number) {
  const versions = await tx
    .select({ fileId: rentalAgreements.storedFileId, issuedAt: rentalAgreements.createdAt })
    .from(rentalAgreements)
    .where(eq(rentalAgreements.rentalId, rentalId))
    .orderBy(asc(rentalAgreements.id));
  return versions.map((version, index) => ({ ...version, version: index + 1 })).reverse();
}

/** Whether a stored file is one of the rental's agreements, the signed one or a later version. */
export async function isAgreementOf(tx: Database, rentalId: number, fileId: number) {
  const [found] = await tx
    .select({ id: rentalAgreements.id })
    .from(rentalAgreements)
    .where(and(eq(rentalAgreements.rentalId, rentalId), eq(rentalAgreements.storedFileId, fileId)));
  return found !== undefined;
}

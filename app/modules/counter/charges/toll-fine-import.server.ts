import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { type TollFineSource, bookings, fleetCars, rentals, tollFineRows } from '~/db/schema';
import type { Translate } from '~/i18n/translate';
import { type ImportResult, readFinesFile, readSalikFile } from '~/modules/counter/imports/toll-fine-csv.server';
import { type RentalPeriod, matchToRentals } from '~/modules/counter/imports/match-rentals';
import { type Plate, plateKey } from '~/modules/counter/imports/plate';
import { type TollOrFine, tollOrFineCharge } from '~/modules/counter/toll-or-fine-charge';
import { chargeRules } from '~/modules/settings/charge-settings.server';
import type { NgeniusHoldClient } from '~/modules/payments/provider/ngenius-client.server';
import { paymentClient } from '~/modules/payments/provider/payment-client.server';
import { formatDubaiStamp } from '~/utils/dubai-time';
import { chargeRental } from './charge-rental.server';
import { referenceIs } from '~/utils/booking-reference';

/**
 * The Salik and fines import: each row of the file kept once (by the source's reference), given to
 * the rental that had the car at that moment, and charged to it through chargeRental; rows no rental
 * covers wait for staff. Importing the same file again adds nothing and charges nothing twice, and
 * charges again only rows a failed charge left matched.
 */

type Row = { reference: string; plate: Plate; at: Date; amountFils: number; place: string; item: TollOrFine['kind'] };

export type ImportReport = {
  newRows: number;
  matched: number;
  charged: number;
  unmatched: number;
  duplicates: number;
  errors: { row: number; message: string }[];
  fileError: string | null;
};

type Source = Parameters<typeof readSalikFile>[0];

async function readRows(source: TollFineSource, file: Source, t: Translate): Promise<ImportResult<Row>> {
  if (source === 'toll') {
    const read = await readSalikFile(file, t);
    return {
      ...read,
      records: read.records.map((trip) => ({
        reference: trip.reference,
        plate: trip.plate,
        at: trip.at,
        amountFils: trip.tollFils,
        place: trip.location,
        item: 'salik' as const,
      })),
    };
  }
  const read = await readFinesFile(file, t);
  return {
    ...read,
    records: read.records.map((fine) => ({
      reference: fine.reference,
      plate: fine.plate,
      at: fine.at,
      amountFils: fine.fineFils,
      place: fine.description,
      item: fine.kind,
    })),
  };
}

/** The periods cars were out that overlap the file's moments, each with its car's plate. */
async function rentalPeriods(from: Date, to: Date): Promise<RentalPeriod[]> {
  const rows = await db()
    .select({
      bookingId: rentals.bookingId,
      emirate: fleetCars.plateEmirate,
      code: fleetCars.plateCode,
      number: fleetCars.plateNumber,
      outAt: rentals.handedOverAt,
      inAt: rentals.returnedAt,
    })
    .from(rentals)
    .innerJoin(fleetCars, eq(fleetCars.id, rentals.fleetCarId))
    .where(and(lte(rentals.handedOverAt, to), or(isNull(rentals.returnedAt), gt(rentals.returnedAt, from))));
  return rows.map((row) => ({
    bookingId: row.bookingId,
    plate: { emirate: row.emirate, code: row.code, number: String(row.number) },
    outAt: row.outAt,
    inAt: row.inAt,
  }));
}

const plateText = (key: string) => key.split('|').filter(Boolean).join(' ');

/** Charges one kept row to its booking; true once it is charged (now or before). */
async function chargeRow(row: typeof tollFineRows.$inferSelect, staffId: number, client: NgeniusHoldClient) {
  if (row.bookingId === null) return false;
  const item: TollOrFine =
    row.item === 'salik' ? { kind: 'salik', tollFils: row.amountFils } : { kind: row.item, fineFils: row.amountFils };
  const { lines } = tollOrFineCharge(item, await chargeRules());
  const charged = await chargeRental(
    {
      bookingId: row.bookingId,
      kind: row.source,
      lines,
      sourceReference: row.sourceReference,
      occurredAt: row.occurredAt,
      evidence: {
        reference: row.sourceReference,
        place: row.place,
        at: formatDubaiStamp(row.occurredAt),
        plate: plateText(row.plate),
      },
      actorId: staffId,
    },
    client,
  );
  if (!charged.ok) return false;
  await db()
    .update(tollFineRows)
    .set({ chargeId: charged.charge.id, state: 'charged', updatedAt: sql`now()` })
    .where(and(eq(tollFineRows.id, row.id), eq(tollFineRows.state, 'matched')));
  return true;
}

const CHUNK = 500;

/** Reads the file, keeps its new rows, and charges the matched ones; the report says what happened to each. */
export async function importTollsOrFines(
  input: { source: TollFineSource; file: Source; staffId: number; t: Translate },
  client: NgeniusHoldClient = paymentClient(),
): Promise<ImportReport> {
  const read = await readRows(input.source, input.file, input.t);
  const report: ImportReport = {
    newRows: 0,
    matched: 0,
    charged: 0,
    unmatched: 0,
    duplicates: 0,
    errors: read.errors,
    fileError: read.fileError,
  };
  if (read.records.length === 0) return report;
  const references = [...new Set(read.records.map((row) => row.reference))];
  const known = new Map<string, typeof tollFineRows.$inferSelect>();
  for (let start = 0; start < references.length; start += CHUNK) {
    const rows = await db()
      .select()
      .from(tollFineRows)
      .where(
        and(
          eq(tollFineRows.source, input.source),
          inArray(tollFineRows.sourceReference, references.slice(start, start + CHUNK)),
        ),
      );
    for (const row of rows) known.set(row.sourceReference, row);
  }
  const moments = read.records.map((row) => row.at.getTime());
  const periods = await rentalPeriods(new Date(Math.min(...moments)), new Date(Math.max(...moments)));
  const matches = matchToRentals(read.records, periods, new Set(known.keys()));
  report.duplicates = matches.filter((match) => match.outcome === 'duplicate').length;
  const fresh = matches.filter((match) => match.outcome !== 'duplicate');
  const toCharge: (typeof tollFineRows.$inferSelect)[] = [];
  for (let start = 0; start < fresh.length; start += CHUNK) {
    const inserted = await db()
      .insert(tollFineRows)
      .values(
        fresh.slice(start, start + CHUNK).map(({ row, ...match }) => ({
          source: input.source,
          item: row.item,
          sourceReference: row.reference,
          plate: plateKey(row.plate),
          occurredAt: row.at,
          amountFils: row.amountFils,
          place: row.place,
          bookingId: match.outcome === 'matched' ? match.bookingId : null,
          state: match.outcome === 'matched' ? ('matched' as const) : ('unmatched' as const),
          importedBy: input.staffId,
        })),
      )
      .onConflictDoNothing()
      .returning();
    toCharge.push(...inserted.filter((row) => row.state === 'matched'));
    report.newRows += inserted.length;
    report.unmatched += inserted.filter((row) => row.state === 'unmatched').length;
    // Another import of the same rows at the same moment kept them first.
    report.duplicates += Math.min(CHUNK, fresh.length - start) - inserted.length;
  }
  report.matched = toCharge.length;
  // Rows of an earlier import whose charge failed are charged now.
  toCharge.push(...[...known.values()].filter((row) => row.state === 'matched'));
  for (const row of toCharge) if (await chargeRow(row, input.staffId, client)) report.charged++;
  return report;
}

/** The rows no rental covered, newest first, for staff to assign or dismiss. */
export function unmatchedTollFineRows(limit = 200) {
  return db()
    .select()
    .from(tollFineRows)
    .where(eq(tollFineRows.state, 'unmatched'))
    .orderBy(desc(tollFineRows.occurredAt), desc(tollFineRows.id))
    .limit(limit);
}

/** The rows charged most recently, for the screen's record of what the imports did. */
export function recentlyChargedTollFineRows(limit = 50) {
  return db()
    .select({ row: tollFineRows, bookingReference: bookings.reference })
    .from(tollFineRows)
    .innerJoin(bookings, eq(bookings.id, tollFineRows.bookingId))
    .where(eq(tollFineRows.state, 'charged'))
    .orderBy(desc(tollFineRows.updatedAt), desc(tollFineRows.id))
    .limit(limit);
}

export type AssignRow = { ok: true; charged: boolean } | { ok: false; reason: 'not_found' | 'no_booking' };

/** Staff give an unmatched row to a booking by its reference; it is charged at once. */
export async function assignTollFineRow(
  input: { rowId: number; bookingReference: string; staffId: number },
  client: NgeniusHoldClient = paymentClient(),
): Promise<AssignRow> {
  const [booking] = await db()
    .select({ id: bookings.id })
    .from(bookings)
    .where(referenceIs(bookings.reference, input.bookingReference));
  if (!booking) return { ok: false, reason: 'no_booking' };
  const [row] = await db()
    .update(tollFineRows)
    .set({ bookingId: booking.id, state: 'matched', resolvedBy: input.staffId, updatedAt: sql`now()` })
    .where(and(eq(tollFineRows.id, input.rowId), eq(tollFineRows.state, 'unmatched')))
    .returning();
  if (!row) return { ok: false, reason: 'not_found' };
  return { ok: true, charged: await chargeRow(row, input.staffId, client) };
}

/** Staff set an unmatched row aside with the reason (the car was not rented then, a fine appealed...). */
export async function dismissTollFineRow(input: { rowId: number; reason: string; staffId: number }) {
  const updated = await db()
    .update(tollFineRows)
    .set({ state: 'dismissed', dismissReason: input.reason, resolvedBy: input.staffId, updatedAt: sql`now()` })
    .where(and(eq(tollFineRows.id, input.rowId), eq(tollFineRows.state, 'unmatched')))
    .returning({ id: tollFineRows.id });
  return updated.length > 0;
}

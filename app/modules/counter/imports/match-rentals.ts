import { type Plate, plateKey } from './plate';

/** A car's time with a renter: from hand-over to return, or still out (`inAt` null). */
export type RentalPeriod = { bookingId: number; plate: Plate; outAt: Date; inAt: Date | null };

export type RowMatch<T> =
  | { row: T; outcome: 'matched'; bookingId: number }
  | { row: T; outcome: 'unmatched' }
  | { row: T; outcome: 'duplicate' };

/**
 * Gives each imported toll or fine to the rental that had that car at that moment: from the
 * hand-over (inclusive) to the return (exclusive: at the very minute of return the car is back with
 * the company). A reference already imported, or seen earlier in the same file, is a duplicate and
 * is never charged twice; a row no rental covers is unmatched, for staff to look at.
 */
export function matchToRentals<T extends { plate: Plate; at: Date; reference: string }>(
  rows: readonly T[],
  rentals: readonly RentalPeriod[],
  knownReferences: ReadonlySet<string>,
): RowMatch<T>[] {
  const byPlate = new Map<string, RentalPeriod[]>();
  for (const rental of rentals) {
    const key = plateKey(rental.plate);
    byPlate.set(key, [...(byPlate.get(key) ?? []), rental]);
  }
  const seen = new Set(knownReferences);
  return rows.map((row): RowMatch<T> => {
    if (seen.has(row.reference)) return { row, outcome: 'duplicate' };
    seen.add(row.reference);
    const at = row.at.getTime();
    const rental = byPlate
      .get(plateKey(row.plate))
      ?.find((period) => period.outAt.getTime() <= at && (period.inAt === null || at < period.inAt.getTime()));
    return rental ? { row, outcome: 'matched', bookingId: rental.bookingId } : { row, outcome: 'unmatched' };
  });
}

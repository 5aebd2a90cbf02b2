import { validThrough } from '~/modules/cars/car-rules';
import { dubaiToday } from '~/utils/dubai-time';

/**
 * The cars each branch holds and what keeps them busy from a moment on, as plain data: enough to
 * answer "how many cars of each model are free for these dates" without the database. It gives the
 * same answer as the availability statement (availability.server.ts) for any rental that starts
 * after the ledger's `from`; the tests compare the two on random bookings.
 */
export type AvailabilityLedger = {
  /** Bookings and blocks ending before this were left out: the ledger answers only for rentals from then on. */
  from: number;
  models: Map<string, ModelAtBranch>;
};

type ModelAtBranch = {
  /** Each counted car's last day with registration and insurance both valid (Dubai date). */
  cars: string[];
  /** Holding bookings (a draft with the end of its hold), as epoch milliseconds. */
  bookings: Array<{ id: number; pickupAt: number; blockedUntil: number; holdExpiresAt: number | null }>;
  blocks: Array<{ cars: number; startsAt: number; endsAt: number }>;
};

export type LedgerRows = {
  /** Cars in stock (available or on rent), with the last day their papers are all valid. */
  cars: Array<{ branchId: number; vehicleModelId: number; papersValidThrough: string }>;
  bookings: Array<{
    id: number;
    branchId: number;
    vehicleModelId: number;
    pickupAt: Date;
    blockedUntil: Date;
    holdExpiresAt: Date | null;
  }>;
  blocks: Array<{ branchId: number; vehicleModelId: number; cars: number; startsAt: Date; endsAt: Date }>;
};

const keyOf = (branchId: number, vehicleModelId: number) => `${branchId}:${vehicleModelId}`;

export function buildLedger(rows: LedgerRows, from: Date): AvailabilityLedger {
  const models = new Map<string, ModelAtBranch>();
  const entry = (branchId: number, vehicleModelId: number) => {
    const key = keyOf(branchId, vehicleModelId);
    let found = models.get(key);
    // A model with bookings but no car at the branch is not offered there: none of it is free.
    if (!found) models.set(key, (found = { cars: [], bookings: [], blocks: [] }));
    return found;
  };
  for (const row of rows.cars) entry(row.branchId, row.vehicleModelId).cars.push(row.papersValidThrough);
  for (const row of rows.bookings)
    entry(row.branchId, row.vehicleModelId).bookings.push({
      id: row.id,
      pickupAt: row.pickupAt.getTime(),
      blockedUntil: row.blockedUntil.getTime(),
      holdExpiresAt: row.holdExpiresAt?.getTime() ?? null,
    });
  for (const row of rows.blocks)
    entry(row.branchId, row.vehicleModelId).blocks.push({
      cars: row.cars,
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt.getTime(),
    });
  return { from: from.getTime(), models };
}

export type LedgerRequest = {
  vehicleModelIds: number[];
  branchId: number;
  pickupAt: Date;
  dropoffAt: Date;
  turnaroundMinutes: number;
  now: Date;
  exceptBookingId?: number;
};

/** Whether the ledger can answer this rental: it knows nothing of what ended before its `from`. */
export const ledgerCovers = (ledger: AvailabilityLedger, request: LedgerRequest) =>
  request.pickupAt.getTime() >= ledger.from && request.now.getTime() >= ledger.from;

/**
 * Cars of each model free at the branch for the whole rental: its cars whose papers are valid
 * through the drop-off day (Dubai) less the bookings that hold
 * a car from their pick-up until drop-off plus turnaround (a draft only while its hold lasts) and
 * the cars staff blocked, wherever either overlaps the rental and its own turnaround.
 */
export function freeCarsInLedger(ledger: AvailabilityLedger, request: LedgerRequest): Map<number, number> {
  const pickupAt = request.pickupAt.getTime();
  const blockedUntil = request.dropoffAt.getTime() + request.turnaroundMinutes * 60_000;
  const now = request.now.getTime();
  const lastDay = dubaiToday(request.dropoffAt);
  const free = new Map<number, number>();
  for (const vehicleModelId of request.vehicleModelIds) {
    const model = ledger.models.get(keyOf(request.branchId, vehicleModelId));
    if (!model) {
      free.set(vehicleModelId, 0);
      continue;
    }
    let busy = 0;
    for (const booking of model.bookings)
      if (
        booking.blockedUntil > pickupAt &&
        booking.pickupAt < blockedUntil &&
        (booking.holdExpiresAt === null || booking.holdExpiresAt > now) &&
        booking.id !== request.exceptBookingId
      )
        busy++;
    for (const block of model.blocks) if (block.endsAt > pickupAt && block.startsAt < blockedUntil) busy += block.cars;
    const stock = model.cars.filter((papersValidThrough) => validThrough(papersValidThrough, lastDay)).length;
    free.set(vehicleModelId, Math.max(0, stock - busy));
  }
  return free;
}

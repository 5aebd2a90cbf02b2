import { and, gt, inArray, or, sql } from 'drizzle-orm';
import { type Database, databaseHandle, db as appDb } from '~/db/client.server';
import { blockedCars, bookings, fleetCars } from '~/db/schema';
import { stockStatuses } from '~/modules/cars/car-rules';
import { liveHold } from '~/modules/bookings/states/booking-states';
import { referenceCacheSeconds } from '~/modules/cache/reference-cache.server';
import { logger } from '~/modules/config/logger.server';
import {
  type AvailabilityLedger,
  type LedgerRows,
  buildLedger,
  freeCarsInLedger,
  ledgerCovers,
} from './availability-ledger';
import { type AvailabilityRequest, carsAvailable, heldModelId, holdingStatuses } from './availability.server';

/**
 * Triggers on bookings, blocked_cars (migration 0023) and fleet_cars (0033) notify this channel when
 * availability may have changed. A hand-over or a return writes its rental in the transaction that
 * moves the booking and the car, so the rentals table needs no trigger of its own.
 */
export const AVAILABILITY_CHANNEL = 'availability_changed';

/** How far back the ledger reaches, so a rental starting a moment after it was read is still covered. */
const REACH_BACK_MS = 24 * 60 * 60_000;
/** After the listening connection is lost, the next try to listen again waits this long. */
const RELISTEN_AFTER_MS = 5_000;

/** What is known and read now: booking reads that find a car free must see this instance's and others' writes. */
async function readLedgerRows(db: Database, from: Date): Promise<LedgerRows> {
  const [cars, held, blocks] = await Promise.all([
    db
      .select({
        branchId: fleetCars.homeBranchId,
        vehicleModelId: fleetCars.vehicleModelId,
        papersValidThrough: sql<string>`least(${fleetCars.registrationExpiresOn}, ${fleetCars.insuranceExpiresOn})::text`,
      })
      .from(fleetCars)
      .where(inArray(fleetCars.status, [...stockStatuses])),
    db
      .select({
        id: bookings.id,
        branchId: bookings.pickupBranchId,
        // The model of the car it has out, if another than booked (decision 087).
        vehicleModelId: heldModelId(db),
        pickupAt: bookings.pickupAt,
        blockedUntil: bookings.blockedUntil,
        holdExpiresAt: bookings.holdExpiresAt,
        status: bookings.status,
      })
      .from(bookings)
      .where(and(gt(bookings.blockedUntil, from), or(inArray(bookings.status, [...holdingStatuses]), liveHold(from)))),
    db
      .select({
        branchId: blockedCars.branchId,
        vehicleModelId: blockedCars.vehicleModelId,
        cars: blockedCars.cars,
        startsAt: blockedCars.startsAt,
        endsAt: blockedCars.endsAt,
      })
      .from(blockedCars)
      .where(gt(blockedCars.endsAt, from)),
  ]);
  // Only a draft's hold ends on its own; a holding booking keeps its car until its state changes.
  const bookingRows = held.map(({ status, holdExpiresAt, vehicleModelId, ...row }) => ({
    ...row,
    vehicleModelId: Number(vehicleModelId),
    holdExpiresAt: status === 'draft' ? holdExpiresAt : null,
  }));
  return { cars, bookings: bookingRows, blocks };
}

export function loadAvailabilityLedger(db: Database = appDb(), now = new Date()): Promise<AvailabilityLedger> {
  const from = new Date(now.getTime() - REACH_BACK_MS);
  return readLedgerRows(db, from).then((rows) => buildLedger(rows, from));
}

type LedgerState = {
  /** Bumped by every notification; a ledger read under an older generation is out of date. */
  generation: number;
  listening: 'no' | 'starting' | 'yes';
  lostAt: number;
  kept?: { generation: number; readAt: number; ledger: Promise<AvailabilityLedger> };
};

// On globalThis, like the database handle it listens on, so one process keeps one ledger.
const holder = globalThis as { __availabilityLedger?: LedgerState };
const state = () => (holder.__availabilityLedger ??= { generation: 0, listening: 'no', lostAt: 0 });

function startListening(current: LedgerState) {
  if (current.listening !== 'no' || Date.now() - current.lostAt < RELISTEN_AFTER_MS) return;
  current.listening = 'starting';
  const changed = () => {
    current.generation++;
  };
  const lost = () => {
    current.listening = 'no';
    current.lostAt = Date.now();
    current.kept = undefined;
  };
  databaseHandle()
    .listen(AVAILABILITY_CHANNEL, changed, lost)
    .then(() => {
      // Whatever was read before listening began may have missed a change.
      current.generation++;
      current.listening = 'yes';
    })
    .catch((error: unknown) => {
      logger().warn({ err: error }, 'listening for availability changes failed; quotes read the database');
      lost();
    });
}

/** Whether quotes are answered from the ledger: listening for changes, with the reference cache on. */
export const availabilityLedgerInUse = () => referenceCacheSeconds() > 0 && state().listening === 'yes';

/**
 * Cars free for a quote or a priced list: from this instance's ledger when it is kept up to date
 * by notifications, else (not listening yet, the connection lost, or the reference cache off, as in
 * tests) from the availability statement. A booking itself always counts on the statement, inside
 * its transaction; a quote is an offer that Select checks again.
 */
export async function carsAvailableForQuote(request: AvailabilityRequest): Promise<Map<number, number>> {
  const lifetimeMs = referenceCacheSeconds() * 1000;
  const current = state();
  if (lifetimeMs > 0) startListening(current);
  if (lifetimeMs === 0 || current.listening !== 'yes') return carsAvailable(request);
  const now = Date.now();
  let kept = current.kept;
  if (!kept || kept.generation !== current.generation || now - kept.readAt > lifetimeMs) {
    const ledger = loadAvailabilityLedger();
    kept = current.kept = { generation: current.generation, readAt: now, ledger };
    // A failed read is not kept: the next quote reads again.
    ledger.catch(() => {
      if (current.kept?.ledger === ledger) current.kept = undefined;
    });
  }
  const ledger = await kept.ledger;
  return ledgerCovers(ledger, request) ? freeCarsInLedger(ledger, request) : carsAvailable(request);
}

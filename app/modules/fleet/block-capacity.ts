/**
 * How many cars of a model at a branch staff may still take out of service over a period, from
 * what already holds them: bookings from their pick-up until their drop-off plus turnaround (the
 * span the availability rules keep a car busy), and earlier blocks. A block may never promise
 * more cars than the branch holds at any moment of its period: the busiest moment decides.
 * Pure: times are epoch milliseconds, read by blocked-cars.server.ts.
 */
type HeldSpan = { startsAt: number; endsAt: number };
export type BookingSpan = HeldSpan & { bookingId: number };
export type BlockSpan = HeldSpan & { cars: number };

export type BlockCapacity = {
  /** Cars that can be blocked for the whole period (0 when none). */
  blockable: number;
  /** Bookings that hold a car at a moment where blocking `cars` more would over-promise, soonest first. */
  inTheWay: number[];
};

const overlaps = (span: HeldSpan, from: number, to: number) => span.startsAt < to && span.endsAt > from;

export function blockCapacity(input: {
  stock: number;
  bookings: readonly BookingSpan[];
  blocks: readonly BlockSpan[];
  startsAt: number;
  endsAt: number;
  /** The cars staff want to block. */
  cars: number;
}): BlockCapacity {
  const { startsAt, endsAt } = input;
  const bookings = input.bookings.filter((booking) => overlaps(booking, startsAt, endsAt));
  const blocks = input.blocks.filter((block) => overlaps(block, startsAt, endsAt));
  // Occupancy only changes where a span starts, so those moments (and the period's start) are enough.
  const moments = [
    startsAt,
    ...[...bookings, ...blocks].map((span) => span.startsAt).filter((at) => at > startsAt && at < endsAt),
  ];
  const over: HeldSpan[] = [];
  let peak = 0;
  for (const at of new Set(moments)) {
    const moment = { startsAt: at, endsAt: at + 1 };
    const busy =
      bookings.filter((booking) => overlaps(booking, at, at + 1)).length +
      blocks.filter((block) => overlaps(block, at, at + 1)).reduce((sum, block) => sum + block.cars, 0);
    peak = Math.max(peak, busy);
    if (busy + input.cars > input.stock) over.push(moment);
  }
  const inTheWay = bookings
    .filter((booking) => over.some((moment) => overlaps(booking, moment.startsAt, moment.endsAt)))
    .sort((a, b) => a.startsAt - b.startsAt || a.bookingId - b.bookingId)
    .map((booking) => booking.bookingId);
  return { blockable: Math.max(0, input.stock - peak), inTheWay };
}

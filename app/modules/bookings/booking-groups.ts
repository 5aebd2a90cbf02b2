/** When a booking happens relative to now, as the account page's My Booking tab groups it. */
export type BookingGroup = 'current' | 'upcoming' | 'past';

export type TimedBooking = { pickupAt: Date; dropoffAt: Date };

/**
 * DECISIONS (past bookings): Current is pick-up <= now <= drop-off, Upcoming is pick-up after now,
 * Past is drop-off before now; the same answer on every load, unlike the old site's two rules.
 */
export function bookingGroup(booking: TimedBooking, now: Date): BookingGroup {
  const at = now.getTime();
  if (booking.pickupAt.getTime() > at) return 'upcoming';
  if (booking.dropoffAt.getTime() < at) return 'past';
  return 'current';
}

/**
 * Splits bookings into the three groups, each in the order a customer reads it: the rental ending
 * soonest first, the next pick-up first, the most recent return first.
 */
export function groupBookings<T extends TimedBooking>(bookings: readonly T[], now: Date): Record<BookingGroup, T[]> {
  const groups: Record<BookingGroup, T[]> = { current: [], upcoming: [], past: [] };
  for (const booking of bookings) groups[bookingGroup(booking, now)].push(booking);
  groups.current.sort((a, b) => a.dropoffAt.getTime() - b.dropoffAt.getTime());
  groups.upcoming.sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime());
  groups.past.sort((a, b) => b.dropoffAt.getTime() - a.dropoffAt.getTime());
  return groups;
}

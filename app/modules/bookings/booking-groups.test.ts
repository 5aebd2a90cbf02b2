import { describe, expect, test } from 'vitest';
import { bookingGroup, groupBookings } from './booking-groups';

const now = new Date('2026-03-10T10:00:00Z');
const at = (iso: string) => new Date(iso);
const booking = (reference: string, pickup: string, dropoff: string) => ({
  reference,
  pickupAt: at(pickup),
  dropoffAt: at(dropoff),
});

describe('booking time groups', () => {
  test.each([
    [
      'given a pick-up one second after now, should be upcoming',
      '2026-03-10T10:00:01Z',
      '2026-03-12T10:00:00Z',
      'upcoming',
    ],
    ['given a pick-up exactly now, should be current', '2026-03-10T10:00:00Z', '2026-03-12T10:00:00Z', 'current'],
    ['given a drop-off exactly now, should be current', '2026-03-08T10:00:00Z', '2026-03-10T10:00:00Z', 'current'],
    ['given now inside the rental, should be current', '2026-03-09T08:00:00Z', '2026-03-11T08:00:00Z', 'current'],
    ['given a drop-off one second before now, should be past', '2026-03-08T10:00:00Z', '2026-03-10T09:59:59Z', 'past'],
    ['given a rental long over, should be past', '2025-01-01T08:00:00Z', '2025-01-05T08:00:00Z', 'past'],
  ] as const)('%s', (_, pickup, dropoff, expected) => {
    expect(bookingGroup({ pickupAt: at(pickup), dropoffAt: at(dropoff) }, now)).toBe(expected);
  });

  test('a booking picked up before now and returned before now is past, whatever the page load (no first-load rule)', () => {
    const trip = { pickupAt: at('2026-03-01T08:00:00Z'), dropoffAt: at('2026-03-05T08:00:00Z') };
    expect([bookingGroup(trip, now), bookingGroup(trip, now)]).toEqual(['past', 'past']);
  });

  test('groups every booking once, in reading order within each group', () => {
    const groups = groupBookings(
      [
        booking('P-OLD', '2026-01-01T08:00:00Z', '2026-01-03T08:00:00Z'),
        booking('U-LATER', '2026-04-01T08:00:00Z', '2026-04-03T08:00:00Z'),
        booking('C-LONG', '2026-03-01T08:00:00Z', '2026-03-30T08:00:00Z'),
        booking('P-RECENT', '2026-03-05T08:00:00Z', '2026-03-07T08:00:00Z'),
        booking('U-SOON', '2026-03-11T08:00:00Z', '2026-03-12T08:00:00Z'),
        booking('C-SHORT', '2026-03-09T08:00:00Z', '2026-03-10T12:00:00Z'),
      ],
      now,
    );
    expect(groups.current.map((b) => b.reference)).toEqual(['C-SHORT', 'C-LONG']);
    expect(groups.upcoming.map((b) => b.reference)).toEqual(['U-SOON', 'U-LATER']);
    expect(groups.past.map((b) => b.reference)).toEqual(['P-RECENT', 'P-OLD']);
  });

  test('no bookings give three empty groups', () => {
    expect(groupBookings([], now)).toEqual({ current: [], upcoming: [], past: [] });
  });
});

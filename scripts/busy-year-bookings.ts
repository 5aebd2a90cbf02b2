import type { BookingStatus } from '~/db/schema';

/**
 * A busy year of bookings for benchmarks: `count` bookings spread over every branch and model,
 * their pick-ups from `daysBack` days ago to `daysAhead` days ahead, in the mix of states a
 * rental company sees (mostly confirmed and completed, some cancelled, on rent, unpaid, drafts).
 */
export function busyYearBookings(options: {
  count: number;
  modelIds: number[];
  branchIds: number[];
  daysBack: number;
  daysAhead: number;
  now?: number;
}) {
  const { count, modelIds, branchIds, daysBack, daysAhead, now = Date.now() } = options;
  const statuses: BookingStatus[] = [
    'confirmed',
    'confirmed',
    'completed',
    'completed',
    'active',
    'cancelled',
    'awaiting_payment',
    'draft',
  ];
  const firstNames = ['Aisha', 'Omar', 'Priya', 'John', 'Fatima', 'Rashid', 'Maria', 'Chen'];
  const lastNames = ['Al Mansoori', 'Khan', 'Menon', 'Smith', 'Haddad', 'Al Nuaimi', 'Garcia', 'Wei'];
  const span = daysBack + daysAhead;
  return Array.from({ length: count }, (_, n) => {
    const pickupAt = new Date(now + (((n * 7919) % span) - daysBack) * 86_400_000 - (n % 10) * 3_600_000);
    const dropoffAt = new Date(pickupAt.getTime() + (1 + (n % 9)) * 86_400_000);
    const branchId = branchIds[n % branchIds.length];
    return {
      reference: `BENCH-${n}`,
      status: statuses[n % statuses.length],
      vehicleModelId: modelIds[n % modelIds.length],
      pickupBranchId: branchId,
      dropoffBranchId: branchId,
      pickupAt,
      dropoffAt,
      blockedUntil: dropoffAt,
      totalFils: 10_000 + (n % 50) * 1_000,
      paymentMethod: n % 3 === 0 ? ('pay_on_pickup' as const) : ('card' as const),
      customerDetails: {
        firstName: firstNames[n % 8],
        lastName: lastNames[(n >> 3) % 8],
        email: `driver${n}@example.ae`,
        phone: '+971501234567',
      } as never,
    };
  });
}

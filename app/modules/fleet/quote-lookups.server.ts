import { asc } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { branches, collectionLocations } from '~/db/schema';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { openingHoursOf, upcomingClosures } from '~/modules/fleet/branch-hours.server';

/** The branches among `ids`, with what pricing (city, value) and the schedule rules (hours, weekdays, closures) need. */
export async function findBranchesByIds(ids: number[]) {
  const [rows, closures] = await Promise.all([branchesForPricing(), upcomingClosures()]);
  return rows.filter((row) => ids.includes(row.id)).map((row) => ({ ...row, ...openingHoursOf(row, closures) }));
}

/** Every branch with its city and hours, from the reference cache (hours change in the settings). */
function branchesForPricing() {
  return cachedReference('branches-for-pricing', () =>
    db()
      .select({
        id: branches.id,
        city: branches.city,
        value: branches.value,
        opensAtMinute: branches.opensAtMinute,
        closesAtMinute: branches.closesAtMinute,
        weekdayHours: branches.weekdayHours,
      })
      .from(branches),
  );
}

export function listCollectionCities(): Promise<string[]> {
  return cachedReference('collection-cities', async () => {
    const rows = await db()
      .select({ city: collectionLocations.city })
      .from(collectionLocations)
      .orderBy(asc(collectionLocations.sortOrder));
    return rows.map((row) => row.city);
  });
}

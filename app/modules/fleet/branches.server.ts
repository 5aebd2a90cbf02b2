import { asc } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { branches, emirates } from '~/db/schema';
import { cachedReference } from '~/modules/cache/reference-cache.server';

/** Every branch in display order, as reference data: read once a generation, shared read-only (decision 026). */
export function listBranches() {
  return cachedReference('branches', () => readBranches());
}

function readBranches() {
  return db()
    .select({
      id: branches.id,
      city: branches.city,
      name: branches.name,
      value: branches.value,
      cityLabel: branches.cityLabel,
      nameLabel: branches.nameLabel,
      emirate: branches.emirate,
      phone: branches.phone,
      address: branches.address,
      mapUrl: branches.mapUrl,
      opensAtMinute: branches.opensAtMinute,
      closesAtMinute: branches.closesAtMinute,
      weekdayHours: branches.weekdayHours,
    })
    .from(branches)
    .orderBy(asc(branches.sortOrder));
}

export function listEmirates() {
  return db().select({ name: emirates.name, label: emirates.label }).from(emirates).orderBy(asc(emirates.sortOrder));
}

import { branches, emirates } from '~/db/schema';
import { db } from '~/db/client.server';
import type { PlaceNames } from './postal-address';

/** The emirates and branch cities by name in both languages, for writing addresses (postal-address.ts). */
export async function loadPlaceNames(): Promise<PlaceNames> {
  const [emirateRows, cityRows] = await Promise.all([
    db().select({ name: emirates.name, label: emirates.label }).from(emirates),
    db().selectDistinct({ label: branches.cityLabel }).from(branches),
  ]);
  return { emirates: emirateRows, cities: cityRows.map((row) => row.label) };
}

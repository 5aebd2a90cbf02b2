import type { Database } from '../client.server';
import { branches } from '../schema';
import { dubaiToday } from '~/utils/dubai-time';
import { seedBlog } from './blog';
import { seedClients } from './clients';
import { seedContent } from './content';
import type { SeedContext } from './context';
import { seedDemoAccounts } from './demo-accounts';
import { seedFaq } from './faq';
import { seedFleet } from './fleet';
import { seedPeople } from './people';
import { seedPreownedCars } from './preowned';
import { seedReference } from './reference';
import { seedSettings } from './settings';
import { seedTerms } from './terms';

export type SeedOptions = {
  /** The moment the seed runs for; offers and blog dates are placed around it. Defaults to now. */
  today?: Date;
  /** Adds the demo staff and customer accounts (never in production). */
  demoAccounts?: boolean;
};

/** True when the database has never been seeded (no branches yet). */
export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: branches.id }).from(branches).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty database with reference data (branches, locations, emirates, vehicle types),
 * the fleet with rate cards and branch stock, site content and settings, all in one transaction:
 * either everything is seeded or nothing is.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = options.today ?? new Date();
  await db.transaction(async (tx) => {
    if (!(await databaseIsEmpty(tx)))
      throw new Error('The database already holds data; the seed only fills an empty database.');
    const context: SeedContext = { tx, now, today: dubaiToday(now) };
    const ids = await seedReference(context);
    const modelIdByReference = await seedFleet(context, ids);
    await seedPreownedCars(context, ids, modelIdByReference);
    await seedContent(context);
    await seedBlog(context);
    await seedFaq(context);
    await seedTerms(context);
    await seedPeople(context);
    await seedClients(context);
    await seedSettings(context);
    if (options.demoAccounts) await seedDemoAccounts(context);
  });
}

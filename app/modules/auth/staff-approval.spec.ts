import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount } from '../../../tests/factories/accounts';
import { bookableModel, enquiryFor } from '../../../tests/factories/bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { accountEvents, users } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import { selectVehicle } from '~/modules/bookings/customer-steps/select-vehicle.server';
import { addDocuments } from './account.server';
import { createOwner } from './create-owner.server';
import { setStaffRoles } from './staff-roles.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(5));
});

const statusOf = async (id: number) =>
  (await db().select({ reviewStatus: users.reviewStatus }).from(users).where(eq(users.id, id)))[0].reviewStatus;

describe('being or having been staff never approves an account', () => {
  test('an owner made at start-up has sent no documents; with the role taken away it still cannot book', async () => {
    const made = await createOwner(
      { email: 'second.owner@company.ae', fullName: 'Salem Owner', phone: '050 765 4321', password: 'Strong#2026' },
      db(),
    );
    if (!made.ok) throw new Error('owner not made');
    const boss = await createAccount({ roles: ['owner'], reviewStatus: 'approved' });
    expect(await statusOf(made.userId)).toBe('documents_needed');

    expect(await setStaffRoles({ actorId: boss.id, userId: made.userId, roles: [] })).toMatchObject({ ok: true });
    const [account] = await db()
      .select({ roles: users.roles, reviewStatus: users.reviewStatus })
      .from(users)
      .where(eq(users.id, made.userId));
    expect(account).toEqual({ roles: ['customer'], reviewStatus: 'documents_needed' });

    const enquiry = await enquiryFor(made.userId, 4);
    expect(await selectVehicle({ id: made.userId, reviewStatus: account.reviewStatus }, enquiry, modelId)).toEqual({
      ok: false,
      reason: 'documents_needed',
    });

    // Sending documents puts the account in the staff's review queue, as a new customer's.
    await addDocuments(made.userId, [
      { name: 'licence.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4 licence') },
    ]);
    expect(await statusOf(made.userId)).toBe('pending');
  });

  test("the migration moves accounts approved without a review or documents to 'documents_needed', and no others", async () => {
    const exStaff = await createAccount({ reviewStatus: 'approved' });
    const reviewed = await createAccount({ reviewStatus: 'approved' });
    await db().insert(accountEvents).values({ userId: reviewed.id, actorId: exStaff.id, kind: 'approved' });
    const waiting = await createAccount({ reviewStatus: 'pending' });
    const migration = readFileSync('drizzle/0033_account_deactivation_and_documents_needed.sql', 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "users"'));
    await db().execute(sql.raw(backfill!));
    expect(await statusOf(exStaff.id)).toBe('documents_needed');
    expect(await statusOf(reviewed.id)).toBe('approved');
    expect(await statusOf(waiting.id)).toBe('pending');
  });
});

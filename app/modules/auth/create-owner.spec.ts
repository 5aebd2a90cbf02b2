import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { accountEvents, users } from '~/db/schema';
import { createOwner } from './create-owner.server';
import { hashPassword, verifyPassword } from './passwords.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const good = {
  email: ' First.Owner@Company.ae ',
  fullName: 'Fatima Owner',
  phone: '050 123 4567',
  password: 'Strong#2026',
};

describe('creating the first owner', () => {
  test('creates an owner (who, with no documents, cannot book yet) who can sign in with the given password, and records it', async () => {
    const result = await createOwner(good, db());
    expect(result).toMatchObject({ ok: true, created: true });
    if (!result.ok) return;
    const [row] = await db().select().from(users).where(eq(users.id, result.userId));
    expect(row).toMatchObject({
      email: 'first.owner@company.ae',
      phone: '+971501234567',
      roles: ['owner'],
      reviewStatus: 'documents_needed',
    });
    expect(await verifyPassword(row.passwordHash, 'Strong#2026')).toBe(true);
    expect(
      await db()
        .select({ kind: accountEvents.kind })
        .from(accountEvents)
        .where(eq(accountEvents.userId, result.userId)),
    ).toEqual([{ kind: 'registered' }]);
  });

  test('an existing account gets the owner role added and keeps its password', async () => {
    const [customer] = await db()
      .insert(users)
      .values({
        email: 'already@company.ae',
        fullName: 'Already Here',
        phone: '+971501112233',
        passwordHash: await hashPassword('Mine#2026x'),
      })
      .returning({ id: users.id });
    const result = await createOwner({ ...good, email: 'already@company.ae', password: 'Other#2026' }, db());
    expect(result).toEqual({ ok: true, userId: customer.id, created: false });
    const [row] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(row.roles).toEqual(['customer', 'owner']);
    expect(await verifyPassword(row.passwordHash, 'Mine#2026x')).toBe(true);
  });

  test.each([
    ['email', { email: 'not an email' }],
    ['name', { email: 'n@company.ae', fullName: ' ' }],
    ['phone', { email: 'p@company.ae', phone: '12' }],
    ['password', { email: 'w@company.ae', password: 'password' }],
  ] as const)('refuses a bad %s and creates nothing', async (problem, change) => {
    expect(await createOwner({ ...good, ...change }, db())).toEqual({ ok: false, problem });
    if ('email' in change && change.email.includes('@'))
      expect(await db().select().from(users).where(eq(users.email, change.email))).toHaveLength(0);
  });
});

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, db } from '~/db/client.server';
import { users } from '~/db/schema';
import { phoneToE164 } from '~/utils/phone.server';
import { hashPassword } from './passwords.server';
import { isCommonPassword } from './common-passwords.server';
import { meetsPasswordRule } from './password-rule';
import { normalizeEmail, recordAccountEvent } from './users.server';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';

export type OwnerInput = { email: string; fullName: string; phone: string; password: string };

export type CreateOwnerResult =
  { ok: true; userId: number; created: boolean } | { ok: false; problem: 'email' | 'name' | 'phone' | 'password' };

/**
 * The first owner of a new installation (`npm run create-owner`): production seeds no staff. A new
 * account is created approved, with the owner role and the given password; an account that
 * already exists (say the owner registered as a customer first) gets the owner role added and
 * keeps its password. Either way the account's history records it.
 */
export async function createOwner(input: OwnerInput, database: Database = db()): Promise<CreateOwnerResult> {
  const email = normalizeEmail(input.email);
  if (!z.email().safeParse(email).success) return { ok: false, problem: 'email' };
  const [existing] = await database
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    const roles = [...new Set([...existing.roles, 'owner' as const])];
    await database.update(users).set({ roles }).where(eq(users.id, existing.id));
    await recordAccountEvent(
      {
        userId: existing.id,
        actorId: null,
        kind: 'roles_changed',
        reason: 'npm run create-owner',
        details: { from: existing.roles, to: roles },
      },
      database,
    );
    return { ok: true, userId: existing.id, created: false };
  }
  const fullName = input.fullName.trim();
  if (fullName.length < 2 || fullName.length > PERSON_NAME_MAX_LENGTH) return { ok: false, problem: 'name' };
  const phone = phoneToE164(input.phone);
  if (!phone) return { ok: false, problem: 'phone' };
  if (!meetsPasswordRule(input.password) || isCommonPassword(input.password)) return { ok: false, problem: 'password' };
  const [created] = await database
    .insert(users)
    .values({
      email,
      fullName,
      phone,
      passwordHash: await hashPassword(input.password),
      roles: ['owner'],
      // An owner has sent no documents either: booking waits for them, as for anyone.
      reviewStatus: 'documents_needed',
    })
    .returning({ id: users.id });
  await recordAccountEvent(
    { userId: created.id, actorId: null, kind: 'registered', reason: 'npm run create-owner' },
    database,
  );
  return { ok: true, userId: created.id, created: true };
}

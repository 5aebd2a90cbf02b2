import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { users } from '~/db/schema';
import { isUniqueViolation } from '~/modules/db/unique-violation';
import { hashPassword } from '~/modules/auth/passwords.server';
import { isEmailRegistered, normalizeEmail, recordAccountEvent } from '~/modules/auth/users.server';
import type { StaffBookingInput, StaffChannel } from './staff-booking-form';

/** The licence and passport (or Emirates ID) staff saw at the counter, as the account's fields keep them. */
export type DocumentsSeen = NonNullable<StaffBookingInput['documents']>;

type BookingAccount = {
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  birthDate: string | null;
};

export type AccountResult =
  | { ok: true; account: BookingAccount; created: boolean }
  | { ok: false; reason: 'email_taken' | 'not_found' | 'closed' | 'rejected' | 'own_account' | 'documents_needed' };

/** The states in which an account has not been approved by a documents review yet, and can be at the counter. */
const unreviewed = ['pending', 'documents_needed'] as const;

/**
 * The account a staff booking is for. A new customer gets an account on the spot with no password
 * they know (a hash of random bytes nobody holds): they set one through the forgotten-password
 * link when they want to sign in. Approval still comes from documents only (decision 059): staff
 * who saw the licence and passport or Emirates ID at the counter record them, which approves the
 * account in their name, with the event in its history.
 */
export async function accountForStaffBooking(
  customer: StaffBookingInput['customer'],
  documents: DocumentsSeen | null,
  staff: { id: number; channel: StaffChannel },
  now = new Date(),
): Promise<AccountResult> {
  if (customer.kind === 'new') {
    if (!documents) return { ok: false, reason: 'documents_needed' };
    return createWalkInAccount(customer, documents, staff, now);
  }
  if (customer.userId === staff.id) return { ok: false, reason: 'own_account' };
  const [account] = await db()
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      birthDate: users.birthDate,
      roles: users.roles,
      reviewStatus: users.reviewStatus,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, customer.userId));
  if (!account || !account.roles.includes('customer')) return { ok: false, reason: 'not_found' };
  if (account.deactivatedAt) return { ok: false, reason: 'closed' };
  if (account.reviewStatus === 'rejected') return { ok: false, reason: 'rejected' };
  const found = {
    userId: account.userId,
    fullName: account.fullName,
    email: account.email,
    phone: account.phone,
    birthDate: account.birthDate,
  };
  if (account.reviewStatus === 'approved') return { ok: true, account: found, created: false };
  if (!documents) return { ok: false, reason: 'documents_needed' };
  const approved = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...documents, reviewStatus: 'approved', reviewedBy: staff.id, reviewedAt: now, updatedAt: sql`now()` })
      .where(and(eq(users.id, account.userId), inArray(users.reviewStatus, [...unreviewed])))
      .returning({ id: users.id });
    if (!row) return false;
    await recordAccountEvent(
      {
        userId: account.userId,
        actorId: staff.id,
        kind: 'approved',
        details: { documentsSeen: documents, channel: staff.channel },
      },
      tx,
    );
    return true;
  });
  return approved
    ? { ok: true, account: { ...found, birthDate: documents.birthDate }, created: false }
    : { ok: false, reason: 'not_found' };
}

async function createWalkInAccount(
  customer: Extract<StaffBookingInput['customer'], { kind: 'new' }>,
  documents: DocumentsSeen,
  staff: { id: number; channel: StaffChannel },
  now: Date,
): Promise<AccountResult> {
  const email = normalizeEmail(customer.email);
  if (await isEmailRegistered(email)) return { ok: false, reason: 'email_taken' };
  // Hashed before the transaction, which then holds no locks while it runs.
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  try {
    return await db().transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          fullName: customer.fullName,
          email,
          phone: customer.phone,
          passwordHash,
          accountType: 'individual',
          ...documents,
          reviewStatus: 'approved',
          reviewedBy: staff.id,
          reviewedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await recordAccountEvent(
        { userId: user.id, actorId: staff.id, kind: 'registered', details: { byStaff: true, channel: staff.channel } },
        tx,
      );
      await recordAccountEvent(
        {
          userId: user.id,
          actorId: staff.id,
          kind: 'approved',
          details: { documentsSeen: documents, channel: staff.channel },
        },
        tx,
      );
      return {
        ok: true as const,
        created: true,
        account: {
          userId: user.id,
          fullName: customer.fullName,
          email,
          phone: customer.phone,
          birthDate: documents.birthDate,
        },
      };
    });
  } catch (error) {
    // Two staff creating the same customer at once: the second is told the email is taken.
    if (isUniqueViolation(error, 'users_email_key')) return { ok: false, reason: 'email_taken' };
    throw error;
  }
}

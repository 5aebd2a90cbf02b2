import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { staffInvitations, users } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { sendMail } from '~/modules/notify/outbox.server';
import { hashPassword } from './passwords.server';
import { mayDo } from './permissions';
import { randomToken, sameSecret, sha256 } from './secrets.server';
import type { StaffRole } from './staff-roles.server';
import { staffInvitationMail } from './staff-invitation-mail.server';
import { isEmailRegistered, normalizeEmail, recordAccountEvent } from './users.server';

/** An invitation link works for seven days, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** randomToken() makes 43 URL-safe characters; anything else is not one of ours and needs no lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type InviteResult = { ok: true } | { ok: false; reason: 'account_exists' | 'not_owner' };

/**
 * The owner invites a person by email with staff roles. An address that already has an account
 * is refused (the owner gives that account a role instead); inviting the same address again
 * replaces the open invitation, so only the newest link works.
 */
export async function inviteStaff(
  input: { actorId: number; email: string; fullName: string; roles: readonly StaffRole[]; locale: Locale },
  now = new Date(),
): Promise<InviteResult> {
  const email = normalizeEmail(input.email);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const outcome = await db().transaction(async (tx) => {
    const [actor] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, input.actorId)).limit(1);
    if (!mayDo(actor?.roles, 'inviteStaff')) return 'not_owner' as const;
    if (await isEmailRegistered(email, tx)) return 'account_exists' as const;
    await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(
        and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)),
      );
    await tx.insert(staffInvitations).values({
      email,
      fullName: input.fullName,
      roles: [...input.roles],
      locale: input.locale,
      tokenHash: sha256(token),
      invitedBy: input.actorId,
      expiresAt,
      createdAt: now,
    });
    // Written with the invitation: the outbox keeps the mail and retries it, so the invitation reaches the person.
    await sendMail(
      staffInvitationMail({ email, fullName: input.fullName, roles: input.roles }, token, input.locale, expiresAt),
      tx,
    );
    return 'invited' as const;
  });
  if (outcome !== 'invited') return { ok: false, reason: outcome };
  return { ok: true };
}

const inviter = alias(users, 'inviter');

/** Invitations not yet accepted, withdrawn or run out, newest first, for the owner's page. */
export function listOpenInvitations(now = new Date()) {
  return db()
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      fullName: staffInvitations.fullName,
      roles: staffInvitations.roles,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
      invitedByName: inviter.fullName,
    })
    .from(staffInvitations)
    .innerJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(
      and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now)),
    )
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
}

/** Withdraws an open invitation: its link stops working at once. False when it was not open. */
export async function withdrawInvitation(id: number, now = new Date()): Promise<boolean> {
  const rows = await db()
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

export type OpenInvitation = { id: number; email: string; fullName: string; roles: StaffRole[]; invitedBy: number };

/** The invitation behind a link, while it is open (not accepted, withdrawn or out of date). */
export async function findInvitation(token: string, now = new Date()): Promise<OpenInvitation | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = sha256(token);
  const [row] = await db()
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      fullName: staffInvitations.fullName,
      roles: staffInvitations.roles,
      invitedBy: staffInvitations.invitedBy,
      tokenHash: staffInvitations.tokenHash,
    })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || !sameSecret(row.tokenHash, tokenHash)) return null;
  return { id: row.id, email: row.email, fullName: row.fullName, roles: row.roles, invitedBy: row.invitedBy };
}

export type AcceptResult =
  | { ok: true; userId: number; fullName: string; roles: StaffRole[] }
  | { ok: false; reason: 'invalid' | 'account_exists' };

/**
 * Makes the staff account behind an open invitation: with no documents sent it cannot book (its
 * review starts at 'documents_needed', as anyone's would; being staff never approves it), with the invited roles, the chosen password and phone. The invitation is spent by an update
 * that only succeeds while it is open, in the same transaction, so a link used twice at once makes
 * one account.
 */
export async function acceptInvitation(
  input: { token: string; phone: string; password: string; locale: Locale },
  now = new Date(),
): Promise<AcceptResult> {
  const invitation = await findInvitation(input.token, now);
  if (!invitation) return { ok: false, reason: 'invalid' };
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx): Promise<AcceptResult> => {
    const open = and(
      eq(staffInvitations.id, invitation.id),
      isNull(staffInvitations.acceptedAt),
      isNull(staffInvitations.revokedAt),
    );
    // Someone signed up with the address after the invitation was sent: the owner gives that account the role.
    if (await isEmailRegistered(invitation.email, tx)) {
      await tx.update(staffInvitations).set({ revokedAt: now }).where(open);
      return { ok: false, reason: 'account_exists' };
    }
    const [spent] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(open)
      .returning({ id: staffInvitations.id });
    if (!spent) return { ok: false, reason: 'invalid' };
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        fullName: invitation.fullName,
        phone: input.phone,
        passwordHash,
        roles: invitation.roles,
        reviewStatus: 'documents_needed',
        locale: input.locale,
      })
      .returning({ id: users.id });
    await tx.update(staffInvitations).set({ acceptedUserId: user.id }).where(eq(staffInvitations.id, invitation.id));
    await recordAccountEvent(
      {
        userId: user.id,
        actorId: invitation.invitedBy,
        kind: 'invited',
        reason: null,
        details: { roles: invitation.roles },
      },
      tx,
    );
    return { ok: true, userId: user.id, fullName: invitation.fullName, roles: invitation.roles };
  });
}

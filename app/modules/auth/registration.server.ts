import { isUniqueViolation } from '~/modules/db/unique-violation';
import { type Database, db } from '~/db/client.server';
import { userDocuments, users } from '~/db/schema';
import { storeFile } from '~/db/seed/store-file.server';
import type { Locale } from '~/i18n/locale';
import { hashPassword } from './passwords.server';
import { consumeSignupTicket } from './phone-verification.server';
import { isEmailRegistered, normalizeEmail, recordAccountEvent } from './users.server';

export type NewCustomer = {
  fullName: string;
  email: string;
  /** E.164, the number the ticket proves. */
  phone: string;
  password: string;
  birthDate: string;
  licenceNumber: string;
  licenceExpiry: string;
  passportNumber: string;
  passportExpiry: string;
  /** A resident attaches Emirates ID and UAE licence, a visitor passport and home licence. */
  residency: 'resident' | 'visitor';
  locale: Locale;
};

/** A file already checked by its content (see checkUpload). */
export type CheckedDocument = { name: string; contentType: string; bytes: Buffer };

export type RegistrationResult =
  { ok: true; userId: number } | { ok: false; reason: 'duplicate_email' | 'ticket_invalid' };

class RegistrationRefused extends Error {
  constructor(readonly reason: 'duplicate_email' | 'ticket_invalid') {
    super(reason);
  }
}

/**
 * Creates an individual customer account awaiting review, in one transaction: the phone ticket is
 * used up, the user inserted, each document stored privately, and the event recorded. Nothing is
 * kept if any part fails; a ticket survives a refusal unless the email was taken. Two sign-ups racing
 * for one email meet the unique index; the loser is told the email is taken, like anyone else.
 * `tell` writes the mails about the new account in the same transaction.
 */
export async function registerCustomer(
  customer: NewCustomer,
  ticket: string,
  documents: CheckedDocument[],
  now = new Date(),
  tell?: (userId: number, tx: Database) => Promise<void>,
): Promise<RegistrationResult> {
  // Hashing takes tens of milliseconds: done before the transaction so it holds no locks meanwhile.
  const passwordHash = await hashPassword(customer.password);
  const email = normalizeEmail(customer.email);
  try {
    return await db().transaction(async (tx) => {
      if (await isEmailRegistered(email, tx)) throw new RegistrationRefused('duplicate_email');
      if (!(await consumeSignupTicket(ticket, customer.phone, now, tx)))
        throw new RegistrationRefused('ticket_invalid');
      const [user] = await tx
        .insert(users)
        .values({
          fullName: customer.fullName,
          email,
          phone: customer.phone,
          passwordHash,
          accountType: 'individual',
          birthDate: customer.birthDate,
          licenceNumber: customer.licenceNumber,
          licenceExpiry: customer.licenceExpiry,
          passportNumber: customer.passportNumber,
          passportExpiry: customer.passportExpiry,
          residency: customer.residency,
          reviewStatus: 'pending',
          locale: customer.locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      for (const document of documents) {
        const fileId = await storeFile(tx, {
          purpose: 'customer-document',
          contentType: document.contentType,
          bytes: document.bytes,
          originalName: document.name,
        });
        await tx.insert(userDocuments).values({ userId: user.id, fileId, originalName: document.name, createdAt: now });
      }
      await recordAccountEvent(
        {
          userId: user.id,
          actorId: user.id,
          kind: 'registered',
          details: { documents: documents.length, locale: customer.locale },
        },
        tx,
      );
      await tell?.(user.id, tx);
      return { ok: true as const, userId: user.id };
    });
  } catch (error) {
    const reason =
      error instanceof RegistrationRefused
        ? error.reason
        : isUniqueViolation(error, 'users_email_key')
          ? 'duplicate_email'
          : undefined;
    if (!reason) throw error;
    // A refused email uses the ticket up: one proven phone number may ask "is this email registered?"
    // once, not for a list of addresses (a new answer costs a new SMS code, which is rate-limited).
    if (reason === 'duplicate_email') await consumeSignupTicket(ticket, customer.phone, now);
    return { ok: false, reason };
  }
}

import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { storedFiles, userDocuments, users } from '~/db/schema';
import { storeFile } from '~/db/seed/store-file.server';
import { type UploadKind, checkUpload, chosenFiles } from '~/modules/files/uploads.server';
import { mayDo } from './permissions';
import { type ProfileField, type ProfileInput, identityFields } from './profile-form';
import type { SessionUser } from './sessions.server';
import { recordAccountEvent } from './users.server';

/** What identity documents may be: checked by content, never by name. */
const DOCUMENT_KINDS: readonly UploadKind[] = ['png', 'jpeg', 'pdf'];
export const MAX_DOCUMENTS_PER_UPLOAD = 5;
/** Enough for an ID, a licence and a passport with their backs, and then some. */
export const MAX_DOCUMENTS_PER_ACCOUNT = 10;
const DOCUMENT_PURPOSE = 'customer-document';

/** The account's own details, as its owner and the review staff see them. */
export async function findAccount(userId: number, database: Database = db()) {
  const [account] = await database
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      roles: users.roles,
      birthDate: users.birthDate,
      licenceNumber: users.licenceNumber,
      licenceExpiry: users.licenceExpiry,
      passportNumber: users.passportNumber,
      passportExpiry: users.passportExpiry,
      residency: users.residency,
      trn: users.trn,
      reviewStatus: users.reviewStatus,
      reviewReason: users.reviewReason,
      reviewedBy: users.reviewedBy,
      reviewedAt: users.reviewedAt,
      locale: users.locale,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return account;
}

/** The account's documents, oldest first: names and types only, never the bytes. */
export function listDocuments(userId: number, database: Database = db()) {
  return database
    .select({
      id: userDocuments.id,
      originalName: userDocuments.originalName,
      contentType: storedFiles.contentType,
      byteSize: storedFiles.byteSize,
      createdAt: userDocuments.createdAt,
    })
    .from(userDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, userDocuments.fileId))
    .where(eq(userDocuments.userId, userId))
    .orderBy(asc(userDocuments.createdAt), asc(userDocuments.id));
}

/**
 * A document for the person asking, or undefined: only its owner and staff who review accounts
 * (admin, or owner) may see it. Anyone else gets the same answer as for a document that does not
 * exist, so ids reveal nothing.
 */
export async function findDocumentForViewer(documentId: number, viewer: Pick<SessionUser, 'id' | 'roles'>) {
  const [document] = await db()
    .select({
      userId: userDocuments.userId,
      originalName: userDocuments.originalName,
      contentType: storedFiles.contentType,
      bytes: storedFiles.bytes,
      sha256: storedFiles.sha256,
    })
    .from(userDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, userDocuments.fileId))
    .where(eq(userDocuments.id, documentId))
    .limit(1);
  if (!document) return undefined;
  if (document.userId !== viewer.id && !mayDo(viewer.roles, 'readCustomerDocuments')) return undefined;
  return document;
}

/** The review states an identity change sends back to the staff's queue: what staff checked no longer holds. */
const reviewedStates = ['approved', 'rejected'] as const;

/**
 * Saves the profile form and records which fields changed (with their old and new values) for the
 * staff's history. Every field is identity (name, birth date, licence, passport): staff checked
 * them against the documents, so a change on a reviewed account sends it back to review, and it
 * cannot book until staff have checked again.
 */
export async function updateProfile(
  userId: number,
  input: ProfileInput,
): Promise<{ changed: ProfileField[]; backToReview: boolean }> {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select({
        fullName: users.fullName,
        birthDate: users.birthDate,
        licenceNumber: users.licenceNumber,
        licenceExpiry: users.licenceExpiry,
        passportNumber: users.passportNumber,
        passportExpiry: users.passportExpiry,
        trn: users.trn,
        reviewStatus: users.reviewStatus,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) throw new Error(`No account ${userId}`);
    const changed = (Object.keys(input) as ProfileField[]).filter((field) => before[field] !== input[field]);
    if (!changed.length) return { changed, backToReview: false };
    const backToReview =
      (reviewedStates as readonly string[]).includes(before.reviewStatus) &&
      changed.some((field) => (identityFields as readonly string[]).includes(field));
    await tx
      .update(users)
      .set({ ...input, ...(backToReview ? { reviewStatus: 'pending' as const } : {}), updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    const details = Object.fromEntries(changed.map((field) => [field, { from: before[field], to: input[field] }]));
    await recordAccountEvent(
      {
        userId,
        actorId: userId,
        kind: 'profile_updated',
        details: { ...details, ...(backToReview ? { backToReview: true } : {}) },
      },
      tx,
    );
    return { changed, backToReview };
  });
}

/**
 * The TRN a customer gave when booking is kept on their account for the next booking. It is not
 * identity data, so the account's review is left alone.
 */
/**
 * An account from before residency was asked takes the booking box's choice, so its documents are
 * asked for by the right list from then on; a choice already on the account is left as it is.
 */
export async function recordResidencyIfUnknown(userId: number, residency: 'resident' | 'visitor') {
  await db()
    .update(users)
    .set({ residency, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.residency)));
}

export async function keepTrnOnAccount(userId: number, trn: string) {
  await db().transaction(async (tx) => {
    const [before] = await tx.select({ trn: users.trn }).from(users).where(eq(users.id, userId)).for('update');
    if (!before || before.trn === trn) return;
    await tx
      .update(users)
      .set({ trn, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await recordAccountEvent(
      { userId, actorId: userId, kind: 'profile_updated', details: { trn: { from: before.trn, to: trn } } },
      tx,
    );
  });
}

/**
 * Sends a reviewed account back to the review queue, in the caller's transaction; says whether it
 * did. An account that had sent no documents yet joins the queue the same way.
 */
async function returnToReview(tx: Database, userId: number) {
  const back = await tx
    .update(users)
    .set({ reviewStatus: 'pending', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), inArray(users.reviewStatus, [...reviewedStates, 'documents_needed'])))
    .returning({ id: users.id });
  return back.length > 0;
}

export type CheckedDocument = { name: string; contentType: string; bytes: Buffer };
export type DocumentProblem = { name: string; reason: 'type' | 'size' | 'empty' };

/** Reads the chosen files of a form field and checks each; one bad file refuses the upload, naming every bad file. */
export async function readDocumentUploads(
  form: FormData,
  field: string,
): Promise<
  | { ok: true; files: CheckedDocument[] }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'too_many' }
  | { ok: false; reason: 'invalid'; problems: DocumentProblem[] }
> {
  const files = chosenFiles(form, field);
  if (!files.length) return { ok: false, reason: 'none' };
  if (files.length > MAX_DOCUMENTS_PER_UPLOAD) return { ok: false, reason: 'too_many' };
  const checked = await Promise.all(files.map((file) => checkUpload(file, DOCUMENT_KINDS)));
  const problems = checked.flatMap((result) => (result.ok ? [] : [{ name: result.name, reason: result.reason }]));
  if (problems.length) return { ok: false, reason: 'invalid', problems };
  return {
    ok: true,
    files: checked.flatMap((result) =>
      result.ok ? [{ name: result.name, contentType: result.contentType, bytes: result.bytes }] : [],
    ),
  };
}

/**
 * Stores the customer's new documents. A reviewed account (approved or rejected) that sends new
 * documents goes back to 'pending', and so into the staff's review queue: what staff approved
 * was the documents they saw.
 */
export async function addDocuments(
  userId: number,
  files: readonly CheckedDocument[],
): Promise<{ ok: true; resubmitted: boolean } | { ok: false; reason: 'account_full' }> {
  return db().transaction(async (tx) => {
    // Locks the account row so that two uploads at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ held }] = await tx.select({ held: count() }).from(userDocuments).where(eq(userDocuments.userId, userId));
    if (held + files.length > MAX_DOCUMENTS_PER_ACCOUNT) return { ok: false as const, reason: 'account_full' as const };
    for (const file of files) {
      const fileId = await storeFile(tx, {
        purpose: DOCUMENT_PURPOSE,
        contentType: file.contentType,
        bytes: file.bytes,
        originalName: file.name,
      });
      await tx.insert(userDocuments).values({ userId, fileId, originalName: file.name });
    }
    const resubmitted = await returnToReview(tx, userId);
    await recordAccountEvent(
      {
        userId,
        actorId: userId,
        kind: 'documents_added',
        details: { files: files.map((file) => file.name), resubmitted },
      },
      tx,
    );
    return { ok: true as const, resubmitted };
  });
}

/**
 * Removes one of the customer's own documents (a replacement is an upload, then this). The last
 * document stays: staff need something to check. The file's bytes go too; nothing else uses them.
 */
export async function removeDocument(
  userId: number,
  documentId: number,
): Promise<{ ok: true; name: string } | { ok: false; reason: 'not_found' | 'last_document' }> {
  return db().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const held = await tx
      .select({ id: userDocuments.id, fileId: userDocuments.fileId, originalName: userDocuments.originalName })
      .from(userDocuments)
      .where(eq(userDocuments.userId, userId));
    const document = held.find((row) => row.id === documentId);
    if (!document) return { ok: false as const, reason: 'not_found' as const };
    if (held.length <= 1) return { ok: false as const, reason: 'last_document' as const };
    await tx.delete(userDocuments).where(and(eq(userDocuments.id, documentId), eq(userDocuments.userId, userId)));
    await tx.delete(storedFiles).where(eq(storedFiles.id, document.fileId));
    // The event kinds have no removal of its own: a document is part of the profile.
    await recordAccountEvent(
      { userId, actorId: userId, kind: 'profile_updated', details: { documentRemoved: document.originalName } },
      tx,
    );
    return { ok: true as const, name: document.originalName };
  });
}

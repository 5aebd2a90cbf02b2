import { and, eq, inArray } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { storeFile } from '~/db/seed/store-file.server';
import { formSubmissions, storedFiles } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import type { Translate } from '~/i18n/translate';
import { checkUpload } from '~/modules/files/uploads.server';
import { ATTACHMENT_MAX_BYTES } from './career-options';
import { type CareerInput, careerMessages } from './career-form';
import { submitForm } from './submit-form.server';

/** Attachments are CVs and certificates: private, served only to staff by the guarded route. */
const CAREER_ATTACHMENT_PURPOSE = 'career-attachment';

/** The details keys the attachments are kept under: names for people, ids for the detail page. */
const ATTACHMENT_NAMES = 'Attachments';
export const ATTACHMENT_IDS = 'Attachment file ids';

export type CheckedAttachment = { name: string; contentType: string; bytes: Buffer };

/**
 * Checks each attachment by what it contains (PDF, PNG or JPEG), not by its name or the type the
 * browser claims, and its size. Returns the files, or one message per refused file naming it.
 */
export async function checkCareerAttachments(
  files: File[],
  t: Translate,
): Promise<{ ok: true; files: CheckedAttachment[] } | { ok: false; errors: string[] }> {
  const checked = await Promise.all(
    files.map((file) => checkUpload(file, ['pdf', 'png', 'jpeg'], ATTACHMENT_MAX_BYTES)),
  );
  const errors = checked.flatMap((file) => {
    if (file.ok) return [];
    const key =
      file.reason === 'type'
        ? careerMessages.attachmentType
        : file.reason === 'size'
          ? careerMessages.attachmentSize
          : careerMessages.attachmentEmpty;
    return [t(key, { name: file.name })];
  });
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    files: checked.flatMap((file) =>
      file.ok ? [{ name: file.name, contentType: file.contentType, bytes: file.bytes }] : [],
    ),
  };
}

/**
 * Stores the attachments privately, then the application through submitForm (which queues the
 * staff's mail and the applicant's copy). Should the application not be stored, its files are
 * removed again so nothing is left that no application points at. Returns the submission's id.
 */
export async function submitCareerApplication(
  input: Omit<CareerInput, 'attachments'> & { nationalityName: string },
  files: CheckedAttachment[],
  options: { locale: Locale; userId?: number | null },
) {
  const fileIds = await db().transaction(async (tx) => {
    const ids: number[] = [];
    for (const file of files)
      ids.push(
        await storeFile(tx, {
          purpose: CAREER_ATTACHMENT_PURPOSE,
          contentType: file.contentType,
          bytes: file.bytes,
          originalName: file.name,
        }),
      );
    return ids;
  });
  try {
    return await submitForm(
      {
        kind: 'career',
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.additional,
        details: {
          'Date of birth': input.birthDate,
          'Visa status': input.visaStatus,
          Nationality: input.nationalityName,
          'Currently employed': input.employed,
          Address: input.address,
          'Current or last position': input.reporting,
          Strengths: input.strengths,
          'Can join': input.joining,
          [ATTACHMENT_NAMES]: files.map((file) => file.name),
          [ATTACHMENT_IDS]: fileIds,
        },
      },
      options,
    );
  } catch (error) {
    await db().delete(storedFiles).where(inArray(storedFiles.id, fileIds));
    throw error;
  }
}

type CareerAttachment = { id: number; name: string; contentType: string; byteSize: number };

/** One application with its attachments, or undefined when the id is not a career application. */
export async function findCareerApplication(id: number) {
  const [application] = await db()
    .select({
      id: formSubmissions.id,
      name: formSubmissions.name,
      email: formSubmissions.email,
      phone: formSubmissions.phone,
      message: formSubmissions.message,
      details: formSubmissions.details,
      locale: formSubmissions.locale,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.kind, 'career')))
    .limit(1);
  if (!application) return undefined;
  const { [ATTACHMENT_IDS]: rawIds, [ATTACHMENT_NAMES]: _names, ...details } = application.details;
  const ids = Array.isArray(rawIds) ? rawIds.filter((value): value is number => Number.isSafeInteger(value)) : [];
  const attachments: CareerAttachment[] = ids.length
    ? await db()
        .select({
          id: storedFiles.id,
          name: storedFiles.originalName,
          contentType: storedFiles.contentType,
          byteSize: storedFiles.byteSize,
        })
        .from(storedFiles)
        .where(and(inArray(storedFiles.id, ids), eq(storedFiles.purpose, CAREER_ATTACHMENT_PURPOSE)))
        .orderBy(storedFiles.id)
        .then((rows) => rows.map((row) => ({ ...row, name: row.name ?? `attachment-${row.id}` })))
    : [];
  return { ...application, details, attachments };
}

/** An attachment's bytes, for the staff-only route; undefined for any file that is not one. */
export async function findCareerAttachment(fileId: number) {
  const [file] = await db()
    .select({
      id: storedFiles.id,
      name: storedFiles.originalName,
      contentType: storedFiles.contentType,
      bytes: storedFiles.bytes,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.purpose, CAREER_ATTACHMENT_PURPOSE)))
    .limit(1);
  return file;
}

import { eq, or } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { storedFiles } from '~/db/schema';

/** Files of these purposes are people's documents: served only by routes that check who is asking. */
export const privateFilePurposes = ['customer-document', 'career-attachment', 'invoice', 'credit-note'] as const;

/** A file for the public /media route: private documents are not found there. */
export async function findPublicFile(id: number) {
  const file = await findStoredFile(id);
  return file && !(privateFilePurposes as readonly string[]).includes(file.purpose) ? file : undefined;
}

export async function findStoredFile(id: number) {
  const [file] = await db()
    .select({
      id: storedFiles.id,
      purpose: storedFiles.purpose,
      originalName: storedFiles.originalName,
      contentType: storedFiles.contentType,
      bytes: storedFiles.bytes,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  return file;
}

/** A file and its variants (other sizes and formats), without their bytes: what /media chooses from. */
export function listFileChoices(id: number) {
  return db()
    .select({
      id: storedFiles.id,
      purpose: storedFiles.purpose,
      contentType: storedFiles.contentType,
      variantOf: storedFiles.variantOf,
      variant: storedFiles.variant,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(or(eq(storedFiles.id, id), eq(storedFiles.variantOf, id)));
}

import { and, eq, inArray, or } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { storedFiles } from '~/db/schema';

/**
 * A picture uploaded in the blog editor, not yet in a saved post: the staff member sees it through
 * /blog-image-preview; it becomes a public 'blog-image' when a post that shows it is saved.
 */
export const BLOG_IMAGE_DRAFT = 'blog-image-draft';

/**
 * Files of these purposes are served only by routes that check who is asking: people's documents,
 * and blog pictures no saved post shows yet.
 */
const privateFilePurposes = [
  'customer-document',
  'career-attachment',
  'invoice',
  'credit-note',
  'rental-photo',
  'rental-signature',
  'rental-agreement',
  BLOG_IMAGE_DRAFT,
] as const;

export const isPrivatePurpose = (purpose: string) => (privateFilePurposes as readonly string[]).includes(purpose);

/** A file for the public /media route: private documents are not found there. */
export async function findPublicFile(id: number) {
  const file = await findStoredFile(id);
  return file && !isPrivatePurpose(file.purpose) ? file : undefined;
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

/**
 * Gives draft files (and their variants) among `ids` their public purpose; other files named there
 * are left as they are. Files are immutable, but who may see one is not part of its bytes.
 */
export async function publishDraftFiles(tx: Database, draftPurpose: string, purpose: string, ids: number[]) {
  if (!ids.length) return;
  await tx
    .update(storedFiles)
    .set({ purpose })
    .where(
      and(eq(storedFiles.purpose, draftPurpose), or(inArray(storedFiles.id, ids), inArray(storedFiles.variantOf, ids))),
    );
}

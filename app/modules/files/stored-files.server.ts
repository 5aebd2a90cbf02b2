import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { storedFiles } from '~/db/schema';

export async function findStoredFile(id: number) {
  const [file] = await db()
    .select({ id: storedFiles.id, contentType: storedFiles.contentType, bytes: storedFiles.bytes, sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  return file;
}


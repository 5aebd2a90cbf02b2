import { createHash } from 'node:crypto';
import type { Database } from '~/db/client.server';
import { storedFiles } from '~/db/schema';

/** A private file of the rental's (photo, signature, agreement): served only to staff. */
export async function storeRentalFile(
  tx: Database,
  file: { purpose: string; contentType: string; name: string; bytes: Buffer; width?: number; height?: number },
): Promise<number> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      purpose: file.purpose,
      contentType: file.contentType,
      originalName: file.name,
      width: file.width ?? null,
      height: file.height ?? null,
      byteSize: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      bytes: file.bytes,
    })
    .returning({ id: storedFiles.id });
  return row.id;
}

import { createHash } from 'node:crypto';
import type { Database } from '../client.server';
import { storedFiles } from '../schema';

export type NewStoredFile = {
  purpose: string;
  contentType: string;
  bytes: Buffer;
  width?: number | null;
  height?: number | null;
  originalName?: string | null;
};

/** Saves one file in `stored_files` with its size and SHA-256, and returns its id. */
export async function storeFile(tx: Database, file: NewStoredFile): Promise<number> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      purpose: file.purpose,
      contentType: file.contentType,
      originalName: file.originalName ?? null,
      width: file.width ?? null,
      height: file.height ?? null,
      byteSize: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      bytes: file.bytes,
    })
    .returning({ id: storedFiles.id });
  return row.id;
}

/** Saves a generated SVG document; the name is derived from the purpose and a slug. */
export function storeSvg(
  tx: Database,
  purpose: string,
  slug: string,
  svg: string,
  width: number,
  height: number,
): Promise<number> {
  return storeFile(tx, {
    purpose,
    contentType: 'image/svg+xml',
    bytes: Buffer.from(svg, 'utf8'),
    width,
    height,
    originalName: `${slug}.svg`,
  });
}

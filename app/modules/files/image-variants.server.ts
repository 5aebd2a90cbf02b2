import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '~/db/client.server';
import { storedFiles } from '~/db/schema';

/** A size a page shows an image at; `name` is null for the main size (the one /media/{id} serves). */
export type ImageSize = { name: string | null; width: number; height: number };

export type EncodedImage = {
  variant: string | null;
  contentType: 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
};

/** A photo of 2 MB never has more pixels than this; a file that claims more is refused rather than decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Resizes an uploaded photo to each size the pages use (cropped to fill, never stretched) and
 * encodes each as WebP for the browsers that take it and JPEG for the rest. Throws when the bytes
 * do not decode as an image.
 */
export async function encodeImageSizes(input: Buffer, sizes: readonly ImageSize[]): Promise<EncodedImage[]> {
  const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  await source.metadata();
  const encoded: EncodedImage[] = [];
  for (const size of sizes) {
    // Turned upright by its EXIF orientation, and transparent PNG areas laid on white (JPEG has no alpha).
    const resized = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' });
    const [jpeg, webp] = await Promise.all([
      resized.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      resized.clone().webp({ quality: 78 }).toBuffer(),
    ]);
    encoded.push({
      variant: size.name,
      contentType: 'image/jpeg',
      bytes: jpeg,
      width: size.width,
      height: size.height,
    });
    encoded.push({
      variant: size.name,
      contentType: 'image/webp',
      bytes: webp,
      width: size.width,
      height: size.height,
    });
  }
  return encoded;
}

async function insertFile(
  tx: Database,
  purpose: string,
  originalName: string,
  image: EncodedImage,
  variantOf: number | null,
): Promise<number> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      purpose,
      contentType: image.contentType,
      originalName,
      width: image.width,
      height: image.height,
      byteSize: image.bytes.byteLength,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
      bytes: image.bytes,
      variantOf,
      variant: variantOf === null ? null : image.variant,
    })
    .returning({ id: storedFiles.id });
  return row.id;
}

/**
 * Stores the encoded sizes: the main size's JPEG is the file every reader links to (/media/{id});
 * the other formats and sizes are its variants. Returns the main file's id.
 */
export async function storeImageWithVariants(
  tx: Database,
  purpose: string,
  originalName: string,
  encoded: EncodedImage[],
): Promise<number> {
  const main = encoded.find((image) => image.variant === null && image.contentType === 'image/jpeg');
  if (!main) throw new Error('The main size of an image is missing');
  const mainId = await insertFile(tx, purpose, originalName, main, null);
  for (const image of encoded) {
    if (image !== main) await insertFile(tx, purpose, originalName, image, mainId);
  }
  return mainId;
}

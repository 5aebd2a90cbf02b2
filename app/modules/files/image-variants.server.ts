import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '~/db/client.server';
import { storedFiles } from '~/db/schema';
import { checkUpload } from './uploads.server';

/**
 * A size a page shows an image at; `name` is null for the main size (the one /media/{id} serves).
 * `cover` (the default) crops to fill exactly that size; `inside` keeps the picture's shape and only
 * shrinks it to fit, for pictures shown at their own shape (inside a blog post's text).
 */
export type ImageSize = { name: string | null; width: number; height: number; fit?: 'cover' | 'inside' };

export type EncodedImage = {
  variant: string | null;
  contentType: 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  width: number;
  height: number;
};

/** A photo of 2 MB never has more pixels than this; a file that claims more is refused rather than decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** An upload made ready to store: every size and format the pages need, and the upright size of the original. */
export type PreparedImage = { name: string; width: number; height: number; encoded: EncodedImage[] };

/** Why an image was refused: not a PNG or JPEG (or broken), over the byte limit, or over the pixel cap. */
export type ImageRefusal = { name: string; reason: 'type' | 'size' | 'pixels' };

/**
 * The upright size an image declares in its header, read without decoding its pixels: a 100 KB PNG
 * can declare 30000 x 30000, which would take gigabytes of memory to decode.
 */
async function readDeclaredSize(input: Buffer): Promise<{ width: number; height: number } | 'unreadable' | 'pixels'> {
  try {
    // No pixel limit here: only the header is read, so the size can be refused with its own message.
    const header = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
    if (header.format !== 'png' && header.format !== 'jpeg') return 'unreadable';
    if (header.width * header.height > MAX_INPUT_PIXELS) return 'pixels';
    return header.autoOrient;
  } catch {
    return 'unreadable';
  }
}

/**
 * The one way a staff member's image enters the site. The file must be a PNG or JPEG by its content
 * (a renamed file is caught), at most `maxBytes`, and declare at most MAX_INPUT_PIXELS in its header;
 * only then is it decoded, turned upright, and encoded again at each size. Nothing of the uploaded
 * file but its pixels is kept: camera, owner and GPS data (EXIF, XMP, ICC) do not reach the site.
 */
export async function prepareImageUpload(
  file: File,
  sizes: readonly ImageSize[],
  maxBytes: number,
): Promise<{ ok: true; image: PreparedImage } | { ok: false; refusal: ImageRefusal }> {
  const checked = await checkUpload(file, ['png', 'jpeg'], maxBytes);
  const name = checked.name;
  if (!checked.ok) return { ok: false, refusal: { name, reason: checked.reason === 'size' ? 'size' : 'type' } };
  const declared = await readDeclaredSize(checked.bytes);
  if (declared === 'pixels') return { ok: false, refusal: { name, reason: 'pixels' } };
  if (declared === 'unreadable') return { ok: false, refusal: { name, reason: 'type' } };
  try {
    return { ok: true, image: { name, ...declared, encoded: await encodeImageSizes(checked.bytes, sizes) } };
  } catch {
    // A PNG or JPEG header on a broken body.
    return { ok: false, refusal: { name, reason: 'type' } };
  }
}

/**
 * Resizes a photo to each size (see ImageSize's `fit`) and encodes each as WebP for the browsers
 * that take it and JPEG for the rest. sharp writes no metadata unless asked, so the copies carry
 * none. Throws when the bytes do not decode or declare more than MAX_INPUT_PIXELS.
 */
async function encodeImageSizes(input: Buffer, sizes: readonly ImageSize[]): Promise<EncodedImage[]> {
  const encoded: EncodedImage[] = [];
  for (const size of sizes) {
    // Turned upright by its EXIF orientation, and transparent PNG areas laid on white (JPEG has no alpha).
    const resized = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(
        size.width,
        size.height,
        size.fit === 'inside' ? { fit: 'inside', withoutEnlargement: true } : { fit: 'cover', position: 'centre' },
      )
      .flatten({ background: '#ffffff' });
    const [jpeg, webp] = await Promise.all([
      resized.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
      resized.clone().webp({ quality: 78 }).toBuffer({ resolveWithObject: true }),
    ]);
    for (const [contentType, output] of [
      ['image/jpeg', jpeg],
      ['image/webp', webp],
    ] as const)
      encoded.push({
        variant: size.name,
        contentType,
        bytes: output.data,
        width: output.info.width,
        height: output.info.height,
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

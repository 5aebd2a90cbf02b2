import type { Database } from '~/db/client.server';
import { storeFile } from '~/db/seed/store-file.server';
import type { Translate } from '~/i18n/translate';
import {
  type EncodedImage,
  type ImageSize,
  encodeImageSizes,
  storeImageWithVariants,
} from '~/modules/files/image-variants.server';
import { checkUpload } from '~/modules/files/uploads.server';
import { MAX_IMAGE_BYTES } from './form-rules';
import { readImageSize } from './image-dimensions';

export type CheckedImage = { name: string; contentType: string; bytes: Buffer; width: number; height: number };

/** Checks an image a staff member uploaded: PNG or JPEG by its content (a renamed file is caught), at most 2 MB. */
export async function checkImageUpload(
  file: File,
  t: Translate,
): Promise<{ ok: true; image: CheckedImage } | { ok: false; message: string }> {
  const checked = await checkUpload(file, ['png', 'jpeg'], MAX_IMAGE_BYTES);
  if (!checked.ok)
    return {
      ok: false,
      message: t(checked.reason === 'size' ? 'cms.banner.size' : 'cms.banner.type', { name: checked.name }),
    };
  const size = readImageSize(checked.bytes);
  if (!size) return { ok: false, message: t('cms.banner.type', { name: checked.name }) };
  return { ok: true, image: { name: checked.name, contentType: checked.contentType, bytes: checked.bytes, ...size } };
}

/** Stores a checked image as a public file (served from /media). */
export function storeImage(tx: Database, purpose: string, image: CheckedImage): Promise<number> {
  return storeFile(tx, {
    purpose,
    contentType: image.contentType,
    bytes: image.bytes,
    width: image.width,
    height: image.height,
    originalName: image.name,
  });
}

/** A testimonial's portrait: a square, shown as a small round picture beside the customer's words. */
export const PORTRAIT_SIZE: ImageSize = { name: null, width: 240, height: 240 };

/** Banners (offers, blog posts) are shown at 1350 x 450 (3:1) on every page. */
export const BANNER_SIZE: ImageSize = { name: null, width: 1350, height: 450 };

export type BannerImage = { name: string; encoded: EncodedImage[] };

/**
 * Checks a banner like any image and, when `shapeFits` is given, its pixel size; then resizes it to
 * the banner size (cropped to fill) as JPEG and WebP, like vehicle images. A file whose body does
 * not decode is refused as not an image.
 */
export async function prepareBanner(
  file: File,
  t: Translate,
  shapeFits?: (size: { width: number; height: number }) => boolean,
): Promise<{ ok: true; banner: BannerImage } | { ok: false; message: string }> {
  const checked = await checkImageUpload(file, t);
  if (!checked.ok) return checked;
  const { name, width, height, bytes } = checked.image;
  if (shapeFits && !shapeFits({ width, height }))
    return { ok: false, message: t('cms.banner.shape', { name, actualWidth: width, actualHeight: height }) };
  try {
    return { ok: true, banner: { name, encoded: await encodeImageSizes(bytes, [BANNER_SIZE]) } };
  } catch {
    return { ok: false, message: t('cms.banner.type', { name }) };
  }
}

/** Stores a prepared banner; returns the id /media serves it under. */
export function storeBanner(tx: Database, purpose: string, banner: BannerImage): Promise<number> {
  return storeImageWithVariants(tx, purpose, banner.name, banner.encoded);
}

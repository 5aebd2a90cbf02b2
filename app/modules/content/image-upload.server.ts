import type { Database } from '~/db/client.server';
import type { Translate } from '~/i18n/translate';
import {
  type ImageSize,
  MAX_INPUT_PIXELS,
  type PreparedImage,
  prepareImageUpload,
  storeImageWithVariants,
} from '~/modules/files/image-variants.server';
import { MAX_IMAGE_BYTES } from '~/utils/form-rules';

export type { PreparedImage };

/** A testimonial's or a person's portrait: a square, shown as a small round picture. */
export const PORTRAIT_SIZE: ImageSize = { name: null, width: 240, height: 240 };

/** Banners (offers, blog posts) are shown at 1350 x 450 (3:1) on every page. */
const BANNER_SIZE: ImageSize = { name: null, width: 1350, height: 450 };

/** A fleet category's tile on the home page (3:2). */
export const CATEGORY_TILE_SIZE: ImageSize = { name: null, width: 480, height: 320 };

/** A picture inside a blog post keeps its shape; it is only made small enough for the article column. */
export const POST_IMAGE_SIZE: ImageSize = { name: null, width: 1350, height: 1350, fit: 'inside' };

/**
 * Checks and re-encodes an image a staff member uploaded (prepareImageUpload: PNG or JPEG by its
 * content, at most 2 MB, within the pixel cap, metadata dropped) at `size`; a refusal comes back as
 * the message for its field.
 */
export async function prepareContentImage(
  file: File,
  t: Translate,
  size: ImageSize,
): Promise<{ ok: true; image: PreparedImage } | { ok: false; message: string }> {
  const prepared = await prepareImageUpload(file, [size], MAX_IMAGE_BYTES);
  if (prepared.ok) return prepared;
  const { name, reason } = prepared.refusal;
  if (reason === 'pixels') return { ok: false, message: t('cms.banner.pixels', { name, max: MAX_INPUT_PIXELS / 1e6 }) };
  return { ok: false, message: t(reason === 'size' ? 'cms.banner.size' : 'cms.banner.type', { name }) };
}

/** Stores a prepared image; returns the id /media serves it under (unless `purpose` is a private one). */
export function storeImage(tx: Database, purpose: string, image: PreparedImage): Promise<number> {
  return storeImageWithVariants(tx, purpose, image.name, image.encoded);
}

export type BannerImage = PreparedImage;

/**
 * Prepares a banner like any image, cut to the banner size; when `shapeFits` is given, the uploaded
 * picture's own size must fit it too.
 */
export async function prepareBanner(
  file: File,
  t: Translate,
  shapeFits?: (size: { width: number; height: number }) => boolean,
): Promise<{ ok: true; banner: BannerImage } | { ok: false; message: string }> {
  const prepared = await prepareContentImage(file, t, BANNER_SIZE);
  if (!prepared.ok) return prepared;
  const { name, width, height } = prepared.image;
  if (shapeFits && !shapeFits({ width, height }))
    return { ok: false, message: t('cms.banner.shape', { name, actualWidth: width, actualHeight: height }) };
  return { ok: true, banner: prepared.image };
}

import type { Database } from '~/db/client.server';
import { storeFile } from '~/db/seed/store-file.server';
import type { Translate } from '~/i18n/translate';
import { checkUpload } from '~/modules/files/uploads.server';
import { MAX_IMAGE_BYTES } from './form-rules';
import { type ImageSize, readImageSize } from './image-dimensions';

export type CheckedImage = { name: string; contentType: string; bytes: Buffer; width: number; height: number };

/**
 * Checks an image a staff member uploaded: PNG or JPEG by its content (a renamed file is caught),
 * at most 2 MB, and, when the page shows it at a fixed size, exactly that many pixels.
 */
export async function checkImageUpload(file: File, t: Translate, exactSize?: ImageSize): Promise<{ ok: true; image: CheckedImage } | { ok: false; message: string }> {
  const checked = await checkUpload(file, ['png', 'jpeg'], MAX_IMAGE_BYTES);
  if (!checked.ok) return { ok: false, message: t(checked.reason === 'size' ? 'cms.banner.size' : 'cms.banner.type', { name: checked.name }) };
  const size = readImageSize(checked.bytes);
  if (!size) return { ok: false, message: t('cms.banner.type', { name: checked.name }) };
  if (exactSize && (size.width !== exactSize.width || size.height !== exactSize.height)) {
    return { ok: false, message: t('cms.banner.dimensions', { name: checked.name, width: exactSize.width, height: exactSize.height, actualWidth: size.width, actualHeight: size.height }) };
  }
  return { ok: true, image: { name: checked.name, contentType: checked.contentType, bytes: checked.bytes, ...size } };
}

/** Stores a checked image as a public file (served from /media). */
export function storeImage(tx: Database, purpose: string, image: CheckedImage): Promise<number> {
  return storeFile(tx, { purpose, contentType: image.contentType, bytes: image.bytes, width: image.width, height: image.height, originalName: image.name });
}

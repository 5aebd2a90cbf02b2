import sharp from 'sharp';
import type { Database } from '~/db/client.server';
import { type RentalPhotoStage, rentalPhotos } from '~/db/schema';
import type { CarZone } from './agreement/car-zones';
import { MAX_INPUT_PIXELS } from '~/modules/files/image-variants.server';
import { checkUpload } from '~/modules/files/uploads.server';
import { MAX_RENTAL_PHOTOS } from './hand-over-form';
import { storeRentalFile } from './agreement/rental-files.server';

/**
 * Photos of the car at the counter: a phone's camera gives 3-8 MB pictures, more than a rental
 * needs and more than a 4G upload should carry twice; each is checked by its content and kept as a
 * JPEG at most 1600 px wide, so eight of them stay well under the request limit once stored.
 */

const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const STORED_WIDTH = 1600;

const RENTAL_PHOTO_PURPOSE = 'rental-photo';

export type PreparedPhoto = { name: string; bytes: Buffer; width: number; height: number };
export type PhotoRefusal = { name: string; reason: 'type' | 'size' | 'count' };

export async function prepareRentalPhotos(
  files: File[],
): Promise<{ ok: true; photos: PreparedPhoto[] } | { ok: false; refusal: PhotoRefusal }> {
  if (files.length > MAX_RENTAL_PHOTOS) return { ok: false, refusal: { name: '', reason: 'count' } };
  const photos: PreparedPhoto[] = [];
  for (const file of files) {
    const checked = await checkUpload(file, ['jpeg', 'png'], MAX_PHOTO_BYTES);
    if (!checked.ok)
      return { ok: false, refusal: { name: checked.name, reason: checked.reason === 'size' ? 'size' : 'type' } };
    try {
      const { data, info } = await sharp(checked.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: STORED_WIDTH, height: STORED_WIDTH, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      photos.push({ name: checked.name, bytes: data, width: info.width, height: info.height });
    } catch {
      // A file that says it is a JPEG but does not decode as one.
      return { ok: false, refusal: { name: checked.name, reason: 'type' } };
    }
  }
  return { ok: true, photos };
}

export async function storeRentalPhotos(
  tx: Database,
  rental: { rentalId: number; stage: RentalPhotoStage; takenBy: number; zone?: CarZone | null },
  photos: PreparedPhoto[],
) {
  for (const photo of photos) {
    const storedFileId = await storeRentalFile(tx, {
      purpose: RENTAL_PHOTO_PURPOSE,
      contentType: 'image/jpeg',
      name: photo.name,
      bytes: photo.bytes,
      width: photo.width,
      height: photo.height,
    });
    await tx.insert(rentalPhotos).values({
      rentalId: rental.rentalId,
      stage: rental.stage,
      zone: rental.zone ?? null,
      storedFileId,
      takenBy: rental.takenBy,
    });
  }
}

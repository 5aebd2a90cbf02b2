import { and, asc, count, eq } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { storedFiles, vehicleImages, vehicleModels } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import {
  type ImageRefusal,
  type ImageSize,
  MAX_INPUT_PIXELS,
  type PreparedImage,
  prepareImageUpload,
  storeImageWithVariants,
} from '~/modules/files/image-variants.server';
import type { Translate } from '~/i18n/translate';
import { MAX_VEHICLE_IMAGE_BYTES } from './vehicle-form';

/**
 * The sizes vehicle images are shown at: the spec's thumbnail (1366 x 644; the details page, the
 * price page and the gallery) and the fleet cards' 640 x 360 (16:9), each as WebP and JPEG.
 */
const VEHICLE_IMAGE_SIZES: readonly ImageSize[] = [
  { name: null, width: 1366, height: 644 },
  { name: 'card', width: 640, height: 360 },
];

const VEHICLE_IMAGE_PURPOSE = 'vehicle-image';

export type { ImageRefusal, PreparedImage };

/**
 * Reads an uploaded image: PNG or JPEG by its content (a PDF renamed .png is refused), at most 2 MB,
 * within the pixel cap, and decodable; then makes every size and format the pages need.
 */
function prepareVehicleImage(
  file: File,
): Promise<{ ok: true; image: PreparedImage } | { ok: false; refusal: ImageRefusal }> {
  return prepareImageUpload(file, VEHICLE_IMAGE_SIZES, MAX_VEHICLE_IMAGE_BYTES);
}

/** The message at the images field for a refused file (the vehicle and pre-owned car forms). */
export function imageRefusalMessage(t: Translate, refusal: ImageRefusal): string {
  if (refusal.reason === 'pixels')
    return t('vehicles.image.pixels', { name: refusal.name, max: MAX_INPUT_PIXELS / 1_000_000 });
  return t(refusal.reason === 'size' ? 'vehicles.image.size' : 'vehicles.image.type', { name: refusal.name });
}

/** Prepares every chosen file, stopping at the first refusal (the form then names that file). */
export async function prepareVehicleImages(
  files: File[],
): Promise<{ ok: true; images: PreparedImage[] } | { ok: false; refusal: ImageRefusal }> {
  const images: PreparedImage[] = [];
  for (const file of files) {
    const prepared = await prepareVehicleImage(file);
    if (!prepared.ok) return prepared;
    images.push(prepared.image);
  }
  return { ok: true, images };
}

/** A model's images in their order (the first is the thumbnail), with the main file's size. */
export function listVehicleImages(vehicleModelId: number, database: Database = appDb()) {
  return database
    .select({
      id: vehicleImages.id,
      fileId: vehicleImages.fileId,
      position: vehicleImages.position,
      name: storedFiles.originalName,
      width: storedFiles.width,
      height: storedFiles.height,
    })
    .from(vehicleImages)
    .innerJoin(storedFiles, eq(storedFiles.id, vehicleImages.fileId))
    .where(eq(vehicleImages.vehicleModelId, vehicleModelId))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.id));
}

/** Stores the images after the model's existing ones; returns their main file ids. */
export async function appendVehicleImages(
  tx: Database,
  vehicleModelId: number,
  images: PreparedImage[],
): Promise<number[]> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleModelId, vehicleModelId));
  const fileIds: number[] = [];
  for (const [index, image] of images.entries()) {
    const fileId = await storeImageWithVariants(tx, VEHICLE_IMAGE_PURPOSE, image.name, image.encoded);
    await tx.insert(vehicleImages).values({ vehicleModelId, fileId, position: n + index });
    fileIds.push(fileId);
  }
  return fileIds;
}

/**
 * Numbers the images 0, 1, 2... in `order` (ids) and points the model at the first one's thumbnail,
 * so every page that shows `vehicle_models.image_file_id` shows the new first image.
 */
async function saveOrder(tx: Database, vehicleModelId: number, order: { id: number; fileId: number }[]) {
  for (const [position, image] of order.entries())
    await tx.update(vehicleImages).set({ position }).where(eq(vehicleImages.id, image.id));
  if (order[0])
    await tx.update(vehicleModels).set({ imageFileId: order[0].fileId }).where(eq(vehicleModels.id, vehicleModelId));
}

/** After images were added: the model shows its first image. */
export async function useFirstImageAsThumbnail(tx: Database, vehicleModelId: number) {
  await saveOrder(tx, vehicleModelId, await listVehicleImages(vehicleModelId, tx));
}

export type ImageChangeOutcome = 'done' | 'not_found' | 'last_image';

/** The thumbnail may have changed: this instance's cached fleet is dropped (others catch up within their cache lifetime). */
function afterwards(outcome: ImageChangeOutcome): ImageChangeOutcome {
  if (outcome === 'done') forgetReferenceData();
  return outcome;
}

/**
 * Removes one image. The last image stays: a vehicle on the site always has a picture. The stored
 * file is kept, since pages and bookings already served may still link to it.
 */
export async function deleteVehicleImage(
  actorId: number,
  vehicleModelId: number,
  imageId: number,
): Promise<ImageChangeOutcome> {
  return afterwards(
    await appDb().transaction(async (tx) => {
      await tx
        .select({ id: vehicleModels.id })
        .from(vehicleModels)
        .where(eq(vehicleModels.id, vehicleModelId))
        .for('update');
      const images = await listVehicleImages(vehicleModelId, tx);
      const image = images.find((candidate) => candidate.id === imageId);
      if (!image) return 'not_found';
      if (images.length === 1) return 'last_image';
      await tx
        .delete(vehicleImages)
        .where(and(eq(vehicleImages.id, imageId), eq(vehicleImages.vehicleModelId, vehicleModelId)));
      await saveOrder(
        tx,
        vehicleModelId,
        images.filter((candidate) => candidate.id !== imageId),
      );
      await recordChange(
        {
          actorId,
          entity: 'vehicle_image',
          entityId: vehicleModelId,
          action: 'image_deleted',
          changes: { imageId, fileId: image.fileId, name: image.name },
        },
        tx,
      );
      return 'done';
    }),
  );
}

/** Moves an image one place earlier or later; moving one to the front makes it the thumbnail. */
export async function moveVehicleImage(
  actorId: number,
  vehicleModelId: number,
  imageId: number,
  direction: 'up' | 'down',
): Promise<ImageChangeOutcome> {
  return afterwards(
    await appDb().transaction(async (tx) => {
      await tx
        .select({ id: vehicleModels.id })
        .from(vehicleModels)
        .where(eq(vehicleModels.id, vehicleModelId))
        .for('update');
      const images = await listVehicleImages(vehicleModelId, tx);
      const from = images.findIndex((candidate) => candidate.id === imageId);
      if (from < 0) return 'not_found';
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to < 0 || to >= images.length) return 'done';
      const order = [...images];
      [order[from], order[to]] = [order[to], order[from]];
      await saveOrder(tx, vehicleModelId, order);
      await recordChange(
        {
          actorId,
          entity: 'vehicle_image',
          entityId: vehicleModelId,
          action: 'image_moved',
          changes: { imageId, position: { from, to } },
        },
        tx,
      );
      return 'done';
    }),
  );
}

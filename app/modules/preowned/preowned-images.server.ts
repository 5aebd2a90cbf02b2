import { and, asc, count, eq } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { preownedCarImages, preownedCars, storedFiles } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { storeImageWithVariants } from '~/modules/files/image-variants.server';
import type { PreparedImage } from '~/modules/vehicles/vehicle-images.server';

// Photographs of cars for sale are checked and resized exactly as vehicle images are
// (prepareVehicleImages: PNG or JPEG by content, 2 MB, 1366 x 644 and the 640 x 360 card).
const PREOWNED_IMAGE_PURPOSE = 'preowned-car-image';

/** A car's photographs in their order, with the main file's size. */
export function listCarImages(preownedCarId: number, database: Database = appDb()) {
  return database
    .select({
      id: preownedCarImages.id,
      fileId: preownedCarImages.fileId,
      position: preownedCarImages.position,
      name: storedFiles.originalName,
      width: storedFiles.width,
      height: storedFiles.height,
    })
    .from(preownedCarImages)
    .innerJoin(storedFiles, eq(storedFiles.id, preownedCarImages.fileId))
    .where(eq(preownedCarImages.preownedCarId, preownedCarId))
    .orderBy(asc(preownedCarImages.position), asc(preownedCarImages.id));
}

/** Stores the photographs after the car's existing ones; returns their main file ids. */
export async function appendCarImages(tx: Database, preownedCarId: number, images: PreparedImage[]): Promise<number[]> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(preownedCarImages)
    .where(eq(preownedCarImages.preownedCarId, preownedCarId));
  const fileIds: number[] = [];
  for (const [index, image] of images.entries()) {
    const fileId = await storeImageWithVariants(tx, PREOWNED_IMAGE_PURPOSE, image.name, image.encoded);
    await tx.insert(preownedCarImages).values({ preownedCarId, fileId, position: n + index });
    fileIds.push(fileId);
  }
  return fileIds;
}

export type CarImageOutcome = 'done' | 'not_found' | 'last_image';

/**
 * Removes one photograph. The last one stays: a car on sale always has a picture. The stored file
 * is kept, since pages already served may still link to it.
 */
export function deleteCarImage(actorId: number, preownedCarId: number, imageId: number): Promise<CarImageOutcome> {
  return appDb().transaction(async (tx) => {
    await tx.select({ id: preownedCars.id }).from(preownedCars).where(eq(preownedCars.id, preownedCarId)).for('update');
    const images = await listCarImages(preownedCarId, tx);
    const image = images.find((candidate) => candidate.id === imageId);
    if (!image) return 'not_found';
    if (images.length === 1) return 'last_image';
    await tx
      .delete(preownedCarImages)
      .where(and(eq(preownedCarImages.id, imageId), eq(preownedCarImages.preownedCarId, preownedCarId)));
    await recordChange(
      {
        actorId,
        entity: 'preowned_car_image',
        entityId: preownedCarId,
        action: 'image_deleted',
        changes: { imageId, fileId: image.fileId, name: image.name },
      },
      tx,
    );
    return 'done';
  });
}

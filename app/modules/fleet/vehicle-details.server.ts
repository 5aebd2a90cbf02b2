import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { VehicleCardData } from '~/components/fleet/vehicle-card';
import type { GalleryImage } from '~/components/fleet/vehicle-gallery';
import { db } from '~/db/client.server';
import { storedFiles, vehicleModels, vehicleTypes } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { mediaUrl } from '~/utils/media';
import { listVehicleImages } from '~/modules/vehicles/vehicle-images.server';
import { offeredRateCards } from '~/modules/pricing/rate-cards.server';
import { vehicleCardColumns } from './fleet-list.server';
import { chargeRules, modelClassFigures } from '~/modules/settings/charge-settings.server';
import { type RateTable, rateTable } from './rate-table';
import { startingPrice } from './starting-rate';
import { recordId } from '~/utils/record-id';

/** The details page shows at most this many similar vehicles. */
const SIMILAR_VEHICLES = 3;

export type VehicleDetails = {
  vehicle: VehicleCardData & { description: string; images: GalleryImage[] };
  /** Its prices by length of rental, kilometres and cover; null when it is offered on enquiry. */
  rates: RateTable | null;
  similar: VehicleCardData[];
};

/** One offered model with its type, description and image size; retired models are not found. */
async function findActiveVehicleModel(id: number) {
  const [model] = await db()
    .select({
      ...vehicleCardColumns,
      vehicleTypeId: vehicleModels.vehicleTypeId,
      bodyStyle: vehicleModels.bodyStyle,
      description: vehicleModels.description,
      imageWidth: storedFiles.width,
      imageHeight: storedFiles.height,
    })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .leftJoin(storedFiles, eq(storedFiles.id, vehicleModels.imageFileId))
    .where(and(eq(vehicleModels.id, id), eq(vehicleModels.active, true)))
    .limit(1);
  return model;
}

/** Offered models like the given one: those of its vehicle type first, then those of its body style; never itself. */
function listSimilarVehicleModels(
  model: { id: number; vehicleTypeId: number; bodyStyle: string },
  limit = SIMILAR_VEHICLES,
) {
  const sameType = eq(vehicleModels.vehicleTypeId, model.vehicleTypeId);
  return db()
    .select(vehicleCardColumns)
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(
      and(
        eq(vehicleModels.active, true),
        ne(vehicleModels.id, model.id),
        or(sameType, eq(vehicleModels.bodyStyle, model.bodyStyle)),
      ),
    )
    .orderBy(
      sql`case when ${sameType} then 0 else 1 end`,
      asc(vehicleTypes.sortOrder),
      asc(vehicleModels.brand),
      asc(vehicleModels.name),
      asc(vehicleModels.id),
    )
    .limit(limit);
}

/** Everything the vehicle details page shows, in the visitor's language; null when the segment names no offered model. */
export async function loadVehicleDetails(segment: string | undefined, locale: Locale): Promise<VehicleDetails | null> {
  const id = recordId(segment);
  if (id === null) return null;
  const model = await findActiveVehicleModel(id);
  if (!model) return null;
  const [similar, { cards }, rules, classFigures] = await Promise.all([
    listSimilarVehicleModels(model),
    offeredRateCards(),
    chargeRules(),
    modelClassFigures(model.id),
  ]);
  const rateCard = cards.get(model.id);
  const card = (row: typeof model | (typeof similar)[number]): VehicleCardData => ({
    id: row.id,
    brand: row.brand,
    name: row.name,
    vehicleType: row.vehicleType,
    typeLabel: localized(row.vehicleTypeLabel, locale),
    seats: row.seats,
    luggage: row.luggage,
    doors: row.doors,
    airConditioned: row.airConditioned,
    transmission: row.transmission,
    image: mediaUrl(row.imageFileId),
    startingPrice: startingPrice(cards.get(row.id) ?? null),
  });
  const vehicle = card(model);
  // The images staff uploaded, in their order; a model without any shows its one picture.
  const uploaded = await listVehicleImages(model.id);
  const images: GalleryImage[] = uploaded.length
    ? uploaded.map((image, index) => ({
        src: mediaUrl(image.fileId)!,
        alt: `${model.brand} ${model.name} (${index + 1})`,
        width: image.width ?? 1366,
        height: image.height ?? 644,
      }))
    : vehicle.image
      ? [
          {
            src: vehicle.image,
            alt: `${model.brand} ${model.name}`,
            width: model.imageWidth ?? 640,
            height: model.imageHeight ?? 360,
          },
        ]
      : [];
  return {
    vehicle: { ...vehicle, description: localized(model.description, locale), images },
    rates:
      rateCard && classFigures
        ? rateTable(rateCard, { kmPerDay: rules.kmPerDay, kmPerMonth: rules.kmPerMonth }, classFigures)
        : null,
    similar: similar.map(card),
  };
}

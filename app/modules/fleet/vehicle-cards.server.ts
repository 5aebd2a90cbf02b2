import { asc } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { fleetCategories } from '~/db/schema';
import type { VehicleCardData } from '~/components/fleet/vehicle-card';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { mediaUrl } from '~/utils/media';
import { cachedReference } from '~/modules/cache/reference-cache.server';
import { type FleetFilter, fleetWithRateCards } from './fleet-list.server';
import { startingPrice } from './starting-rate';

/** Fleet cards ready to show: names in the visitor's language and the 'from' price worked out. */
export async function loadVehicleCards(
  locale: Locale,
  filter: FleetFilter & { popularOnly?: boolean } = {},
): Promise<VehicleCardData[]> {
  const { models: fleet, cards } = await fleetWithRateCards();
  const types = filter.vehicleTypeNames?.length ? new Set(filter.vehicleTypeNames) : null;
  const models = fleet.filter(
    (model) => (!filter.popularOnly || model.popular) && (!types || types.has(model.vehicleType)),
  );
  return models.map((model) => ({
    id: model.id,
    brand: model.brand,
    name: model.name,
    vehicleType: model.vehicleType,
    typeLabel: localized(model.vehicleTypeLabel, locale),
    seats: model.seats,
    luggage: model.luggage,
    doors: model.doors,
    airConditioned: model.airConditioned,
    transmission: model.transmission,
    // Cards show 640 x 360: uploaded photos have a copy of that size (other files answer with themselves).
    image: model.imageFileId ? `${mediaUrl(model.imageFileId)}?size=card` : undefined,
    // Phones with dense screens draw a full-width card with more than 640 pixels: they may take the 1366 copy.
    imageSrcSet: model.imageFileId
      ? `${mediaUrl(model.imageFileId)}?size=card 640w, ${mediaUrl(model.imageFileId)} 1366w`
      : undefined,
    startingPrice: startingPrice(cards.get(model.id) ?? null),
  }));
}

export function listFleetCategories() {
  return cachedReference('fleet-categories', async () =>
    db()
      .select({
        name: fleetCategories.name,
        label: fleetCategories.label,
        vehicleTypeNames: fleetCategories.vehicleTypeNames,
        imageFileId: fleetCategories.imageFileId,
      })
      .from(fleetCategories)
      .orderBy(asc(fleetCategories.sortOrder)),
  );
}

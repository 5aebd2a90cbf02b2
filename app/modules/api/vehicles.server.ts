import { type listFleet, fleetWithRateCards } from '~/modules/fleet/fleet-list.server';
import { type StartingPrice, sameBrand, startingPrice } from '~/modules/fleet/starting-rate';
import type { RateCard } from '~/modules/pricing/quote-booking';
import type { VehiclesQuery } from './schemas';

type FleetModel = Awaited<ReturnType<typeof listFleet>>[number];
export type PricedModel = { model: FleetModel; rateCard: RateCard | null; startingPrice: StartingPrice | null };

const matches = (model: FleetModel, query: VehiclesQuery) =>
  (!query.type || model.vehicleType.toLowerCase() === query.type.toLowerCase()) &&
  (!query.brand || sameBrand(model.brand, query.brand));

/**
 * Active models matching the filter, each with its rate card in force and its 'from' price.
 * From the reference cache, like quotes and the fleet pages: the same instance never lists one rate
 * here and prices another in POST /api/v1/quotes.
 */
export async function listVehiclesForApi(query: VehiclesQuery): Promise<PricedModel[]> {
  const { models: fleet, cards } = await fleetWithRateCards();
  // About forty models: filtering here keeps the case rules (and VW = VOLKSWAGEN) in one place.
  const models = fleet.filter((model) => matches(model, query));
  return models.map((model) => ({
    model,
    rateCard: cards.get(model.id) ?? null,
    startingPrice: startingPrice(cards.get(model.id) ?? null),
  }));
}

import { type listFleet, fleetWithMonthlyRates } from '~/modules/fleet/fleet-list.server';
import { sameBrand, startingRateAed } from '~/modules/fleet/starting-rate';
import type { RateCard } from '~/modules/pricing/quote-booking';
import { offeredRateCards } from '~/modules/pricing/rate-cards.server';
import type { VehiclesQuery } from './schemas';

type FleetModel = Awaited<ReturnType<typeof listFleet>>[number];
export type PricedModel = { model: FleetModel; rateCard: RateCard | null; startingRateAed: number };

const matches = (model: FleetModel, query: VehiclesQuery) =>
  (!query.type || model.vehicleType.toLowerCase() === query.type.toLowerCase()) &&
  (!query.brand || sameBrand(model.brand, query.brand));

/**
 * Active models matching the filter, each with its rate card in force and its 'starting from' rate.
 * From the reference cache, like quotes and the fleet pages: the same instance never lists one rate
 * here and prices another in POST /api/v1/quotes.
 */
export async function listVehiclesForApi(query: VehiclesQuery): Promise<PricedModel[]> {
  const [{ models: fleet, rates: monthlyRates }, { cards }] = await Promise.all([
    fleetWithMonthlyRates(),
    offeredRateCards(),
  ]);
  // About forty models: filtering here keeps the case rules (and VW = VOLKSWAGEN) in one place.
  const models = fleet.filter((model) => matches(model, query));
  return models.map((model) => ({
    model,
    rateCard: cards.get(model.id) ?? null,
    startingRateAed: startingRateAed(
      monthlyRates.filter((rate) => rate.vehicleModelId === model.id).map((rate) => rate.monthlyFils),
    ),
  }));
}

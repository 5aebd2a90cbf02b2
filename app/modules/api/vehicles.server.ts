import { listFleet, listMonthlyRates } from '~/modules/fleet/fleet-list.server';
import { sameBrand, startingRateAed } from '~/modules/fleet/starting-rate';
import type { RateCard } from '~/modules/pricing/quote-booking';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import type { VehiclesQuery } from './schemas';

export type FleetModel = Awaited<ReturnType<typeof listFleet>>[number];
export type PricedModel = { model: FleetModel; rateCard: RateCard | null; startingRateAed: number };

const matches = (model: FleetModel, query: VehiclesQuery) =>
  (!query.type || model.vehicleType.toLowerCase() === query.type.toLowerCase()) &&
  (!query.brand || sameBrand(model.brand, query.brand));

/** Active models matching the filter, each with its rate card in force and its 'starting from' rate. */
export async function listVehiclesForApi(query: VehiclesQuery): Promise<PricedModel[]> {
  // About forty models: filtering here keeps the case rules (and VW = VOLKSWAGEN) in one place.
  const models = (await listFleet()).filter((model) => matches(model, query));
  const ids = models.map((model) => model.id);
  const [cards, monthlyRates] = await Promise.all([rateCardsInForce(ids), listMonthlyRates(ids)]);
  return models.map((model) => ({
    model,
    rateCard: cards.get(model.id) ?? null,
    startingRateAed: startingRateAed(
      monthlyRates.filter((rate) => rate.vehicleModelId === model.id).map((rate) => rate.monthlyFils),
    ),
  }));
}

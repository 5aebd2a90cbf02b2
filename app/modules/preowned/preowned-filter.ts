import { sameBrand } from '~/modules/fleet/starting-rate';

/** Nine to a page: three rows of the three-column grid on a desktop. */
const PREOWNED_PAGE_SIZE = 9;

export const preownedSorts = ['newest', 'price-asc', 'price-desc', 'year-desc', 'mileage-asc'] as const;
export type PreownedSort = (typeof preownedSorts)[number];

/** The mileage ceilings offered in the filter, in km. */
export const mileageCeilings = [20_000, 40_000, 60_000, 80_000, 100_000, 150_000] as const;

export type PreownedCriteria = {
  make: string;
  model: string;
  yearFrom: number | null;
  yearTo: number | null;
  /** Whole AED, VAT included. */
  priceFrom: number | null;
  priceTo: number | null;
  mileageMax: number | null;
  /** A vehicle type's name ('SUV Standard'). */
  bodyType: string;
  emirate: string;
  sort: PreownedSort;
  page: number;
};

/** What the list needs of a car to filter and sort it. */
export type Listable = {
  make: string;
  model: string;
  modelYear: number;
  mileageKm: number;
  priceFils: number;
  bodyType: string;
  emirate: string;
  listedAt: Date | string;
  id: number;
};

const text = (params: URLSearchParams, name: string, max = 80) =>
  (params.get(name) ?? '').trim().replace(/\s+/g, ' ').slice(0, max);

/** A whole number from the query string within bounds, else null: garbage ('1e9', '-3', 'abc') reads as no filter. */
function wholeNumber(params: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = (params.get(name) ?? '').trim().replaceAll(',', '');
  if (!/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** Reads the listing's query string; anything out of shape is ignored rather than refused. */
export function readPreownedCriteria(params: URLSearchParams): PreownedCriteria {
  const sort = params.get('sort');
  const mileage = wholeNumber(params, 'mileage', 1, 10_000_000);
  const page = wholeNumber(params, 'page', 1, 100_000);
  let yearFrom = wholeNumber(params, 'yearFrom', 1950, 2100);
  let yearTo = wholeNumber(params, 'yearTo', 1950, 2100);
  let priceFrom = wholeNumber(params, 'priceFrom', 0, 100_000_000);
  let priceTo = wholeNumber(params, 'priceTo', 0, 100_000_000);
  // A range typed the wrong way round still means the cars between the two.
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) [yearFrom, yearTo] = [yearTo, yearFrom];
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) [priceFrom, priceTo] = [priceTo, priceFrom];
  return {
    make: text(params, 'make'),
    model: text(params, 'model'),
    yearFrom,
    yearTo,
    priceFrom,
    priceTo,
    mileageMax: mileage,
    bodyType: text(params, 'type'),
    emirate: text(params, 'emirate'),
    sort: (preownedSorts as readonly string[]).includes(sort ?? '') ? (sort as PreownedSort) : 'newest',
    page: page ?? 1,
  };
}

/** Whether any filter narrows the list (the sort and page do not). */
export const isFiltered = (criteria: PreownedCriteria) =>
  Boolean(criteria.make || criteria.model || criteria.bodyType || criteria.emirate) ||
  [criteria.yearFrom, criteria.yearTo, criteria.priceFrom, criteria.priceTo, criteria.mileageMax].some(
    (value) => value !== null,
  );

/** The cars that pass every filter; prices compare in fils, so AED 45,000 includes a car at exactly 4,500,000 fils. */
export function filterPreowned<T extends Listable>(cars: T[], criteria: PreownedCriteria): T[] {
  return cars.filter((car) => {
    if (criteria.make && !sameBrand(criteria.make, car.make)) return false;
    if (criteria.model && criteria.model.toLowerCase() !== car.model.toLowerCase()) return false;
    if (criteria.yearFrom !== null && car.modelYear < criteria.yearFrom) return false;
    if (criteria.yearTo !== null && car.modelYear > criteria.yearTo) return false;
    if (criteria.priceFrom !== null && car.priceFils < criteria.priceFrom * 100) return false;
    if (criteria.priceTo !== null && car.priceFils > criteria.priceTo * 100) return false;
    if (criteria.mileageMax !== null && car.mileageKm > criteria.mileageMax) return false;
    if (criteria.bodyType && criteria.bodyType !== car.bodyType) return false;
    if (criteria.emirate && criteria.emirate !== car.emirate) return false;
    return true;
  });
}

const listedTime = (car: Listable) => new Date(car.listedAt).getTime();

const comparators: Record<PreownedSort, (a: Listable, b: Listable) => number> = {
  newest: (a, b) => listedTime(b) - listedTime(a),
  'price-asc': (a, b) => a.priceFils - b.priceFils,
  'price-desc': (a, b) => b.priceFils - a.priceFils,
  'year-desc': (a, b) => b.modelYear - a.modelYear,
  'mileage-asc': (a, b) => a.mileageKm - b.mileageKm,
};

/** Sorted copy; ties fall back to the newest listing, then the id, so a page never reshuffles between visits. */
export function sortPreowned<T extends Listable>(cars: T[], sort: PreownedSort): T[] {
  return [...cars].sort((a, b) => comparators[sort](a, b) || comparators.newest(a, b) || b.id - a.id);
}

/** One page of results; a page past the end shows the last page rather than nothing. */
export function preownedPage<T>(items: T[], page: number, pageSize = PREOWNED_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}

/** Makes and models to offer as filters (models narrow to the chosen make), and the years the cars span. */
export function preownedFacets<T extends Listable>(cars: T[], chosenMake: string) {
  const makes = [...new Set(cars.map((car) => car.make))].sort((a, b) => a.localeCompare(b));
  const models = [
    ...new Set(cars.filter((car) => !chosenMake || sameBrand(chosenMake, car.make)).map((car) => car.model)),
  ].sort((a, b) => a.localeCompare(b));
  const years = [...new Set(cars.map((car) => car.modelYear))].sort((a, b) => b - a);
  return { makes, models, years };
}

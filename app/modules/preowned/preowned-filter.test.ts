import { describe, expect, test } from 'vitest';
import {
  type Listable,
  filterPreowned,
  isFiltered,
  preownedFacets,
  preownedPage,
  readPreownedCriteria,
  sortPreowned,
} from './preowned-filter';

const car = (
  id: number,
  make: string,
  model: string,
  modelYear: number,
  mileageKm: number,
  aed: number,
  bodyType: string,
  emirate: string,
  listedDaysAgo: number,
): Listable => ({
  id,
  make,
  model,
  modelYear,
  mileageKm,
  priceFils: aed * 100,
  bodyType,
  emirate,
  listedAt: new Date(Date.UTC(2026, 10, 25) - listedDaysAgo * 86_400_000),
});

const cars = [
  car(1, 'Toyota', 'Camry', 2022, 58_400, 62_500, 'Standard', 'Dubai', 3),
  car(2, 'Toyota', 'Corolla', 2023, 41_200, 54_900, 'Intermediate', 'Abu Dhabi', 6),
  car(3, 'Nissan', 'Sunny', 2022, 76_900, 31_500, 'Economy', 'Sharjah', 9),
  car(4, 'Nissan', 'Patrol', 2021, 88_100, 159_000, 'SUV Premium', 'Dubai', 18),
  car(5, 'Volkswagen', 'Tiguan', 2022, 55_300, 78_900, 'SUV Standard', 'Dubai', 40),
];

const criteria = (query: string) => readPreownedCriteria(new URLSearchParams(query));
const ids = (query: string) =>
  sortPreowned(filterPreowned(cars, criteria(query)), criteria(query).sort).map((found) => found.id);

describe('reading the list query string', () => {
  test('an empty query is every car, newest first, page 1', () => {
    expect(criteria('')).toEqual({
      make: '',
      model: '',
      yearFrom: null,
      yearTo: null,
      priceFrom: null,
      priceTo: null,
      mileageMax: null,
      bodyType: '',
      emirate: '',
      sort: 'newest',
      page: 1,
    });
    expect(isFiltered(criteria(''))).toBe(false);
    expect(isFiltered(criteria('sort=price-asc&page=2'))).toBe(false);
  });

  test.each([
    [
      'yearFrom=abc&yearTo=1e9&priceFrom=-5&mileage=0&page=0&sort=cheapest',
      { yearFrom: null, yearTo: null, priceFrom: null, mileageMax: null, page: 1, sort: 'newest' },
    ],
    ['page=99999999999&priceTo=12.5', { page: 1, priceTo: null }],
    ['yearFrom=2024&yearTo=2021', { yearFrom: 2021, yearTo: 2024 }],
    ['priceFrom=90000&priceTo=40000', { priceFrom: 40_000, priceTo: 90_000 }],
    ['priceTo=60,000&mileage=60000', { priceTo: 60_000, mileageMax: 60_000 }],
    ['make=%20Toyota%20%20&model=' + 'x'.repeat(200), { make: 'Toyota', model: 'x'.repeat(80) }],
  ])('given %s, should read %o', (query, expected) => {
    expect(criteria(query)).toMatchObject(expected);
  });
});

describe('filtering', () => {
  test.each([
    ['make=toyota', [1, 2]],
    ['make=VW', [5]],
    ['make=Nissan&model=patrol', [4]],
    ['yearFrom=2022&yearTo=2022', [1, 3, 5]],
    ['priceFrom=54900&priceTo=62500', [1, 2]],
    ['mileage=60000', [1, 2, 5]],
    ['type=SUV Premium', [4]],
    ['emirate=Dubai', [1, 4, 5]],
    ['emirate=Dubai&priceTo=70000', [1]],
    ['make=Kia', []],
  ])('given %s, should list cars %o', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});

describe('sorting', () => {
  test.each([
    ['sort=newest', [1, 2, 3, 4, 5]],
    ['sort=price-asc', [3, 2, 1, 5, 4]],
    ['sort=price-desc', [4, 5, 1, 2, 3]],
    ['sort=year-desc', [2, 1, 3, 5, 4]],
    ['sort=mileage-asc', [2, 5, 1, 3, 4]],
  ])('given %s, should order cars %o', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});

describe('paging', () => {
  const many = Array.from({ length: 20 }, (_, index) => index + 1);
  test.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1],
    [3, [19, 20], 3],
    [7, [19, 20], 3],
    [0, [1, 2, 3, 4, 5, 6, 7, 8, 9], 1],
  ])('page %i shows %o as page %i of 3', (page, items, current) => {
    expect(preownedPage(many, page)).toEqual({ items, page: current, pages: 3 });
  });

  test('nothing found is one empty page', () => {
    expect(preownedPage([], 4)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe('the filter choices', () => {
  test('makes and years come from the cars on sale; models narrow to the chosen make', () => {
    expect(preownedFacets(cars, '')).toEqual({
      makes: ['Nissan', 'Toyota', 'Volkswagen'],
      models: ['Camry', 'Corolla', 'Patrol', 'Sunny', 'Tiguan'],
      years: [2023, 2022, 2021],
    });
    expect(preownedFacets(cars, 'Nissan').models).toEqual(['Patrol', 'Sunny']);
  });
});

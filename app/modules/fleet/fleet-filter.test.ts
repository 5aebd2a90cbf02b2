import { describe, expect, test } from 'vitest';
import { fleetFacets, filterFleet, pageOf, readFleetCriteria, readPriceOrder, sortByPrice } from './fleet-filter';

const fleet = [
  { brand: 'NISSAN', name: 'Sunny', vehicleType: 'Economy' },
  { brand: 'TOYOTA', name: 'Yaris', vehicleType: 'Economy' },
  { brand: 'TOYOTA', name: 'Land Cruiser', vehicleType: 'SUV Premium' },
  { brand: 'VOLKSWAGEN', name: 'Tiguan', vehicleType: 'SUV Standard' },
  { brand: 'MG', name: 'ZS', vehicleType: 'SUV Standard' },
];
const criteria = (query: string, preset: string[] = []) => readFleetCriteria(new URLSearchParams(query), preset);
const names = (query: string, preset: string[] = []) =>
  filterFleet(fleet, criteria(query, preset)).map((vehicle) => vehicle.name);

describe('fleet filters', () => {
  test.each([
    ['', ['Sunny', 'Yaris', 'Land Cruiser', 'Tiguan', 'ZS']],
    ['brand=TOYOTA', ['Yaris', 'Land Cruiser']],
    ['brand=VW', ['Tiguan']],
    ['brand=volkswagen', ['Tiguan']],
    ['q=vw tiguan', ['Tiguan']],
    ['q=VOLKSWAGEN', ['Tiguan']],
    ['type=SUV Standard', ['Tiguan', 'ZS']],
    ['type=Economy&type=SUV Premium', ['Sunny', 'Yaris', 'Land Cruiser']],
    ['brand=TOYOTA&model=Yaris', ['Yaris']],
    ['q=cruiser', ['Land Cruiser']],
    ['q=bugatti', []],
  ])('given ?%s, should find %o', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  test('the path segment pre-selects types until the query chooses its own', () => {
    expect(names('', ['SUV Standard'])).toEqual(['Tiguan', 'ZS']);
    expect(names('type=Economy', ['SUV Standard'])).toEqual(['Sunny', 'Yaris']);
  });

  test('bad page and view values fall back to the first page in a grid', () => {
    expect(criteria('page=-3&view=table')).toMatchObject({ page: 1, view: 'grid' });
    expect(criteria('page=2&view=list')).toMatchObject({ page: 2, view: 'list' });
  });
});

describe('paging, six to a page', () => {
  const fourteen = Array.from({ length: 14 }, (_, index) => index + 1);
  test.each([
    [1, [1, 2, 3, 4, 5, 6], 3],
    [3, [13, 14], 3],
    [9, [13, 14], 3],
  ])('given page %i, should show %o of %i pages', (page, items, pages) => {
    expect(pageOf(fourteen, page)).toEqual({ items, page: Math.min(page, 3), pages });
  });
  test('an empty list is one empty page', () => {
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe('facets', () => {
  test('models narrow to the chosen brands', () => {
    expect(fleetFacets(fleet, { brands: ['VW'], types: [] }).models).toEqual(['Tiguan']);
    expect(fleetFacets(fleet, { brands: [], types: [] }).brands).toEqual(['MG', 'NISSAN', 'TOYOTA', 'VOLKSWAGEN']);
  });

  test('only the chosen types offer their brands and models, and a chosen brand stays to be unticked', () => {
    expect(fleetFacets(fleet, { brands: [], types: ['Economy'] })).toEqual({
      brands: ['NISSAN', 'TOYOTA'],
      models: ['Sunny', 'Yaris'],
    });
    expect(fleetFacets(fleet, { brands: ['MG'], types: ['Economy'] })).toEqual({
      brands: ['MG', 'NISSAN', 'TOYOTA'],
      models: [],
    });
    expect(fleetFacets(fleet, { brands: ['TOYOTA'], types: ['Economy', 'SUV Premium'] }).models).toEqual([
      'Land Cruiser',
      'Yaris',
    ]);
  });
});

describe('price order', () => {
  const cars = [
    { name: 'a', price: 300 },
    { name: 'b', price: null },
    { name: 'c', price: 100 },
    { name: 'd', price: 300 },
    { name: 'e', price: 200 },
  ];
  const order = (sort: string) =>
    sortByPrice(cars, (car) => car.price, readPriceOrder(new URLSearchParams(sort)))
      .map((car) => car.name)
      .join('');

  test('cheapest or dearest first, unpriced cars last, equal prices in the fleet order', () => {
    expect(order('sort=price')).toBe('ceadb');
    expect(order('sort=price-desc')).toBe('adecb');
  });

  test("the fleet's own order unless a known price order is asked for", () => {
    expect(order('')).toBe('abcde');
    expect(order('sort=cheap')).toBe('abcde');
  });
});

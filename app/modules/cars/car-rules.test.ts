import { describe, expect, test } from 'vitest';
import {
  canMoveCar,
  dueWithin30Days,
  isPlateCode,
  isPlateNumber,
  isVin,
  normalPlateCode,
  normalVin,
  staffCarMoves,
  validThrough,
} from './car-rules';

describe('plates', () => {
  test.each([
    ['Dubai', 'A', true],
    ['Dubai', 'AA', true],
    ['Dubai', 'AAA', false],
    ['Dubai', '1', false],
    ['Ajman', 'H', true],
    ['Abu Dhabi', '1', true],
    ['Abu Dhabi', '50', true],
    ['Abu Dhabi', '51', false],
    ['Abu Dhabi', 'A', false],
    ['Abu Dhabi', '07', false],
    ['Sharjah', '4', true],
    ['Sharjah', '5', false],
    ['Fujairah', 'a', false],
  ] as const)('given %s code %s, should be %s', (emirate, code, valid) => {
    expect(isPlateCode(emirate, code)).toBe(valid);
  });

  test('a typed code is trimmed and upper-cased before the check', () => {
    expect(normalPlateCode(' aa ')).toBe('AA');
    expect(isPlateCode('Dubai', normalPlateCode(' b'))).toBe(true);
  });

  test.each([
    ['1', true],
    ['12345', true],
    ['99999', true],
    ['123456', false],
    ['0', false],
    ['01234', false],
    ['12a', false],
    ['', false],
  ])('given plate number %s, should be %s', (number, valid) => {
    expect(isPlateNumber(number)).toBe(valid);
  });
});

describe('VINs', () => {
  test.each([
    ['WDB12345678901234', true],
    ['1HGCM82633A004352', true],
    ['1HGCM82633A00435', false], // 16 characters
    ['1HGCM82633A0043521', false], // 18
    ['1HGCM82633I004352', false], // I
    ['1HGCM82633O004352', false], // O
    ['1HGCM82633Q004352', false], // Q
  ])('given %s, should be %s', (vin, valid) => {
    expect(isVin(vin)).toBe(valid);
  });

  test('spaces and dashes are dropped and letters upper-cased, as staff copy it from the card', () => {
    expect(normalVin('1hgcm 8263-3a004352')).toBe('1HGCM82633A004352');
  });
});

describe('car states', () => {
  test('a car goes on rent only from available, comes back to available or service, and a retired car stays retired', () => {
    expect(canMoveCar('available', 'on_rent')).toBe(true);
    expect(canMoveCar('in_service', 'on_rent')).toBe(false);
    expect(canMoveCar('on_rent', 'available')).toBe(true);
    expect(canMoveCar('on_rent', 'retired')).toBe(false);
    expect(canMoveCar('retired', 'available')).toBe(false);
    expect(canMoveCar('available', 'available')).toBe(false);
  });

  test('staff never put a car on rent by hand', () => {
    expect(staffCarMoves('available')).toEqual(['in_service', 'retired']);
    expect(staffCarMoves('on_rent')).toEqual(['available', 'in_service']);
    expect(staffCarMoves('retired')).toEqual([]);
  });

  test('papers are valid through their expiry day, not after', () => {
    expect(validThrough('2027-05-10', '2027-05-10')).toBe(true);
    expect(validThrough('2027-05-10', '2027-05-11')).toBe(false);
  });
});

describe('due in the next 30 days', () => {
  const car = {
    registrationExpiresOn: '2028-01-01',
    insuranceExpiresOn: '2028-01-01',
    nextServiceOn: null,
    nextServiceKm: null,
    odometerKm: 10_000,
  };
  const today = '2027-01-15';

  test('nothing due far ahead', () => {
    expect(dueWithin30Days(car, today)).toEqual([]);
  });

  test.each([
    ['registration on the 30th day', { registrationExpiresOn: '2027-02-14' }, ['registration']],
    ['registration on the 31st day', { registrationExpiresOn: '2027-02-15' }, []],
    ['insurance already expired', { insuranceExpiresOn: '2027-01-01' }, ['insurance']],
    ['a service date this month', { nextServiceOn: '2027-01-20' }, ['service_date']],
    ['a service date in two months', { nextServiceOn: '2027-03-20' }, []],
    ['the odometer 1,000 km from the service', { nextServiceKm: 11_000 }, ['service_km']],
    ['the odometer 1,001 km from the service', { nextServiceKm: 11_001 }, []],
    ['the service reading passed', { nextServiceKm: 9_000 }, ['service_km']],
  ])('given %s', (_, change, due) => {
    expect(dueWithin30Days({ ...car, ...change }, today)).toEqual(due);
  });
});

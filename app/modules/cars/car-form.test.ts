import { describe, expect, test } from 'vitest';
import '~/i18n/staff-messages';
import { translator } from '~/i18n/translate';
import { carSchema } from './car-form';

const t = translator('en');
const valid = {
  plateEmirate: 'Dubai',
  plateCode: 'a',
  plateNumber: '12345',
  vin: '1hgcm82633a004352',
  colour: 'White',
  vehicleModelId: '3',
  homeBranchId: '1',
  odometerKm: '12000',
  registrationExpiresOn: '2027-06-30',
  insuranceExpiresOn: '2027-05-31',
};
const parse = (change: Record<string, string> = {}) =>
  carSchema({ t, modelIds: [3], branchIds: [1] }).safeParse({ ...valid, ...change });
const errorsOf = (change: Record<string, string>) => {
  const result = parse(change);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('carSchema', () => {
  test('a typed car becomes its record: code and VIN upper-cased, numbers as numbers, empty options as null', () => {
    const result = parse();
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      plateCode: 'A',
      plateNumber: 12345,
      vin: '1HGCM82633A004352',
      vehicleModelId: 3,
      homeBranchId: 1,
      odometerKm: 12000,
      nextServiceOn: null,
      nextServiceKm: null,
      notes: null,
      status: null,
    });
  });

  test.each([
    ['a letter code in Abu Dhabi', { plateEmirate: 'Abu Dhabi' }, 'plateCode'],
    ['an emirate not in the list', { plateEmirate: 'Muscat' }, 'plateEmirate'],
    ['a six-digit plate number', { plateNumber: '123456' }, 'plateNumber'],
    ['a VIN with an O', { vin: '1HGCM82633O004352' }, 'vin'],
    ['a model not offered', { vehicleModelId: '4' }, 'vehicleModelId'],
    ['a branch that does not exist', { homeBranchId: '9' }, 'homeBranchId'],
    ['a negative odometer', { odometerKm: '-5' }, 'odometerKm'],
    ['an impossible date', { registrationExpiresOn: '2027-02-30' }, 'registrationExpiresOn'],
    ['no insurance date', { insuranceExpiresOn: '' }, 'insuranceExpiresOn'],
    ['an unknown state', { status: 'stolen' }, 'status'],
  ])('given %s, should say so at the field', (_, change, field) => {
    expect(Object.keys(errorsOf(change))).toEqual([field]);
  });
});

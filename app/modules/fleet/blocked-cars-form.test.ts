import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import '~/i18n/staff-messages';
import { blockCarsSchema } from './blocked-cars-form';

const t = translator('en');
const schema = blockCarsSchema({ t, stock: new Map([[3, 4]]), today: '2027-03-01' });
const valid = { branchId: '3', cars: '2', from: '2027-03-01', to: '2027-03-03', reason: 'maintenance', note: '' };
const errorsOf = (input: Record<string, string>) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('blocking cars', () => {
  test('given whole days in Dubai, should block from the first midnight to the midnight after the last day', () => {
    expect(schema.parse(valid)).toEqual({
      branchId: 3,
      cars: 2,
      startsAt: new Date('2027-02-28T20:00:00Z'),
      endsAt: new Date('2027-03-03T20:00:00Z'),
      reason: 'maintenance',
      note: null,
    });
    expect(schema.parse({ ...valid, to: valid.from, note: 'Gearbox' })).toMatchObject({
      endsAt: new Date('2027-03-01T20:00:00Z'),
      note: 'Gearbox',
    });
  });

  test('given more cars than the branch holds, none, or a branch without the model, should say so at the field', () => {
    expect(errorsOf({ ...valid, cars: '5' })).toEqual({ cars: 'Enter a number of cars from 1 to 4.' });
    expect(errorsOf({ ...valid, cars: '0' })).toEqual({ cars: 'Enter a number of cars from 1 to 4.' });
    expect(errorsOf({ ...valid, branchId: '9' })).toMatchObject({ branchId: 'Choose a branch that holds this model.' });
  });

  test('given days in the past, the wrong way round, too long, or no reason, should refuse them', () => {
    expect(errorsOf({ ...valid, from: '2027-02-28' })).toEqual({ from: 'The first day cannot be in the past.' });
    expect(errorsOf({ ...valid, to: '2027-02-28' })).toEqual({ to: 'The last day cannot be before the first.' });
    expect(errorsOf({ ...valid, to: '2028-03-01' })).toEqual({ to: 'A block can last at most 366 days.' });
    expect(errorsOf({ ...valid, from: '2027-02-30' })).toEqual({ from: 'Enter a date.' });
    expect(errorsOf({ ...valid, reason: 'holiday' })).toEqual({ reason: 'Choose a reason.' });
  });
});

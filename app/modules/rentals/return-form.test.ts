import { describe, expect, test } from 'vitest';
import { readReturnForm, returnTimeRefusal, returnedAtValue } from './return-form';

const fields = { odometerKm: '21000', fuelEighths: '5' };

describe('the return time on the return form', () => {
  test('given a UAE date and time, should read it as that moment (UTC+4)', () => {
    const read = readReturnForm({ ...fields, returnedAt: '2027-03-04T11:30' });
    expect(read.ok && read.value.returnedAt).toEqual(new Date('2027-03-04T07:30:00Z'));
  });

  test('given nothing, should leave it to now', () => {
    const read = readReturnForm(fields);
    expect(read.ok && read.value.returnedAt).toBeNull();
  });

  test.each(['yesterday', '2027-02-30T10:00', '2027-03-04 25:00'])(
    'given %s, should refuse it at its field',
    (text) => {
      expect(readReturnForm({ ...fields, returnedAt: text })).toEqual({
        ok: false,
        field: 'returnedAt',
        error: 'returnCar.error.returnedAt',
      });
    },
  );

  test('should write a moment back as the field shows it, on the UAE clock', () => {
    expect(returnedAtValue(new Date('2027-03-04T20:05:00Z'))).toBe('2027-03-05T00:05');
  });
});

describe('when a car can have come back', () => {
  const rental = { handedOverAt: new Date('2027-03-01T06:00:40Z') };
  const now = new Date('2027-03-04T08:00:00Z');

  test.each([
    ['now', now, null],
    ['an hour ago', new Date('2027-03-04T07:00:00Z'), null],
    ['a minute ahead (a clock a little fast)', new Date('2027-03-04T08:01:00Z'), null],
    ['two minutes ahead', new Date('2027-03-04T08:02:00Z'), 'returned_future'],
    ['at the hand-over', rental.handedOverAt, null],
    ['in the minute of the hand-over, as the field gives it', new Date('2027-03-01T06:00:00Z'), null],
    ['a minute before the hand-over', new Date('2027-03-01T05:59:00Z'), 'returned_before_hand_over'],
  ] as const)('given %s, should answer %s', (_, returnedAt, refusal) => {
    expect(returnTimeRefusal(rental, returnedAt, now)).toBe(refusal);
  });
});

import { describe, expect, test } from 'vitest';
import { addDays } from '~/utils/form-rules';
import { periodHolding, periodInstants, readReportPeriod, rentalDaysInPeriod, switchDate } from './report-period';

describe('report periods', () => {
  test.each([
    ['month', '2027-02-14', '2027-02-01', '2027-02-28', 28, '2027-01-01', '2027-03-01'],
    ['month', '2028-02-29', '2028-02-01', '2028-02-29', 29, '2028-01-01', '2028-03-01'],
    ['month', '2026-12-31', '2026-12-01', '2026-12-31', 31, '2026-11-01', '2027-01-01'],
    ['month', '2027-01-01', '2027-01-01', '2027-01-31', 31, '2026-12-01', '2027-02-01'],
    // Weeks run Monday to Sunday.
    ['week', '2027-02-03', '2027-02-01', '2027-02-07', 7, '2027-01-25', '2027-02-08'],
    ['week', '2027-02-07', '2027-02-01', '2027-02-07', 7, '2027-01-25', '2027-02-08'],
    ['week', '2026-12-31', '2026-12-28', '2027-01-03', 7, '2026-12-21', '2027-01-04'],
  ] as const)('given a %s holding %s, should run %s to %s', (kind, date, first, last, days, previous, next) => {
    expect(periodHolding(kind, date)).toEqual({ kind, first, last, days, previous, next });
  });

  test('given midnight UTC on the last day of a month, should take the month of the Dubai date, four hours on', () => {
    const now = new Date('2027-02-28T21:00:00Z');
    expect(readReportPeriod(new URLSearchParams(), now).first).toBe('2027-03-01');
    expect(readReportPeriod(new URLSearchParams('period=week'), now).first).toBe('2027-03-01');
  });

  test('given an address with a period and any date inside it, should read it; given nonsense, should fall back', () => {
    const now = new Date('2027-05-10T08:00:00Z');
    expect(readReportPeriod(new URLSearchParams('period=week&from=2027-02-03'), now).first).toBe('2027-02-01');
    expect(readReportPeriod(new URLSearchParams('period=year&from=2027-02-31'), now)).toMatchObject({
      kind: 'month',
      first: '2027-05-01',
    });
  });

  test.each(['2026-11-01', '2026-10-01', '2027-02-01', '2027-03-01', '2027-08-01'])(
    'given the month of %s, should switch to a week and back to the same month',
    (first) => {
      const month = periodHolding('month', first);
      const week = periodHolding('week', switchDate(month));
      expect(week.first >= addDays(first, -3) && week.last <= month.last).toBe(true);
      expect(periodHolding('month', switchDate(week)).first).toBe(first);
    },
  );

  test('should start and end at midnight in Dubai', () => {
    const { start, end } = periodInstants(periodHolding('month', '2027-02-01'));
    expect(start.toISOString()).toBe('2027-01-31T20:00:00.000Z');
    expect(end.toISOString()).toBe('2027-02-28T20:00:00.000Z');
  });

  test.each([
    ['inside', '2027-02-10', 3, 3],
    ['starting before', '2027-01-30', 4, 2],
    ['running past the end', '2027-02-26', 5, 3],
    ['covering it whole', '2027-01-15', 60, 28],
    ['ending the day before', '2027-01-31', 1, 0],
    ['starting the day after', '2027-03-01', 2, 0],
  ] as const)('given a rental %s February, should count its days in the month', (_, pickup, days, inPeriod) => {
    expect(rentalDaysInPeriod(pickup, days, periodHolding('month', '2027-02-01'))).toBe(inPeriod);
  });
});

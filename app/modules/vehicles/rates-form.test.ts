import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import '~/i18n/staff-messages';
import { rateAmounts, ratesSchema } from './rates-form';

const t = translator('en');
const amounts = Object.fromEntries(rateAmounts.map((key) => [key, '10']));
const parse = (change: Record<string, unknown> = {}) => ratesSchema({ t }).safeParse({ ...amounts, ...change });
const errorsOf = (change: Record<string, unknown>) => {
  const result = parse(change);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ratesSchema', () => {
  test('AED amounts become exact fils', () => {
    const result = parse({ dailyFils: '99.95', weeklyFils: '1,234.5', monthlyFils: '0.29', babySeatFils: '0' });
    expect(result.success).toBe(true);
    expect(result.data?.card).toMatchObject({
      dailyFils: 9995,
      weeklyFils: 123450,
      monthlyFils: 29,
      babySeatFils: 0,
      gpsMonthlyFils: 1000,
    });
  });

  test.each([
    ['an empty rate', { dailyFils: '' }, 'dailyFils', 'Please fill in this field!'],
    [
      'three decimals',
      { cdwDailyFils: '1.005' },
      'cdwDailyFils',
      'Enter an amount in AED with up to 2 decimals, such as 99.95.',
    ],
    [
      'a negative amount',
      { gpsWeeklyFils: '-1' },
      'gpsWeeklyFils',
      'Enter an amount in AED with up to 2 decimals, such as 99.95.',
    ],
    ['a zero monthly rate', { monthlyFils: '0.00' }, 'monthlyFils', 'The rate must be more than 0.'],
  ])('given %s, should say so at the field', (_, change, field, message) => {
    expect(errorsOf(change)[field]).toBe(message);
  });
});

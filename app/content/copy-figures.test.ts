import { describe, expect, test } from 'vitest';
import { seededChargeRules } from '~/modules/settings/charge-settings-form';
import { seededCopyFigureSources } from '../../tests/seeded-copy-facts';
import { copyFigures } from './copy-figures';

const sources = seededCopyFigureSources;
// Intl puts a no-break space between the currency and the amount.
const plain = (figures: Record<string, string>) =>
  Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value.replace(/\u00a0/g, ' ')]));

describe('the figures written copy quotes', () => {
  test('every price with its 5% VAT, whole dirhams without fils; deposits, limits and shares as they are', () => {
    expect(plain(copyFigures(sources, 'en'))).toEqual({
      vatPercent: '5%',
      gpsPerDay: 'AED 42',
      babySeatPerDay: 'AED 31.50',
      additionalDriverFee: 'AED 52.50',
      oneWaySameCity: 'AED 105',
      oneWayOtherCity: 'AED 210',
      payOnPickupPercent: '10%',
      cleaningFee: 'AED 105',
      trafficFineFee: 'AED 52.50',
      municipalFineFee: 'AED 26.25',
      omanInsurancePerWeek: 'AED 735',
      salikServiceCharge: '10.5%',
      fuelServicePercent: '20%',
      kmPerDay: '250',
      kmPerMonth: '4,000',
      weeklyDayFrom: 'AED 82.95',
      monthlyDayFrom: 'AED 57.75',
      monthFrom: 'AED 1,732.50',
      depositLowest: 'AED 2,000',
      depositHighest: 'AED 2,500',
      depositReleasePeriod: '30 days',
      lateReturnGraceMinutes: '60',
      lateHourPercent: '25%',
      lateHoursMakingADay: '4',
    });
  });

  test('follow the settings: a cleaning fee of AED 300 reads AED 315, a release within 15 days reads 15 days', () => {
    const figures = copyFigures(
      {
        ...sources,
        rules: { ...seededChargeRules, cleaningFeeFils: 30_000, depositReleaseDays: 15, lateReturnGraceMinutes: 30 },
      },
      'en',
    );
    expect(plain(figures)).toMatchObject({
      cleaningFee: 'AED 315',
      depositReleasePeriod: '15 days',
      lateReturnGraceMinutes: '30',
    });
  });

  test('in Arabic the amounts take the Arabic money format with Western digits', () => {
    const figures = copyFigures(sources, 'ar');
    expect(figures.babySeatPerDay).toMatch(/^\D*31\.50\s?د\.إ\.\D*$/);
    expect(figures.kmPerMonth).toBe('4,000');
    expect(figures.depositReleasePeriod).toBe('30 يوماً');
    expect(
      copyFigures({ ...sources, rules: { ...seededChargeRules, depositReleaseDays: 7 } }, 'ar').depositReleasePeriod,
    ).toBe('7 أيام');
  });
});

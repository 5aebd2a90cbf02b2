import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { offerBannerFits, offerSchema } from './offer-form';

const t = translator('en');
const today = '2026-11-23';
const banner = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'summer.png', { type: 'image/png' });
const valid = {
  titleEn: 'Summer deal',
  contentEn: 'Twenty per cent off weekly rentals.',
  startDate: '2026-11-22',
  endDate: '2026-12-31',
  banner: banner(),
};
const errorsFor = (input: Record<string, unknown>, context: Partial<Parameters<typeof offerSchema>[0]> = {}) => {
  const result = offerSchema({ t, today, bannerRequired: true, ...context }).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('offer form', () => {
  test('a complete offer reads as bilingual text, the dates and the one banner', () => {
    const value = offerSchema({ t, today, bannerRequired: true }).parse({ ...valid, titleAr: 'عرض الصيف' });
    expect(value).toMatchObject({
      title: { en: 'Summer deal', ar: 'عرض الصيف' },
      content: { en: valid.contentEn },
      startDate: '2026-11-22',
      endDate: '2026-12-31',
    });
    expect(value.banner?.name).toBe('summer.png');
  });

  test('an empty form shows every message at once', () => {
    expect(errorsFor({})).toEqual({
      titleEn: 'Please input offer title!',
      contentEn: 'Please input offer content!',
      startDate: 'Please select the offer start date!',
      endDate: 'Please select the offer end date!',
      banner: 'Please upload banner image',
    });
  });

  test.each([
    [
      'a start two days ago',
      { startDate: '2026-11-21' },
      { startDate: 'The start date cannot be earlier than yesterday.' },
    ],
    ['a start yesterday', { startDate: '2026-11-22' }, {}],
    [
      'an end before the start',
      { startDate: '2026-12-10', endDate: '2026-12-09' },
      { endDate: 'The end date cannot be before the start date.' },
    ],
    ['a one-day offer', { startDate: '2026-12-10', endDate: '2026-12-10' }, {}],
    ['an impossible date', { endDate: '2026-02-30' }, { endDate: 'Please enter a valid date.' }],
    [
      'a GIF banner',
      { banner: new File(['GIF89a'], 'x.gif', { type: 'image/gif' }) },
      { banner: 'x.gif is not a png or jpg file' },
    ],
    ['two banners', { banner: [banner(), banner()] }, { banner: 'Please upload only one banner image.' }],
    [
      'a banner over 2 MB',
      { banner: new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }) },
      { banner: 'big.png is larger than 2 MB.' },
    ],
  ])('given %s, should answer %j', (_, change, expected) => {
    expect(errorsFor({ ...valid, ...change })).toEqual(expected);
  });

  test('editing keeps a start date already in the past, and the banner is optional', () => {
    expect(
      errorsFor(
        { ...valid, startDate: '2026-10-01', banner: undefined },
        { storedStartDate: '2026-10-01', bannerRequired: false },
      ),
    ).toEqual({});
    expect(
      errorsFor({ ...valid, startDate: '2026-09-01' }, { storedStartDate: '2026-10-01', bannerRequired: false }),
    ).toEqual({ startDate: 'The start date cannot be earlier than yesterday.' });
  });

  test('Arabic pages get the messages in Arabic', () => {
    const result = offerSchema({ t: translator('ar'), today, bannerRequired: true }).safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).not.toBe('Please input offer title!');
  });

  test.each([
    ['149', 'day', { priceFils: 14900, pricePer: 'day' }],
    ['1,650', 'month', { priceFils: 165000, pricePer: 'month' }],
    ['99.5', 'week', { priceFils: 9950, pricePer: 'week' }],
    ['', 'day', { priceFils: null, pricePer: null }],
  ])('given the price %j per %s, should keep it as fils for the words over the banner', (price, pricePer, expected) => {
    expect(offerSchema({ t, today, bannerRequired: true }).parse({ ...valid, price, pricePer })).toMatchObject(
      expected,
    );
  });

  test('given a price that is not an amount, or no period for it, should say so at its field', () => {
    expect(errorsFor({ ...valid, price: 'AED 149', pricePer: 'day' })).toEqual({
      price: 'Enter an amount in AED, such as 149 or 149.50.',
    });
    expect(errorsFor({ ...valid, price: '0', pricePer: 'day' })).toMatchObject({ price: expect.any(String) });
    expect(errorsFor({ ...valid, price: '149', pricePer: 'year' })).toEqual({
      pricePer: 'Choose what the price is for.',
    });
  });
});

describe('the offer banner shape', () => {
  test.each([
    [1350, 450, true],
    [2700, 900, true],
    [4050, 1350, true],
    [1366, 455, true],
    [1360, 450, true],
    [1380, 450, false],
    [1395, 450, false],
    [1350, 451, true],
    [1350, 456, false],
    [1200, 400, false],
    [1349, 450, false],
    [1366, 644, false],
    [450, 1350, false],
  ])('%i x %i fits: %s', (width, height, fits) => {
    expect(offerBannerFits({ width, height })).toBe(fits);
  });
});

describe('a priced offer’s discount and conditions', () => {
  const choices = { classIds: [1, 2], modelIds: [10], branchIds: [3] };
  const schema = () => offerSchema({ t, today, bannerRequired: true, choices });

  test('a percentage, the fewest days and the chosen classes, models and branches', () => {
    const value = schema().parse({
      ...valid,
      discountKind: 'percent',
      discountValue: '15',
      minDays: '3',
      classes: ['2', '1', '2'],
      models: '10',
      branches: ['3'],
    });
    expect(value).toMatchObject({
      discountPercent: 15,
      discountFilsPerDay: null,
      minDays: 3,
      vehicleTypeIds: [2, 1],
      vehicleModelIds: [10],
      branchIds: [3],
    });
  });

  test('an amount a day is read in fils; no discount leaves the offer unpriced', () => {
    expect(schema().parse({ ...valid, discountKind: 'per_day', discountValue: '25.50' })).toMatchObject({
      discountPercent: null,
      discountFilsPerDay: 2_550,
    });
    expect(schema().parse({ ...valid, discountKind: 'none', discountValue: '15' })).toMatchObject({
      discountPercent: null,
      discountFilsPerDay: null,
      vehicleTypeIds: [],
    });
  });

  test('refuses a percentage past 50, a nought amount, nought days and ids not offered, at their fields', () => {
    expect(errorsFor({ ...valid, discountKind: 'percent', discountValue: '60' }, { choices })).toEqual({
      discountValue: 'Enter a whole percentage from 1 to 50.',
    });
    expect(errorsFor({ ...valid, discountKind: 'per_day', discountValue: '0' }, { choices })).toHaveProperty(
      'discountValue',
    );
    expect(errorsFor({ ...valid, minDays: '0', classes: '9', branches: ['4'] }, { choices })).toEqual({
      minDays: 'Enter a whole number of days from 1 to 365.',
      classes: 'Choose from the list.',
      branches: 'Choose from the list.',
    });
  });
});

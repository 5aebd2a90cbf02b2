import { describe, expect, test } from 'vitest';
import {
  chosenCover,
  coverExtras,
  damageCover,
  lineVatFils,
  noExtras,
  priceWithVat,
  quoteBooking,
  rateTier,
  rentalDays,
  roundHalfUpPercent,
  vatByLine,
  type BranchRef,
  type Extras,
  type Quote,
  type QuoteLineCode,
  type QuoteRequest,
  type RateCard,
} from './quote-booking';

// The rate card of PRICING-EXAMPLES.md, in fils.
const card: RateCard = {
  dailyFils: 12_000,
  weeklyFils: 10_000,
  monthlyFils: 8_000,
  cdw: { dailyFils: 3_000, weeklyFils: 2_500, monthlyFils: 2_000 },
  pai: { dailyFils: 1_500, weeklyFils: 1_200, monthlyFils: 1_000 },
  gps: { dailyFils: 4_000, weeklyFils: 3_500, monthlyFils: 3_000 },
  additionalDriverFils: 5_000,
  babySeatFils: 3_000,
  scdwDailyFils: 2_500,
};

const ittihad: BranchRef = { value: 'Dubai_Ittihad Road', city: 'Dubai' };
const ibnBattuta: BranchRef = { value: 'Dubai_Ibn Battuta', city: 'Dubai' };
const alSalam: BranchRef = { value: 'Abu Dhabi_Al Salam Branch', city: 'Abu Dhabi' };
const airport: BranchRef = { value: 'Airport_Dubai International Airport', city: 'Airport' };

const PICKUP = '2027-03-01T10:00:00+04:00';
const at = (iso: string) => new Date(iso);
/** Drop-off `days` whole days and `minutes` minutes after PICKUP. */
const after = (days: number, minutes: number) => new Date(at(PICKUP).getTime() + (days * 1440 + minutes) * 60_000);

const everything: Extras = {
  fullInsurance: true,
  zeroExcess: false,
  personalInsurance: true,
  gps: true,
  additionalDriver: true,
  babySeat: true,
};

function request(overrides: Partial<QuoteRequest> & { length: [number, number] }): QuoteRequest {
  const { length, ...rest } = overrides;
  return {
    rateCard: card,
    pickupAt: at(PICKUP),
    dropoffAt: after(...length),
    pickupBranch: ittihad,
    dropoffBranch: ittihad,
    collectionCity: null,
    extras: noExtras,
    paymentMethod: 'card',
    ...rest,
  };
}

type Expected = Omit<Quote, 'lines'> & { lines: [QuoteLineCode, number][] };
const expectQuote = (quote: Quote, expected: Expected) =>
  expect({ ...quote, lines: quote.lines.map((line) => [line.code, line.amountFils]) }).toEqual(expected);

const allAmountsAreIntegers = (quote: Quote) =>
  [quote.days, quote.grossFils, quote.vatFils, quote.totalFils, ...quote.lines.map((line) => line.amountFils)].every(
    Number.isInteger,
  );

// Every case of PRICING-EXAMPLES.md, in table order.
const examples: [string, QuoteRequest, Expected][] = [
  [
    'exactly 3 days, CDW, card, same branch',
    request({ length: [3, 0], extras: { ...noExtras, fullInsurance: true } }),
    {
      days: 3,
      tier: 'daily',
      lines: [
        ['base', 36_000],
        ['cdw', 9_000],
      ],
      grossFils: 45_000,
      vatFils: 2_250,
      totalFils: 47_250,
    },
  ],
  [
    '3 days and 60 minutes (the grace hour), no extras, card',
    request({ length: [3, 60] }),
    { days: 3, tier: 'daily', lines: [['base', 36_000]], grossFils: 36_000, vatFils: 1_800, totalFils: 37_800 },
  ],
  [
    '3 days and 61 minutes, no extras, card',
    request({ length: [3, 61] }),
    { days: 4, tier: 'daily', lines: [['base', 48_000]], grossFils: 48_000, vatFils: 2_400, totalFils: 50_400 },
  ],
  [
    '2 hours (minimum one day), card',
    request({ length: [0, 120] }),
    { days: 1, tier: 'daily', lines: [['base', 12_000]], grossFils: 12_000, vatFils: 600, totalFils: 12_600 },
  ],
  [
    '6 days (last daily day), PAI, card',
    request({ length: [6, 0], extras: { ...noExtras, personalInsurance: true } }),
    {
      days: 6,
      tier: 'daily',
      lines: [
        ['base', 72_000],
        ['pai', 9_000],
      ],
      grossFils: 81_000,
      vatFils: 4_050,
      totalFils: 85_050,
    },
  ],
  [
    '7 days (first weekly day), PAI, card',
    request({ length: [7, 0], extras: { ...noExtras, personalInsurance: true } }),
    {
      days: 7,
      tier: 'weekly',
      lines: [
        ['base', 70_000],
        ['pai', 8_400],
      ],
      grossFils: 78_400,
      vatFils: 3_920,
      totalFils: 82_320,
    },
  ],
  [
    '21 days (last weekly day), GPS, card',
    request({ length: [21, 0], extras: { ...noExtras, gps: true } }),
    {
      days: 21,
      tier: 'weekly',
      lines: [
        ['base', 210_000],
        ['gps', 73_500],
      ],
      grossFils: 283_500,
      vatFils: 14_175,
      totalFils: 297_675,
    },
  ],
  [
    '22 days (first monthly day), GPS, card',
    request({ length: [22, 0], extras: { ...noExtras, gps: true } }),
    {
      days: 22,
      tier: 'monthly',
      lines: [
        ['base', 176_000],
        ['gps', 66_000],
      ],
      grossFils: 242_000,
      vatFils: 12_100,
      totalFils: 254_100,
    },
  ],
  [
    'same-city one-way, pay on pick-up, rate with odd fils (daily 99.95)',
    request({
      length: [3, 0],
      rateCard: { ...card, dailyFils: 9_995 },
      dropoffBranch: ibnBattuta,
      paymentMethod: 'pay_on_pickup',
    }),
    {
      days: 3,
      tier: 'daily',
      lines: [
        ['base', 29_985],
        ['pay_on_pickup', 2_999],
        ['one_way', 10_000],
      ],
      grossFils: 42_984,
      vatFils: 2_149,
      totalFils: 45_133,
    },
  ],
  [
    'Airport to Dubai (Airport is its own city), card',
    request({ length: [2, 0], pickupBranch: airport, dropoffBranch: ittihad }),
    {
      days: 2,
      tier: 'daily',
      lines: [
        ['base', 24_000],
        ['one_way', 20_000],
      ],
      grossFils: 44_000,
      vatFils: 2_200,
      totalFils: 46_200,
    },
  ],
  [
    'collection in the pick-up city, card',
    request({ length: [2, 0], collectionCity: 'Dubai' }),
    {
      days: 2,
      tier: 'daily',
      lines: [
        ['base', 24_000],
        ['collection', 10_000],
      ],
      grossFils: 34_000,
      vatFils: 1_700,
      totalFils: 35_700,
    },
  ],
  [
    'collection in another city, card',
    request({ length: [2, 0], collectionCity: 'Abu Dhabi' }),
    {
      days: 2,
      tier: 'daily',
      lines: [
        ['base', 24_000],
        ['collection', 20_000],
      ],
      grossFils: 44_000,
      vatFils: 2_200,
      totalFils: 46_200,
    },
  ],
  [
    '10 days, everything, pay on pick-up, Dubai to Abu Dhabi',
    request({ length: [10, 30], extras: everything, dropoffBranch: alSalam, paymentMethod: 'pay_on_pickup' }),
    {
      days: 10,
      tier: 'weekly',
      lines: [
        ['base', 100_000],
        ['cdw', 25_000],
        ['pai', 12_000],
        ['gps', 35_000],
        ['additional_driver', 5_000],
        ['baby_seat', 30_000],
        ['pay_on_pickup', 10_000],
        ['one_way', 20_000],
      ],
      grossFils: 237_000,
      vatFils: 11_850,
      totalFils: 248_850,
    },
  ],
];

// Beyond the thirteen: the worked example from the brief and the charges the table does not show.
const moreCases: [string, QuoteRequest, Expected][] = [
  [
    'the worked example: Ittihad Road to Al Salam, 10 days 30 min, GPS, baby seat, additional driver, pay on pick-up',
    {
      rateCard: card,
      pickupAt: at('2027-03-01T10:00:00+04:00'),
      dropoffAt: at('2027-03-11T10:30:00+04:00'),
      pickupBranch: ittihad,
      dropoffBranch: alSalam,
      collectionCity: null,
      extras: { ...noExtras, gps: true, babySeat: true, additionalDriver: true },
      paymentMethod: 'pay_on_pickup',
    },
    {
      days: 10,
      tier: 'weekly',
      lines: [
        ['base', 100_000],
        ['gps', 35_000],
        ['additional_driver', 5_000],
        ['baby_seat', 30_000],
        ['pay_on_pickup', 10_000],
        ['one_way', 20_000],
      ],
      grossFils: 200_000,
      vatFils: 10_000,
      totalFils: 210_000,
    },
  ],
  [
    'collection with a different drop-off branch (collection replaces one-way)',
    request({ length: [2, 0], dropoffBranch: alSalam, collectionCity: 'Dubai' }),
    {
      days: 2,
      tier: 'daily',
      lines: [
        ['base', 24_000],
        ['collection', 10_000],
      ],
      grossFils: 34_000,
      vatFils: 1_700,
      totalFils: 35_700,
    },
  ],
  [
    'collection at the Airport after a Dubai pick-up (Airport is its own city)',
    request({ length: [2, 0], collectionCity: 'Airport' }),
    {
      days: 2,
      tier: 'daily',
      lines: [
        ['base', 24_000],
        ['collection', 20_000],
      ],
      grossFils: 44_000,
      vatFils: 2_200,
      totalFils: 46_200,
    },
  ],
  [
    'a chosen extra priced at 0 (no line for nothing)',
    request({ length: [2, 0], rateCard: { ...card, babySeatFils: 0 }, extras: { ...noExtras, babySeat: true } }),
    { days: 2, tier: 'daily', lines: [['base', 24_000]], grossFils: 24_000, vatFils: 1_200, totalFils: 25_200 },
  ],
];

describe('quoteBooking', () => {
  test.each(examples)('given the pricing example "%s", should quote it exactly', (_name, input, expected) => {
    expectQuote(quoteBooking(input), expected);
  });

  test.each(moreCases)('given %s, should quote it exactly', (_name, input, expected) => {
    expectQuote(quoteBooking(input), expected);
  });

  test.each([...examples, ...moreCases])('given "%s", should give only integer amounts', (_name, input) => {
    expect(allAmountsAreIntegers(quoteBooking(input))).toBe(true);
  });

  test.each([
    ['daily', [3, 0], { ...card, dailyFils: 0 }],
    ['weekly', [10, 0], { ...card, weeklyFils: 0 }],
    ['monthly', [30, 0], { ...card, monthlyFils: 0 }],
  ] as const)('given a rate card with no %s rate, should refuse to quote', (tier, length, rateCard) => {
    expect(() => quoteBooking(request({ length: [...length], rateCard }))).toThrow(
      new RegExp(`no ${tier} rate.*enquired about`),
    );
  });

  test('given a monthly-only rental on a card with no daily rate, should still quote the monthly rate', () => {
    expect(quoteBooking(request({ length: [30, 0], rateCard: { ...card, dailyFils: 0 } })).grossFils).toBe(240_000);
  });

  test('given a drop-off before the pick-up, should throw a RangeError', () => {
    expect(() => quoteBooking(request({ length: [-1, 0] }))).toThrow(RangeError);
  });
});

describe('damage cover (CDW and SCDW)', () => {
  test('given 3 days with the zero-excess cover, should charge the CDW and the SCDW, each per day', () => {
    // CDW 3 x 30.00 = 90.00 and SCDW 3 x 25.00 = 75.00 on 360.00; VAT 5% of 525.00 = 26.25.
    const quote = quoteBooking(request({ length: [3, 0], extras: { ...noExtras, zeroExcess: true } }));
    expectQuote(quote, {
      days: 3,
      tier: 'daily',
      lines: [
        ['base', 36_000],
        ['cdw', 9_000],
        ['scdw', 7_500],
      ],
      grossFils: 52_500,
      vatFils: 2_625,
      totalFils: 55_125,
    });
    expect(damageCover(quote.lines)).toBe('scdw');
  });

  test('given 10 days, should charge the SCDW at its one day price (it has no tiers) beside the weekly CDW', () => {
    const quote = quoteBooking(
      request({ length: [10, 0], extras: { ...noExtras, fullInsurance: true, zeroExcess: true } }),
    );
    expect(quote.lines).toEqual([
      { code: 'base', amountFils: 100_000 },
      { code: 'cdw', amountFils: 25_000 },
      { code: 'scdw', amountFils: 25_000 },
    ]);
  });

  test('given a class that does not sell the SCDW, should charge the CDW only, and the cover is the CDW', () => {
    const quote = quoteBooking(
      request({ length: [3, 0], extras: { ...noExtras, zeroExcess: true }, rateCard: { ...card, scdwDailyFils: 0 } }),
    );
    expect(quote.lines.map((line) => line.code)).toEqual(['base', 'cdw']);
    expect(damageCover(quote.lines)).toBe('cdw');
  });

  test.each([
    ['none', { fullInsurance: false, zeroExcess: false }],
    ['cdw', { fullInsurance: true, zeroExcess: false }],
    ['scdw', { fullInsurance: true, zeroExcess: true }],
  ] as const)('the cover "%s" is bought by the extras %o, and those extras ask for it', (cover, extras) => {
    expect(coverExtras(cover)).toEqual(extras);
    expect(chosenCover(extras)).toBe(cover);
    expect(damageCover(quoteBooking(request({ length: [2, 0], extras: { ...noExtras, ...extras } })).lines)).toBe(
      cover,
    );
  });
});

describe('the young-driver surcharge', () => {
  test('given a renter under the class minimum, should charge its surcharge for every rental day, never discounted', () => {
    const quote = quoteBooking(
      request({
        length: [3, 0],
        rateCard: { ...card, youngDriverDailyFils: 3_000 },
        youngDriver: true,
        memberDiscount: { programme: 'fazaa', percent: 10 },
      }),
    );
    // 3 x 120.00 rental, 3 x 30.00 surcharge; the Fazaa 10% is of the rental only.
    expect(quote.lines).toEqual([
      { code: 'base', amountFils: 36_000 },
      { code: 'young_driver', amountFils: 9_000 },
      { code: 'fazaa_discount', amountFils: -3_600 },
    ]);
  });

  test('given a renter of the class age, or a class without a surcharge, should charge none', () => {
    const surcharged = { ...card, youngDriverDailyFils: 3_000 };
    expect(quoteBooking(request({ length: [3, 0], rateCard: surcharged })).lines.map((line) => line.code)).toEqual([
      'base',
    ]);
    expect(quoteBooking(request({ length: [3, 0], youngDriver: true })).lines.map((line) => line.code)).toEqual([
      'base',
    ]);
  });
});

describe('delivery at pick-up', () => {
  test('given delivery in the pick-up city, should charge AED 100 once; from another city, AED 200', () => {
    expect(quoteBooking(request({ length: [2, 0], deliveryCity: 'Dubai' })).lines).toEqual([
      { code: 'base', amountFils: 24_000 },
      { code: 'delivery', amountFils: 10_000 },
    ]);
    expect(quoteBooking(request({ length: [2, 0], deliveryCity: 'Sharjah' })).lines).toContainEqual({
      code: 'delivery',
      amountFils: 20_000,
    });
  });

  test('given delivery and collection, should charge each, measured from the pick-up city', () => {
    const quote = quoteBooking(request({ length: [2, 0], deliveryCity: 'Dubai', collectionCity: 'Abu Dhabi' }));
    expect(quote.lines.map((line) => [line.code, line.amountFils])).toEqual([
      ['base', 24_000],
      ['collection', 20_000],
      ['delivery', 10_000],
    ]);
    // 540.00 before VAT; VAT 27.00.
    expect(quote.totalFils).toBe(56_700);
  });

  test('given no delivery city, should charge none', () => {
    expect(quoteBooking(request({ length: [2, 0], deliveryCity: null })).lines.map((line) => line.code)).toEqual([
      'base',
    ]);
  });
});

describe('member discounts (Fazaa, Esaad)', () => {
  test('given 3 days with CDW and a 10% Fazaa discount, should take 10% off the rental only, before VAT', () => {
    // 3 x 120.00 = 360.00 rental, less 36.00; CDW 90.00 is not discounted; VAT 5% of 414.00 = 20.70.
    const quote = quoteBooking(
      request({
        length: [3, 0],
        extras: { ...noExtras, fullInsurance: true },
        memberDiscount: { programme: 'fazaa', percent: 10 },
      }),
    );
    expectQuote(quote, {
      days: 3,
      tier: 'daily',
      lines: [
        ['base', 36_000],
        ['cdw', 9_000],
        ['fazaa_discount', -3_600],
      ],
      grossFils: 41_400,
      vatFils: 2_070,
      totalFils: 43_470,
    });
  });

  test('given pay on pick-up and a 15% Esaad discount, should add the 10% and take the 15% both of the rental', () => {
    // 2 x 120.00 = 240.00; +24.00; -36.00; 228.00 + 11.40 VAT.
    const quote = quoteBooking(
      request({ length: [2, 0], paymentMethod: 'pay_on_pickup', memberDiscount: { programme: 'esaad', percent: 15 } }),
    );
    expectQuote(quote, {
      days: 2,
      tier: 'daily',
      lines: [
        ['base', 24_000],
        ['pay_on_pickup', 2_400],
        ['esaad_discount', -3_600],
      ],
      grossFils: 22_800,
      vatFils: 1_140,
      totalFils: 23_940,
    });
  });

  test('given a discount that does not come to a whole fil, should round half up (7% of 1,234.50)', () => {
    const quote = quoteBooking(
      request({
        length: [1, 0],
        rateCard: { ...card, dailyFils: 123_450 },
        memberDiscount: { programme: 'fazaa', percent: 7 },
      }),
    );
    // 7% of 123,450 fils is 8,641.5 fils: 8,642 off.
    expect(quote.lines).toEqual([
      { code: 'base', amountFils: 123_450 },
      { code: 'fazaa_discount', amountFils: -8_642 },
    ]);
  });

  test('given 0%, should show no line; given a fraction, a negative or over 50%, should refuse', () => {
    expect(quoteBooking(request({ length: [1, 0], memberDiscount: { programme: 'esaad', percent: 0 } })).lines).toEqual(
      [{ code: 'base', amountFils: 12_000 }],
    );
    for (const percent of [2.5, -5, 51])
      expect(() => quoteBooking(request({ length: [1, 0], memberDiscount: { programme: 'fazaa', percent } }))).toThrow(
        RangeError,
      );
  });
});

describe('rentalDays', () => {
  test.each([
    { name: 'exactly 24 h', pickup: '2027-03-01T10:00:00+04:00', dropoff: '2027-03-02T10:00:00+04:00', days: 1 },
    {
      name: '24 h 60 min (the grace hour)',
      pickup: '2027-03-01T10:00:00+04:00',
      dropoff: '2027-03-02T11:00:00+04:00',
      days: 1,
    },
    { name: '24 h 61 min', pickup: '2027-03-01T10:00:00+04:00', dropoff: '2027-03-02T11:01:00+04:00', days: 2 },
    { name: '24 h 60 min 59 s', pickup: '2027-03-01T10:00:00+04:00', dropoff: '2027-03-02T11:00:59+04:00', days: 1 },
    { name: '1 minute', pickup: '2027-03-01T10:00:00+04:00', dropoff: '2027-03-01T10:01:00+04:00', days: 1 },
    {
      name: '23:30 to 00:30 across the UAE midnight',
      pickup: '2027-03-01T23:30:00+04:00',
      dropoff: '2027-03-02T00:30:00+04:00',
      days: 1,
    },
    {
      name: '23:30 to 23:31 the next UAE day',
      pickup: '2027-03-01T23:30:00+04:00',
      dropoff: '2027-03-02T23:31:00+04:00',
      days: 1,
    },
    {
      name: 'Dubai 23:30 written in UTC, 2 d 61 min',
      pickup: '2027-03-01T19:30:00Z',
      dropoff: '2027-03-03T20:31:00Z',
      days: 3,
    },
  ])('given $name, should charge $days day(s)', ({ pickup, dropoff, days }) => {
    expect(rentalDays(at(pickup), at(dropoff))).toBe(days);
  });

  test.each([
    ['a drop-off before the pick-up', '2027-03-02T10:00:00+04:00', '2027-03-01T10:00:00+04:00'],
    ['a drop-off at the pick-up time', '2027-03-01T10:00:00+04:00', '2027-03-01T10:00:00+04:00'],
    ['an invalid drop-off date', '2027-03-01T10:00:00+04:00', 'not a date'],
  ])('given %s, should throw a RangeError', (_name, pickup, dropoff) => {
    expect(() => rentalDays(at(pickup), at(dropoff))).toThrow(RangeError);
  });
});

describe('rateTier', () => {
  test.each([
    [1, 'daily'],
    [6, 'daily'],
    [7, 'weekly'],
    [21, 'weekly'],
    [22, 'monthly'],
    [90, 'monthly'],
  ])('given %i day(s), should use the %s rate', (days, tier) => {
    expect(rateTier(days)).toBe(tier);
  });
});

describe('roundHalfUpPercent', () => {
  test.each([
    { amount: 2_999, percent: 10, expected: 300, why: '299.9 rounds up' },
    { amount: 2_150, percent: 5, expected: 108, why: '107.5 is exactly half and goes up' },
    { amount: 2_149, percent: 5, expected: 107, why: '107.45 rounds down' },
    { amount: 29_985, percent: 10, expected: 2_999, why: '2998.5, pay on pick-up at 99.95' },
    { amount: 42_984, percent: 5, expected: 2_149, why: '2149.2, VAT at 99.95' },
    { amount: 0, percent: 5, expected: 0, why: 'nothing' },
    { amount: 1, percent: 50, expected: 1, why: 'half a fil goes up' },
    { amount: 9_007_199_254_740, percent: 5, expected: 450_359_962_737, why: 'far past any booking, still exact' },
  ])('given $amount fils at $percent percent ($why), should give $expected fils', ({ amount, percent, expected }) => {
    const result = roundHalfUpPercent(amount, percent);
    expect(result).toBe(expected);
    expect(Number.isInteger(result)).toBe(true);
  });

  test.each([
    ['a fractional amount', 10.5, 5],
    ['a fractional percent', 1_000, 5.5],
    ['a product past 2^53', Number.MAX_SAFE_INTEGER, 5],
  ])('given %s, should refuse rather than round with floats', (_name, amount, percent) => {
    expect(() => roundHalfUpPercent(amount, percent)).toThrow(RangeError);
  });
});

// Decision 050: each line's VAT is 5% of its own amount; what rounding leaves is a line of its own.
describe('VAT per line', () => {
  test.each([
    { amount: 31_500, expected: 1_575, why: 'rental 315.00: exactly 15.75' },
    { amount: -3_150, expected: -158, why: 'a 31.50 discount: 1.575 is half, so 1.58 off' },
    { amount: 29_985, expected: 1_499, why: '14.9925 rounds down' },
    { amount: 2_999, expected: 150, why: '1.4995 rounds up' },
    { amount: -9, expected: 0, why: 'under half a fil of VAT on a discount is none, never minus zero' },
  ])('given a line of $amount fils ($why), should give $expected fils', ({ amount, expected }) => {
    expect(lineVatFils(amount)).toBe(expected);
  });

  test.each([
    { net: 5_500, expected: 5_775, why: 'a Picanto month-day of AED 55 is AED 57.75 to the customer' },
    { net: 4_000, expected: 4_200, why: 'GPS at AED 40 a day is AED 42' },
    { net: 2_999, expected: 3_149, why: 'the line VAT of 1.4995 rounds up' },
    { net: 0, expected: 0, why: 'nothing costs nothing' },
  ])('a price of $net fils declared to a customer reads $expected fils ($why)', ({ net, expected }) => {
    expect(priceWithVat(net)).toBe(expected);
  });

  test('an extra shown with its VAT is exactly what ticking it adds to the total', () => {
    const plain = quoteBooking(request({ length: [3, 0] }));
    const withGps = quoteBooking(request({ length: [3, 0], extras: { ...noExtras, gps: true } }));
    const gps = withGps.lines.find((line) => line.code === 'gps')!.amountFils;
    expect(withGps.totalFils - plain.totalFils).toBe(priceWithVat(gps));
  });

  test.each([
    {
      name: 'the Fazaa case: 3 days at 105.00, 10% off',
      request: request({
        length: [3, 0],
        rateCard: { ...card, dailyFils: 10_500 },
        memberDiscount: { programme: 'fazaa', percent: 10 },
      }),
      // 283.50 gross: VAT 14.175, half up 14.18; the lines say 15.75 and -1.58, 14.17.
      expected: { lines: [1_575, -158], roundingFils: 1, vatFils: 1_418 },
    },
    {
      name: 'the pricing example at 99.95 (pay on pick-up, one-way): the lines agree with the total',
      request: request({
        length: [3, 0],
        rateCard: { ...card, dailyFils: 9_995 },
        paymentMethod: 'pay_on_pickup',
        dropoffBranch: ibnBattuta,
      }),
      expected: { lines: [1_499, 150, 500], roundingFils: 0, vatFils: 2_149 },
    },
    {
      name: 'a day at 100.10 with an additional driver at 50.10: both lines round up, one fil too many',
      request: request({
        length: [1, 0],
        rateCard: { ...card, dailyFils: 10_010, additionalDriverFils: 5_010 },
        extras: { ...noExtras, additionalDriver: true },
      }),
      // 5.005 -> 5.01 and 2.505 -> 2.51 make 7.52; 150.20 gross carries 7.51.
      expected: { lines: [501, 251], roundingFils: -1, vatFils: 751 },
    },
  ])('given $name, should give each line its own VAT and the difference apart', ({ request: input, expected }) => {
    const quote = quoteBooking(input);
    expect(quote.vatFils).toBe(expected.vatFils);
    expect(vatByLine(quote)).toEqual({ lines: expected.lines, roundingFils: expected.roundingFils });
  });

  test.each([...examples, ...moreCases])(
    'given "%s", should leave a rounding difference of at most half a fil per line',
    (_name, input) => {
      const quote = quoteBooking(input);
      const vat = vatByLine(quote);
      expect(vat.lines.reduce((sum, line) => sum + line, 0) + vat.roundingFils).toBe(quote.vatFils);
      expect(Math.abs(vat.roundingFils)).toBeLessThanOrEqual(Math.ceil(quote.lines.length / 2));
    },
  );
});

import { describe, expect, test } from 'vitest';
import { pricingExamplesCard } from '../../../../tests/factories/rate-card';
import { type Extras, noExtras } from '~/modules/pricing/quote-booking';
import { type SnapshotInput, priceSnapshot, repriceSnapshot } from './price-snapshot';
import { priceSnapshotSchema, readPriceSnapshot } from './price-snapshot-schema';

const dubai = { value: 'Dubai_Ittihad Road', city: 'Dubai' };
const dubaiOther = { value: 'Dubai_Al Quoz', city: 'Dubai' };
const abuDhabi = { value: 'Abu Dhabi_Al Salam Branch', city: 'Abu Dhabi' };
const airport = { value: 'Airport_Dubai International', city: 'Airport' };
const pickupAt = new Date('2027-03-01T10:00:00+04:00');
const after = (days: number, minutes = 0) => new Date(pickupAt.getTime() + (days * 1440 + minutes) * 60_000);
const everything: Extras = {
  fullInsurance: true,
  zeroExcess: false,
  personalInsurance: true,
  gps: true,
  additionalDriver: true,
  babySeat: true,
};

const input = (changes: Partial<SnapshotInput> & { dropoffAt: Date }): SnapshotInput => ({
  rateCard: pricingExamplesCard,
  pickupBranch: dubai,
  dropoffBranch: dubai,
  collectionCity: null,
  pickupAt,
  extras: noExtras,
  paymentMethod: 'card',
  ...changes,
});

// PRICING-EXAMPLES.md, one row each, with the total the table gives (fils).
const examples: [string, SnapshotInput, number][] = [
  ['exactly 3 days, CDW, card', input({ dropoffAt: after(3), extras: { ...noExtras, fullInsurance: true } }), 472_50],
  ['3 days and the grace hour', input({ dropoffAt: after(3, 60) }), 378_00],
  ['3 days and 61 minutes', input({ dropoffAt: after(3, 61) }), 504_00],
  ['2 hours, one day at least', input({ dropoffAt: after(0, 120) }), 126_00],
  ['6 days, PAI', input({ dropoffAt: after(6), extras: { ...noExtras, personalInsurance: true } }), 850_50],
  ['7 days, PAI', input({ dropoffAt: after(7), extras: { ...noExtras, personalInsurance: true } }), 823_20],
  ['21 days, GPS', input({ dropoffAt: after(21), extras: { ...noExtras, gps: true } }), 2976_75],
  ['22 days, GPS', input({ dropoffAt: after(22), extras: { ...noExtras, gps: true } }), 2541_00],
  [
    'same-city one-way, pay on pick-up, daily 99.95',
    input({
      rateCard: { ...pricingExamplesCard, dailyFils: 99_95 },
      dropoffAt: after(3),
      dropoffBranch: dubaiOther,
      paymentMethod: 'pay_on_pickup',
    }),
    451_33,
  ],
  ['Airport to Dubai', input({ dropoffAt: after(2), pickupBranch: airport }), 462_00],
  ['collection in the pick-up city', input({ dropoffAt: after(2), collectionCity: 'Dubai' }), 357_00],
  ['collection in another city', input({ dropoffAt: after(2), collectionCity: 'Sharjah' }), 462_00],
  [
    '10 days, everything, pay on pick-up, Dubai to Abu Dhabi',
    input({ dropoffAt: after(10, 30), dropoffBranch: abuDhabi, extras: everything, paymentMethod: 'pay_on_pickup' }),
    2488_50,
  ],
];

// A stored snapshot has been through jsonb: what the database hands back is its JSON.
const stored = (snapshot: object): unknown => JSON.parse(JSON.stringify(snapshot));

describe('the price snapshot schema', () => {
  test.each(examples)('given the example "%s", should accept its snapshot as stored', (_, example, totalFils) => {
    const snapshot = priceSnapshot(example);
    expect(snapshot.quote.totalFils).toBe(totalFils);
    expect(readPriceSnapshot(stored(snapshot), 'booking 1')).toEqual(snapshot);
  });

  test('given snapshots repriced with extras, payment method and member discounts, should accept each', () => {
    const base = priceSnapshot(examples[0][1]);
    const repriced = [
      repriceSnapshot(base, { extras: everything }),
      repriceSnapshot(base, { paymentMethod: 'pay_on_pickup' }),
      repriceSnapshot(base, { memberDiscount: { programme: 'fazaa', percent: 10 } }),
      repriceSnapshot(base, { memberDiscount: { programme: 'esaad', percent: 50 }, paymentMethod: 'pay_on_pickup' }),
      repriceSnapshot(base, { memberDiscount: null }),
    ];
    for (const snapshot of repriced) expect(readPriceSnapshot(stored(snapshot), 'booking 1')).toEqual(snapshot);
  });

  test('given a snapshot from before member discounts (no memberDiscount key), should accept it', () => {
    const { memberDiscount: _, ...older } = priceSnapshot(examples[0][1]);
    expect(priceSnapshotSchema.safeParse(stored(older)).success).toBe(true);
  });

  test('given a snapshot from before the SCDW was sold, should read it as no SCDW chosen or priced', () => {
    const snapshot = priceSnapshot(examples[0][1]);
    const { scdwDailyFils: _price, ...olderCard } = snapshot.rateCard;
    const { zeroExcess: _chosen, ...olderExtras } = snapshot.extras;
    const read = readPriceSnapshot(stored({ ...snapshot, rateCard: olderCard, extras: olderExtras }), 'booking 1');
    expect(read.rateCard.scdwDailyFils).toBe(0);
    expect(read.extras.zeroExcess).toBe(false);
  });

  test('given the snapshot the invoice and card-payment factories build, should accept it', () => {
    // tests/factories/invoices.ts and card-paid-bookings.ts: 3 days, full insurance, same branch.
    const factoryMade = priceSnapshot({
      ...input({ dropoffAt: new Date('2027-03-04T06:00:00Z') }),
      pickupAt: new Date('2027-03-01T06:00:00Z'),
      extras: { ...noExtras, fullInsurance: true },
    });
    expect(readPriceSnapshot(stored(factoryMade), 'booking 1')).toEqual(factoryMade);
  });

  test('given extra keys, should drop them so nothing unknown travels on', () => {
    const snapshot = priceSnapshot(examples[1][1]);
    expect(readPriceSnapshot({ ...snapshot, note: 'x' }, 'booking 1')).toEqual(snapshot);
  });

  const valid = priceSnapshot(examples[0][1]);
  const malformed: [string, unknown, string][] = [
    ['null', null, 'expected object'],
    ['a snapshot without its quote', { ...valid, quote: undefined }, 'quote'],
    [
      'an amount as a string',
      { ...valid, quote: { ...valid.quote, lines: [{ code: 'base', amountFils: '360.00' }] } },
      'quote.lines[0].amountFils',
    ],
    [
      'an amount in dirhams with a fraction',
      { ...valid, quote: { ...valid.quote, totalFils: 472.5 } },
      'quote.totalFils',
    ],
    [
      'an unknown price line',
      { ...valid, quote: { ...valid.quote, lines: [{ code: 'tip', amountFils: 100 }] } },
      'quote.lines[0].code',
    ],
    ['a pick-up time that is not one', { ...valid, pickupAt: 'tomorrow' }, 'pickupAt'],
    ['an unknown payment method', { ...valid, paymentMethod: 'cash' }, 'paymentMethod'],
    ['a rate card without CDW rates', { ...valid, rateCard: { ...valid.rateCard, cdw: undefined } }, 'rateCard.cdw'],
  ];

  test.each(malformed)('given %s, should throw naming the row and the field', (_, value, field) => {
    expect(() => readPriceSnapshot(value, 'booking 42')).toThrow('The price snapshot of booking 42 is malformed');
    expect(() => readPriceSnapshot(value, 'booking 42')).toThrow(field);
  });

  test('the message reads as a list of what is wrong and where', () => {
    const value = { ...valid, paymentMethod: 'cash', quote: { ...valid.quote, days: 0 } };
    expect(() => readPriceSnapshot(value, 'booking 42')).toThrowErrorMatchingInlineSnapshot(`
      [Error: The price snapshot of booking 42 is malformed:
      ✖ Invalid option: expected one of "card"|"pay_on_pickup"
        → at paymentMethod
      ✖ Too small: expected number to be >0
        → at quote.days]
    `);
  });
});

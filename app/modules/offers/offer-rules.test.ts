import { describe, expect, test } from 'vitest';
import { noExtras, quoteBooking } from '~/modules/pricing/quote-booking';
import { pricingExamplesCard } from '../../../tests/factories/rate-card';
import { type OfferTerms, bestOffer, offerApplies, offerDiscount } from './offer-rules';

const SUV = 5;
const DUBAI_MALL = 2;
const weekend: OfferTerms = {
  id: 11,
  title: { en: 'Weekend SUV Escape', ar: 'عطلة نهاية الأسبوع' },
  active: true,
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  discountPercent: 10,
  discountFilsPerDay: null,
  vehicleTypeIds: [SUV],
  vehicleModelIds: [],
  branchIds: [],
  minDays: 2,
};
// Picked up at noon Dubai time (08:00 UTC) on 10 March 2027, a Picanto-priced SUV of class 5 for three days.
const rental = {
  vehicleModelId: 40,
  vehicleTypeId: SUV,
  pickupBranchId: DUBAI_MALL,
  pickupAt: new Date('2027-03-10T08:00:00Z'),
  days: 3,
};
const branch = { value: 'Dubai_Mall', city: 'Dubai' };

function quoteWith(
  offer: ReturnType<typeof offerDiscount>,
  days = 3,
  extra: Partial<Parameters<typeof quoteBooking>[0]> = {},
) {
  return quoteBooking({
    rateCard: pricingExamplesCard,
    pickupAt: rental.pickupAt,
    dropoffAt: new Date(rental.pickupAt.getTime() + days * 86_400_000),
    pickupBranch: branch,
    dropoffBranch: branch,
    collectionCity: null,
    extras: noExtras,
    paymentMethod: 'card',
    offer,
    ...extra,
  });
}

describe('whether a priced offer applies to a rental', () => {
  test('applies to a car of its class, picked up on its dates, long enough', () => {
    expect(offerApplies(weekend, rental)).toBe(true);
  });

  test.each([
    ['a retired offer', { ...weekend, active: false }, rental],
    ['an offer with no discount', { ...weekend, discountPercent: null }, rental],
    ['a car of another class', weekend, { ...rental, vehicleTypeId: 3 }],
    ['a rental shorter than its fewest days', weekend, { ...rental, days: 1 }],
    ['a pick-up at another branch', { ...weekend, branchIds: [7] }, rental],
    ['a pick-up the day after its last', weekend, { ...rental, pickupAt: new Date('2027-04-01T06:00:00Z') }],
  ] as const)('not to %s', (_, offer, at) => {
    expect(offerApplies(offer, at)).toBe(false);
  });

  test('a listed model applies even when its class is not listed', () => {
    expect(
      offerApplies({ ...weekend, vehicleModelIds: [40], vehicleTypeIds: [9] }, { ...rental, vehicleTypeId: 3 }),
    ).toBe(true);
  });

  test('its dates are Dubai dates: 23:59 in Dubai on its last day is in, 00:00 the next day is out', () => {
    // 31 March 23:59 in Dubai is 19:59 UTC; 1 April 00:00 in Dubai is 31 March 20:00 UTC.
    expect(offerApplies(weekend, { ...rental, pickupAt: new Date('2027-03-31T19:59:00Z') })).toBe(true);
    expect(offerApplies(weekend, { ...rental, pickupAt: new Date('2027-03-31T20:00:00Z') })).toBe(false);
    // 1 March 00:00 in Dubai (28 February 20:00 UTC) is its first day.
    expect(offerApplies(weekend, { ...rental, pickupAt: new Date('2027-02-28T20:00:00Z') })).toBe(true);
    expect(offerApplies(weekend, { ...rental, pickupAt: new Date('2027-02-28T19:59:00Z') })).toBe(false);
  });
});

describe('the offer line of a quote', () => {
  test('10% off three days at AED 120: the rental 36,000 fils, the line -3,600, VAT on what is left', () => {
    const quote = quoteWith(bestOffer([weekend], rental, 36_000));
    expect(quote.lines).toEqual([
      { code: 'base', amountFils: 36_000 },
      { code: 'offer_discount', amountFils: -3_600, title: weekend.title },
    ]);
    expect(quote.grossFils).toBe(32_400);
    expect(quote.vatFils).toBe(1_620);
    expect(quote.totalFils).toBe(34_020);
  });

  test('AED 25 a day off three days takes 7,500 fils; an amount never takes more than the rental', () => {
    const perDay = { ...weekend, discountPercent: null, discountFilsPerDay: 2_500 };
    expect(quoteWith(offerDiscount(perDay)).lines[1]).toEqual({
      code: 'offer_discount',
      amountFils: -7_500,
      title: weekend.title,
    });
    const huge = offerDiscount({ ...perDay, discountFilsPerDay: 50_000 });
    const quote = quoteWith(huge);
    expect(quote.lines.find((line) => line.code === 'offer_discount')?.amountFils).toBe(-36_000);
    expect(quote.grossFils).toBe(0);
  });

  test('takes only off the car: extras and charges are priced in full', () => {
    const quote = quoteWith(offerDiscount(weekend), 3, { extras: { ...noExtras, gps: true } });
    expect(quote.lines.find((line) => line.code === 'gps')?.amountFils).toBe(12_000);
    expect(quote.lines.find((line) => line.code === 'offer_discount')?.amountFils).toBe(-3_600);
  });

  test('stacks after a member discount and before a promo code, each on the rental, never past zero', () => {
    const quote = quoteWith(offerDiscount({ ...weekend, discountPercent: 50 }), 3, {
      memberDiscount: { programme: 'fazaa', percent: 30 },
      promo: { code: 'SPRING', percentOff: 50, amountOffFils: null },
    });
    // 30% is 10,800, the offer's 50% 18,000, and the code's 50% would be 18,000 but 7,200 are left.
    expect(quote.lines.map((line) => [line.code, line.amountFils])).toEqual([
      ['base', 36_000],
      ['fazaa_discount', -10_800],
      ['offer_discount', -18_000],
      ['promo_discount', -7_200],
    ]);
    expect(quote.grossFils).toBe(0);
  });

  test('no offer applies: no line, the same price as before offers', () => {
    const none = bestOffer([weekend], { ...rental, days: 1 }, 12_000);
    expect(none).toBeNull();
    expect(quoteWith(none, 1).lines).toEqual([{ code: 'base', amountFils: 12_000 }]);
  });

  test('of two that apply, the one that takes more off this rental', () => {
    const perDay = { ...weekend, id: 12, discountPercent: null, discountFilsPerDay: 1_500 };
    // 10% of 36,000 is 3,600; AED 15 a day for three days is 4,500.
    expect(bestOffer([weekend, perDay], rental, 36_000)?.offerId).toBe(12);
    // Over the weekly tier (7 days at AED 100: 70,000) 10% is 7,000 and AED 9 a day 6,300: the percentage.
    expect(bestOffer([weekend, { ...perDay, discountFilsPerDay: 900 }], { ...rental, days: 7 }, 70_000)?.offerId).toBe(
      11,
    );
  });
});

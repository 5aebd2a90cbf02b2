import { describe, expect, test } from 'vitest';
import '~/i18n/catalogues.server';
import { translator } from '~/i18n/translate';
import { noExtras, quoteBooking } from '~/modules/pricing/quote-booking';
import { pricingExamplesCard } from '../../../tests/factories/rate-card';
import { promoCodeSchema } from './promo-code-form';
import { type PromoCodeTerms, promoRefusal } from './promo-code-rules';

const code: PromoCodeTerms = {
  code: 'SUMMER10',
  percentOff: 10,
  amountOffFils: null,
  active: true,
  validFrom: '2027-03-01',
  validUntil: '2027-03-31',
  maxUses: 2,
  maxUsesPerCustomer: 1,
  vehicleModelIds: [],
};
const use = { today: '2027-03-10', vehicleModelId: 7, usesInAll: 0, usesByCustomer: 0 };

describe('whether a promo code may go on a booking', () => {
  test.each([
    ['a code that does not exist', null, use, 'unknown'],
    ['a retired code', { ...code, active: false }, use, 'unknown'],
    ['the day before its first', code, { ...use, today: '2027-02-28' }, 'not_yet'],
    ['the day after its last', code, { ...use, today: '2027-04-01' }, 'ended'],
    ['another model than its own', { ...code, vehicleModelIds: [3, 4] }, use, 'other_model'],
    ['its uses all taken', code, { ...use, usesInAll: 2 }, 'used_up'],
    ['this customer’s use taken', code, { ...use, usesInAll: 1, usesByCustomer: 1 }, 'used_by_you'],
  ] as const)('refuses %s', (_, terms, at, reason) => {
    expect(promoRefusal(terms, at)).toBe(reason);
  });

  test('takes it on its first and last day, for its own model, with a use left', () => {
    expect(promoRefusal({ ...code, vehicleModelIds: [7] }, { ...use, today: '2027-03-01', usesInAll: 1 })).toBeNull();
    expect(promoRefusal({ ...code, maxUses: null }, { ...use, today: '2027-03-31', usesInAll: 500 })).toBeNull();
  });
});

describe('the promo line of a quote', () => {
  const request = (
    promo: Parameters<typeof quoteBooking>[0]['promo'],
    memberDiscount = null as null | { programme: 'fazaa'; percent: number },
  ) =>
    quoteBooking({
      rateCard: pricingExamplesCard,
      pickupAt: new Date('2027-03-01T10:00:00+04:00'),
      dropoffAt: new Date('2027-03-04T10:00:00+04:00'),
      pickupBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      dropoffBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      collectionCity: null,
      extras: { ...noExtras, fullInsurance: true },
      paymentMethod: 'card',
      memberDiscount,
      promo,
    });

  test('takes 10% of the car’s rental only (3 x 120.00), before VAT, never of the extras', () => {
    const quote = request({ code: 'SUMMER10', percentOff: 10, amountOffFils: null });
    expect(quote.lines).toContainEqual({ code: 'promo_discount', amountFils: -3_600 });
    // 360.00 + CDW 90.00 - 36.00 = 414.00; VAT 20.70.
    expect(quote.totalFils).toBe(43_470);
  });

  test('takes an amount, never more than the rental left after a member discount', () => {
    expect(request({ code: 'AED50', percentOff: null, amountOffFils: 5_000 }).lines).toContainEqual({
      code: 'promo_discount',
      amountFils: -5_000,
    });
    const capped = request(
      { code: 'BIG', percentOff: null, amountOffFils: 500_000 },
      { programme: 'fazaa', percent: 10 },
    );
    // 360.00 less 36.00 for the Fazaa card leaves 324.00 of rental to take off.
    expect(capped.lines).toContainEqual({ code: 'promo_discount', amountFils: -32_400 });
    expect(capped.grossFils).toBe(9_000);
  });
});

describe('the staff form for a new code', () => {
  const schema = promoCodeSchema(translator('en'), [7, 8]);
  const valid = {
    code: ' summer-10 ',
    kind: 'percent',
    value: '10',
    validFrom: '2027-03-01',
    validUntil: '2027-03-31',
    maxUses: '',
    maxUsesPerCustomer: '1',
  };

  test('reads the code in upper case, the discount, the dates, the limits and the models', () => {
    expect(schema.parse({ ...valid, models: ['7', '8', '7'] })).toEqual({
      code: 'SUMMER-10',
      percentOff: 10,
      amountOffFils: null,
      validFrom: '2027-03-01',
      validUntil: '2027-03-31',
      maxUses: null,
      maxUsesPerCustomer: 1,
      vehicleModelIds: [7, 8],
    });
    expect(schema.parse({ ...valid, kind: 'amount', value: '50.50' })).toMatchObject({
      percentOff: null,
      amountOffFils: 5_050,
    });
  });

  test('says at each field what is wrong', () => {
    const result = schema.safeParse({
      ...valid,
      code: '-X',
      value: '60',
      validUntil: '2027-02-01',
      maxUsesPerCustomer: '0',
      models: '99',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      code: 'Enter 3 to 20 letters and digits, with a dash only inside.',
      value: 'Enter a whole percentage from 1 to 50.',
      validUntil: 'The last day comes on or after the first.',
      maxUsesPerCustomer: 'Enter a whole number from 1 to 100000.',
      models: 'Choose models from the list.',
    });
  });
});

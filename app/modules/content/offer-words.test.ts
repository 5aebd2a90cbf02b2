import { describe, expect, test } from 'vitest';
import type { StartingPrice } from '~/modules/fleet/starting-rate';
import { offerPriceLine, withOfferPrice } from './offer-words';

const monthly: StartingPrice = { perDayFils: 8_411, tier: 'monthly', fromDays: 22 };
const daily: StartingPrice = { perDayFils: 14_081, tier: 'daily', fromDays: 1 };
// The amount's own spaces are non-breaking, and Arabic marks its direction: read as a person sees it.
const seen = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('an offer’s words name its own computed price', () => {
  test('{offerPrice} is the sentence of the price line the banner shows, figure and VAT wording alike', () => {
    const text = withOfferPrice('Head for Hatta in a standard SUV. {offerPrice} Add a child seat.', monthly, 'en');
    expect(seen(text)).toBe(
      'Head for Hatta in a standard SUV. From AED 84.11 a day on rentals of 22 days or more, VAT included. Add a child seat.',
    );
    expect(text).toContain(offerPriceLine(monthly, 'en'));
    expect(seen(withOfferPrice('{offerPrice}', daily, 'en'))).toBe('From AED 140.81 a day, VAT included.');
  });

  test('in Arabic, with the Arabic line', () => {
    const text = withOfferPrice('انطلق إلى حتا. {offerPrice} أضف مقعد الأطفال.', monthly, 'ar');
    expect(text).toContain(`${offerPriceLine(monthly, 'ar')}.`);
    expect(text).toContain('شاملة الضريبة');
    expect(text).not.toContain('{offerPrice}');
  });

  test('an offer that prices nothing drops the sentence and the space before it', () => {
    expect(withOfferPrice('Head for Hatta. {offerPrice} Add a child seat.', null, 'en')).toBe(
      'Head for Hatta. Add a child seat.',
    );
    expect(withOfferPrice('Head for Hatta.\n\n{offerPrice}', null, 'en')).toBe('Head for Hatta.\n\n');
  });

  test('the settings’ placeholders are left for the copy’s own filling', () => {
    expect(seen(withOfferPrice('{offerPrice} GPS for {gpsPerDay} a day.', daily, 'en'))).toBe(
      'From AED 140.81 a day, VAT included. GPS for {gpsPerDay} a day.',
    );
  });
});

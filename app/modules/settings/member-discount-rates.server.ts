import { cachedReference } from '~/modules/cache/reference-cache.server';
import type { MemberDiscountRates } from '~/modules/pricing/member-discounts';
import { MAX_MEMBER_DISCOUNT_PERCENT } from '~/modules/pricing/quote-booking';
import { readSettings } from '~/modules/site/site-settings.server';

const percentOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_MEMBER_DISCOUNT_PERCENT ? value : 0;

/** The Fazaa and Esaad percentages staff set in the company settings (none set: 0, not offered). */
export function memberDiscountRates(): Promise<MemberDiscountRates> {
  return cachedReference('member-discount-rates', async () => {
    const found = await readSettings(['fazaaDiscountPercent', 'esaadDiscountPercent']);
    return { fazaa: percentOf(found.fazaaDiscountPercent), esaad: percentOf(found.esaadDiscountPercent) };
  });
}

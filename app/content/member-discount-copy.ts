import type { Translate } from '~/i18n/translate';
import { type MemberDiscountRates, offeredProgrammes } from '~/modules/pricing/member-discounts';
import type { PageCopy } from './pages/types';

/** The page that lists ways to save while no offer runs; the only one that speaks of member discounts. */
export const MEMBER_DISCOUNT_PAGE = 'no-offers-available';

/** What the site promises members of the programmes offered now, or nothing when none is offered. */
export function memberDiscountPromise(rates: MemberDiscountRates, t: Translate): string | null {
  const offered = offeredProgrammes(rates);
  if (offered.length === 2) return t('offers.memberDiscount.both', { fazaa: rates.fazaa, esaad: rates.esaad });
  if (offered.length === 1) {
    const [programme] = offered;
    return t('offers.memberDiscount.one', { programme: t(`offers.programme.${programme}`), percent: rates[programme] });
  }
  return null;
}

/** The page's copy with the promise added to its first list of ways to save, as the settings stand. */
export function withMemberDiscountPromise(copy: PageCopy, promise: string | null): PageCopy {
  if (!promise) return copy;
  const at = copy.sections.findIndex((section) => section.bullets?.length);
  if (at < 0) return copy;
  return {
    ...copy,
    sections: copy.sections.map((section, index) =>
      index === at ? { ...section, bullets: [...section.bullets!, promise] } : section,
    ),
  };
}

// Kept free of database code: the car's page, the terms seed and its migration all state these figures.
import type { Locale } from '~/i18n/locale';
import { formatAed } from '~/utils/money';

/**
 * The terms of buying a pre-owned car (docs/decisions/025-preowned-cars-for-sale.md), carried over
 * from the auction: the price is paid within 48 hours of the car being reserved for the buyer; a
 * later payment owes a late fee per day for at most 7 days; a paid car not collected by the agreed
 * date is stored at a daily charge until it is collected.
 */
const preownedSaleTerms = {
  paymentHours: 48,
  lateFeeFilsPerDay: 100_00,
  lateFeeMaxDays: 7,
  storageFilsPerDay: 100_00,
} as const;

/** The anchor of the pre-owned sale terms on /terms-conditions, which the car's page links to. */
export const preownedSaleTermsAnchor = 'used-car-sale';

/** What fills the placeholders of the terms' sentences ('preowned.terms.pay', '.late', '.storage') in a language. */
export function saleTermsValues(locale: Locale) {
  const perDay = (fils: number) => formatAed(fils, locale, { wholeDirhams: true });
  const { paymentHours, lateFeeFilsPerDay, lateFeeMaxDays, storageFilsPerDay } = preownedSaleTerms;
  return {
    pay: { hours: paymentHours },
    late: { fee: perDay(lateFeeFilsPerDay), days: lateFeeMaxDays },
    storage: { fee: perDay(storageFilsPerDay) },
  } as const;
}

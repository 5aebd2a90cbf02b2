/**
 * What staff type to find a customer: part of a name or email, a phone number written any way
 * (+971 50…, 050…, with spaces), or a booking reference. Pure, so the rule is tested on its own.
 */
import { phoneSearch } from '~/utils/phone';

export const CUSTOMER_QUERY_MAX = 100;
export const CUSTOMERS_PAGE = 25;

export type CustomerQuery = {
  /** The words as typed, trimmed, for names, emails and booking references. */
  text: string;
  /** The number's digits without the leading zeros or the UAE country code, when there are enough to mean a phone (5 or more). */
  phoneDigits: string | null;
};

export function readCustomerQuery(value: string | null): CustomerQuery {
  const text = (value ?? '').trim().replace(/\s+/g, ' ').slice(0, CUSTOMER_QUERY_MAX);
  // 050 123 4567 and +971 50 123 4567 are the same number: keep what follows the trunk or country code.
  const national = phoneSearch(text)?.national ?? '';
  return { text, phoneDigits: national.length >= 5 ? national : null };
}

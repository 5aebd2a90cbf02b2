import type { Locale } from '~/i18n/locale';
import type { Translate } from '~/i18n/translate';
import { formatAed } from '~/utils/money';
import type { CustomerCancelResult } from './customer-cancellation.server';

/**
 * What the customer is told once their cancellation went through, from My bookings or from the
 * booking's mail link: nothing to refund, a refund owed at the branch, or one made or on its way
 * to the card.
 */
export function cancelledMessage(
  result: Extract<CustomerCancelResult, { ok: true }>,
  t: Translate,
  locale: Locale,
): string {
  const values = { reference: result.reference, refund: formatAed(result.refundFils, locale) };
  if (result.refundFils === 0) return t('history.cancelled', values);
  if (result.refundVia === 'counter') return t('history.cancelledCounterRefund', values);
  return t(result.refund === 'refunded' ? 'history.cancelledRefunded' : 'history.cancelledRefund', values);
}

import '~/i18n/staff-messages';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { useLocale, useT } from '~/i18n/use-translation';
import { formatAed } from '~/utils/money';

export type PaymentOrderRow = { orderRef: string; amountFils: number; state: string | null; createdAt: string };

/** Orders the customer left behind by trying again, with the state last read from the provider. */
export function EarlierPaymentOrders({ orders }: { orders: readonly PaymentOrderRow[] }) {
  const t = useT();
  const locale = useLocale();
  if (!orders.length) return null;
  return (
    <>
      <h3 className="mt-5 mb-1 font-bold text-navy-900">{t('bookings.orders.heading')}</h3>
      <p className="mb-2 text-sm text-slate-700">{t('bookings.orders.note')}</p>
      <ul className="space-y-2">
        {orders.map((order) => (
          <li key={order.orderRef} className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
            <p>
              {t('bookings.detail.orderRef')}:{' '}
              <code className="break-all" dir="ltr">
                {order.orderRef}
              </code>
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-slate-700">
              <span>
                {t('bookings.detail.orderAmount')}: {formatAed(order.amountFils, locale)}
              </span>
              {order.state ? (
                <span>
                  {t('bookings.detail.orderState')}: <code>{order.state}</code>
                </span>
              ) : null}
              <span>
                {t('bookings.orders.created')}: {formatDubaiDateTime(order.createdAt, locale)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

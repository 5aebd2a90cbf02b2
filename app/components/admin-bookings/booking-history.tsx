import '~/i18n/staff-messages';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { BookingStatus, CounterPaymentMethod } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import { formatAed } from '~/utils/money';
import { counterMethodLabels } from './counter-payment-form';
import { ColumnHeads } from '~/components/tables/column-heads';

export type BookingEventRow = {
  id: number;
  createdAt: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  /** The reason in words (see bookingReasonWords). */
  reason: string;
  /** The staff member's name, or who else made the move. */
  who: string;
  /** A payment taken at the counter: a line of the history that changes money, not the state. */
  counterPayment?: { method: CounterPaymentMethod; amountFils: number } | null;
  /** The rest of a charge after hand-over paid at the counter: money again, on the charge's own invoice. */
  chargePayment?: { invoiceNumber: number; method: CounterPaymentMethod; amountFils: number } | null;
};

/** Every change of the booking's state, newest first: when, who, from → to, and why. */
export function BookingHistory({ events }: { events: readonly BookingEventRow[] }) {
  const t = useT();
  const locale = useLocale();
  const state = (status: BookingStatus) => t(`account.bookingStatus.${status}` as MessageKey);
  if (!events.length) return <p className="text-slate-700">{t('bookings.detail.noHistory')}</p>;
  return (
    // Focusable so keyboard users can scroll it sideways on a phone; the section around it names it. Relative, so
    // the screen-reader-only text inside stays inside it instead of widening the page.
    <div className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200" tabIndex={0}>
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="sr-only">{t('bookings.detail.history')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <ColumnHeads
            headings={[
              'bookings.history.when',
              'bookings.history.who',
              'bookings.history.change',
              'bookings.history.reason',
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2">{formatDubaiDateTime(event.createdAt, locale)}</td>
              <td className="px-3 py-2">
                <bdi>{event.who}</bdi>
              </td>
              <td className="px-3 py-2">
                {event.chargePayment ? (
                  <strong>
                    {t('bookings.history.chargePaid', {
                      number: event.chargePayment.invoiceNumber,
                      method: t(counterMethodLabels[event.chargePayment.method]),
                      amount: formatAed(event.chargePayment.amountFils, locale),
                    })}
                  </strong>
                ) : event.counterPayment ? (
                  <strong>
                    {t('bookings.history.counterPaid', {
                      method: t(counterMethodLabels[event.counterPayment.method]),
                      amount: formatAed(event.counterPayment.amountFils, locale),
                    })}
                  </strong>
                ) : (
                  <>
                    {event.fromStatus ? state(event.fromStatus) : t('bookings.history.created')}{' '}
                    <span aria-hidden="true" className="flip-rtl inline-block">
                      →
                    </span>
                    <span className="sr-only">,</span> <strong>{state(event.toStatus)}</strong>
                  </>
                )}
              </td>
              <td className="px-3 py-2">
                <bdi>{event.reason}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

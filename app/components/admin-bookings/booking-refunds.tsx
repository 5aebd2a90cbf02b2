import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Form, useNavigation } from 'react-router';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { CounterPaymentMethod, RefundMethod, RefundReason, RefundState } from '~/db/schema';
import { CounterMethodChoice, counterMethodLabels } from './counter-payment-form';
import { useLocale, useT } from '~/i18n/use-translation';
import { formatAed } from '~/utils/money';

export type RefundRow = {
  id: number;
  amountFils: number;
  state: RefundState;
  lastError: string | null;
  createdAt: string;
  refundedAt: string | null;
  creditNoteNumber: number | null;
  reason: RefundReason;
  method: RefundMethod;
  paidOutMethod: CounterPaymentMethod | null;
};

export type CounterRefundReply = { intent: 'counterRefundPaidOut'; refundId: number | null; error: string };

const looks: Record<RefundState, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  refunded: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * A booking's refunds with their state. A card refund the provider refused or has not answered can
 * be tried again; a counter refund owed at the branch is confirmed here once it was paid out.
 */
export function BookingRefunds({ refunds, reply }: { refunds: readonly RefundRow[]; reply?: CounterRefundReply }) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  if (!refunds.length) return null;
  return (
    <>
      <h3 className="mt-5 mb-2 font-bold text-navy-900">{t('bookings.refunds.heading')}</h3>
      <ul className="space-y-3">
        {refunds.map((refund) => (
          <li key={refund.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-bold text-navy-900">{formatAed(refund.amountFils, locale)}</span>
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${looks[refund.state]}`}>
                {refund.method === 'counter'
                  ? t(
                      refund.state === 'refunded'
                        ? 'bookings.refunds.counter.paidOut'
                        : 'bookings.refunds.counter.owed',
                    )
                  : t(`bookings.refunds.state.${refund.state}`)}
              </span>
            </p>
            {refund.method === 'counter' ? (
              <p className="mt-1 text-sm font-semibold text-navy-900">
                {t('bookings.refunds.counter.label')}
                {refund.paidOutMethod
                  ? ` · ${t('bookings.refunds.counter.paidOutHow', { method: t(counterMethodLabels[refund.paidOutMethod]) })}`
                  : ''}
              </p>
            ) : null}
            {refund.reason === 'stray_capture' ? (
              <p className="mt-1 text-sm font-semibold text-amber-900">{t('bookings.refunds.strayCapture')}</p>
            ) : null}
            <p className="mt-1 text-sm text-slate-700">
              {t('bookings.refunds.asked')}: {formatDubaiDateTime(refund.createdAt, locale)}
              {refund.refundedAt
                ? ` · ${t('bookings.refunds.made')}: ${formatDubaiDateTime(refund.refundedAt, locale)}`
                : ''}
            </p>
            {refund.creditNoteNumber !== null ? (
              // A file download, not a page: the browser fetches it directly.
              <a
                href={`/credit-notes/${refund.id}`}
                className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700"
              >
                <Icon name="file-text" className="size-4 shrink-0" />
                {t('bookings.refunds.creditNote', { number: refund.creditNoteNumber })}
              </a>
            ) : null}
            {refund.state !== 'refunded' && refund.lastError ? (
              <p className="mt-1 text-sm break-words text-slate-700" dir="auto">
                {t('bookings.refunds.providerSaid', { error: refund.lastError })}
              </p>
            ) : null}
            {refund.method === 'counter' && refund.state === 'pending' ? (
              <CounterPayoutForm
                refundId={refund.id}
                amount={formatAed(refund.amountFils, locale)}
                error={reply?.refundId === refund.id ? reply.error : ''}
              />
            ) : null}
            {refund.method === 'card' && refund.state !== 'refunded' ? (
              <Form method="post" className="mt-2">
                <input type="hidden" name="refundId" value={refund.id} />
                <button
                  type="submit"
                  name="intent"
                  value="retryRefund"
                  disabled={busy}
                  className="rounded-md bg-navy-900 px-4 py-2 font-bold text-white hover:bg-navy-800 disabled:opacity-70"
                >
                  {t('bookings.refunds.retry')}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Staff confirm they paid a counter refund out, and how: once; a second post changes nothing. */
function CounterPayoutForm({ refundId, amount, error }: { refundId: number; amount: string; error: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const titleId = `counter-refund-${refundId}-title`;
  const errorId = `counter-refund-${refundId}-error`;
  return (
    <Form method="post" aria-labelledby={titleId} className="mt-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <input type="hidden" name="refundId" value={refundId} />
      <h4 id={titleId} className="font-bold text-navy-900">
        {t('bookings.refunds.counter.title')}
      </h4>
      <CounterMethodChoice
        legend={t('bookings.refunds.counter.method')}
        errorId={errorId}
        error={error}
        className="mt-2"
      />
      <button
        type="submit"
        name="intent"
        value="counterRefundPaidOut"
        disabled={busy}
        className="rounded-md bg-navy-900 px-4 py-2 font-bold text-white hover:bg-navy-800 disabled:opacity-70"
      >
        {t('bookings.refunds.counter.submit', { amount })}
      </button>
    </Form>
  );
}

import '~/i18n/staff-messages';
import { Form, useNavigation } from 'react-router';
import { inputClass } from '~/components/forms/field';
import { useLocale, useT } from '~/i18n/use-translation';
import type { CancellationRule } from '~/modules/bookings/cancellations/cancellation-terms';
import { STAFF_REASON_MAX } from '~/modules/bookings/booking-event-words';
import type { StaffAction } from '~/modules/bookings/staff-actions/staff-booking-actions-form';
import { filsToAedText } from '~/modules/vehicles/aed-amount';
import { formatAed } from '~/utils/money';
import { CounterMethodChoice } from './counter-payment-form';

const looks: Record<StaffAction, string> = {
  confirm: 'bg-emerald-700 hover:bg-emerald-800',
  pickup: 'bg-navy-900 hover:bg-navy-800',
  return: 'bg-navy-900 hover:bg-navy-800',
  noShow: 'bg-red-700 hover:bg-red-800',
  cancel: 'bg-red-700 hover:bg-red-800',
};

export type ActionReply = {
  intent: StaffAction | null;
  reason: string;
  refund?: string;
  field?: 'refund';
  error: string;
};
export type NoShowMoney = { paidFils: number; keptFils: number; refundFils: number; via: 'card' | 'counter' | null };

export type CancelRefund = {
  paidFils: number;
  suggestedFils: number;
  keptFils: number;
  rule: CancellationRule;
  /** Paid by card (refunded through the provider) or at the counter (paid out at the branch). */
  refundVia: 'card' | 'counter' | null;
};

/**
 * The steps open to the booking now, each a plain form with its own required reason (it goes into
 * the history). While one is on its way every button is disabled, so one click moves it once; a
 * second, stale post is refused by the state machine anyway.
 */
export function BookingActions({
  actions,
  reply,
  cancelRefund,
  pickupDueFils,
  noShowMoney,
}: {
  actions: readonly StaffAction[];
  reply?: ActionReply;
  cancelRefund?: CancelRefund | null;
  /** Money due at the counter before the hand-over: the pick-up form then takes the payment too. */
  pickupDueFils?: number | null;
  /** What a no-show keeps and refunds, said before staff confirm it. */
  noShowMoney?: NoShowMoney | null;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  if (!actions.length) return <p className="text-slate-700">{t('bookings.detail.noActions')}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {actions.map((action) => {
        // The Today sheet links here to confirm a no-show: the form has an anchor of its own.
        const id = `reason-${action}`;
        const replied = reply?.intent === action ? reply : undefined;
        const error = replied && replied.field !== 'refund' ? replied.error : undefined;
        const refundError = replied?.field === 'refund' ? replied.error : undefined;
        const refund = action === 'cancel' ? cancelRefund : null;
        return (
          <Form
            key={action}
            id={`step-${action}`}
            method="post"
            className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
            aria-labelledby={`${id}-title`}
          >
            <h3 id={`${id}-title`} className="font-bold text-navy-900">
              {t(`bookings.action.${action}`)}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{t(`bookings.action.${action}Hint`)}</p>
            <label htmlFor={id} className="mt-3 mb-1 block text-sm font-semibold text-navy-900">
              {t('bookings.reason')}
            </label>
            <textarea
              id={id}
              name="reason"
              rows={2}
              required
              maxLength={STAFF_REASON_MAX}
              defaultValue={reply?.intent === action ? reply.reason : ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
              dir="auto"
              className={inputClass}
            />
            <p id={`${id}-error`} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
              {error ?? ''}
            </p>
            {action === 'noShow' && noShowMoney ? (
              <p
                id="no-show-money"
                className="mb-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
              >
                {noShowMoney.via
                  ? t(noShowMoney.via === 'card' ? 'bookings.noShow.money.card' : 'bookings.noShow.money.counter', {
                      paid: formatAed(noShowMoney.paidFils, locale),
                      kept: formatAed(noShowMoney.keptFils, locale),
                      refund: formatAed(noShowMoney.refundFils, locale),
                    })
                  : t('bookings.noShow.money.unpaid')}{' '}
                {t('bookings.noShow.money.mail')}
              </p>
            ) : null}
            {action === 'pickup' && pickupDueFils ? (
              <>
                <p className="mb-1 text-sm font-semibold text-amber-900">
                  {t('bookings.pickup.due', { amount: formatAed(pickupDueFils, locale) })}
                </p>
                <input type="hidden" name="takePayment" value="1" />
                <CounterMethodChoice legend={t('bookings.counter.method')} errorId="pickup-method-error" error="" />
              </>
            ) : null}
            {refund ? (
              <>
                <label htmlFor="refund-amount" className="mb-1 block text-sm font-semibold text-navy-900">
                  {t(refund.refundVia === 'counter' ? 'bookings.refund.counterLabel' : 'bookings.refund.label')}
                </label>
                <p id="refund-amount-hint" className="mb-1 text-sm text-slate-700">
                  {t(refund.refundVia === 'counter' ? 'bookings.refund.counterHint' : 'bookings.refund.hint', {
                    paid: formatAed(refund.paidFils, locale),
                    suggested: formatAed(refund.suggestedFils, locale),
                    rule: t(`bookings.refund.rule.${refund.rule}`, { kept: formatAed(refund.keptFils, locale) }),
                  })}
                </p>
                <input
                  id="refund-amount"
                  name="refund"
                  inputMode="decimal"
                  required
                  dir="ltr"
                  defaultValue={replied?.refund ?? filsToAedText(refund.suggestedFils)}
                  aria-invalid={refundError ? true : undefined}
                  aria-describedby="refund-amount-hint refund-amount-error"
                  className={inputClass}
                />
                <p id="refund-amount-error" className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
                  {refundError ?? ''}
                </p>
              </>
            ) : null}
            <button
              type="submit"
              name="intent"
              value={action}
              disabled={busy}
              className={`mt-1 rounded-md px-5 py-2.5 font-bold text-white disabled:opacity-70 ${looks[action]}`}
            >
              {t(`bookings.action.${action}`)}
            </button>
          </Form>
        );
      })}
    </div>
  );
}

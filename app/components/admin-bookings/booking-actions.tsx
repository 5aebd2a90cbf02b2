import '~/i18n/staff-messages';
import { Form, Link, useNavigation } from 'react-router';
import { inputClass } from '~/components/forms/field';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { CancellationRule } from '~/modules/bookings/cancellations/cancellation-terms';
import { STAFF_REASON_MAX } from '~/modules/bookings/booking-event-words';
import type { CounterStep, StaffAction } from '~/modules/bookings/staff-actions/staff-booking-actions-form';
import { filsToAedText } from '~/modules/vehicles/aed-amount';
import { formatAed } from '~/utils/money';

const looks: Record<StaffAction, string> = {
  confirm: 'bg-emerald-700 hover:bg-emerald-800',
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

const counterScreens = {
  pickup: { path: 'hand-over', action: 'handOver.action', hint: 'handOver.actionHint' },
  return: { path: 'return', action: 'returnCar.action', hint: 'returnCar.actionHint' },
} as const;

/**
 * The steps open to the booking now: the counter's screen when the car is due to go out or come
 * back, then each one-click step as a plain form with its own required reason (it goes into the
 * history). While one is on its way every button is disabled, so one click moves it once; a second,
 * stale post is refused by the state machine anyway.
 */
export function BookingActions({
  bookingId,
  actions,
  counterStep,
  reply,
  cancelRefund,
  pickupDueFils,
  noShowMoney,
}: {
  bookingId: number;
  actions: readonly StaffAction[];
  /** The hand-over or return screen the booking is ready for, if any. */
  counterStep: CounterStep | null;
  reply?: ActionReply;
  cancelRefund?: CancelRefund | null;
  /** Money due at the counter before the hand-over, taken on the hand-over screen. */
  pickupDueFils?: number | null;
  /** What a no-show keeps and refunds, said before staff confirm it. */
  noShowMoney?: NoShowMoney | null;
}) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  if (!actions.length && !counterStep) return <p className="text-slate-700">{t('bookings.detail.noActions')}</p>;
  const screen = counterStep ? counterScreens[counterStep] : null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {screen ? (
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <h3 className="font-bold text-navy-900">{t(screen.action)}</h3>
          <p className="mt-1 mb-3 text-sm text-slate-700">{t(screen.hint)}</p>
          {counterStep === 'pickup' && pickupDueFils ? (
            <p className="mb-3 text-sm font-semibold text-amber-900">
              {t('bookings.pickup.due', { amount: formatAed(pickupDueFils, locale) })}
            </p>
          ) : null}
          <Link
            to={to(`/admin/bookings/${bookingId}/${screen.path}`)}
            className="inline-block rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white hover:bg-navy-800"
          >
            {t(screen.action)}
          </Link>
        </div>
      ) : null}
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

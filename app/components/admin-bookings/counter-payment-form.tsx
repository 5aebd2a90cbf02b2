import '~/i18n/staff-messages';
import { Form, useNavigation } from 'react-router';
import { inputClass } from '~/components/forms/field';
import type { CounterPaymentMethod } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import { STAFF_REASON_MAX } from '~/modules/bookings/booking-event-words';
import { formatAed } from '~/utils/money';

export type CounterPaymentReply = {
  intent: 'counterPayment';
  field: 'method' | 'note';
  method: string;
  note: string;
  error: string;
};

export const counterMethodLabels: Record<CounterPaymentMethod, MessageKey> = {
  cash: 'bookings.counter.cash',
  card: 'bookings.counter.card',
};

/**
 * Staff record the payment of a pay-on-pick-up booking taken at the branch: how it was paid and an
 * optional note. One post records it once; a second (stale) post is refused by the server.
 */
export function CounterPaymentForm({ dueFils, reply }: { dueFils: number; reply?: CounterPaymentReply }) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const amount = formatAed(dueFils, locale);
  const methodError = reply?.field === 'method' ? reply.error : '';
  const noteError = reply?.field === 'note' ? reply.error : '';
  return (
    <Form
      method="post"
      aria-labelledby="counter-payment-title"
      className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="counter-payment-title" className="font-bold text-navy-900">
        {t('bookings.counter.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('bookings.counter.hint', { amount })}</p>
      <CounterMethodChoice
        legend={t('bookings.counter.method')}
        errorId="counter-method-error"
        error={methodError}
        chosen={reply?.method}
        className="mt-3"
      />
      <label htmlFor="counter-note" className="mb-1 block text-sm font-semibold text-navy-900">
        {t('bookings.counter.note')}
      </label>
      <input
        id="counter-note"
        name="note"
        maxLength={STAFF_REASON_MAX}
        defaultValue={reply?.note ?? ''}
        aria-invalid={noteError ? true : undefined}
        aria-describedby="counter-note-error"
        dir="auto"
        className={inputClass}
      />
      <p id="counter-note-error" className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {noteError}
      </p>
      <button
        type="submit"
        name="intent"
        value="counterPayment"
        disabled={busy}
        className="mt-1 rounded-md bg-emerald-700 px-5 py-2.5 font-bold text-white hover:bg-emerald-800 disabled:opacity-70"
      >
        {t('bookings.counter.submit', { amount })}
      </button>
    </Form>
  );
}

/** Cash or a card on the branch's terminal: how money changed hands at the counter, either way. */
export function CounterMethodChoice({
  legend,
  errorId,
  error,
  chosen,
  className,
}: {
  legend: string;
  errorId: string;
  error: string;
  chosen?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(Object.keys(counterMethodLabels) as CounterPaymentMethod[]).map((method) => (
          <label key={method} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name="method"
              value={method}
              required
              defaultChecked={chosen === method}
              className="h-5 w-5 accent-navy-800"
            />
            {t(counterMethodLabels[method])}
          </label>
        ))}
      </div>
      <p id={errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}

import '~/i18n/staff-messages';
import { Form, useNavigation } from 'react-router';
import { CounterMethodChoice } from '~/components/admin-bookings/counter-payment-form';
import { inputClass } from '~/components/forms/field';
import { useLocale, useT } from '~/i18n/use-translation';
import { STAFF_REASON_MAX } from '~/modules/bookings/booking-event-words';
import { formatAed } from '~/utils/money';

export type ChargeCounterReply = {
  intent: 'chargePaidAtCounter';
  chargeId: number;
  field: 'method' | 'note';
  method: string;
  note: string;
  error: string;
};

/**
 * Staff record the rest of one charge as paid at the branch: how (cash or the terminal) and an
 * optional note. Folded away by default, since a rental may carry many Salik trips; opened again
 * when the server sends it back with a message. The server records it once, whoever clicks twice.
 */
export function ChargeCounterPaymentForm({
  charge,
  reply,
}: {
  charge: { id: number; invoiceNumber: number; restFils: number };
  reply?: ChargeCounterReply;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('chargeId') === String(charge.id);
  const amount = formatAed(charge.restFils, locale);
  const id = `charge-${charge.id}`;
  const methodError = reply?.field === 'method' ? reply.error : '';
  const noteError = reply?.field === 'note' ? reply.error : '';
  return (
    <details open={reply ? true : undefined} className="mt-3 rounded-xl bg-slate-50 ring-1 ring-slate-200">
      <summary id={`${id}-title`} className="cursor-pointer px-4 py-2 font-semibold text-navy-900">
        {t('rental.counter.open', { number: charge.invoiceNumber })}
      </summary>
      <Form method="post" aria-labelledby={`${id}-title`} className="px-4 pb-4">
        <input type="hidden" name="chargeId" value={charge.id} />
        <p className="text-sm text-slate-700">{t('rental.counter.hint', { amount })}</p>
        <CounterMethodChoice
          legend={t('bookings.counter.method')}
          errorId={`${id}-method-error`}
          error={methodError}
          chosen={reply?.method}
          className="mt-3"
        />
        <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-semibold text-navy-900">
          {t('bookings.counter.note')}
        </label>
        <input
          id={`${id}-note`}
          name="note"
          maxLength={STAFF_REASON_MAX}
          defaultValue={reply?.note ?? ''}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${id}-note-error`}
          dir="auto"
          className={inputClass}
        />
        <p id={`${id}-note-error`} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
          {noteError}
        </p>
        <button
          type="submit"
          name="intent"
          value="chargePaidAtCounter"
          disabled={busy}
          className="mt-1 rounded-md bg-emerald-700 px-5 py-2.5 font-bold text-white hover:bg-emerald-800 disabled:opacity-70"
        >
          {t('rental.counter.submit', { amount })}
        </button>
      </Form>
    </details>
  );
}

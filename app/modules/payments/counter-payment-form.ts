import { type CounterPaymentMethod, counterPaymentMethods } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { STAFF_REASON_MAX } from '~/modules/bookings/booking-event-words';
import { recordId } from '~/utils/record-id';

export type CounterPaymentInput = { method: CounterPaymentMethod; note: string };

/** The counter payment form: how the customer paid (required) and an optional note, such as the terminal's receipt number. */
export function readCounterPayment(
  form: Record<string, unknown>,
):
  | { ok: true; value: CounterPaymentInput }
  | { ok: false; field: 'method' | 'note'; method: string; note: string; error: MessageKey } {
  const method = typeof form.method === 'string' ? form.method : '';
  const note = typeof form.note === 'string' ? form.note.trim() : '';
  if (!(counterPaymentMethods as readonly string[]).includes(method))
    return { ok: false, field: 'method', method, note, error: 'bookings.counter.methodRequired' };
  if (note.length > STAFF_REASON_MAX)
    return { ok: false, field: 'note', method, note, error: 'bookings.counter.noteTooLong' };
  return { ok: true, value: { method: method as CounterPaymentMethod, note } };
}

/** Staff confirm a counter refund was paid out: which refund, and how (cash, or to a card on the branch terminal). */
export function readCounterRefundPayout(
  form: Record<string, unknown>,
):
  | { ok: true; value: { refundId: number; method: CounterPaymentMethod } }
  | { ok: false; refundId: number | null; error: MessageKey } {
  const refundId = recordId(form.refundId);
  const method = typeof form.method === 'string' ? form.method : '';
  if (refundId === null || !(counterPaymentMethods as readonly string[]).includes(method))
    return { ok: false, refundId, error: 'bookings.refunds.counter.methodRequired' };
  return { ok: true, value: { refundId, method: method as CounterPaymentMethod } };
}

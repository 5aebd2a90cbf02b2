import type { MessageKey } from '~/i18n/en';
import { type CounterPaymentInput, readCounterPayment } from '~/modules/payments/counter-payment-form';
import { recordId } from '~/utils/record-id';

/**
 * The form that records a charge's rest as paid at the counter: which charge, and the counter
 * payment's own fields (how it was paid, an optional note), read as the booking's counter payment
 * reads them. `chargeId` null: the form names no charge, which the page never posts.
 */
export function readChargeCounterPayment(
  form: Record<string, unknown>,
):
  | { ok: true; chargeId: number; value: CounterPaymentInput }
  | { ok: false; chargeId: number; field: 'method' | 'note'; method: string; note: string; error: MessageKey }
  | { ok: false; chargeId: null } {
  const chargeId = recordId(form.chargeId);
  if (chargeId === null) return { ok: false, chargeId };
  const read = readCounterPayment(form);
  return read.ok ? { ok: true, chargeId, value: read.value } : { ...read, chargeId };
}

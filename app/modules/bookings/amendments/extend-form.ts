import { z } from 'zod';
import type { Translate } from '~/i18n/translate';
import { dubaiDateTime, nextDubaiDate, toDubaiParts } from '~/utils/dubai-time';
import { type ExtensionPayment, extensionPayments } from './amendment-terms';
import { scheduleMessagesIn } from '../rental-schedule';

/**
 * The form staff extend a car on rent with: the new drop-off and how the difference is paid. One
 * schema on the server and in the browser; the drop-off's rules (branch hours, closures, a car
 * free) are the change's, applied by the server with their own messages.
 */
const extendFormSchema = z.object({
  dropoffDate: z.string().trim().max(10),
  dropoffTime: z.string().trim().max(5),
  payment: z.enum(extensionPayments).optional().catch(undefined),
});

export type ExtendFormValues = { dropoffDate: string; dropoffTime: string; payment: ExtensionPayment };
export type ExtendFormErrors = Partial<Record<'dropoffDate' | 'dropoffTime', string>>;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The form as posted, with what was typed kept; undefined when it is not this form. */
export function readExtendForm(form: FormData): ExtendFormValues | undefined {
  const parsed = extendFormSchema.safeParse({
    dropoffDate: field(form, 'dropoffDate'),
    dropoffTime: field(form, 'dropoffTime'),
    payment: field(form, 'payment'),
  });
  if (!parsed.success) return undefined;
  // The counter in cash is what staff at the desk do most; a missing choice reads as that.
  return { ...parsed.data, payment: parsed.data.payment ?? 'cash' };
}

/** The new drop-off instant, or the messages for a date or time that is not a real one. */
export function extendedDropoff(
  values: ExtendFormValues,
  t: Translate,
): { ok: true; dropoffAt: Date } | { ok: false; errors: ExtendFormErrors } {
  const dropoffAt = dubaiDateTime(values.dropoffDate, values.dropoffTime);
  if (dropoffAt) return { ok: true, dropoffAt };
  const messages = scheduleMessagesIn(t);
  return {
    ok: false,
    errors: dubaiDateTime(values.dropoffDate, '00:00')
      ? { dropoffTime: messages.dropoffTimeRequired }
      : { dropoffDate: messages.dropoffDateRequired },
  };
}

/** The form's starting values: one day more, at the same time of day, paid at the counter in cash. */
export function extendFormValuesOf(dropoffAt: Date): ExtendFormValues {
  const { date, time } = toDubaiParts(dropoffAt);
  return { dropoffDate: nextDubaiDate(date), dropoffTime: time, payment: 'cash' };
}

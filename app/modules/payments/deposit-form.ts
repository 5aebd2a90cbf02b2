import { z } from 'zod';
import type { MessageKey } from '~/i18n/en';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';

/**
 * The deposit panel's forms, checked the same way in the browser and on the server: take a deposit
 * by card or record one left at the counter (an amount), capture part of it (an amount and what
 * for), or release what is left.
 */
export const DEPOSIT_REASON_MAX = 200;

const amount = z
  .string()
  .trim()
  .refine((text) => (parseAedToFils(text) ?? 0) > 0, { message: 'deposits.error.amount' satisfies MessageKey })
  .transform((text) => parseAedToFils(text)!);

const depositFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('card'), amount }),
  z.object({
    intent: z.literal('counter'),
    amount,
    tender: z.enum(['cash', 'card'], { message: 'deposits.error.tender' satisfies MessageKey }),
  }),
  z.object({
    intent: z.literal('capture'),
    amount,
    reason: z
      .string()
      .trim()
      .min(1, { message: 'deposits.error.reason' satisfies MessageKey })
      .max(DEPOSIT_REASON_MAX, { message: 'deposits.error.reason' satisfies MessageKey }),
  }),
  z.object({ intent: z.literal('release') }),
]);

export type DepositForm = z.infer<typeof depositFormSchema>;
export type DepositFormField = 'amount' | 'tender' | 'reason' | 'intent';

/** The form as posted, or the first field that is wrong with its message key. */
export function readDepositForm(
  fields: Record<string, unknown>,
): { ok: true; value: DepositForm } | { ok: false; field: DepositFormField; error: MessageKey } {
  const parsed = depositFormSchema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = (issue.path[0] as DepositFormField | undefined) ?? 'intent';
  const known = issue.message.startsWith('deposits.') ? (issue.message as MessageKey) : 'deposits.error.intent';
  return { ok: false, field, error: known };
}

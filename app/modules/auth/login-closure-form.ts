import '~/i18n/accounts-messages';
// zod/mini: the same rule runs in the staff member's browser and on the server.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';

export const CLOSURE_REASON_MAX_LENGTH = 500;

/**
 * Closing a login needs a reason (it is kept in the account's history and shown to staff);
 * reopening takes an optional one.
 */
export function loginClosureSchema(t: Translate) {
  const checked = z
    .object({
      intent: z.optional(z.string()),
      reason: z.pipe(
        z.optional(z.string()),
        z.transform((value) => value?.trim() ?? ''),
      ),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.intent !== 'closeLogin' && form.intent !== 'reopenLogin')
          ctx.addIssue({ code: 'custom', path: [], message: t('error.server') });
        if (form.intent === 'closeLogin' && !form.reason)
          ctx.addIssue({ code: 'custom', path: ['reason'], message: t('closure.reasonRequired') });
        if (form.reason.length > CLOSURE_REASON_MAX_LENGTH)
          ctx.addIssue({
            code: 'custom',
            path: ['reason'],
            message: t('closure.reasonTooLong', { max: CLOSURE_REASON_MAX_LENGTH }),
          });
      }),
    );
  return z.pipe(
    checked,
    z.transform((form) => ({
      intent: form.intent === 'closeLogin' ? ('close' as const) : ('reopen' as const),
      reason: form.reason || null,
    })),
  );
}

export type LoginClosureFields = { intent?: string; reason?: string };
export type LoginClosureValue = { intent: 'close' | 'reopen'; reason: string | null };

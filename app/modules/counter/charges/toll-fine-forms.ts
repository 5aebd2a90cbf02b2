import { z } from 'zod';
import type { MessageKey } from '~/i18n/en';

/**
 * The three forms of the Salik and fines screen: import a file, give an unmatched row to a booking,
 * set one aside. Each answers the values or the field its message belongs at.
 */

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

const rowId = z.coerce.number().int().positive();

const importForm = z.object({
  intent: z.literal('import'),
  source: z.enum(['toll', 'fine'], { error: 'tollsFines.sourceRequired' }),
  file: z.instanceof(File, { error: 'tollsFines.fileRequired' }).refine((file) => file.size > 0, {
    error: 'tollsFines.fileRequired',
  }),
});

const assignForm = z.object({
  intent: z.literal('assign'),
  rowId,
  bookingReference: z
    .string({ error: 'tollsFines.referenceRequired' })
    .trim()
    .min(1, { error: 'tollsFines.referenceRequired' })
    .max(40, { error: 'tollsFines.noBooking' }),
});

const dismissForm = z.object({
  intent: z.literal('dismiss'),
  rowId,
  reason: z
    .string({ error: 'tollsFines.reasonRequired' })
    .trim()
    .min(1, { error: 'tollsFines.reasonRequired' })
    .max(300, { error: 'tollsFines.reasonRequired' }),
});

const tollFineForm = z.discriminatedUnion('intent', [importForm, assignForm, dismissForm]);
type TollFineForm = z.infer<typeof tollFineForm>;

export type TollFineFormRead =
  { ok: true; value: TollFineForm } | { ok: false; intent: string; field: string; error: MessageKey };

export function readTollFineForm(form: FormData): TollFineFormRead {
  const fields = Object.fromEntries(form);
  const parsed = tollFineForm.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue.path[0] ?? 'intent');
  const intent = typeof fields.intent === 'string' ? fields.intent : '';
  const error = (issue.message.startsWith('tollsFines.') ? issue.message : 'tollsFines.rowGone') as MessageKey;
  return { ok: false, intent, field, error };
}

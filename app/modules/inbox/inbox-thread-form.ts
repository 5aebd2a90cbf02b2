import '~/i18n/staff-messages';
// zod/mini: the same rules run in the staff member's browser and on the server.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';

export const NOTE_MAX_LENGTH = 4000;
export const REPLY_SUBJECT_MAX_LENGTH = 200;
export const REPLY_BODY_MAX_LENGTH = 10000;

const text = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value?.trim() ?? ''),
);

/** What is wrong with a required text, or null when it is fine. */
const problem = (t: Translate, value: string, max: number) =>
  !value ? t('inbox.thread.required') : value.length > max ? t('inbox.thread.tooLong', { max }) : null;

/** An internal note: text only, for staff. */
export function inboxNoteSchema(t: Translate) {
  return z.object({ body: text }).check(
    z.superRefine((form, ctx) => {
      const message = problem(t, form.body, NOTE_MAX_LENGTH);
      if (message) ctx.addIssue({ code: 'custom', path: ['body'], message });
    }),
  );
}

/** A reply to the sender: a subject line and the mail's text, sent as written. */
export function inboxReplySchema(t: Translate) {
  return z.object({ subject: text, body: text }).check(
    z.superRefine((form, ctx) => {
      const subject = problem(t, form.subject, REPLY_SUBJECT_MAX_LENGTH);
      if (subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: subject });
      const body = problem(t, form.body, REPLY_BODY_MAX_LENGTH);
      if (body) ctx.addIssue({ code: 'custom', path: ['body'], message: body });
    }),
  );
}

export type InboxNoteFields = { body?: string };
export type InboxReplyFields = { subject?: string; body?: string };

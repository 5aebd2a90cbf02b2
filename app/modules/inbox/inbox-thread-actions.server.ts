import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { SubmissionKind } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { notFound } from '~/utils/http.server';
import { inboxNoteSchema, inboxReplySchema } from './inbox-thread-form';
import { addNote, sendReply } from './inbox-thread.server';

export type InboxThreadReply = { note?: SubmissionResult<string[]>; reply?: SubmissionResult<string[]> };

export const isThreadIntent = (intent: unknown) => intent === 'note' || intent === 'reply';

/**
 * A note or a reply posted on an entry's page: a missing text comes back (400) with what was typed
 * at the field; otherwise it is stored (and a reply mailed) and the page opens again with the outcome.
 */
export async function respondToThreadPost(
  form: FormData,
  locale: Locale,
  staff: { id: number },
  entry: { kind: SubmissionKind; id: number },
  back: string,
) {
  const t = translator(locale);
  if (form.get('intent') === 'note') {
    const submission = parseWithZod(form, { schema: inboxNoteSchema(t) });
    if (submission.status !== 'success') return data<InboxThreadReply>({ note: submission.reply() }, { status: 400 });
    if (!(await addNote(entry.kind, entry.id, submission.value.body, staff.id))) throw notFound();
    return redirectWithFlash(back, { kind: 'success', message: t('inbox.thread.noteAdded') });
  }
  const submission = parseWithZod(form, { schema: inboxReplySchema(t) });
  if (submission.status !== 'success') return data<InboxThreadReply>({ reply: submission.reply() }, { status: 400 });
  const result = await sendReply(entry.kind, entry.id, submission.value, staff.id);
  if (!result.ok && result.reason === 'not_found') throw notFound();
  if (!result.ok) return redirectWithFlash(back, { kind: 'error', message: t('inbox.thread.noEmail') });
  return redirectWithFlash(back, { kind: 'success', message: t('inbox.thread.sent') });
}

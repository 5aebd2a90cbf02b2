import { type SubmissionResult, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { FieldShell, inputClass } from '~/components/forms/field';
import { useLocale, useT } from '~/i18n/use-translation';
import {
  type InboxNoteFields,
  type InboxReplyFields,
  NOTE_MAX_LENGTH,
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
  inboxNoteSchema,
  inboxReplySchema,
} from '~/modules/inbox/inbox-thread-form';
import { formatDubaiDateTime } from '~/utils/dubai-time';

export type ThreadItem = {
  id: number;
  kind: 'note' | 'reply';
  subject: string | null;
  body: string;
  createdAt: string;
  authorName: string | null;
};

/** The notes and replies on an entry, oldest first, and the forms to add either. */
export function EntryThread({
  items,
  replyTo,
  replySubject,
  noteResult,
  replyResult,
}: {
  items: ThreadItem[];
  replyTo: string | null;
  replySubject: string;
  noteResult?: SubmissionResult<string[]>;
  replyResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="entry-thread" className={panelClass}>
      <h2 id="entry-thread" className="mb-3 text-lg font-bold text-navy-900">
        {t('inbox.thread.title')}
      </h2>
      {items.length ? (
        <ol className="space-y-3" aria-label={t('inbox.thread.title')}>
          {items.map((item) => (
            <li
              key={item.id}
              className={
                item.kind === 'note'
                  ? 'rounded-md bg-amber-50 p-3 ring-1 ring-amber-200'
                  : 'rounded-md bg-sky-50 p-3 ring-1 ring-sky-200'
              }
            >
              <p className="text-sm font-semibold text-slate-800">
                {t(item.kind === 'note' ? 'inbox.thread.noteBy' : 'inbox.thread.replyBy', {
                  name: item.authorName ?? t('inbox.handling.someone'),
                })}
                {' · '}
                <time dateTime={item.createdAt} className="font-normal tabular-nums">
                  {formatDubaiDateTime(item.createdAt, locale)}
                </time>
              </p>
              {item.subject ? (
                <p className="mt-1 font-semibold text-slate-900" dir="auto">
                  {item.subject}
                </p>
              ) : null}
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900" dir="auto">
                {item.body}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">{t('inbox.thread.empty')}</p>
      )}
      <NoteForm lastResult={noteResult} />
      {replyTo ? (
        <ReplyForm to={replyTo} subject={replySubject} lastResult={replyResult} />
      ) : (
        <p className="mt-5 border-t border-slate-100 pt-4 text-slate-700">{t('inbox.thread.noEmail')}</p>
      )}
    </section>
  );
}

function NoteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const [form, fields] = useForm<InboxNoteFields>({
    id: 'inbox-note',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inboxNoteSchema(t) }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-5 border-t border-slate-100 pt-4">
      <input type="hidden" name="intent" value="note" />
      <FieldShell id={fields.body.id} label={t('inbox.thread.note')} errors={fields.body.errors}>
        <textarea
          {...getTextareaProps(fields.body)}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          dir="auto"
          className={inputClass}
        />
      </FieldShell>
      <p className="mb-2 text-sm text-slate-700">{t('inbox.thread.noteHint')}</p>
      <button type="submit" className={secondaryButton} disabled={busy}>
        {t('inbox.thread.addNote')}
      </button>
    </Form>
  );
}

function ReplyForm({
  to,
  subject,
  lastResult,
}: {
  to: string;
  subject: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const [form, fields] = useForm<InboxReplyFields>({
    id: 'inbox-reply',
    lastResult,
    defaultValue: { subject },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inboxReplySchema(t) }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-5 border-t border-slate-100 pt-4">
      <h3 className="mb-2 font-bold text-navy-900">{t('inbox.thread.reply')}</h3>
      <p className="mb-3 text-sm text-slate-700">
        {t('inbox.thread.replyTo')} <bdi dir="ltr">{to}</bdi>
      </p>
      <input type="hidden" name="intent" value="reply" />
      <FieldShell id={fields.subject.id} label={t('inbox.thread.subject')} errors={fields.subject.errors}>
        <input
          {...getInputProps(fields.subject, { type: 'text' })}
          maxLength={REPLY_SUBJECT_MAX_LENGTH}
          dir="auto"
          className={inputClass}
        />
      </FieldShell>
      <FieldShell id={fields.body.id} label={t('inbox.thread.body')} errors={fields.body.errors}>
        <textarea
          {...getTextareaProps(fields.body)}
          rows={6}
          maxLength={REPLY_BODY_MAX_LENGTH}
          dir="auto"
          className={inputClass}
        />
      </FieldShell>
      <p className="mb-2 text-sm text-slate-700">{t('inbox.thread.replyHint')}</p>
      <button type="submit" className={primaryButton} disabled={busy}>
        {t('inbox.thread.send')}
      </button>
    </Form>
  );
}

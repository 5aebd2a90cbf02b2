import { Form, useNavigation } from 'react-router';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { useLocale, useT } from '~/i18n/use-translation';
import type { SubmissionStatus } from '~/modules/inbox/inbox-status';

export type EntryHandling = {
  staff: { id: number; fullName: string }[];
  me: number;
  assignedTo: number | null;
  status: SubmissionStatus;
  startedAt: string | null;
  startedByName: string | null;
  handledAt: string | null;
  handledByName: string | null;
  history: {
    id: number;
    action: string;
    at: string;
    by: string | null;
    assigneeName: string | null;
    tookIt: boolean;
  }[];
};

/** Who follows the entry up and whether it is dealt with, the buttons to change either, and what was done when. */
export function EntryHandlingPanel({ handling }: { handling: EntryHandling }) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  const assigneeName = handling.staff.find((person) => person.id === handling.assignedTo)?.fullName ?? null;
  const historyLine = (event: EntryHandling['history'][number]) => {
    const by = event.by ?? t('inbox.handling.someone');
    if (event.action === 'handled') return t('inbox.handling.history.handled', { by });
    if (event.action === 'reopened') return t('inbox.handling.history.reopened', { by });
    if (event.action === 'started') return t('inbox.handling.history.started', { by });
    if (event.tookIt) return t('inbox.handling.history.took', { by });
    return event.assigneeName
      ? t('inbox.handling.history.assigned', { by, name: event.assigneeName })
      : t('inbox.handling.history.unassigned', { by });
  };
  return (
    <section aria-labelledby="entry-handling" className={panelClass}>
      <h2 id="entry-handling" className="mb-3 text-lg font-bold text-navy-900">
        {t('inbox.handling.title')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-semibold text-slate-700">{t('inbox.handling.state')}</dt>
        <dd className="text-slate-900">
          <span className="font-semibold">{t(`inbox.state.${handling.status}`)}</span>
          {handling.status === 'done' && handling.handledAt
            ? ` · ${t('inbox.handling.handledBy', {
                name: handling.handledByName ?? t('inbox.handling.someone'),
                at: formatDubaiDateTime(handling.handledAt, locale),
              })}`
            : null}
          {handling.status === 'in_progress' && handling.startedAt
            ? ` · ${t('inbox.handling.startedBy', {
                name: handling.startedByName ?? t('inbox.handling.someone'),
                at: formatDubaiDateTime(handling.startedAt, locale),
              })}`
            : null}
        </dd>
        <dt className="font-semibold text-slate-700">{t('inbox.handling.assignee')}</dt>
        <dd className="text-slate-900">{assigneeName ? <bdi>{assigneeName}</bdi> : t('inbox.handling.nobody')}</dd>
      </dl>

      <div className="mt-5 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <div>
            <label htmlFor="entry-assignee" className="mb-1 block text-sm font-semibold text-slate-800">
              {t('inbox.handling.assignTo')}
            </label>
            <select
              id="entry-assignee"
              name="assignee"
              key={handling.assignedTo ?? 'nobody'}
              defaultValue={handling.assignedTo === null ? '' : String(handling.assignedTo)}
              className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
            >
              <option value="">{t('inbox.handling.nobody')}</option>
              {handling.staff.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.fullName}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButton} disabled={busy}>
            {t('inbox.handling.assign')}
          </button>
        </Form>
        {handling.assignedTo === handling.me ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="assignee" value="me" />
            <button type="submit" className={secondaryButton} disabled={busy}>
              {t('inbox.handling.takeIt')}
            </button>
          </Form>
        )}
        <div className="ms-auto flex flex-wrap gap-2">
          {handling.status === 'new' ? (
            <Form method="post">
              <input type="hidden" name="intent" value="start" />
              <button type="submit" className={secondaryButton} disabled={busy}>
                {t('inbox.handling.start')}
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value={handling.status === 'done' ? 'reopen' : 'handled'} />
            <button
              type="submit"
              className={handling.status === 'done' ? secondaryButton : primaryButton}
              disabled={busy}
            >
              {t(handling.status === 'done' ? 'inbox.handling.reopen' : 'inbox.handling.markHandled')}
            </button>
          </Form>
        </div>
      </div>

      {handling.history.length ? (
        <>
          <h3 className="mt-5 border-t border-slate-100 pt-4 font-bold text-navy-900">{t('inbox.handling.history')}</h3>
          <ol className="mt-2 space-y-1 text-sm text-slate-800">
            {handling.history.map((event) => (
              <li key={event.id}>
                <time dateTime={event.at} className="text-slate-700 tabular-nums">
                  {formatDubaiDateTime(event.at, locale)}
                </time>
                {' · '}
                {historyLine(event)}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

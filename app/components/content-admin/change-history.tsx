import '~/i18n/staff-messages';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import type { ChangeLine } from '~/modules/audit/readable-changes';

export type ChangeEvent = {
  id: number;
  action: string;
  lines: ChangeLine[];
  createdAt: Date | string;
  actorName: string | null;
  actorEmail: string | null;
};

/** The fields an entry changed, one per line: label, old -> new (or what happened to a file or long text). */
export function ChangeLines({ lines }: { lines: ChangeLine[] }) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm break-words text-slate-700">
      {lines.map((line, index) => (
        <li key={index}>
          {'note' in line
            ? t('audit.note', { label: line.label, note: line.note })
            : t('audit.line', { label: line.label, from: line.from, to: line.to })}
        </li>
      ))}
    </ul>
  );
}

const actionKeys: Record<string, MessageKey> = {
  created: 'cms.history.action.created',
  updated: 'cms.history.action.updated',
  retired: 'cms.history.action.retired',
  deleted: 'cms.history.action.deleted',
};

/** A record's history, newest first: what was done, by whom and when, and each field's old and new value. */
export function ChangeHistory({
  events,
  headingId = 'history-heading',
  heading,
}: {
  events: ChangeEvent[];
  headingId?: string;
  heading?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-navy-900">
        {heading ?? t('cms.history')}
      </h2>
      {events.length === 0 ? (
        <p className="text-slate-700">{t('cms.history.none')}</p>
      ) : (
        <ol className="space-y-3">
          {events.map((event) => (
            <li key={event.id} className="border-s-4 border-sand-500 ps-3">
              <p className="font-semibold text-navy-900">
                {t('cms.history.entry', {
                  action: actionKeys[event.action] ? t(actionKeys[event.action]) : event.action,
                  name: event.actorName ?? event.actorEmail ?? t('cms.history.system'),
                  date: formatDubaiDateTime(event.createdAt, locale),
                })}
              </p>
              <ChangeLines lines={event.lines} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

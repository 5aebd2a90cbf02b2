import '~/i18n/staff-messages';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import type { ChangeLine } from '~/modules/audit/readable-changes';

export type ChangeEvent = {
  id: number;
  /** Which record of the history the entry is about, where it gathers several (a car and its rates). */
  entity?: string;
  action: string;
  lines: ChangeLine[];
  createdAt: Date | string;
  actorName: string | null;
  actorEmail: string | null;
};

/** The fields an entry changed, one per line: label, old -> new (or what happened to a file or long text). */
function ChangeLines({ lines }: { lines: ChangeLine[] }) {
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

/**
 * The screens with a history, each in its own words: the heading, the empty state, the entry and
 * "the system" are `<prefix>`, `.none`, `.entry` and `.system`. The pre-owned screens load their own
 * messages (preowned-messages).
 */
const histories = {
  content: {
    prefix: 'cms.history',
    headingId: 'history-heading',
    action: (event: ChangeEvent, t: Translate) =>
      actionKeys[event.action] ? t(actionKeys[event.action]) : event.action,
  },
  vehicles: {
    prefix: 'vehicles.history',
    headingId: 'vehicle-history',
    action: (event: ChangeEvent, t: Translate) => t(`vehicles.history.${event.entity}.${event.action}` as MessageKey),
  },
  preowned: {
    prefix: 'preowned.admin.history',
    headingId: 'preowned-history',
    action: (event: ChangeEvent, t: Translate) => t(`preowned.history.${event.action}` as MessageKey),
  },
} as const;

/** A record's history, newest first: what was done, by whom and when, and each field's old and new value. */
export function ChangeHistory({
  events,
  of = 'content',
  headingId,
  heading,
}: {
  events: ChangeEvent[];
  of?: keyof typeof histories;
  headingId?: string;
  heading?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const history = histories[of];
  const id = headingId ?? history.headingId;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="mb-3 text-xl font-bold text-navy-900">
        {heading ?? t(history.prefix)}
      </h2>
      {events.length === 0 ? (
        <p className="text-slate-700">{t(`${history.prefix}.none`)}</p>
      ) : (
        <ol className="space-y-3">
          {events.map((event) => (
            <li key={`${event.entity ?? ''}-${event.id}`} className="border-s-4 border-sand-500 ps-3">
              <p className="font-semibold text-navy-900">
                {t(`${history.prefix}.entry`, {
                  action: history.action(event, t),
                  name: event.actorName ?? event.actorEmail ?? t(`${history.prefix}.system`),
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

import '~/i18n/preowned-messages';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { ChangeLines } from '~/components/content-admin/change-history';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import type { ChangeLine } from '~/modules/audit/readable-changes';

export type PreownedChange = {
  id: number;
  entity: string;
  action: string;
  lines: ChangeLine[];
  createdAt: Date | string;
  actorName: string | null;
  actorEmail: string | null;
};

/** A car's history, newest first: what was done, by whom and when, and each field's old and new value. */
export function PreownedHistory({ events }: { events: PreownedChange[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="preowned-history"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="preowned-history" className="mb-3 text-xl font-bold text-navy-900">
        {t('preowned.admin.history')}
      </h2>
      {events.length === 0 ? (
        <p className="text-slate-700">{t('preowned.admin.history.none')}</p>
      ) : (
        <ol className="space-y-3">
          {events.map((event) => (
            <li key={`${event.entity}-${event.id}`} className="border-s-4 border-sand-500 ps-3">
              <p className="font-semibold text-navy-900">
                {t('preowned.admin.history.entry', {
                  action: t(`preowned.history.${event.action}` as MessageKey),
                  name: event.actorName ?? event.actorEmail ?? t('preowned.admin.history.system'),
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

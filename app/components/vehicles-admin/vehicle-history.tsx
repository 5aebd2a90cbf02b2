import '~/i18n/staff-messages';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import { ChangeLines } from '~/components/content-admin/change-history';
import type { ChangeLine } from '~/modules/audit/readable-changes';

export type VehicleChange = {
  id: number;
  entity: string;
  action: string;
  lines: ChangeLine[];
  createdAt: Date | string;
  actorName: string | null;
  actorEmail: string | null;
};

/** A vehicle's history, newest first: what was done, by whom and when, and each field's old and new value. */
export function VehicleHistory({ events }: { events: VehicleChange[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="vehicle-history"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="vehicle-history" className="mb-3 text-xl font-bold text-navy-900">
        {t('vehicles.history')}
      </h2>
      {events.length === 0 ? (
        <p className="text-slate-700">{t('vehicles.history.none')}</p>
      ) : (
        <ol className="space-y-3">
          {events.map((event) => {
            const kind = `${event.entity}.${event.action}`;
            return (
              <li key={`${event.entity}-${event.id}`} className="border-s-4 border-sand-500 ps-3">
                <p className="font-semibold text-navy-900">
                  {t('vehicles.history.entry', {
                    action: t(`vehicles.history.${kind}` as MessageKey),
                    name: event.actorName ?? event.actorEmail ?? t('vehicles.history.system'),
                    date: formatDubaiDateTime(event.createdAt, locale),
                  })}
                </p>
                <ChangeLines lines={event.lines} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

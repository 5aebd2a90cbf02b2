import '~/i18n/staff-messages';
import { formatDubaiDateTime } from '~/components/account/format';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';

export type VehicleChange = { id: number; entity: string; action: string; changes: Record<string, unknown> | null; createdAt: Date | string; actorName: string | null; actorEmail: string | null };

/** Changes that list fields as { field: { from, to } }; the others carry a summary. */
const fieldChanges = new Set(['vehicle.updated', 'rate_card.created', 'branch_fleet.updated']);

/** A vehicle's history, newest first: what was done, by whom and when, and which fields changed. */
export function VehicleHistory({ events, fieldLabel = (field) => field }: { events: VehicleChange[]; fieldLabel?: (field: string) => string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="vehicle-history" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="vehicle-history" className="mb-3 text-xl font-bold text-navy-900">
        {t('vehicles.history')}
      </h2>
      {events.length === 0 ? (
        <p className="text-slate-700">{t('vehicles.history.none')}</p>
      ) : (
        <ol className="space-y-3">
          {events.map((event) => {
            const kind = `${event.entity}.${event.action}`;
            const fields = fieldChanges.has(kind) && event.changes ? Object.keys(event.changes).filter((field) => field !== 'rateCardId') : [];
            return (
              <li key={`${event.entity}-${event.id}`} className="border-s-4 border-sand-500 ps-3">
                <p className="font-semibold text-navy-900">
                  {t('vehicles.history.entry', {
                    action: t(`vehicles.history.${kind}` as MessageKey),
                    name: event.actorName ?? event.actorEmail ?? t('vehicles.history.system'),
                    date: formatDubaiDateTime(event.createdAt, locale),
                  })}
                </p>
                {fields.length > 0 ? (
                  <p className="text-sm break-words text-slate-700">{t('vehicles.history.fields', { fields: fields.map(fieldLabel).join(', ') })}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

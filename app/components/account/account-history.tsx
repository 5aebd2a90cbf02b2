import '~/i18n/accounts-messages';
import type { AccountEventKind } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import { isRole } from '~/modules/auth/permissions';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { ColumnHeads } from '~/components/tables/column-heads';

export type HistoryEvent = {
  id: number;
  kind: AccountEventKind;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
  actorName: string | null;
};

const fieldLabels: Record<string, MessageKey> = {
  fullName: 'account.fullName',
  birthDate: 'account.birthDate',
  licenceNumber: 'account.licenceNumber',
  licenceExpiry: 'account.licenceExpiry',
  passportNumber: 'account.passportNumber',
  passportExpiry: 'account.passportExpiry',
};

const roleList = (t: Translate, value: unknown) =>
  Array.isArray(value)
    ? value.map((role) => (isRole(role) ? t(`management.role.${role}` as MessageKey) : String(role))).join(', ')
    : '';

/** The event's particulars in a line: what changed, which files, the staff's reason. */
function eventDetails(t: Translate, event: HistoryEvent): string[] {
  const details = event.details ?? {};
  const lines: string[] = [];
  if (event.kind === 'documents_added' && Array.isArray(details.files))
    lines.push(details.files.map(String).join(', '));
  if (event.kind === 'documents_added' && details.resubmitted === true) lines.push(t('review.resubmitted'));
  if (event.kind === 'profile_updated') {
    for (const [field, change] of Object.entries(details)) {
      if (field === 'documentRemoved') lines.push(`${t('account.documents.remove')}: ${String(change)}`);
      else if (fieldLabels[field] && change && typeof change === 'object') {
        const { from, to } = change as { from?: unknown; to?: unknown };
        lines.push(`${t(fieldLabels[field])}: ${String(from ?? '–')} → ${String(to ?? '–')}`);
      }
    }
  }
  if (event.kind === 'roles_changed') lines.push(`${roleList(t, details.from)} → ${roleList(t, details.to)}`);
  if (event.reason) lines.push(event.reason);
  return lines;
}

/** Who did what to the account and when, newest first. */
export function AccountHistory({ events }: { events: HistoryEvent[] }) {
  const t = useT();
  const locale = useLocale();
  if (!events.length) return <p className="text-slate-700">{t('review.noHistory')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full min-w-[36rem] text-start text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <ColumnHeads headings={['review.when', 'review.what', 'review.who']} />
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                {formatDubaiDateTime(event.createdAt, locale)}
              </td>
              <td className="px-3 py-2">
                <p className="font-semibold text-navy-900">{t(`review.event.${event.kind}`)}</p>
                {eventDetails(t, event).map((line, index) => (
                  <p key={index} className="break-words text-slate-700" dir="auto">
                    {line}
                  </p>
                ))}
              </td>
              <td className="px-3 py-2 text-slate-800" dir="auto">
                {event.actorName ?? t('review.system')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

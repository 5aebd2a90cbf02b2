import { Icon } from '~/components/icons/icon';
import { Link } from 'react-router';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { InboxKind } from '~/modules/inbox/inbox-kinds';
import type { SubmissionStatus } from '~/modules/inbox/inbox-status';
import { kindLabel } from './inbox-kind-nav';

export type InboxListRow = {
  kind: InboxKind;
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  createdAt: string;
  status: SubmissionStatus | null;
  assigneeName: string | null;
};

const statusBadge: Record<SubmissionStatus, string> = {
  new: 'rounded-full bg-amber-100 px-2 py-0.5 text-amber-900',
  in_progress: 'rounded-full bg-sky-100 px-2 py-0.5 text-sky-900',
  done: 'rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900',
};

/** Whether the entry is dealt with, and whose it is. */
function HandlingLine({ status, assigneeName }: { status: SubmissionStatus; assigneeName: string | null }) {
  const t = useT();
  return (
    <span className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
      <span className={statusBadge[status]}>{t(`inbox.state.${status}`)}</span>
      {assigneeName ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800" dir="auto">
          {t('inbox.assignedTo', { name: assigneeName })}
        </span>
      ) : null}
    </span>
  );
}

/** One line per entry, newest first; the whole line opens the entry. */
export function InboxList({ rows, showKind }: { rows: InboxListRow[]; showKind: boolean }) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  return (
    <ol className="divide-y divide-slate-100">
      {rows.map((row) => {
        const from = row.name ?? row.email ?? t('inbox.none');
        return (
          <li key={`${row.kind}-${row.id}`}>
            <Link
              to={to(`/admin/inbox/${row.kind}/${row.id}`)}
              className="group grid gap-x-4 gap-y-1 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:grid-cols-[10rem_minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:px-2"
            >
              <span className="text-sm text-slate-700 tabular-nums">
                <time dateTime={row.createdAt}>{formatDubaiDateTime(row.createdAt, locale)}</time>
                {showKind ? (
                  <span className="ms-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-navy-900 sm:ms-0 sm:mt-1 sm:block sm:w-fit">
                    {t(kindLabel(row.kind))}
                  </span>
                ) : null}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-bold text-navy-900 group-hover:underline" dir="auto">
                  {row.kind === 'newsletter' ? t('inbox.subscriber') : from}
                </span>
                <span className="block truncate text-sm text-slate-700" dir="ltr">
                  {[row.kind === 'newsletter' ? null : row.email, row.phone].filter(Boolean).join(' · ') ||
                    (row.kind === 'newsletter' ? row.email : '')}
                </span>
              </span>
              <span className="min-w-0 text-sm text-slate-800">
                <span className="line-clamp-2" dir="auto">
                  {row.message ?? ''}
                </span>
                {row.status === null ? null : <HandlingLine status={row.status} assigneeName={row.assigneeName} />}
              </span>
              <span className="hidden items-center gap-1 text-sm font-semibold text-navy-800 sm:inline-flex">
                {t('inbox.open')}
                <span className="sr-only">
                  : {t(kindLabel(row.kind))} #{row.id}
                </span>
                <Icon name="chevron-right" className="flip-rtl h-4 w-4" />
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

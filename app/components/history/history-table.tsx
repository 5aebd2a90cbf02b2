import '~/i18n/staff-messages';
import { Link } from 'react-router';
import { ColumnHeads } from '~/components/tables/column-heads';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { HistoryLine } from '~/modules/history/history-words';
import { formatDubaiDateTime } from '~/utils/dubai-time';

/** The history's changes as a table: when in Dubai time, who, the kind of record, what happened, why, and the record. */
export function HistoryTable({ lines }: { lines: readonly HistoryLine[] }) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    // Focusable so keyboard users can scroll it sideways on a phone; relative keeps the caption inside it.
    <div className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200" tabIndex={0}>
      <table className="w-full min-w-[48rem] text-start text-sm">
        <caption className="sr-only">{t('changeLog.list')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <ColumnHeads
            headings={[
              'changeLog.column.when',
              'changeLog.column.who',
              'changeLog.column.kind',
              'changeLog.column.what',
              'changeLog.column.reason',
              'changeLog.column.record',
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={line.key} className="align-top" data-kind={line.kind}>
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={line.at}>{formatDubaiDateTime(line.at, locale)}</time>
              </td>
              <td className="px-3 py-2">
                <bdi>{line.who}</bdi>
              </td>
              <td className="px-3 py-2">{t(`changeLog.kind.${line.kind}`)}</td>
              <td className="px-3 py-2 font-semibold text-slate-900">{line.what}</td>
              <td className="px-3 py-2">
                <bdi>{line.reason}</bdi>
              </td>
              <td className="px-3 py-2">
                {line.record.href ? (
                  <Link to={to(line.record.href)} className="font-semibold text-navy-800 underline underline-offset-2">
                    <bdi>{line.record.label}</bdi>
                  </Link>
                ) : (
                  <bdi>{line.record.label}</bdi>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

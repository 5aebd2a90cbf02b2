import type { Locale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { toCsv } from '~/modules/inbox/csv';
import { formatAedDigits } from '~/utils/money';
import type { ReportPeriod } from './report-period';
import type { ReportLine, ReportTable } from './report-table';

const plainAed = (fils: number | null) => (fils === null ? '' : formatAedDigits(fils).replace(/,/g, ''));

/** The page's table as CSV, in the page's language: plain numbers a spreadsheet can add up. */
export function utilisationCsv(table: ReportTable, period: ReportPeriod, locale: Locale): string {
  const t = translator(locale);
  const header = (
    [
      'reports.col.first',
      'reports.col.last',
      'reports.col.branch',
      'reports.col.model',
      'reports.col.available',
      'reports.col.onRent',
      'reports.col.utilisation',
      'reports.col.revenue',
      'reports.col.revenuePerCarDay',
    ] as const
  ).map((key) => t(key));
  const line = (row: ReportLine) => [
    period.first,
    period.last,
    row.branch ?? t(row.kind === 'total' ? 'reports.total' : 'reports.filter.all'),
    row.model ?? t('reports.allModels'),
    row.availableCarDays,
    row.onRentCarDays,
    row.utilisationPercent === null ? '' : row.utilisationPercent.toFixed(1),
    plainAed(row.revenueFils),
    plainAed(row.revenuePerCarDayFils),
  ];
  return toCsv(header, [...table.byBranch, ...table.byModel, table.total].map(line));
}

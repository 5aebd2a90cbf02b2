import { useLocale, useT } from '~/i18n/use-translation';
import type { ReportLine } from '~/modules/reports/report-table';
import { formatAed } from '~/utils/money';

// Western digits in both languages, as the site's prices are shown.
const intlLocale = (locale: string) => (locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE');
// A report shows hundreds of figures and making a number format costs far more than using one: each is made once.
const formats = new Map<string, Intl.NumberFormat>();
function format(locale: string, kind: 'number' | 'percent') {
  let made = formats.get(`${locale} ${kind}`);
  if (!made) {
    made = new Intl.NumberFormat(
      intlLocale(locale),
      kind === 'percent' ? { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 } : {},
    );
    formats.set(`${locale} ${kind}`, made);
  }
  return made;
}

const cellClass = 'px-3 py-2 text-end tabular-nums';

/** One table of the fleet report: a line per branch and model, per branch or per model, totals set apart. */
export function UtilisationTable({ id, caption, lines }: { id: string; caption: string; lines: ReportLine[] }) {
  const t = useT();
  const locale = useLocale();
  const number = (value: number) => format(locale, 'number').format(value);
  const percent = (value: number | null) => (value === null ? '–' : format(locale, 'percent').format(value / 100));
  const aed = (fils: number | null) => (fils === null ? '–' : formatAed(fils, locale));
  // Each part isolated, so an English model name keeps its place beside an Arabic branch name.
  const nameOf = (line: ReportLine) =>
    line.kind === 'total'
      ? [t('reports.total')]
      : [line.branch, line.model ?? t('reports.allModels')].filter((part): part is string => Boolean(part));
  return (
    <div className="overflow-x-auto">
      <table id={id} className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="mb-2 text-start text-lg font-bold text-navy-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="px-3 py-2 text-start">
              {lines.some((line) => line.branch) ? t('reports.col.branch') : t('reports.col.model')}
            </th>
            <th scope="col" className={cellClass}>
              {t('reports.col.available')}
            </th>
            <th scope="col" className={cellClass}>
              {t('reports.col.onRent')}
            </th>
            <th scope="col" className={cellClass}>
              {t('reports.col.utilisation')}
            </th>
            <th scope="col" className={cellClass}>
              {t('reports.col.revenue')}
            </th>
            <th scope="col" className={cellClass}>
              {t('reports.col.revenuePerCarDay')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={`${line.kind} ${line.branch} ${line.model}`}
              className={
                line.kind === 'model_at_branch' || line.kind === 'model'
                  ? 'border-b border-slate-100'
                  : 'border-b border-slate-300 bg-sand-50 font-semibold'
              }
            >
              <th scope="row" className="px-3 py-2 text-start font-normal">
                {nameOf(line).map((part, index) => (
                  <span key={part}>
                    {index > 0 ? ' · ' : null}
                    <bdi>{part}</bdi>
                  </span>
                ))}
              </th>
              <td className={cellClass}>{number(line.availableCarDays)}</td>
              <td className={cellClass}>{number(line.onRentCarDays)}</td>
              <td className={cellClass}>{percent(line.utilisationPercent)}</td>
              <td className={cellClass}>{aed(line.revenueFils)}</td>
              <td className={cellClass}>{aed(line.revenuePerCarDayFils)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import '~/i18n/staff-messages';
import { BarListChart } from '~/components/charts/bar-list-chart';
import { type ChartDatum, ChartFigure, chartSummary } from '~/components/charts/chart-figure';
import { ColumnChart } from '~/components/charts/column-chart';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import type { BookingStats } from '~/modules/bookings/booking-stats.server';
import { formatAed } from '~/utils/money';

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

/** '23 Nov' for a 'YYYY-MM-DD' calendar day (no clock involved, so server and browser agree). */
function dayLabel(day: string, locale: Locale, withYear = false) {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const number = (value: number, locale: Locale, digits = 0) =>
  new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(value);
const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
/** Whole dirhams on the axis ('12k' would need translating; plain grouped numbers read in both languages). */
const dirhams = (fils: number, locale: Locale) => number(Math.round(fils / 100), locale);

/** The dashboard's five charts for the chosen range. */
export function BookingCharts({ stats }: { stats: BookingStats }) {
  const t = useT();
  const locale = useLocale();
  const rtl = locale === 'ar';
  const branchName = (city: { en: string; ar?: string }, name: { en: string; ar?: string }) =>
    `${localized(city, locale)} – ${localized(name, locale)}`;
  const summary = (title: string, data: ChartDatum[]) =>
    chartSummary(data, {
      title,
      empty: (name) => t('bookings.chart.empty', { title: name }),
      highest: (name, label, value) => t('bookings.chart.summary', { title: name, label, value }),
    });

  const perDay: ChartDatum[] = stats.perDay.map((day) => ({
    key: day.day,
    label: dayLabel(day.day, locale),
    value: day.bookings,
    display: number(day.bookings, locale),
  }));
  const revenue: ChartDatum[] = stats.perDay.map((day) => ({
    key: day.day,
    label: dayLabel(day.day, locale),
    value: day.revenueFils,
    display: formatAed(day.revenueFils, locale),
  }));
  const byBranch: ChartDatum[] = stats.byBranch.map((branch) => ({
    key: String(branch.branchId),
    label: branchName(branch.city, branch.name),
    value: branch.bookings,
    display: number(branch.bookings, locale),
  }));
  const byType: ChartDatum[] = stats.byVehicleType.map((type) => ({
    key: String(type.typeId),
    label: localized(type.label, locale),
    value: type.bookings,
    display: number(type.bookings, locale),
  }));
  const utilisation: ChartDatum[] = stats.utilisation.map((branch) => ({
    key: String(branch.branchId),
    label: branchName(branch.city, branch.name),
    value: branch.rate,
    display: `${percent(branch.rate, locale)} (${number(branch.bookedCarDays, locale, 1)} / ${number(branch.availableCarDays, locale)})`,
  }));

  const titles = {
    perDay: t('bookings.chart.perDay'),
    revenue: t('bookings.chart.revenue'),
    byBranch: t('bookings.chart.byBranch'),
    byType: t('bookings.chart.byType'),
    utilisation: t('bookings.chart.utilisation'),
  };

  return (
    <section aria-labelledby="charts-heading" className="space-y-4">
      <div>
        <h2 id="charts-heading" className="text-xl font-bold text-navy-900">
          {t('bookings.charts', {
            from: dayLabel(stats.range.from, locale, true),
            to: dayLabel(stats.range.to, locale, true),
          })}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('bookings.chartsNote')}</p>
        <p className="mt-1 font-semibold text-navy-900">
          {t('bookings.totals', {
            bookings: number(stats.totals.bookings, locale),
            revenue: formatAed(stats.totals.revenueFils, locale),
          })}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          id="chart-per-day"
          title={titles.perDay}
          summary={summary(titles.perDay, perDay)}
          columns={[t('bookings.axis.day'), t('bookings.axis.bookings')]}
          data={perDay}
        >
          {(labelledBy) => (
            <ColumnChart
              labelledBy={labelledBy}
              data={perDay}
              rtl={rtl}
              tickLabel={(value) => number(value, locale)}
              xAxisLabel={t('bookings.axis.day')}
              yAxisLabel={t('bookings.axis.bookings')}
            />
          )}
        </ChartFigure>
        <ChartFigure
          id="chart-revenue"
          title={titles.revenue}
          summary={summary(titles.revenue, revenue)}
          columns={[t('bookings.axis.day'), t('bookings.axis.revenue')]}
          data={revenue}
        >
          {(labelledBy) => (
            <ColumnChart
              labelledBy={labelledBy}
              data={revenue}
              rtl={rtl}
              tickLabel={(value) => dirhams(value, locale)}
              xAxisLabel={t('bookings.axis.day')}
              yAxisLabel={t('bookings.axis.revenue')}
            />
          )}
        </ChartFigure>
        <ChartFigure
          id="chart-branch"
          title={titles.byBranch}
          summary={summary(titles.byBranch, byBranch)}
          columns={[t('bookings.axis.branch'), t('bookings.axis.bookings')]}
          data={byBranch}
        >
          {(labelledBy) => (
            <BarListChart
              labelledBy={labelledBy}
              data={byBranch}
              rtl={rtl}
              categoryLabel={t('bookings.axis.branch')}
              valueAxisLabel={t('bookings.axis.bookings')}
            />
          )}
        </ChartFigure>
        <ChartFigure
          id="chart-type"
          title={titles.byType}
          summary={summary(titles.byType, byType)}
          columns={[t('bookings.axis.type'), t('bookings.axis.bookings')]}
          data={byType}
        >
          {(labelledBy) => (
            <BarListChart
              labelledBy={labelledBy}
              data={byType}
              rtl={rtl}
              categoryLabel={t('bookings.axis.type')}
              valueAxisLabel={t('bookings.axis.bookings')}
            />
          )}
        </ChartFigure>
        <ChartFigure
          id="chart-utilisation"
          title={titles.utilisation}
          note={t('bookings.chart.utilisationNote', { days: stats.range.days })}
          summary={summary(titles.utilisation, utilisation)}
          columns={[t('bookings.axis.branch'), t('bookings.axis.rate')]}
          data={utilisation}
        >
          {(labelledBy) => (
            <BarListChart
              labelledBy={labelledBy}
              data={utilisation.map((datum) => ({ ...datum, display: percent(datum.value, locale) }))}
              rtl={rtl}
              max={1}
              categoryLabel={t('bookings.axis.branch')}
              valueAxisLabel={t('bookings.axis.rate')}
            />
          )}
        </ChartFigure>
      </div>
    </section>
  );
}

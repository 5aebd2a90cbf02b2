import '~/i18n/staff-messages';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/admin-reports';
import { StaffPage, panelClass, secondaryButton } from '~/components/content-admin/staff-page';
import { inputClass } from '~/components/forms/field';
import { Icon } from '~/components/icons/icon';
import { UtilisationTable } from '~/components/reports/utilisation-table';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { branchChoices } from '~/modules/cars/car-options.server';
import { fleetReport, readReportQuery } from '~/modules/reports/fleet-report.server';
import { type PeriodKind, periodKinds, switchDate } from '~/modules/reports/report-period';
import { formatCalendarDate } from '~/utils/dubai-time';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-reports');
  const locale = pageLocale(context);
  const query = readReportQuery(url.searchParams);
  const [table, branches] = await Promise.all([fleetReport(query, locale), branchChoices()]);
  return data(
    {
      period: query.period,
      branch: query.branchId ? String(query.branchId) : '',
      branches: branches.map((branch) => ({
        id: branch.id,
        label: `${localized(branch.cityLabel, locale)} – ${localized(branch.nameLabel, locale)}`,
      })),
      table,
    },
    { headers: privateHeaders },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('reports.title'), noIndex: true });

const pill =
  'inline-block rounded-full px-4 py-1.5 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white';

/** Utilisation and revenue of the fleet for a Dubai week or month, per branch and model, with its CSV. */
export default function AdminReports({ loaderData: { period, branch, branches, table } }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const query = (changes: { period?: PeriodKind; from?: string }, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      period: changes.period ?? period.kind,
      from: changes.from ?? period.first,
      ...(branch ? { branch } : {}),
      ...extra,
    }).toString();
  const empty = table.byBranch.length === 0;
  return (
    <StaffPage heading={t('reports.title')} intro={t('reports.intro')}>
      <section aria-labelledby="report-period-heading" className={`${panelClass} space-y-4`}>
        <h2 id="report-period-heading" className="text-xl font-bold text-navy-900">
          {t('reports.range', {
            first: formatCalendarDate(period.first, locale),
            last: formatCalendarDate(period.last, locale),
          })}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label={t('reports.period')} className="flex gap-2">
            {periodKinds.map((kind) => (
              <Link
                key={kind}
                to={`${to('/admin/reports')}?${query({ period: kind, from: kind === period.kind ? period.first : switchDate(period) })}`}
                aria-current={kind === period.kind ? 'page' : undefined}
                className={pill}
              >
                {t(`reports.period.${kind}`)}
              </Link>
            ))}
          </nav>
          <Link to={`${to('/admin/reports')}?${query({ from: period.previous })}`} className={pill}>
            {t(`reports.previous.${period.kind}`)}
          </Link>
          <Link to={`${to('/admin/reports')}?${query({ from: period.next })}`} className={pill}>
            {t(`reports.next.${period.kind}`)}
          </Link>
        </div>
        <Form key={`${period.kind} ${period.first} ${branch}`} method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="period" value={period.kind} />
          <input type="hidden" name="from" value={period.first} />
          <div>
            <label htmlFor="reports-branch" className="mb-1 block text-sm font-semibold text-navy-900">
              {t('reports.filter.branch')}
            </label>
            <select id="reports-branch" name="branch" defaultValue={branch} className={inputClass}>
              <option value="">{t('reports.filter.all')}</option>
              {branches.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButton}>
            {t('reports.filter.apply')}
          </button>
          {/* A file download, not a page: the browser fetches it directly. */}
          <a
            href={`/admin/reports.csv?${query({}, { lang: locale })}`}
            download
            className="inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold text-navy-800 ring-1 ring-slate-300 hover:bg-sand-100"
          >
            <Icon name="download" className="h-4 w-4" />
            {t('reports.download')}
          </a>
        </Form>
      </section>
      <section aria-labelledby="report-figures-heading" className={`${panelClass} space-y-6`}>
        <h2 id="report-figures-heading" className="sr-only">
          {t('reports.title')}
        </h2>
        {empty ? (
          <p className="text-slate-700">{t('reports.none')}</p>
        ) : (
          <>
            <UtilisationTable
              id="report-by-branch"
              caption={t('reports.byBranch')}
              lines={[...table.byBranch, table.total]}
            />
            <UtilisationTable id="report-by-model" caption={t('reports.byModel')} lines={table.byModel} />
          </>
        )}
        <p className="text-sm text-slate-600">{t('reports.explained')}</p>
      </section>
    </StaffPage>
  );
}

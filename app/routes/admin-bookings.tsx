import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-bookings';
import { BookingCharts } from '~/components/admin-bookings/booking-charts';
import { BookingSearchForm } from '~/components/admin-bookings/booking-search-form';
import { BookingPager, BookingTable } from '~/components/admin-bookings/booking-table';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { countForm } from '~/i18n/plural';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import {
  BOOKINGS_PAGE_SIZE,
  chartRange,
  filtersToQuery,
  readBookingFilters,
  readPageNumber,
} from '~/modules/bookings/booking-search';
import { searchBookings, searchChoices } from '~/modules/bookings/booking-search.server';
import { toBookingRow } from '~/modules/bookings/booking-rows';
import { bookingStats } from '~/modules/bookings/booking-stats.server';
import { pageMeta } from '~/utils/meta';
import { dubaiToday } from '~/utils/dubai-time';
import { pageLocale } from '~/utils/request-page';
import { keptPersonalPageHeaders } from '~/modules/auth/personal-pages.server';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin');
  const locale = pageLocale(context);
  const filters = readBookingFilters(url.searchParams);
  const requested = readPageNumber(url.searchParams.get('page'));
  const [branchRows, stats, first] = await Promise.all([
    searchChoices(),
    bookingStats(chartRange(filters)),
    searchBookings(filters, requested, BOOKINGS_PAGE_SIZE),
  ]);
  const pages = Math.max(1, Math.ceil(first.total / BOOKINGS_PAGE_SIZE));
  // A page past the end (bookmarked before bookings were cancelled away) shows the last one.
  const page = Math.min(requested, pages);
  const { rows, total } = page === requested ? first : await searchBookings(filters, page, BOOKINGS_PAGE_SIZE);
  const place = (city: { en: string; ar?: string }, name: { en: string; ar?: string }) =>
    `${localized(city, locale)} – ${localized(name, locale)}`;
  return data(
    {
      today: dubaiToday(),
      filters,
      page,
      pages,
      total,
      stats,
      branches: branchRows.map((branch) => ({
        id: branch.id,
        city: branch.city,
        cityLabel: localized(branch.cityLabel, locale),
        label: place(branch.cityLabel, branch.nameLabel),
      })),
      rows: rows.map((row) => toBookingRow(row, locale)),
    },
    { headers: keptPersonalPageHeaders },
  );
}

// Kept per session while the site's data is unchanged (decision record 090).
export const headers: Route.HeadersFunction = () => keptPersonalPageHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('bookings.title'), noIndex: true });

/** The staff bookings dashboard: search every booking, page through the results, and the figures for the range. */
export default function AdminBookings({
  loaderData: { today, filters, page, pages, total, rows, branches, stats },
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const base = to('/admin');
  const pageHref = (n: number) => `${base}?${filtersToQuery(filters, n > 1 ? { page: String(n) } : {})}`;
  return (
    <article>
      <PageHero heading={t('bookings.title')} intro={t('bookings.intro')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:py-10">
        <nav aria-label={t('bookings.shortcuts')} className="flex flex-wrap gap-3">
          {(
            [
              ['bookings.shortcut.sheet', to('/admin/today')],
              ['bookings.shortcut.pickups', `${base}?from=${today}&to=${today}`],
              ['bookings.shortcut.returns', `${base}?returnFrom=${today}&returnTo=${today}`],
            ] as const
          ).map(([label, href]) => (
            <Link
              key={label}
              to={href}
              className="rounded-full bg-white px-4 py-2 font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-sand-100"
            >
              {t(label)}
            </Link>
          ))}
          <Link
            to={to('/admin/bookings/new')}
            className="rounded-full bg-action-600 px-4 py-2 font-bold text-white hover:bg-action-700"
          >
            {t('staffBooking.newBooking')}
          </Link>
        </nav>
        <BookingSearchForm action={base} filters={filters} branches={branches} />

        <section aria-labelledby="results-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div role="status">
              <h2 id="results-heading" className="text-lg font-bold text-navy-900">
                {t(`bookings.found.${countForm(locale, total)}`, { n: total })}
              </h2>
            </div>
            {total > 0 ? (
              // A file download, not a page: the browser fetches it directly.
              <a
                href={`/admin/bookings-export?${filtersToQuery(filters, { lang: locale })}`}
                download
                className="inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold text-navy-800 ring-1 ring-slate-300 hover:bg-sand-100"
              >
                <Icon name="download" className="h-4 w-4" />
                {t('bookings.download')}
              </a>
            ) : null}
          </div>
          {rows.length ? (
            <>
              <BookingTable rows={rows} />
              <p className="text-sm text-slate-600">{t('bookings.timesNote')}</p>
            </>
          ) : null}
          <BookingPager page={page} pages={pages} href={pageHref} />
        </section>

        <BookingCharts stats={stats} />
      </div>
    </article>
  );
}

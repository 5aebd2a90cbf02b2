import '~/i18n/staff-messages';
import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/admin-customers';
import { formatDubaiDay } from '~/utils/dubai-time';
import { ReviewStatusBadge } from '~/components/account/review-status';
import { BookingPager } from '~/components/admin-bookings/booking-table';
import { PageHero } from '~/components/content/page-hero';
import { inputClass } from '~/components/forms/field';
import { localeFromPath } from '~/i18n/locale';
import { countForm } from '~/i18n/plural';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { CUSTOMERS_PAGE, CUSTOMER_QUERY_MAX, readCustomerQuery } from '~/modules/auth/customer-search';
import { searchCustomers } from '~/modules/auth/customer-search.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { readPageNumber } from '~/modules/bookings/booking-search';
import { pageMeta } from '~/utils/meta';
import { ColumnHeads } from '~/components/tables/column-heads';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

/** Staff find a customer by name, email, phone or booking reference. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-customers');
  const query = readCustomerQuery(url.searchParams.get('q'));
  const requested = readPageNumber(url.searchParams.get('page'));
  const first = await searchCustomers(query, requested);
  const pages = Math.max(1, Math.ceil(first.total / CUSTOMERS_PAGE));
  const page = Math.min(requested, pages);
  const { rows, total } = page === requested ? first : await searchCustomers(query, page);
  return data(
    {
      q: query.text,
      page,
      pages,
      total,
      customers: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    { headers: privateHeaders },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('customers.title'), noIndex: true });

export default function AdminCustomers({ loaderData: { q, page, pages, total, customers } }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const pageHref = (n: number) =>
    `${to('/admin/customers')}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <article>
      <PageHero heading={t('customers.title')} intro={t('customers.intro')} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="customer-query" className="mb-1 block text-sm font-semibold text-navy-900">
              {t('customers.query')}
            </label>
            <input
              id="customer-query"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={CUSTOMER_QUERY_MAX}
              dir="auto"
              className={inputClass}
            />
          </div>
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white hover:bg-navy-800"
          >
            <Icon name="search" className="h-4 w-4" />
            {t('customers.search')}
          </button>
        </Form>
        <p role="status" className="text-lg font-bold text-navy-900">
          {t(`customers.found.${countForm(locale, total)}`, { count: total })}
        </p>
        {customers.length ? (
          <div className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200" tabIndex={0}>
            <table className="w-full min-w-[44rem] text-start text-sm">
              <caption className="sr-only">{t('customers.title')}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <ColumnHeads
                  headings={[
                    'customers.col.name',
                    'customers.col.contact',
                    'customers.col.review',
                    'customers.col.bookings',
                    'customers.col.since',
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-slate-100">
                {customers.map((customer) => (
                  <tr key={customer.id} className="align-top">
                    <td className="px-3 py-2">
                      <Link
                        to={to(`/admin/accounts/${customer.id}`)}
                        className="font-semibold text-navy-800 underline underline-offset-2"
                        dir="auto"
                      >
                        {customer.fullName}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <bdi className="break-all">{customer.email}</bdi>
                      <br />
                      <bdi dir="ltr" className="text-slate-600">
                        {customer.phone}
                      </bdi>
                    </td>
                    <td className="px-3 py-2">
                      <ReviewStatusBadge status={customer.reviewStatus} />
                    </td>
                    <td className="px-3 py-2">{customer.bookings}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDubaiDay(customer.createdAt, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <BookingPager page={page} pages={pages} href={pageHref} />
      </div>
    </article>
  );
}

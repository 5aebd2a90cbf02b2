import '~/i18n/staff-messages';
import '~/i18n/accounts-messages';
import '~/i18n/booking-messages';
import { Icon } from '~/components/icons/icon';
import { Link } from 'react-router';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';

import type { BookingRow } from '~/modules/bookings/booking-rows';
import { formatAed } from '~/utils/money';
import { BookingStateBadge } from './booking-state-badge';
import { BookingReference } from '~/components/booking/booking-reference';

export type { BookingRow };

/** Columns folded into their neighbours below laptop width. */
const foldedBelowLaptop = new Set<string>(['bookings.col.vehicle', 'bookings.col.dropoff']);

/**
 * The search results: one row per booking, the reference opening its page. Below laptop width the
 * car goes under the customer and the return under the pick-up, so payment and total stay in sight
 * on a tablet; on a phone the table scrolls sideways.
 */
export function BookingTable({ rows }: { rows: readonly BookingRow[] }) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const headings = [
    'bookings.col.reference',
    'bookings.col.customer',
    'bookings.col.vehicle',
    'bookings.col.pickup',
    'bookings.col.dropoff',
    'bookings.col.state',
    'bookings.col.payment',
    'bookings.col.total',
  ] as const;
  return (
    <div
      className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      tabIndex={0}
      role="region"
      aria-labelledby="bookings-table-caption"
    >
      <table className="w-full min-w-[44rem] text-start text-sm lg:min-w-[60rem]">
        <caption id="bookings-table-caption" className="sr-only">
          {t('bookings.table')}
        </caption>
        <thead className="bg-sand-100 text-navy-900">
          <tr>
            {headings.map((heading) => (
              <th
                key={heading}
                scope="col"
                className={`px-3 py-3 font-semibold ${heading === 'bookings.col.total' ? 'text-end' : 'text-start'} ${foldedBelowLaptop.has(heading) ? 'hidden lg:table-cell' : ''}`}
              >
                {t(heading)}
                {heading === 'bookings.col.pickup' ? (
                  <span className="lg:hidden"> / {t('bookings.col.dropoff')}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-sand-50">
              <th scope="row" className="px-3 py-3 text-start">
                <Link
                  to={to(`/admin/bookings/${row.id}`)}
                  className="font-mono font-semibold text-navy-800 underline underline-offset-2"
                  aria-label={t('bookings.open', { reference: row.reference })}
                >
                  <BookingReference reference={row.reference} />
                </Link>
              </th>
              <td className="px-3 py-3">
                <bdi>{row.customer ?? t('bookings.noAccount')}</bdi>
                {row.channel ? (
                  <span className="block text-slate-600">{t(`staffBooking.channelTag.${row.channel}`)}</span>
                ) : null}
                <span className="block text-slate-600 lg:hidden">{row.vehicle}</span>
              </td>
              <td className="hidden px-3 py-3 lg:table-cell">{row.vehicle}</td>
              <td className="px-3 py-3">
                {row.pickupBranch}
                <br />
                <span className="whitespace-nowrap text-slate-600">{formatDubaiDateTime(row.pickupAt, locale)}</span>
                <span className="mt-1 block lg:hidden">
                  <span aria-hidden="true" className="flip-rtl inline-block">
                    →
                  </span>{' '}
                  {row.dropoffBranch}
                  <br />
                  <span className="whitespace-nowrap text-slate-600">{formatDubaiDateTime(row.dropoffAt, locale)}</span>
                </span>
              </td>
              <td className="hidden px-3 py-3 lg:table-cell">
                {row.dropoffBranch}
                <br />
                <span className="whitespace-nowrap text-slate-600">{formatDubaiDateTime(row.dropoffAt, locale)}</span>
              </td>
              <td className="px-3 py-3">
                <BookingStateBadge status={row.status} />
              </td>
              <td className="px-3 py-3">
                {row.paymentMethod
                  ? t(row.paymentMethod === 'card' ? 'payment.card' : 'payment.payOnPickup')
                  : t('bookings.none')}
                <br />
                <span className="text-slate-600">{t(`bookings.payment.${row.paymentSummary}` as MessageKey)}</span>
              </td>
              <td className="px-3 py-3 text-end whitespace-nowrap">
                {row.totalFils === null ? t('bookings.none') : formatAed(row.totalFils, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next and where we are: staff page through hundreds of bookings, so no list of every page. */
export function BookingPager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  const link =
    'inline-flex h-10 items-center gap-1 rounded-md bg-white px-4 font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-sand-100';
  return (
    <nav aria-label={t('bookings.pages')} className="flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          <Icon name="chevron-left" className="flip-rtl h-4 w-4" />
          {t('bookings.previous')}
        </Link>
      ) : null}
      <span className="text-slate-700" aria-current="page">
        {t('bookings.page', { page, pages })}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={link} rel="next">
          {t('bookings.next')}
          <Icon name="chevron-right" className="flip-rtl h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}

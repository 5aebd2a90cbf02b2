import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { Link } from 'react-router';
import type { BookingStatus, LocalizedText } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { localized } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import type { BookingGroup } from '~/modules/bookings/booking-groups';
import { formatAed } from '~/utils/money';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { BookingReference } from '~/components/booking/booking-reference';

export type BookingItem = {
  id: number;
  reference: string;
  status: BookingStatus;
  pickupAt: Date;
  dropoffAt: Date;
  totalFils: number | null;
  brand: string;
  model: string;
  pickupCity: LocalizedText;
  pickupBranch: LocalizedText;
  dropoffCity: LocalizedText;
  dropoffBranch: LocalizedText;
};

const groups: Array<{ id: BookingGroup; heading: MessageKey; empty: MessageKey }> = [
  { id: 'current', heading: 'account.bookings.current', empty: 'account.bookings.noneCurrent' },
  { id: 'upcoming', heading: 'account.bookings.upcoming', empty: 'account.bookings.noneUpcoming' },
  { id: 'past', heading: 'account.bookings.past', empty: 'account.bookings.nonePast' },
];

const statusStyle: Partial<Record<BookingStatus, string>> = {
  confirmed: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  active: 'bg-sky-50 text-sky-900 ring-sky-300',
  completed: 'bg-slate-100 text-slate-800 ring-slate-300',
  cancelled: 'bg-red-50 text-red-900 ring-red-300',
  no_show: 'bg-red-50 text-red-900 ring-red-300',
  payment_failed: 'bg-red-50 text-red-900 ring-red-300',
};

/** The My Booking tab: Current, Upcoming and Past reservations, each saying so when empty. */
export function MyBookings({ bookings, canBook }: { bookings: Record<BookingGroup, BookingItem[]>; canBook: boolean }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Icon name="calendar-clock" className="h-4 w-4" />
          {t('account.bookings.timesNote')}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Link to={to('/my-history')} className="font-semibold text-navy-800 underline underline-offset-2">
            {t('account.bookings.history')}
          </Link>
          {canBook ? (
            <Link
              to={to('/booking-enquiry')}
              className="rounded-md bg-action-600 px-5 py-2 font-bold text-white hover:bg-action-700"
            >
              {t('account.bookings.bookCar')}
            </Link>
          ) : null}
        </div>
      </div>
      {canBook ? null : (
        <p className="rounded-md bg-amber-50 px-4 py-3 font-semibold text-amber-900 ring-1 ring-amber-300">
          {t('account.bookings.pendingNote')}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`bookings-${group.id}`}>
          <h2 id={`bookings-${group.id}`} className="text-xl font-bold text-navy-900">
            {t(group.heading)}
            <span className="ms-2 text-base font-semibold text-slate-600">({bookings[group.id].length})</span>
          </h2>
          {bookings[group.id].length ? (
            <ul className="mt-3 grid gap-4 lg:grid-cols-2">
              {bookings[group.id].map((booking) => (
                <BookingCard key={booking.id} booking={booking} />
              ))}
            </ul>
          ) : (
            <p className="mt-3 rounded-md bg-white px-4 py-3 text-slate-700 ring-1 ring-slate-200">{t(group.empty)}</p>
          )}
        </section>
      ))}
    </div>
  );
}

function BookingCard({ booking }: { booking: BookingItem }) {
  const t = useT();
  const locale = useLocale();
  const place = (city: LocalizedText, branch: LocalizedText) =>
    `${localized(city, locale)} – ${localized(branch, locale)}`;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-lg font-bold text-navy-900">
            <Icon name="car-front" className="h-5 w-5 shrink-0 text-sand-700" />
            <bdi>
              {booking.brand} {booking.model}
            </bdi>
          </p>
          <p className="text-sm text-slate-600">
            {t('account.bookings.reference')}:{' '}
            <BookingReference reference={booking.reference} className="font-mono font-semibold text-slate-800" />
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${statusStyle[booking.status] ?? 'bg-amber-50 text-amber-900 ring-amber-300'}`}
        >
          {t(`account.bookingStatus.${booking.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-600">{t('account.bookings.pickup')}</dt>
          <dd className="text-slate-900">{formatDubaiDateTime(booking.pickupAt, locale)}</dd>
          <dd className="text-slate-700">{place(booking.pickupCity, booking.pickupBranch)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('account.bookings.dropoff')}</dt>
          <dd className="text-slate-900">{formatDubaiDateTime(booking.dropoffAt, locale)}</dd>
          <dd className="text-slate-700">{place(booking.dropoffCity, booking.dropoffBranch)}</dd>
        </div>
      </dl>
      {booking.totalFils !== null ? (
        <p className="mt-3 flex items-baseline justify-between border-t border-slate-100 pt-3">
          <span className="text-sm font-semibold text-slate-600">{t('account.bookings.total')}</span>
          <span className="text-lg font-bold text-navy-900">{formatAed(booking.totalFils, locale)}</span>
        </p>
      ) : null}
    </li>
  );
}

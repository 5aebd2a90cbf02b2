import '~/i18n/accounts-messages';
import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-account';
import { AccountFacts } from '~/components/account/account-facts';
import { AccountHistory } from '~/components/account/account-history';
import { DocumentLink } from '~/components/account/documents-section';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { ReviewActions } from '~/components/account/review-actions';
import { ReviewStatusBadge, reviewStatusLabel } from '~/components/account/review-status';
import { PageHero } from '~/components/content/page-hero';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { asc, desc, eq } from 'drizzle-orm';
import { bookings as bookingsTable } from '~/db/schema';
import { BookingTable } from '~/components/admin-bookings/booking-table';
import { toBookingRow } from '~/modules/bookings/booking-rows';
import { readBookings } from '~/modules/bookings/records/booking-view.server';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { findAccountForReview, respondToReview } from '~/modules/auth/account-review.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { isLoginClosureIntent, respondToLoginClosure } from '~/modules/auth/login-closure-actions.server';
import { upcomingBookingsOf } from '~/modules/auth/login-closure.server';
import { mayCloseLogin } from '~/modules/auth/permissions';
import { LoginClosurePanel } from '~/components/account/login-closure-panel';
import { notFound, readFormOrNull } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { requireRecordId } from '~/utils/http.server';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaffScreen(request, 'admin-account');
  const locale = pageLocale(context);
  const userId = requireRecordId(params.userId);
  const [found, rows] = await Promise.all([
    findAccountForReview(userId),
    readBookings(eq(bookingsTable.userId, userId), { orderBy: desc(bookingsTable.pickupAt), limit: 100 }),
  ]);
  if (!found) throw notFound();
  // A closed login's bookings still to come, soonest first, for staff to settle with the customer.
  const upcoming = found.account.deactivatedAt
    ? await readBookings(upcomingBookingsOf(userId), { orderBy: asc(bookingsTable.pickupAt), limit: 100 })
    : [];
  // The customer's bookings with their payments, newest pick-up first, each opening its staff page.
  const customerBookings = rows.map((row) => toBookingRow(row, locale));
  return data(
    {
      ...found,
      bookings: customerBookings,
      upcomingBookings: upcoming.map((row) => toBookingRow(row, locale)),
      mayCloseLogin: staff.id !== userId && mayCloseLogin(staff.roles, found.account.roles),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-account');
  const locale = pageLocale(context);
  const userId = requireRecordId(params.userId);
  const back = localizePath(`/admin/accounts/${userId}`, locale);
  // The review's own reader takes the body; a copy tells which of the page's forms was sent.
  const peek = await readFormOrNull(request.clone());
  if (peek && isLoginClosureIntent(peek.get('intent'))) return respondToLoginClosure(peek, locale, staff, userId, back);
  return respondToReview(request, locale, staff, back);
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title:
      args.loaderData?.account.fullName ?? translator(localeFromPath(args.location.pathname))('review.accountDetails'),
    noIndex: true,
  });

/** One account for staff: its details, documents, review state and decision, and its whole history. */
export default function AdminAccount({
  loaderData: { account, documents, history, bookings, upcomingBookings, mayCloseLogin: mayChangeLogin },
  actionData,
}: Route.ComponentProps) {
  const review = actionData && 'error' in actionData ? actionData : undefined;
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const roles = account.roles.map((role) => t(`management.role.${role}` as MessageKey)).join(', ');
  return (
    <article>
      <PageHero heading={account.fullName}>
        <p className="mt-3">
          <ReviewStatusBadge status={account.reviewStatus} />
          {account.deactivatedAt ? (
            <span className="ms-2 inline-flex items-center rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-900 ring-1 ring-red-300">
              {t('closure.badge')}
            </span>
          ) : null}
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
        <Link
          to={to('/admin/accounts')}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('review.backToQueue')}
        </Link>

        <section
          aria-labelledby="facts-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="facts-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('review.accountDetails')}
          </h2>
          <AccountFacts account={account} />
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-600">{t('review.roles')}:</span> {roles}
          </p>
        </section>

        <section
          aria-labelledby="documents-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="documents-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('review.documents')}
          </h2>
          {documents.length ? (
            <ul className="space-y-2">
              {documents.map((document) => (
                <li key={document.id} className="flex min-w-0 flex-wrap items-baseline gap-x-3">
                  <DocumentLink document={document} className="max-w-full" />
                  <span className="text-sm text-slate-600">{formatDubaiDateTime(document.createdAt, locale)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">{t('review.noDocuments')}</p>
          )}
        </section>

        <section
          aria-labelledby="decision-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="decision-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('review.status')}
          </h2>
          {account.reviewedAt ? (
            <p className="text-slate-800">
              {t('review.decidedBy', {
                status: t(reviewStatusLabel(account.reviewStatus === 'pending' ? 'rejected' : account.reviewStatus)),
                name: account.reviewedByName ?? t('review.system'),
                date: formatDubaiDateTime(account.reviewedAt, locale),
              })}
            </p>
          ) : null}
          {account.reviewReason ? (
            <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-slate-800 ring-1 ring-slate-200" dir="auto">
              {t('account.review.reason', { reason: account.reviewReason })}
            </p>
          ) : null}
          {account.reviewStatus === 'pending' ? (
            <div className="mt-4">
              <ReviewActions
                userId={account.id}
                name={account.fullName}
                error={review?.error}
                reason={review?.reason}
              />
            </div>
          ) : null}
        </section>

        <LoginClosurePanel
          account={account}
          name={account.fullName}
          mayChange={mayChangeLogin}
          lastResult={actionData && 'closure' in actionData ? actionData.closure : undefined}
        />

        {account.deactivatedAt ? (
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="mb-1 text-xl font-bold text-navy-900">
              {t('closure.upcomingBookings')}
            </h2>
            <p className="mb-3 text-slate-700">{t('closure.upcomingBookingsText')}</p>
            {upcomingBookings.length ? (
              <BookingTable rows={upcomingBookings} />
            ) : (
              <p className="text-slate-700">{t('closure.noUpcomingBookings')}</p>
            )}
          </section>
        ) : null}

        <section aria-labelledby="bookings-heading">
          <h2 id="bookings-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('customers.bookings')}
          </h2>
          {bookings.length ? (
            <BookingTable rows={bookings} />
          ) : (
            <p className="text-slate-700">{t('customers.noBookings')}</p>
          )}
        </section>

        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('review.history')}
          </h2>
          <AccountHistory events={history} />
        </section>
      </div>
    </article>
  );
}

import '~/i18n/accounts-messages';
import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-accounts';
import { AccountFacts } from '~/components/account/account-facts';
import { DocumentLink } from '~/components/account/documents-section';
import { ReviewActions } from '~/components/account/review-actions';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { countForm } from '~/i18n/plural';
import { REVIEW_QUEUE_PAGE, listPendingAccounts, respondToReview } from '~/modules/auth/account-review.server';
import { readPageNumber } from '~/modules/bookings/booking-search';
import { BookingPager } from '~/components/admin-bookings/booking-table';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-accounts');
  const requested = readPageNumber(url.searchParams.get('page'));
  const first = await listPendingAccounts(requested);
  const pages = Math.max(1, Math.ceil(first.total / REVIEW_QUEUE_PAGE));
  // A page past the end (accounts decided since) shows the last one.
  const page = Math.min(requested, pages);
  const queue = page === requested ? first : await listPendingAccounts(page);
  return data({ ...queue, page, pages }, { headers: privateHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-accounts');
  return respondToReview(request, pageLocale(context), staff, localizePath('/admin/accounts', pageLocale(context)));
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('review.title'), noIndex: true });

/** The staff's review queue: pending accounts, oldest first, each decided right here or opened in full. */
export default function AdminAccounts({
  loaderData: { accounts, total, page, pages },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const count = t(`review.count.${countForm(locale, total)}`, { n: total });
  return (
    <article>
      <PageHero heading={t('review.title')} intro={t('review.intro')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <p role="status" className="mb-4 flex items-center gap-2 text-lg font-bold text-navy-900">
          <Icon name="inbox" className="h-5 w-5" />
          {count}
        </p>
        <ol className="space-y-5">
          {accounts.map((account) => (
            <li key={account.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 className="text-xl font-bold text-navy-900" dir="auto">
                  {account.fullName}
                </h2>
                <Link
                  to={to(`/admin/accounts/${account.id}`)}
                  className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
                >
                  {t('review.openAccount')}
                  <span className="sr-only">: {account.fullName}</span>
                  <Icon name="arrow-right" className="flip-rtl h-4 w-4" />
                </Link>
              </div>
              {account.reviewReason ? (
                <p
                  className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
                  dir="auto"
                >
                  {t('review.previouslyRejected', { reason: account.reviewReason })}
                </p>
              ) : null}
              <div className="mt-3">
                <AccountFacts account={account} />
              </div>
              <h3 className="mt-4 text-sm font-bold text-slate-700">{t('review.documents')}</h3>
              {account.documents.length ? (
                <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
                  {account.documents.map((document) => (
                    <li key={document.id} className="min-w-0 max-w-full">
                      <DocumentLink document={document} className="max-w-full" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-700">{t('review.noDocuments')}</p>
              )}
              <div className="mt-5 border-t border-slate-100 pt-4">
                <ReviewActions
                  userId={account.id}
                  name={account.fullName}
                  error={actionData?.userId === account.id ? actionData.error : undefined}
                  reason={actionData?.userId === account.id ? actionData.reason : undefined}
                />
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6">
          <BookingPager page={page} pages={pages} href={(n) => `${to('/admin/accounts')}?page=${n}`} />
        </div>
      </div>
    </article>
  );
}

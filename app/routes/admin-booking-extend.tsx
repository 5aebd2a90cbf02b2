import '~/i18n/staff-messages';
import '~/i18n/booking-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data, redirect } from 'react-router';
import type { Route } from './+types/admin-booking-extend';
import { ExtendRentalForm } from '~/components/admin-bookings/extend-rental-form';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { answerExtendForm, extendPageData } from '~/modules/bookings/amendments/extend-rental-page.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { readFormOrNull, requireRecordId } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { formatAed } from '~/utils/money';
import { pageLocale } from '~/utils/request-page';
import { WithReference } from '~/components/booking/booking-reference';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-booking-extend');
  const locale = pageLocale(context);
  const page = await extendPageData(requireRecordId(params.bookingId), locale, translator(locale));
  return data(page, { headers: privateHeaders });
}

/** preview: the new price line by line. confirm: the extension at the figure shown, paid as chosen. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-extend');
  const locale = pageLocale(context);
  const t = translator(locale);
  const bookingId = requireRecordId(params.bookingId);
  const form = await readFormOrNull(request);
  const answer = await answerExtendForm(form, { bookingId, staffId: staff.id, t });
  if (answer.kind === 'unread') return redirect(localizePath(`/admin/bookings/${bookingId}/extend`, locale));
  if (answer.kind === 'reply') return data(answer.reply, { status: answer.status, headers: privateHeaders });
  const { result, expected, reference } = answer;
  const aed = (fils: number) => formatAed(fils, locale);
  const message =
    result.kind === 'awaiting_payment'
      ? t('bookings.extend.requested', { reference, amount: aed(expected) })
      : result.counterPaidFils
        ? t('bookings.extend.donePaid', { reference, amount: aed(result.counterPaidFils) })
        : result.refundFils > 0 || result.counterRefundFils
          ? t('bookings.extend.doneRefund', { reference, amount: aed(Math.abs(expected)) })
          : t('bookings.extend.done', { reference });
  return redirectWithFlash(localizePath(`/admin/bookings/${bookingId}`, locale), { kind: 'success', message });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: t('bookings.extend.title', { reference: args.loaderData?.reference ?? '' }),
    noIndex: true,
  });
};

/** Staff extend a car on rent to a later drop-off, priced again before they confirm. */
export default function AdminBookingExtend({ loaderData: page, actionData: reply }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const { summary } = page;
  return (
    <article>
      <PageHero
        heading={
          <WithReference text={t('bookings.extend.title', { reference: page.reference })} reference={page.reference} />
        }
      />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
        <Link
          to={to(`/admin/bookings/${page.id}`)}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('bookings.change.back')}
        </Link>
        <section
          aria-labelledby="extend-current-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="extend-current-title" className="text-xl font-bold text-navy-900">
            {t('bookings.extend.current')}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-700">{t('change.vehicle')}</dt>
            <dd>{summary.vehicle}</dd>
            <dt className="font-semibold text-slate-700">{t('change.pickup')}</dt>
            <dd>{summary.pickup}</dd>
            <dt className="font-semibold text-slate-700">{t('change.dropoff')}</dt>
            <dd>{summary.dropoff}</dd>
            <dt className="font-semibold text-slate-700">{t('change.total')}</dt>
            <dd className="font-semibold">{summary.total}</dd>
          </dl>
          <p className="mt-4 text-sm text-slate-700">{t('bookings.extend.terms')}</p>
        </section>
        {page.refusal ? (
          <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
            {page.refusal}
          </p>
        ) : (
          <ExtendRentalForm
            values={reply?.values ?? page.values}
            errors={reply?.errors ?? {}}
            message={reply?.message}
            preview={reply?.preview ?? null}
            dropoffTimes={page.dropoffTimes}
            paymentMethod={page.paymentMethod}
          />
        )}
      </div>
    </article>
  );
}

import '~/i18n/staff-messages';
import '~/i18n/booking-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data, redirect } from 'react-router';
import type { Route } from './+types/admin-booking-change';
import { ChangeBookingPage } from '~/components/booking/change-booking-page';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import {
  answerChangeForm,
  changePageData,
  privateHeaders,
  readChangeableBooking,
  staffChangeChoices,
} from '~/modules/bookings/amendments/change-booking-page.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { readFormOrNull, requireRecordId } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { formatAed } from '~/utils/money';
import { pageLocale } from '~/utils/request-page';
import { dubaiToday } from '~/utils/dubai-time';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-change');
  const locale = pageLocale(context);
  const t = translator(locale);
  const actor = { kind: 'staff', staffId: staff.id } as const;
  const booking = await readChangeableBooking(requireRecordId(params.bookingId), actor);
  const [page, choices] = await Promise.all([
    changePageData(booking, actor, locale, t, new Date()),
    staffChangeChoices(booking, locale),
  ]);
  return data({ ...page.head, ...page.form, ...choices, today: dubaiToday() }, { headers: privateHeaders });
}

/** preview: the new price and what it means for the money. confirm: the change at the figure shown. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-change');
  const locale = pageLocale(context);
  const t = translator(locale);
  const bookingId = requireRecordId(params.bookingId);
  const here = localizePath(`/admin/bookings/${bookingId}/change`, locale);
  const bookingPage = localizePath(`/admin/bookings/${bookingId}`, locale);
  const form = await readFormOrNull(request);
  const answer = await answerChangeForm(form, { bookingId, actor: { kind: 'staff', staffId: staff.id }, t });
  if (answer.kind === 'unread') return redirect(here);
  if (answer.kind === 'reply') return data(answer.reply, { status: answer.status, headers: privateHeaders });
  const { result, expected, reference } = answer;
  const values = { reference, amount: formatAed(Math.abs(expected), locale) };
  const message =
    result.kind === 'awaiting_payment'
      ? t('bookings.change.requested', values)
      : result.refundFils > 0
        ? t('bookings.change.appliedRefund', values)
        : t('bookings.change.applied', values);
  return redirectWithFlash(bookingPage, { kind: 'success', message });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('change.title', { reference: args.data?.reference ?? '' }), noIndex: true });
};

/** Staff change a booking's dates, times, car, extras, delivery, promo code or driver, priced again before they confirm. */
export default function AdminBookingChange({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <ChangeBookingPage
      by="staff"
      page={loaderData}
      reply={actionData}
      currentTitle={t('bookings.change.current')}
      terms={t('bookings.change.terms')}
      backAbove={
        <Link
          to={to(`/admin/bookings/${loaderData.id}`)}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('bookings.change.back')}
        </Link>
      }
      className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10"
    />
  );
}

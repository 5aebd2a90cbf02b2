import '~/i18n/staff-messages';
import { data } from 'react-router';
import type { Route } from './+types/admin-booking-new';
import { StaffPage } from '~/components/content-admin/staff-page';
import { StaffBookingForm } from '~/components/staff/staff-booking-form';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { answerStaffBooking, staffBookingPage } from '~/modules/bookings/staff-bookings/staff-booking-page.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { readFormOrNull } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-booking-new');
  return data(await staffBookingPage(url, pageLocale(context)), { headers: privateHeaders });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-new');
  const locale = pageLocale(context);
  const t = translator(locale);
  const now = new Date();
  const [form, page] = await Promise.all([readFormOrNull(request), staffBookingPage(url, locale, now)]);
  if (!form) return data({ reply: null, quote: null }, { status: 400, headers: privateHeaders });
  const answer = await answerStaffBooking(form, page, staff.id, t, now);
  if (answer.kind === 'booked')
    return redirectWithFlash(localizePath(`/admin/bookings/${answer.bookingId}`, locale), {
      kind: 'success',
      message: t('staffBooking.done', { reference: answer.reference }),
    });
  const status = answer.reply.status === 'error' ? 400 : 200;
  return data({ reply: answer.reply, quote: answer.quote }, { status, headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('staffBooking.title'), noIndex: true });

/** Staff book a car for a customer at the counter or on the phone. */
export default function AdminBookingNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <StaffPage heading={t('staffBooking.title')} intro={t('staffBooking.intro')}>
      <StaffBookingForm page={loaderData} reply={actionData?.reply ?? undefined} quote={actionData?.quote ?? null} />
    </StaffPage>
  );
}

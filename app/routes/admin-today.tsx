import '~/i18n/staff-messages';
import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/admin-today';
import { dubaiNoon, formatDubaiDateTime, formatDubaiDay, toDubaiParts } from '~/utils/dubai-time';
import { type SheetStep, type TodayRow, TodayTable } from '~/components/admin-bookings/today-table';
import { extraCodes } from '~/components/admin-bookings/booking-facts';
import { plateText } from '~/components/cars/plate';
import { PageHero } from '~/components/content/page-hero';
import { type Locale, localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { inputClass } from '~/components/forms/field';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { paymentSummaryOf } from '~/modules/bookings/booking-search';
import type { BookingView } from '~/modules/bookings/records/booking-view.server';
import { actionsFor, counterStepFor } from '~/modules/bookings/staff-actions/staff-booking-actions-form';
import { type TodaySheetEntry, todaySheet } from '~/modules/bookings/staff-actions/today-sheet.server';
import { sheetDayParam } from '~/modules/bookings/staff-actions/today-sheet';
import { type RenterPapers, renterPapers } from '~/modules/bookings/staff-actions/renter-documents.server';
import { licenceExpiresBeforeReturn, moneyDueAtPickupFils } from '~/modules/bookings/staff-actions/hand-over-rules';
import { formatAed } from '~/utils/money';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { keptPersonalPageHeaders } from '~/modules/auth/personal-pages.server';

/**
 * The steps the sheet leads to: the hand-over and return screens, and a no-show, confirmed on the
 * booking's page after it says what happens to the money. Cancelling, confirming and refunds are
 * done on the booking's page too.
 */
function nextSteps(booking: BookingView, now: Date): SheetStep[] {
  const counter = counterStepFor(booking, now);
  return [...(counter ? [counter] : []), ...(actionsFor(booking, now).includes('noShow') ? ['noShow' as const] : [])];
}

function sheetRow(
  entry: TodaySheetEntry | { move: 'hold'; at: Date; booking: BookingView; done: null; car: null },
  papers: Map<number, RenterPapers>,
  locale: Locale,
  now: Date,
  sameDay: boolean,
): TodayRow {
  const { booking } = entry;
  const driver = booking.customerDetails;
  const account = booking.userId === null ? undefined : papers.get(booking.userId);
  const dueFils = booking.status === 'confirmed' ? moneyDueAtPickupFils(booking) : 0;
  return {
    id: booking.id,
    reference: booking.reference,
    move: entry.move,
    when: sameDay ? toDubaiParts(entry.at).time : formatDubaiDateTime(entry.at, locale),
    late: entry.move !== 'hold' && !entry.done && entry.at < now,
    customer: driver ? `${driver.firstName} ${driver.lastName}` : (booking.customerName ?? ''),
    phone: driver?.mobile ?? booking.customerPhone ?? '',
    channel: booking.channel === 'online' ? null : booking.channel,
    vehicle: `${booking.brand} ${booking.model}`,
    vehicleClass: localized(booking.vehicleTypeLabel, locale),
    // The car given out by plate, once handed over; until then the model only.
    assignedCar: entry.car ? plateText(entry.car, translator(locale), locale) : null,
    referenceNo: booking.referenceNo,
    extras: (booking.priceSnapshot?.quote.lines ?? [])
      .map((line) => line.code)
      .filter((code) => extraCodes.includes(code)),
    collectionCity: booking.collectionCity,
    // The driver takes the car to the customer: where, on the pick-up's row.
    delivery:
      entry.move === 'pickup' && booking.deliveryAddress
        ? `${booking.deliveryAddress}, ${booking.deliveryCity ?? ''}`
        : null,
    paymentSummary: paymentSummaryOf(booking),
    total: booking.totalFils === null ? '' : formatAed(booking.totalFils, locale),
    due: dueFils > 0 ? formatAed(dueFils, locale) : null,
    papers: account
      ? {
          reviewStatus: account.reviewStatus,
          licenceExpiry: account.licenceExpiry,
          licenceWarning: licenceExpiresBeforeReturn(account.licenceExpiry, booking.dropoffAt),
        }
      : null,
    done: entry.done
      ? { at: entry.done.at ? formatDubaiDateTime(entry.done.at, locale) : null, by: entry.done.by }
      : null,
    next: entry.done ? [] : nextSteps(booking, now),
  };
}

/** The branches' daily sheet: today's and tomorrow's pick-ups and returns per branch, what is late, and unpaid holds. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-today');
  const locale = pageLocale(context);
  const now = new Date();
  const chosen = sheetDayParam(url.searchParams.get('date'), now);
  const sheet = await todaySheet(now, chosen, url.searchParams.get('branch'));
  const everyBooking = [
    ...sheet.days.flatMap((day) => day.branches.flatMap((branch) => branch.entries.map((entry) => entry.booking))),
    ...sheet.notCollected.map((entry) => entry.booking),
    ...sheet.overdue.map((entry) => entry.booking),
  ];
  const papers = await renterPapers(
    everyBooking.flatMap((booking) => (booking.userId === null ? [] : [booking.userId])),
  );
  const row = (entry: Parameters<typeof sheetRow>[0], sameDay: boolean) =>
    sheetRow(entry, papers, locale, now, sameDay);
  const branchLabel = (booking: BookingView, move: 'pickup' | 'return') =>
    move === 'pickup'
      ? `${localized(booking.pickupCity, locale)} – ${localized(booking.pickupBranch, locale)}`
      : `${localized(booking.dropoffCity, locale)} – ${localized(booking.dropoffBranch, locale)}`;
  return data(
    {
      chosen: chosen ?? sheet.today,
      isToday: chosen === null || chosen === sheet.today,
      branch: sheet.branchId,
      branches: sheet.branches.map((branch) => ({
        id: branch.id,
        label: `${localized(branch.cityLabel, locale)} – ${localized(branch.nameLabel, locale)}`,
      })),
      days: sheet.days.map((day) => ({
        date: day.date,
        heading:
          day.date === sheet.today
            ? ('today.day.today' as const)
            : day.date === sheet.tomorrow
              ? ('today.day.tomorrow' as const)
              : ('today.day.other' as const),
        branches: day.branches.map((branch) => ({
          branchId: branch.branchId,
          label: branchLabel(branch.entries[0].booking, branch.entries[0].move),
          rows: branch.entries.map((entry) => row(entry, true)),
        })),
      })),
      notCollected: sheet.notCollected.map((entry) => ({
        ...row(entry, false),
        branch: branchLabel(entry.booking, 'pickup'),
      })),
      overdue: sheet.overdue.map((entry) => ({
        ...row(entry, false),
        branch: branchLabel(entry.booking, 'return'),
      })),
      holds: sheet.holds.map((booking) =>
        row({ move: 'hold', at: booking.pickupAt, booking, done: null, car: null }, false),
      ),
    },
    { headers: keptPersonalPageHeaders },
  );
}

// Kept per session while the site's data is unchanged (decision record 090).
export const headers: Route.HeadersFunction = () => keptPersonalPageHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('today.title'), noIndex: true });

function Section({
  id,
  heading,
  empty,
  children,
}: {
  id: string;
  heading: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid-page">
      <h2 id={id} className="mb-3 text-xl font-bold text-navy-900">
        {heading}
      </h2>
      {empty ? <p className="text-slate-700">{empty}</p> : children}
    </section>
  );
}

export default function AdminToday({
  loaderData: { chosen, isToday, branch, branches, days, notCollected, overdue, holds },
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={t('today.title')} intro={t('today.intro')} />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10 print:max-w-none print:py-2">
        <div className="flex flex-wrap items-end gap-3 print:hidden">
          <Link
            to={to('/admin/bookings/new')}
            className="rounded-full bg-action-600 px-4 py-2 font-bold text-white hover:bg-action-700"
          >
            {t('staffBooking.newBooking')}
          </Link>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="sheet-date" className="mb-1 block text-sm font-semibold text-navy-900">
                {t('today.chooseDay')}
              </label>
              <input id="sheet-date" type="date" name="date" defaultValue={chosen} required className={inputClass} />
            </div>
            <div>
              <label htmlFor="sheet-branch" className="mb-1 block text-sm font-semibold text-navy-900">
                {t('today.branch')}
              </label>
              <select
                id="sheet-branch"
                name="branch"
                defaultValue={branch === null ? '' : String(branch)}
                className={inputClass}
              >
                <option value="">{t('today.allBranches')}</option>
                {branches.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="rounded-md bg-navy-900 px-4 py-2.5 font-bold text-white hover:bg-navy-800">
              {t('today.show')}
            </button>
          </Form>
          {isToday && branch === null ? null : (
            <Link to={to('/admin/today')} className="py-2.5 font-semibold text-navy-800 underline underline-offset-2">
              {t('today.backToToday')}
            </Link>
          )}
        </div>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-50 print:hidden"
        >
          <Icon name="printer" className="h-4 w-4" />
          {t('today.print')}
        </button>
        {days.map((day) => (
          <DaySection key={day.date} day={day} />
        ))}
        <Section
          id="not-collected"
          heading={t('today.notCollected')}
          empty={notCollected.length ? null : t('today.noneLate')}
        >
          <TodayTable caption={t('today.notCollected')} rows={notCollected} />
        </Section>
        <Section id="overdue" heading={t('today.overdue')} empty={overdue.length ? null : t('today.noneLate')}>
          <TodayTable caption={t('today.overdue')} rows={overdue} />
        </Section>
        <Section id="holds" heading={t('today.holds')} empty={holds.length ? null : t('today.noHolds')}>
          <TodayTable caption={t('today.holds')} rows={holds} />
        </Section>
      </div>
    </article>
  );
}

function DaySection({ day }: { day: Route.ComponentProps['loaderData']['days'][number] }) {
  const t = useT();
  const locale = useLocale();
  const id = `day-${day.date}`;
  const heading = t(day.heading, { date: formatDubaiDay(dubaiNoon(day.date), locale) });
  return (
    <Section id={id} heading={heading} empty={day.branches.length ? null : t('today.nothing')}>
      <div className="space-y-5">
        {day.branches.map((branch) => (
          <div key={branch.branchId}>
            <h3 className="mb-2 font-bold text-navy-900">{branch.label}</h3>
            <TodayTable caption={`${heading}: ${branch.label}`} rows={branch.rows} />
          </div>
        ))}
      </div>
    </Section>
  );
}

import '~/i18n/staff-messages';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/admin-settings';
import { ClosuresSection, HoursSection } from '~/components/content-admin/branch-hours-sections';
import {
  AgesSection,
  BookingSection,
  CompanySection,
  NotificationsSection,
  OfficeSection,
} from '~/components/content-admin/settings-sections';
import { StaffPage } from '~/components/content-admin/staff-page';
import { ChargesSection, ClassChargesSection, TanksSection } from '~/components/content-admin/charge-settings-sections';
import { readChargeSettingsForStaff, saveChargeSection } from '~/modules/settings/charge-settings.server';
import { chargeRulesFormValues } from '~/modules/settings/charge-settings-form';
import { filsToAedText } from '~/modules/vehicles/aed-amount';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { type BookingOnClosedDayRow, closeMakingRoom } from '~/modules/bookings/make-room/close-making-room.server';
import { readRoomChoices } from '~/modules/bookings/make-room/room-choices';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import {
  readSettingsForStaff,
  removeClosure,
  saveBookingRules,
  saveBranchHours,
  saveCompanySettings,
  saveHeadOffice,
  saveMinimumAges,
  saveNotificationAddresses,
  settingsHistory,
} from '~/modules/settings/company-settings.server';
import {
  type SettingsSection,
  agesSchema,
  bookingRulesSchema,
  closureSchema,
  companySchema,
  notificationsSchema,
  officeSchema,
  settingsSections,
} from '~/modules/settings/settings-form';
import { hoursSchema } from '~/modules/settings/hours-form';
import { upcomingClosures } from '~/modules/fleet/branch-hours.server';
import { dubaiToday, formatCalendarDate } from '~/utils/dubai-time';
import { recordId } from '~/utils/record-id';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { pageMeta } from '~/utils/meta';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { pageLocale } from '~/utils/request-page';
import { readFormData } from '~/utils/http.server';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-settings');
  const locale = pageLocale(context);
  const [current, history, closures, charges] = await Promise.all([
    readSettingsForStaff(),
    settingsHistory(),
    upcomingClosures(),
    readChargeSettingsForStaff(),
  ]);
  const branchLabel = (id: number | null) => {
    const branch = current.branches.find((row) => row.id === id);
    return branch
      ? `${localized(branch.cityLabel, locale)} – ${localized(branch.nameLabel, locale)}`
      : translator(locale)('cms.closures.allBranches');
  };
  return data(
    {
      ...current,
      today: dubaiToday(),
      closures: closures.map((closure) => ({
        id: closure.id,
        dates:
          closure.firstDate === closure.lastDate
            ? formatCalendarDate(closure.firstDate, locale)
            : `${formatCalendarDate(closure.firstDate, locale)} – ${formatCalendarDate(closure.lastDate, locale)}`,
        branch: branchLabel(closure.branchId),
        reason: localized(closure.reason, locale),
      })),
      branches: current.branches.map((branch) => ({
        id: branch.id,
        label: `${localized(branch.cityLabel, locale)} – ${localized(branch.nameLabel, locale)}`,
        opens: branch.opens,
        closes: branch.closes,
        days: branch.days,
      })),
      vehicleTypes: current.vehicleTypes.map((type) => ({
        id: type.id,
        label: localized(type.label, locale),
        minimumRenterAge: type.minimumRenterAge,
        youngDriverAge: type.youngDriverMinimumAge === null ? '' : String(type.youngDriverMinimumAge),
        youngDriverFee: type.youngDriverDailyFils ? filsToAedText(type.youngDriverDailyFils) : '',
      })),
      charges: chargeRulesFormValues(charges.rules),
      classCharges: charges.types.map((type) => ({
        id: type.id,
        label: localized(type.label, locale),
        cdwExcess: filsToAedText(type.cdwExcessFils),
        extraKm: filsToAedText(type.extraKmFils),
        scdwDaily: filsToAedText(type.scdwDailyFils),
        deposit: filsToAedText(type.depositFils),
      })),
      tanks: charges.models.map((model) => ({
        id: model.id,
        label: `${model.brand} ${model.name}`,
        tankLitres: model.tankLitres,
      })),
      history: Object.fromEntries(
        await Promise.all(
          Object.entries(history).map(
            async ([section, events]) => [section, await readableHistory(events, 'setting', locale)] as const,
          ),
        ),
      ) as {
        [Section in keyof typeof history]: Awaited<
          ReturnType<typeof readableHistory<(typeof history)[Section][number]>>
        >;
      },
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-settings');
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormData(request);
  if (form.get('intent') === 'removeClosure') {
    const removed = await removeClosure(user.id, recordId(form.get('closureId')) ?? 0);
    return redirectWithFlash(
      `${localizePath('/admin/settings', locale)}#closures`,
      removed
        ? { kind: 'success', message: t('cms.closures.removed') }
        : { kind: 'info', message: t('cms.closures.gone') },
    );
  }
  const section = form.get('intent') as SettingsSection;
  if (!settingsSections.includes(section)) return data({ section: null, result: undefined }, { status: 400 });
  const current =
    section === 'hours' || section === 'ages' || section === 'closures' ? await readSettingsForStaff() : null;
  const fail = (result: SubmissionResult<string[]>) => data({ section, result }, { status: 400 });
  let changed = false;

  switch (section) {
    case 'company': {
      const submission = parseWithZod(form, { schema: companySchema(t) });
      if (submission.status !== 'success') return fail(submission.reply());
      changed = await saveCompanySettings(user.id, submission.value);
      break;
    }
    case 'office': {
      const submission = parseWithZod(form, { schema: officeSchema(t) });
      if (submission.status !== 'success') return fail(submission.reply());
      changed = await saveHeadOffice(user.id, submission.value);
      break;
    }
    case 'notifications': {
      const submission = parseWithZod(form, { schema: notificationsSchema(t) });
      if (submission.status !== 'success') return fail(submission.reply());
      changed = await saveNotificationAddresses(user.id, submission.value);
      break;
    }
    case 'hours': {
      const submission = parseWithZod(form, {
        schema: hoursSchema(
          t,
          current!.branches.map((branch) => branch.id),
        ),
      });
      if (submission.status !== 'success') return fail(submission.reply());
      changed = await saveBranchHours(user.id, submission.value);
      break;
    }
    case 'closures': {
      const submission = parseWithZod(form, {
        schema: closureSchema(
          t,
          current!.branches.map((branch) => branch.id),
          dubaiToday(),
        ),
      });
      if (submission.status !== 'success') return fail(submission.reply());
      const closed = await closeMakingRoom(user.id, submission.value, readRoomChoices(form));
      if (!closed.ok)
        return data(
          {
            section,
            result: submission.reply({ formErrors: [t('cms.closures.affected')] }),
            affected: closed.affected,
          },
          { status: 400 },
        );
      return redirectWithFlash(`${localizePath('/admin/settings', locale)}#closures`, {
        kind: 'success',
        message: closed.changed ? t('cms.closures.addedWithChanges', { n: closed.changed }) : t('cms.closures.added'),
      });
    }
    case 'ages': {
      const submission = parseWithZod(form, {
        schema: agesSchema(
          t,
          current!.vehicleTypes.map((type) => type.id),
        ),
      });
      if (submission.status !== 'success') return fail(submission.reply());
      changed = await saveMinimumAges(user.id, submission.value);
      break;
    }
    case 'booking': {
      const submission = parseWithZod(form, { schema: bookingRulesSchema(t) });
      if (submission.status !== 'success') return fail(submission.reply());
      changed = await saveBookingRules(user.id, submission.value);
      break;
    }
    case 'charges':
    case 'classCharges':
    case 'tanks': {
      const outcome = await saveChargeSection(user.id, section, form, t);
      if ('failed' in outcome) return fail(outcome.failed);
      changed = outcome.changed;
      break;
    }
  }
  // A save that changes nothing is said to be so, and leaves no entry in the history.
  return redirectWithFlash(
    `${localizePath('/admin/settings', locale)}#${section}`,
    changed ? { kind: 'success', message: t('cms.saved') } : { kind: 'info', message: t('cms.settings.unchanged') },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cms.settings.title'), noIndex: true });

/** The company settings: one form per section, each saved and recorded on its own. */
export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const resultFor = (section: SettingsSection) => (actionData?.section === section ? actionData.result : undefined);
  const { history } = loaderData;
  return (
    <StaffPage heading={t('cms.settings.title')} intro={t('cms.settings.intro')}>
      <CompanySection values={loaderData.company} lastResult={resultFor('company')} history={history.company} />
      <OfficeSection values={loaderData.office} lastResult={resultFor('office')} history={history.office} />
      <NotificationsSection
        values={loaderData.notifications}
        lastResult={resultFor('notifications')}
        history={history.notifications}
      />
      <HoursSection branches={loaderData.branches} lastResult={resultFor('hours')} history={history.hours} />
      <ClosuresSection
        closures={loaderData.closures}
        branches={loaderData.branches}
        today={loaderData.today}
        lastResult={resultFor('closures')}
        affected={actionData && 'affected' in actionData ? (actionData.affected as BookingOnClosedDayRow[]) : []}
        history={history.closures}
      />
      <AgesSection types={loaderData.vehicleTypes} lastResult={resultFor('ages')} history={history.ages} />
      <BookingSection values={loaderData.booking} lastResult={resultFor('booking')} history={history.booking} />
      <ChargesSection values={loaderData.charges} lastResult={resultFor('charges')} history={history.charges} />
      <ClassChargesSection
        types={loaderData.classCharges}
        lastResult={resultFor('classCharges')}
        history={history.classCharges}
      />
      <TanksSection models={loaderData.tanks} lastResult={resultFor('tanks')} history={history.tanks} />
    </StaffPage>
  );
}

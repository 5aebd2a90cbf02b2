import '~/i18n/staff-messages';
import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import { roomField } from '~/modules/bookings/make-room/room-choices';
import type { BookingOnClosedDayRow } from '~/modules/bookings/make-room/close-making-room.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { useLocale, useT } from '~/i18n/use-translation';
import { weekdayName } from '~/utils/opening-hours';
import { type ClosureInput, closureSchema } from '~/modules/settings/settings-form';
import { type BranchHoursInput, type HoursDayFields, hoursSchema, weekdays } from '~/modules/settings/hours-form';
import type { ChangeEvent } from './change-history';
import { SaveButton, SectionFrame } from './settings-sections';
import { primaryButton } from './staff-page';

type Branch = {
  id: number;
  label: string;
  opens: string;
  closes: string;
  days: Record<(typeof weekdays)[number], HoursDayFields>;
};

export function HoursSection({
  branches,
  lastResult,
  history,
}: {
  branches: Branch[];
  lastResult?: SubmissionResult<string[]>;
  history: ChangeEvent[];
}) {
  const t = useT();
  const locale = useLocale();
  const ids = branches.map((branch) => branch.id);
  const defaults = Object.fromEntries(
    branches.flatMap((branch) => [
      [`opens-${branch.id}`, branch.opens],
      [`closes-${branch.id}`, branch.closes],
      ...weekdays.flatMap((day) => [
        [`day-${branch.id}-${day}`, branch.days[day].closed ? 'closed' : branch.days[day].opens ? 'other' : 'usual'],
        // A day on the usual hours starts from them, so choosing "Other hours" only needs the change.
        [`opens-${branch.id}-${day}`, branch.days[day].opens || branch.opens],
        [`closes-${branch.id}-${day}`, branch.days[day].closes || branch.closes],
        [`breakFrom-${branch.id}-${day}`, branch.days[day].breakFrom],
        [`breakTo-${branch.id}-${day}`, branch.days[day].breakTo],
      ]),
    ]),
  );
  const [form, fields] = useForm<Record<string, string>, BranchHoursInput>({
    id: 'settings-hours',
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: hoursSchema(t, ids) }),
  });
  return (
    <SectionFrame section="hours" heading="cms.settings.hours" intro="cms.settings.hoursIntro" history={history}>
      <Form method="post" {...getFormProps(form)}>
        <ul className="divide-y divide-slate-100">
          {branches.map((branch) => {
            const opens = fields[`opens-${branch.id}`];
            const closes = fields[`closes-${branch.id}`];
            const differing = weekdays.filter((day) => branch.days[day].closed || branch.days[day].opens);
            const dayErrors = weekdays.some((day) =>
              ['opens', 'closes', 'breakFrom', 'breakTo'].some(
                (field) => fields[`${field}-${branch.id}-${day}`].errors,
              ),
            );
            return (
              <li key={branch.id} className="py-2">
                <div className="grid items-start gap-x-4 sm:grid-cols-[1fr_9rem_9rem]">
                  <p className="pt-7 font-semibold text-navy-900" dir="auto">
                    {branch.label}
                  </p>
                  <FieldShell id={opens.id} label={t('cms.settings.opens')} errors={opens.errors}>
                    <input
                      {...getInputProps(opens, { type: 'time' })}
                      aria-label={t('cms.settings.opensAt', { branch: branch.label })}
                      className={inputClass}
                    />
                  </FieldShell>
                  <FieldShell id={closes.id} label={t('cms.settings.closes')} errors={closes.errors}>
                    <input
                      {...getInputProps(closes, { type: 'time' })}
                      aria-label={t('cms.settings.closesAt', { branch: branch.label })}
                      className={inputClass}
                    />
                  </FieldShell>
                </div>
                <details open={dayErrors || undefined} className="mt-1 rounded-lg bg-slate-50 px-3 py-2">
                  <summary className="cursor-pointer text-sm font-semibold text-navy-800">
                    {t('cms.settings.otherDays', { branch: branch.label, count: differing.length })}
                  </summary>
                  <p className="mt-1 text-sm text-slate-700">{t('cms.settings.otherDaysHint')}</p>
                  <ul className="mt-2 space-y-1">
                    {weekdays.map((day) => {
                      const dayName = weekdayName(day, locale);
                      const dayOpens = fields[`opens-${branch.id}-${day}`];
                      const dayCloses = fields[`closes-${branch.id}-${day}`];
                      const breakFrom = fields[`breakFrom-${branch.id}-${day}`];
                      const breakTo = fields[`breakTo-${branch.id}-${day}`];
                      const mode = fields[`day-${branch.id}-${day}`];
                      return (
                        <li
                          key={day}
                          className="grid grid-cols-2 items-start gap-x-4 border-t border-slate-200 pt-2 first:border-t-0 sm:grid-cols-[8rem_12rem_9rem_9rem] sm:border-t-0 sm:pt-0 xl:grid-cols-[8rem_12rem_repeat(4,9rem)]"
                        >
                          <p className="col-span-2 text-sm font-semibold text-slate-800 sm:col-span-1 sm:pt-7">
                            {dayName}
                          </p>
                          <FieldShell
                            id={mode.id}
                            label={t('cms.settings.dayKind')}
                            errors={mode.errors}
                            className="col-span-2 sm:col-span-1"
                          >
                            <select
                              {...getSelectProps(mode)}
                              aria-label={t('cms.settings.dayKindOf', { branch: branch.label, day: dayName })}
                              className={inputClass}
                            >
                              <option value="usual">{t('cms.settings.dayUsual')}</option>
                              <option value="other">{t('cms.settings.dayOther')}</option>
                              <option value="closed">{t('cms.settings.closed')}</option>
                            </select>
                          </FieldShell>
                          <FieldShell id={dayOpens.id} label={t('cms.settings.opens')} errors={dayOpens.errors}>
                            <input
                              {...getInputProps(dayOpens, { type: 'time' })}
                              aria-label={t('cms.settings.dayOpensAt', { branch: branch.label, day: dayName })}
                              className={inputClass}
                            />
                          </FieldShell>
                          <FieldShell id={dayCloses.id} label={t('cms.settings.closes')} errors={dayCloses.errors}>
                            <input
                              {...getInputProps(dayCloses, { type: 'time' })}
                              aria-label={t('cms.settings.dayClosesAt', { branch: branch.label, day: dayName })}
                              className={inputClass}
                            />
                          </FieldShell>
                          {/* Beside the day's times on a wide screen; under them, in their columns, on a narrower one. */}
                          <FieldShell
                            id={breakFrom.id}
                            label={t('cms.settings.breakFrom')}
                            errors={breakFrom.errors}
                            className="sm:col-start-3 xl:col-start-auto"
                          >
                            <input
                              {...getInputProps(breakFrom, { type: 'time' })}
                              aria-label={t('cms.settings.dayBreakFrom', { branch: branch.label, day: dayName })}
                              className={inputClass}
                            />
                          </FieldShell>
                          <FieldShell id={breakTo.id} label={t('cms.settings.breakTo')} errors={breakTo.errors}>
                            <input
                              {...getInputProps(breakTo, { type: 'time' })}
                              aria-label={t('cms.settings.dayBreakTo', { branch: branch.label, day: dayName })}
                              className={inputClass}
                            />
                          </FieldShell>
                        </li>
                      );
                    })}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
        <p id={form.errorId} role="alert" className="min-h-6 text-sm font-semibold text-red-700">
          {form.errors?.[0] ?? ''}
        </p>
        <SaveButton section="hours" />
      </Form>
    </SectionFrame>
  );
}

type ClosureView = { id: number; dates: string; branch: string; reason: string };

/** Holiday closures ahead, each removable, and the form to add one. */
export function ClosuresSection({
  closures,
  branches,
  today,
  lastResult,
  affected = [],
  history,
}: {
  closures: ClosureView[];
  branches: { id: number; label: string }[];
  today: string;
  lastResult?: SubmissionResult<string[]>;
  /** Bookings with a pick-up or return on the days of the closure last tried, to move or cancel in the next try. */
  affected?: readonly BookingOnClosedDayRow[];
  history: ChangeEvent[];
}) {
  const t = useT();
  const ids = branches.map((branch) => branch.id);
  const [form, fields] = useForm<Record<string, string>, ClosureInput>({
    id: 'settings-closures',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: closureSchema(t, ids, today) }),
  });
  return (
    <SectionFrame
      section="closures"
      heading="cms.settings.closures"
      intro="cms.settings.closuresIntro"
      history={history}
    >
      {closures.length ? (
        <ul className="mb-4 space-y-2">
          {closures.map((closure) => (
            <li
              key={closure.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2"
            >
              <p className="min-w-0 text-sm text-slate-800">{t('cms.closures.line', closure)}</p>
              <Form method="post">
                <input type="hidden" name="closureId" value={closure.id} />
                <button
                  type="submit"
                  name="intent"
                  value="removeClosure"
                  aria-label={t('cms.closures.removeNamed', closure)}
                  className="rounded-md px-3 py-1.5 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-white"
                >
                  {t('cms.closures.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-slate-700">{t('cms.closures.none')}</p>
      )}
      <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <FieldShell id={fields.closureBranch.id} label={t('cms.closures.branch')} errors={fields.closureBranch.errors}>
          <select
            {...getSelectProps(fields.closureBranch)}
            defaultValue={String(lastResult?.initialValue?.closureBranch ?? 'all')}
            className={inputClass}
          >
            <option value="all">{t('cms.closures.allBranches')}</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={fields.firstDate.id} label={t('cms.closures.firstDate')} errors={fields.firstDate.errors}>
          <input {...getInputProps(fields.firstDate, { type: 'date' })} min={today} className={inputClass} />
        </FieldShell>
        <FieldShell id={fields.lastDate.id} label={t('cms.closures.lastDate')} errors={fields.lastDate.errors}>
          <input {...getInputProps(fields.lastDate, { type: 'date' })} min={today} className={inputClass} />
        </FieldShell>
        <FieldShell id={fields.reason.id} label={t('cms.closures.reasonEn')} errors={fields.reason.errors}>
          <input
            {...getInputProps(fields.reason, { type: 'text' })}
            maxLength={100}
            dir="ltr"
            lang="en"
            className={inputClass}
          />
        </FieldShell>
        <FieldShell id={fields.reasonAr.id} label={t('cms.closures.reasonAr')} errors={fields.reasonAr.errors}>
          <input
            {...getInputProps(fields.reasonAr, { type: 'text' })}
            maxLength={100}
            dir="rtl"
            lang="ar"
            className={inputClass}
          />
        </FieldShell>
        {affected.length > 0 && <BookingsOnClosedDays bookings={affected} />}
        <div className="sm:col-span-2 lg:col-span-4">
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
          <ClosureButton />
        </div>
      </Form>
    </SectionFrame>
  );
}

function ClosureButton() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'closures';
  return (
    <button type="submit" name="intent" value="closures" disabled={busy} className={`${primaryButton} mt-2`}>
      {busy ? t('cms.saving') : t('cms.closures.add')}
    </button>
  );
}

/** The bookings a refused closure would strand, with their customers' contacts and what to do with each. */
function BookingsOnClosedDays({ bookings }: { bookings: readonly BookingOnClosedDayRow[] }) {
  const t = useT();
  const locale = useLocale();
  const when = (at: string) => formatDubaiDateTime(at, locale);
  return (
    <ul className="mb-4 space-y-2 sm:col-span-2 lg:col-span-4">
      {bookings.map((booking) => (
        <li key={booking.id} className="grid gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200 sm:grid-cols-2">
          <p>
            <span className="block font-semibold text-navy-900">
              {t('cms.closures.booking', {
                reference: booking.reference,
                from: when(booking.pickupAt),
                to: when(booking.dropoffAt),
              })}
            </span>
            <span className="block text-sm text-slate-700">
              {t('blocks.contact', { name: booking.customerName, phone: booking.phone, email: booking.email })}
            </span>
          </p>
          <label className="block text-sm">
            <span className="mb-1 block font-semibold text-navy-900">
              {t('cms.closures.room', { reference: booking.reference })}
            </span>
            <select name={roomField(booking.id)} defaultValue="keep" className={inputClass}>
              <option value="keep">{t('cms.closures.room.keep')}</option>
              <option value="later">
                {t('cms.closures.room.later', {
                  from: when(booking.later.pickupAt),
                  to: when(booking.later.dropoffAt),
                })}
              </option>
              <option value="cancel">{t('cms.closures.room.cancel')}</option>
            </select>
          </label>
        </li>
      ))}
    </ul>
  );
}

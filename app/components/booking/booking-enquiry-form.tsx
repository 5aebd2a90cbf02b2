import { getFormProps, getInputProps, useForm, type Submission, type SubmissionResult } from '@conform-to/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { CheckboxField, FieldShell, inputClass } from '~/components/forms/field';
import { fillUncontrolledFields, keptAcrossLanguage, takeKeptForm } from '~/components/frame/kept-across-language';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { ageGroups, residencies } from '~/modules/bookings/customer-steps/enquiry-choices';
import {
  type BookingClock,
  bookableTimesFrom,
  bookingClock,
  hoursOnDate,
  sameDayDropoffTime,
} from '~/modules/bookings/rental-schedule';
import { deliveryCitiesOf, minimumAgesOf } from '~/modules/bookings/customer-steps/enquiry-choices';
import { CityAndBranchSelects, TimeOfDaySelect, selectProps } from './place-and-time-selects';
import { CollectionFields, ContactFields, DeliveryFields } from './enquiry-sections';
import { dubaiDateTime, dubaiMomentOf } from '~/utils/dubai-time';

export type BookingFormOptions = {
  branches: Array<{
    value: string;
    city: string;
    cityLabel: string;
    nameLabel: string;
    opensAtMinute: number;
    closesAtMinute: number;
  }>;
  vehicleTypes: Array<{ name: string; label: string; minimumRenterAge: number }>;
  collectionLocations: Array<{ city: string; label: string }>;
  defaults: { pickupDate: string; pickupTime: string; dropoffDate: string; dropoffTime: string };
  /** Today and the earliest pick-up, as the server saw them when it rendered the page. */
  clock: BookingClock;
  /** A signed-in customer's details, so they need not type them. */
  contact: { firstName: string; lastName: string; email: string; phone: string } | null;
};

type Values = Record<string, string | undefined>;

/** The booking enquiry: the home page's box and the dialog behind every BOOK NOW use this one form. */
export function BookingEnquiryForm({
  options,
  presetType,
  presetBranch,
  presetModel,
  lastResult,
  compact = false,
}: {
  options: BookingFormOptions;
  presetType?: string;
  /** The pick-up branch to start from (its 'City_Branch' value): an offer's, which applies only there. */
  presetBranch?: string;
  /** The car chosen on its page: carried to the priced list, where it comes first. */
  presetModel?: number;
  lastResult?: SubmissionResult<string[]>;
  compact?: boolean;
}) {
  const t = useT();
  const to = useLocalePath();
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>();
  const initial = (lastResult?.initialValue ?? {}) as Values;
  const [values, setValues] = useState<Values>(() => {
    const preset = options.branches.find((branch) => branch.value === presetBranch);
    return {
      sameLocation: lastResult ? initial.sameLocation : 'on',
      ...options.defaults,
      vehicleType: presetType,
      ...(preset ? { pickupCity: preset.city, pickupLocation: preset.value } : {}),
      ...initial,
    };
  });
  const set = (patch: Values) => setValues((current) => ({ ...current, ...patch }));
  const cities = useMemo(
    () => [...new Map(options.branches.map((branch) => [branch.city, branch.cityLabel])).entries()],
    [options.branches],
  );
  const branchOf = (value?: string) => options.branches.find((branch) => branch.value === value);
  const defaultHours = options.branches[0] ?? { opensAtMinute: 480, closesAtMinute: 1200 };
  const pickupBranch = branchOf(values.pickupLocation);
  const sameLocation = values.sameLocation === 'on';
  const collect = values.collect === 'on';
  const deliver = values.deliver === 'on';
  const dropoffBranch = sameLocation || collect ? pickupBranch : branchOf(values.dropoffLocation);

  // The schema is loaded on first use; until then (and without JavaScript) the server checks the form.
  const [validate, setValidate] = useState<((formData: FormData) => Submission<Record<string, unknown>>) | null>(null);
  // The server's clock until the visitor starts using the form; then the browser's, so a page left
  // open for hours still offers only times 24 hours ahead.
  const [inUse, setInUse] = useState(false);
  const clock = inUse ? bookingClock(new Date()) : options.clock;
  const loadValidator = () => {
    if (!inUse) setInUse(true);
    if (validate) return;
    void import('./enquiry-validator').then(({ createEnquiryValidator }) =>
      setValidate(() =>
        createEnquiryValidator({
          t,
          branches: options.branches,
          vehicleTypes: options.vehicleTypes.map((type) => type.name),
          minimumAges: minimumAgesOf(options.vehicleTypes),
          collectionCities: options.collectionLocations.map((location) => location.city),
          phoneToE164: (input) => input, // the server checks the number itself
        }),
      ),
    );
  };

  const formId = compact ? 'booking-enquiry-dialog' : 'booking-enquiry';
  const [form, fields] = useForm({
    id: formId,
    lastResult: fetcher.data?.result ?? lastResult,
    defaultValue: options.contact ?? undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });

  // After a change of language the form shows again what was typed in the other one.
  const formElement = useRef<HTMLFormElement>(null);
  const [keptValues, setKeptValues] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    const kept = takeKeptForm(formId);
    if (!kept) return;
    setValues((current) => ({
      ...current,
      ...Object.fromEntries(Object.entries(kept).map(([name, value]) => [name, value === '' ? undefined : value])),
    }));
    setKeptValues(kept);
  }, [formId]);
  useEffect(() => {
    if (keptValues && formElement.current) fillUncontrolledFields(formElement.current, keptValues);
  }, [keptValues]);

  const pickupTimes = values.pickupDate
    ? bookableTimesFrom({ date: values.pickupDate, hours: pickupBranch ?? defaultHours, from: clock.earliestPickup })
    : [];
  // A same-day drop-off comes after the pick-up (its minute is the first one it may take).
  const pickupMoment = dubaiMomentOf(values.pickupDate, values.pickupTime);
  const dropoffTimes = values.dropoffDate
    ? bookableTimesFrom({
        date: values.dropoffDate,
        hours: dropoffBranch ?? defaultHours,
        from:
          pickupMoment && values.dropoffDate === values.pickupDate
            ? { date: pickupMoment.date, minute: pickupMoment.minute + 1 }
            : null,
      })
    : [];
  const changePickup = (patch: Values) => {
    // The spec: changing the pick-up date or time clears the drop-off; a same-day drop-off defaults to an hour later.
    set({ ...patch, dropoffDate: '', dropoffTime: '' });
  };
  const changeDropoffDate = (date: string) => {
    // Read only when the visitor picks a date: the zone lookup stays out of the first render.
    const pickupAt =
      values.pickupDate && values.pickupTime ? dubaiDateTime(values.pickupDate, values.pickupTime) : null;
    const sameDay =
      date && date === values.pickupDate && pickupAt
        ? sameDayDropoffTime(pickupAt, dropoffBranch ?? defaultHours)
        : null;
    set({ dropoffDate: date, dropoffTime: sameDay ?? '' });
  };
  // A date the branch is closed (a holiday, its day off) offers no times; the hint says why.
  const closedOn = (date: string | undefined, branch: typeof pickupBranch) =>
    Boolean(date && branch && !hoursOnDate(branch, date));
  const pickupHint = closedOn(values.pickupDate, pickupBranch) ? t('booking.closedThatDay') : t('booking.hoursHint');
  const dropoffHint = closedOn(values.dropoffDate, dropoffBranch) ? t('booking.closedThatDay') : undefined;
  const errorsOf = (name: keyof typeof fields) => fields[name].errors;
  const minDate = clock.today;
  const grid = compact ? 'grid gap-x-4 sm:grid-cols-2' : 'grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4';

  return (
    <fetcher.Form
      ref={formElement}
      method="post"
      action={to('/booking-enquiry')}
      {...getFormProps(form)}
      {...keptAcrossLanguage}
      onFocus={loadValidator}
      onPointerEnter={loadValidator}
      className="space-y-2"
    >
      {/* With another type chosen in the form, the priced list finds the car is not of it and forgets it. */}
      {(initial.model ?? presetModel) ? (
        <input type="hidden" name="model" value={initial.model ?? presetModel} />
      ) : null}
      <div className={grid}>
        <CityAndBranchSelects
          cityField={fields.pickupCity}
          branchField={fields.pickupLocation}
          labels={{ city: t('booking.pickupCity'), branch: t('booking.pickupLocation') }}
          cities={cities}
          branches={options.branches}
          city={values.pickupCity}
          branch={values.pickupLocation}
          onChange={({ city, branch }) => set({ pickupCity: city, pickupLocation: branch })}
        />
        <FieldShell id={fields.pickupDate.id} label={t('booking.pickupDate')} errors={errorsOf('pickupDate')}>
          <input
            {...getInputProps(fields.pickupDate, { type: 'date' })}
            key={undefined}
            className={inputClass}
            min={minDate}
            value={values.pickupDate ?? ''}
            onChange={(event) => changePickup({ pickupDate: event.target.value, pickupTime: '' })}
          />
        </FieldShell>
        <TimeOfDaySelect
          field={fields.pickupTime}
          label={t('booking.pickupTime')}
          hint={pickupHint}
          times={pickupTimes}
          value={values.pickupTime}
          onChange={(time) => changePickup({ pickupTime: time })}
        />
      </div>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <CheckboxField id={fields.sameLocation.id} label={t('booking.sameLocation')}>
          <input
            {...getInputProps(fields.sameLocation, { type: 'checkbox' })}
            key={undefined}
            checked={sameLocation}
            onChange={(event) => set({ sameLocation: event.target.checked ? 'on' : undefined })}
            className="mt-0.5 h-4 w-4 accent-navy-900"
          />
        </CheckboxField>
        <CheckboxField id={fields.deliver.id} label={t('booking.deliver')}>
          <input
            {...getInputProps(fields.deliver, { type: 'checkbox' })}
            key={undefined}
            checked={deliver}
            onChange={(event) => set({ deliver: event.target.checked ? 'on' : undefined })}
            className="mt-0.5 h-4 w-4 accent-navy-900"
          />
        </CheckboxField>
        <CheckboxField id={fields.collect.id} label={t('booking.collect')}>
          <input
            {...getInputProps(fields.collect, { type: 'checkbox' })}
            key={undefined}
            checked={collect}
            onChange={(event) => set({ collect: event.target.checked ? 'on' : undefined })}
            className="mt-0.5 h-4 w-4 accent-navy-900"
          />
        </CheckboxField>
      </div>

      {deliver ? (
        <DeliveryFields
          fields={fields}
          locations={deliveryCitiesOf(options.collectionLocations)}
          location={values.deliveryLocation}
          onLocationChange={(location) => set({ deliveryLocation: location })}
          grid={grid}
        />
      ) : null}

      {!sameLocation && !collect ? (
        <div className={grid}>
          <CityAndBranchSelects
            cityField={fields.dropoffCity}
            branchField={fields.dropoffLocation}
            labels={{ city: t('booking.dropoffCity'), branch: t('booking.dropoffLocation') }}
            cities={cities}
            branches={options.branches}
            city={values.dropoffCity}
            branch={values.dropoffLocation}
            onChange={({ city, branch }) => set({ dropoffCity: city, dropoffLocation: branch })}
          />
        </div>
      ) : null}

      {collect ? (
        <CollectionFields
          fields={fields}
          locations={options.collectionLocations}
          location={values.collectionLocation}
          onLocationChange={(location) => set({ collectionLocation: location })}
          grid={grid}
        />
      ) : null}

      <div className={grid}>
        <FieldShell id={fields.dropoffDate.id} label={t('booking.dropoffDate')} errors={errorsOf('dropoffDate')}>
          <input
            {...getInputProps(fields.dropoffDate, { type: 'date' })}
            key={undefined}
            className={inputClass}
            min={values.pickupDate || minDate}
            value={values.dropoffDate ?? ''}
            onChange={(event) => changeDropoffDate(event.target.value)}
          />
        </FieldShell>
        <TimeOfDaySelect
          field={fields.dropoffTime}
          label={t('booking.dropoffTime')}
          hint={dropoffHint}
          times={dropoffTimes}
          value={values.dropoffTime}
          onChange={(time) => set({ dropoffTime: time })}
        />
        <FieldShell id={fields.vehicleType.id} label={t('booking.vehicleType')} errors={errorsOf('vehicleType')}>
          <select
            {...selectProps(fields.vehicleType)}
            value={values.vehicleType ?? ''}
            onChange={(event) => set({ vehicleType: event.target.value })}
          >
            <option value="">{t('booking.choose')}</option>
            {options.vehicleTypes.map((type) => (
              <option key={type.name} value={type.name}>
                {type.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <div className="grid grid-cols-2 gap-x-3">
          <FieldShell id={fields.ageGroup.id} label={t('booking.age')} errors={errorsOf('ageGroup')}>
            <select {...selectProps(fields.ageGroup)} defaultValue={initial.ageGroup ?? '25+'}>
              {ageGroups.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell id={fields.residency.id} label={t('booking.residency')} errors={errorsOf('residency')}>
            <select {...selectProps(fields.residency)} defaultValue={initial.residency ?? 'resident'}>
              {residencies.map((residency) => (
                <option key={residency} value={residency}>
                  {t(residency === 'resident' ? 'booking.resident' : 'booking.visitor')}
                </option>
              ))}
            </select>
          </FieldShell>
        </div>
      </div>

      <ContactFields fields={fields} grid={grid} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <CheckboxField
          id={fields.terms.id}
          errors={errorsOf('terms') ?? []}
          label={
            <>
              {t('booking.termsAgree')}{' '}
              <Link to={to('/terms-conditions')} className="font-semibold text-navy-800 underline" target="_blank">
                {t('nav.terms')}
              </Link>
            </>
          }
        >
          <input {...getInputProps(fields.terms, { type: 'checkbox' })} className="mt-0.5 h-4 w-4 accent-navy-900" />
        </CheckboxField>
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-md bg-action-600 px-8 py-3 font-bold text-white hover:bg-action-700 disabled:opacity-70"
        >
          {fetcher.state !== 'idle' ? t('booking.searching') : t('booking.submit')}
        </button>
      </div>
    </fetcher.Form>
  );
}

import '~/i18n/booking-messages';
import { type FormEvent, useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import { PriceTable } from '~/components/booking/price-breakdown';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import type { ChangePreview } from '~/modules/bookings/amendments/change-replies';
import {
  type ChangeFormErrors,
  type ChangeFormValues,
  type ChangeModel,
  changeExtraKeys,
  readChangeForm,
} from '~/modules/bookings/amendments/change-form';
import type { Extras } from '~/modules/pricing/quote-booking';
import { formatAed } from '~/utils/money';

const extraLabels: Record<keyof Extras, MessageKey> = {
  fullInsurance: 'price.line.cdw',
  zeroExcess: 'price.line.scdw',
  personalInsurance: 'price.line.pai',
  gps: 'price.line.gps',
  additionalDriver: 'price.line.additional_driver',
  babySeat: 'price.line.baby_seat',
};

type Props = {
  values: ChangeFormValues;
  errors: ChangeFormErrors;
  pickupTimes: string[];
  dropoffTimes: string[];
  /**
   * Staff only: the models the booking may move to (with their classes' ages), the cities a car may be
   * delivered to, and today in Dubai, for the schema's context.
   */
  staff?: {
    models: (ChangeModel & { name: string })[];
    deliveryCities: { city: string; label: string }[];
    today: string;
  };
  preview: ChangePreview | null;
  message?: string;
  /** Staff confirm a dearer change of a card booking for the customer to pay, not pay it themselves. */
  by: 'customer' | 'staff';
};

/** A time picker's choices, with the booking's own time kept even when it is not on the hour. */
const withCurrent = (choices: string[], current: string) =>
  current && !choices.includes(current) ? [...choices, current].sort() : choices;

/**
 * New dates, times and extras (and for staff the car), then the new price from the server with
 * what it means for the money: paid now, refunded, or due at pick-up. The difference shown is sent
 * back with the confirmation, so the server changes the booking only at that figure.
 */
export function ChangeBookingForm({
  values,
  errors: serverErrors,
  pickupTimes,
  dropoffTimes,
  staff,
  preview,
  message,
  by,
}: Props) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation().state;
  const busy = navigation === 'submitting';
  const aed = (fils: number) => formatAed(fils, locale);
  // The browser runs the server's schema before sending; once a post is answered, the server's word stands.
  const [checked, setChecked] = useState<ChangeFormErrors | null>(null);
  useEffect(() => {
    if (navigation === 'idle') setChecked(null);
  }, [navigation]);
  const errors = checked ?? serverErrors;
  const check = (event: FormEvent<HTMLFormElement>) => {
    const read = readChangeForm(new FormData(event.currentTarget), {
      t,
      by,
      deliveryCities: staff?.deliveryCities.map((place) => place.city) ?? [],
      models: staff?.models ?? [],
      today: staff?.today ?? '9999-12-31',
    });
    const found = read?.errors ?? {};
    setChecked(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  };
  const described = (name: keyof ChangeFormErrors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `change-${name}-error`,
  });
  const fieldErrors = (name: keyof ChangeFormErrors) => (errors[name] ? [errors[name]] : undefined);
  const dateTime = (kind: 'pickup' | 'dropoff', times: string[]) => {
    const date = `${kind}Date` as const;
    const time = `${kind}Time` as const;
    return (
      <div className="grid grid-cols-2 gap-x-3">
        <FieldShell id={`change-${date}`} label={t(`change.${date}`)} errors={fieldErrors(date)}>
          <input
            id={`change-${date}`}
            name={date}
            type="date"
            required
            defaultValue={values[date]}
            className={inputClass}
            {...described(date)}
          />
        </FieldShell>
        <FieldShell id={`change-${time}`} label={t(`change.${time}`)} errors={fieldErrors(time)}>
          <select
            id={`change-${time}`}
            name={time}
            required
            defaultValue={values[time]}
            className={inputClass}
            dir="ltr"
            {...described(time)}
          >
            {withCurrent(times, values[time]).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
    );
  };
  const settlement = preview?.settlement;
  const moneyLine = !preview
    ? null
    : preview.paymentMethod !== 'card'
      ? t('change.difference.atPickup', { total: aed(preview.totalFils) })
      : settlement?.kind === 'pay'
        ? t(by === 'staff' ? 'change.difference.staffPay' : 'change.difference.pay', {
            amount: aed(settlement.dueFils),
          })
        : settlement?.kind === 'apply' && settlement.refundFils > 0
          ? t('change.difference.refund', { amount: aed(settlement.refundFils) })
          : t('change.difference.none');
  return (
    // The fields are uncontrolled: a preview re-renders them with the values the server read.
    <Form
      method="post"
      key={JSON.stringify(values)}
      aria-labelledby="change-form-title"
      onSubmit={check}
      noValidate
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="change-form-title" className="text-xl font-bold text-navy-900">
        {t('change.newDetails')}
      </h2>
      <div className="mt-4 grid gap-x-6 md:grid-cols-2">
        {dateTime('pickup', pickupTimes)}
        {dateTime('dropoff', dropoffTimes)}
      </div>
      {staff ? (
        <FieldShell id="change-vehicleModelId" label={t('change.vehicleModel')} className="max-w-md">
          <select
            id="change-vehicleModelId"
            name="vehicleModelId"
            defaultValue={values.vehicleModelId ?? undefined}
            className={inputClass}
          >
            {staff.models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.name}
              </option>
            ))}
          </select>
        </FieldShell>
      ) : null}
      <fieldset className="mt-2">
        <legend className="mb-2 text-sm font-semibold text-navy-900">{t('change.extras')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {changeExtraKeys.map((key) => (
            <label key={key} className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name={key}
                defaultChecked={values.extras[key]}
                className="h-5 w-5 shrink-0 accent-navy-800"
              />
              {t(extraLabels[key])}
            </label>
          ))}
        </div>
      </fieldset>
      {staff ? <StaffChangeFields values={values} errors={errors} cities={staff.deliveryCities} /> : null}
      <div className="mt-4">
        <FormAlert id="change-form-alert" message={checked ? undefined : message} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={busy}
          className="rounded-md border-2 border-navy-800 px-5 py-2 font-bold text-navy-900 hover:bg-sand-100 disabled:opacity-70"
        >
          {t('change.preview')}
        </button>
      </div>
      {preview ? (
        <section
          aria-labelledby="change-preview-title"
          className="mt-6 rounded-xl bg-sand-100/60 p-4 ring-1 ring-slate-200"
        >
          <h3 id="change-preview-title" className="text-lg font-bold text-navy-900">
            {t('change.newPrice')}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{preview.vehicle}</p>
          <div className="mt-3 max-w-md">
            <PriceTable quote={preview.quote} />
          </div>
          <p className="mt-4 font-semibold text-navy-900" role="status">
            {moneyLine}
          </p>
          <input type="hidden" name="expected" value={preview.differenceFils} />
          <button
            type="submit"
            name="intent"
            value="confirm"
            disabled={busy}
            className="mt-4 rounded-md bg-action-600 px-5 py-2.5 font-bold text-white hover:bg-action-700 disabled:opacity-70"
          >
            {settlement?.kind === 'pay' && preview.paymentMethod === 'card' && by === 'customer'
              ? t('change.confirmPay', { amount: aed(settlement.dueFils) })
              : t('change.confirm')}
          </button>
        </section>
      ) : null}
    </Form>
  );
}

/**
 * What staff change besides the customer's choices, as the walk-in form takes them: delivery at pick-up
 * (a city, priced, and the address; the fields show at once, so the form works before its script has
 * run), a promo code, and the driver's date of birth, which decides the young-driver surcharge.
 */
function StaffChangeFields({
  values,
  errors,
  cities,
}: {
  values: ChangeFormValues;
  errors: ChangeFormErrors;
  cities: { city: string; label: string }[];
}) {
  const t = useT();
  const shell = (name: keyof ChangeFormErrors, label: string, hint?: string) => ({
    id: `change-${name}`,
    label,
    hint,
    errors: errors[name] ? [errors[name]] : undefined,
  });
  const described = (name: keyof ChangeFormErrors, hint = false) => ({
    id: `change-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [`change-${name}-error`, ...(hint ? [`change-${name}-hint`] : [])].join(' '),
    className: inputClass,
  });
  return (
    <fieldset className="mt-4 border-t border-slate-200 pt-4">
      <legend className="sr-only">{t('bookings.change.staffHeading')}</legend>
      <p aria-hidden="true" className="mb-2 text-sm font-semibold text-navy-900">
        {t('bookings.change.staffHeading')}
      </p>
      <label className="mb-2 flex items-center gap-2 text-slate-800">
        <input type="checkbox" name="deliver" defaultChecked={values.deliver} className="h-5 w-5 accent-navy-800" />
        {t('staffBooking.deliver')}
      </label>
      <div className="grid gap-x-6 md:grid-cols-2">
        <FieldShell {...shell('deliveryCity', t('staffBooking.deliveryCity'))}>
          <select {...described('deliveryCity')} defaultValue={values.deliveryCity}>
            <option value="">{t('staffBooking.choose.option')}</option>
            {cities.map((place) => (
              <option key={place.city} value={place.city}>
                {place.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell {...shell('deliveryAddress', t('staffBooking.deliveryAddress'))}>
          <input
            {...described('deliveryAddress')}
            type="text"
            maxLength={300}
            autoComplete="off"
            defaultValue={values.deliveryAddress}
          />
        </FieldShell>
        <FieldShell {...shell('promoCode', t('staffBooking.promoCode'), t('bookings.change.promoHint'))}>
          <input
            {...described('promoCode', !errors.promoCode)}
            type="text"
            maxLength={40}
            autoComplete="off"
            dir="ltr"
            defaultValue={values.promoCode}
          />
        </FieldShell>
        <FieldShell
          {...shell('driverBirthDate', t('bookings.change.driverBirthDate'), t('staffBooking.youngDriverNote'))}
        >
          <input
            {...described('driverBirthDate', !errors.driverBirthDate)}
            type="date"
            defaultValue={values.driverBirthDate}
          />
        </FieldShell>
      </div>
    </fieldset>
  );
}

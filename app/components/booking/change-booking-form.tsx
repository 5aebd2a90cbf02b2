import '~/i18n/booking-messages';
import { Form, useNavigation } from 'react-router';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import { PriceTable } from '~/components/booking/price-breakdown';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import type { ChangePreview } from '~/modules/bookings/amendments/change-replies';
import {
  type ChangeFormErrors,
  type ChangeFormValues,
  changeExtraKeys,
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
  /** Staff only: the models the booking may move to. */
  models?: { id: number; name: string }[];
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
export function ChangeBookingForm({ values, errors, pickupTimes, dropoffTimes, models, preview, message, by }: Props) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const aed = (fils: number) => formatAed(fils, locale);
  const described = (name: keyof ChangeFormErrors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `change-${name}-error`,
  });
  const dateTime = (kind: 'pickup' | 'dropoff', times: string[]) => {
    const date = `${kind}Date` as const;
    const time = `${kind}Time` as const;
    return (
      <div className="grid grid-cols-2 gap-x-3">
        <FieldShell
          id={`change-${date}`}
          label={t(`change.${date}`)}
          errors={errors[date] ? [errors[date]] : undefined}
        >
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
        <FieldShell
          id={`change-${time}`}
          label={t(`change.${time}`)}
          errors={errors[time] ? [errors[time]] : undefined}
        >
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
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="change-form-title" className="text-xl font-bold text-navy-900">
        {t('change.newDetails')}
      </h2>
      <div className="mt-4 grid gap-x-6 md:grid-cols-2">
        {dateTime('pickup', pickupTimes)}
        {dateTime('dropoff', dropoffTimes)}
      </div>
      {models ? (
        <FieldShell id="change-vehicleModelId" label={t('change.vehicleModel')} className="max-w-md">
          <select
            id="change-vehicleModelId"
            name="vehicleModelId"
            defaultValue={values.vehicleModelId ?? undefined}
            className={inputClass}
          >
            {models.map((model) => (
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
      <div className="mt-4">
        <FormAlert id="change-form-alert" message={message} />
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

import '~/i18n/staff-messages';
import { priceLineLabel } from '~/i18n/price-line';
import '~/i18n/booking-messages';
import { Form, useNavigation } from 'react-router';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import { extensionPayments } from '~/modules/bookings/amendments/amendment-terms';
import type { ExtendFormErrors, ExtendFormValues } from '~/modules/bookings/amendments/extend-form';
import type { ExtensionPreview } from '~/modules/bookings/amendments/extend-rental-page.server';
import { formatAed } from '~/utils/money';

type Props = {
  values: ExtendFormValues;
  errors: ExtendFormErrors;
  dropoffTimes: string[];
  preview: ExtensionPreview | null;
  message?: string;
  /** How the booking was paid: a pay-on-pick-up booking not yet paid owes its new total at the counter. */
  paymentMethod: string | null;
};

/** A time picker's choices, with the drop-off's own time kept even when it is not on the hour. */
const withCurrent = (choices: string[], current: string) =>
  current && !choices.includes(current) ? [...choices, current].sort() : choices;

/**
 * The new drop-off and how the difference is paid, then the price before and after line by line
 * from the server. The difference shown is sent back with the confirmation, so the server extends
 * the rental only at that figure.
 */
export function ExtendRentalForm({ values, errors, dropoffTimes, preview, message }: Props) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const aed = (fils: number) => formatAed(fils, locale);
  const described = (name: keyof ExtendFormErrors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `extend-${name}-error`,
  });
  const settlement = preview?.settlement;
  const moneyLine = !settlement
    ? null
    : settlement.kind === 'counter'
      ? t('bookings.extend.money.counter', { amount: aed(settlement.dueFils) })
      : settlement.kind === 'pay'
        ? t('bookings.extend.money.link', { amount: aed(settlement.dueFils) })
        : settlement.kind === 'counter_refund'
          ? t('bookings.extend.money.counterRefund', { amount: aed(settlement.refundFils) })
          : settlement.refundFils > 0
            ? t('bookings.extend.money.refund', { amount: aed(settlement.refundFils) })
            : preview.differenceFils !== 0
              ? t('bookings.extend.money.atCounter', { total: aed(preview.after.totalFils) })
              : t('bookings.extend.money.none');
  const row = (label: string, before: number | string, after: number | string, difference: string) => (
    <tr key={label} className="border-b border-slate-100">
      <th scope="row" className="py-2 text-start font-normal text-slate-700">
        {label}
      </th>
      <td className="py-2 text-end whitespace-nowrap">{before}</td>
      <td className="py-2 text-end whitespace-nowrap">{after}</td>
      <td className="py-2 text-end font-semibold whitespace-nowrap">{difference}</td>
    </tr>
  );
  const signed = (fils: number) => (fils > 0 ? `+${aed(fils)}` : fils < 0 ? `−${aed(-fils)}` : aed(0));
  return (
    // The fields are uncontrolled: a preview re-renders them with the values the server read.
    <Form
      method="post"
      key={JSON.stringify(values)}
      id="extend-form"
      aria-labelledby="extend-form-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="extend-form-title" className="text-xl font-bold text-navy-900">
        {t('bookings.extend.newDropoff')}
      </h2>
      <div className="mt-4 grid max-w-xl grid-cols-2 gap-x-3">
        <FieldShell
          id="extend-dropoffDate"
          label={t('change.dropoffDate')}
          errors={errors.dropoffDate ? [errors.dropoffDate] : undefined}
        >
          <input
            id="extend-dropoffDate"
            name="dropoffDate"
            type="date"
            required
            defaultValue={values.dropoffDate}
            className={inputClass}
            {...described('dropoffDate')}
          />
        </FieldShell>
        <FieldShell
          id="extend-dropoffTime"
          label={t('change.dropoffTime')}
          errors={errors.dropoffTime ? [errors.dropoffTime] : undefined}
        >
          <select
            id="extend-dropoffTime"
            name="dropoffTime"
            required
            defaultValue={values.dropoffTime}
            className={inputClass}
            dir="ltr"
            {...described('dropoffTime')}
          >
            {withCurrent(dropoffTimes, values.dropoffTime).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <fieldset className="mt-2">
        <legend className="mb-2 text-sm font-semibold text-navy-900">{t('bookings.extend.payment')}</legend>
        <div className="grid gap-2">
          {extensionPayments.map((payment) => (
            <label key={payment} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="payment"
                value={payment}
                defaultChecked={values.payment === payment}
                className="h-5 w-5 shrink-0 accent-navy-800"
              />
              {t(`bookings.extend.payment.${payment}` as MessageKey)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <FormAlert id="extend-form-alert" message={message} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={busy}
          className="rounded-md border-2 border-navy-800 px-5 py-2 font-bold text-navy-900 hover:bg-sand-100 disabled:opacity-70"
        >
          {t('bookings.extend.preview')}
        </button>
      </div>
      {preview ? (
        <section
          aria-labelledby="extend-preview-title"
          className="mt-6 rounded-xl bg-sand-100/60 p-4 ring-1 ring-slate-200"
        >
          <h3 id="extend-preview-title" className="text-lg font-bold text-navy-900">
            {t('bookings.extend.newPrice')}
          </h3>
          <table className="mt-3 w-full max-w-2xl text-sm">
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 text-start">
                  {t('bookings.extend.line')}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t('bookings.extend.before')}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t('bookings.extend.after')}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t('bookings.extend.difference')}
                </th>
              </tr>
            </thead>
            <tbody>
              {row(
                t('bookings.extend.days'),
                preview.before.days,
                preview.after.days,
                String(preview.after.days - preview.before.days),
              )}
              {preview.lines.map((line) =>
                row(
                  priceLineLabel(t, locale, line),
                  aed(line.beforeFils),
                  aed(line.afterFils),
                  signed(line.afterFils - line.beforeFils),
                ),
              )}
              {row(
                t('price.vat'),
                aed(preview.before.vatFils),
                aed(preview.after.vatFils),
                signed(preview.after.vatFils - preview.before.vatFils),
              )}
              {row(
                t('price.total'),
                aed(preview.before.totalFils),
                aed(preview.after.totalFils),
                signed(preview.differenceFils),
              )}
            </tbody>
          </table>
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
            {settlement?.kind === 'counter'
              ? t('bookings.extend.confirmCounter', { amount: aed(settlement.dueFils) })
              : t('bookings.extend.confirm')}
          </button>
        </section>
      ) : null}
    </Form>
  );
}

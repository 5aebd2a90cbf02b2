import '~/i18n/booking-messages';
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from 'react-router';
import { CheckboxField, FieldShell, inputClass } from '~/components/forms/field';
import { BookingSummary, type BookingSummaryData } from './booking-summary';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { personalSchema } from '~/modules/bookings/personal-form';
import { formatAed } from '~/utils/money';

export type PersonalStepData = {
  emirates: Array<{ name: string; label: string }>;
  minimumAge: number;
  pickupDay: string;
  verifiedBirthDate: string | null;
  /** The total for each way of paying, so the 10% for paying on pick-up shows before choosing. */
  totals: { card: number; pay_on_pickup: number };
  summary: BookingSummaryData;
  defaults: Record<string, string | undefined>;
};

/** Who drives and how they pay. The same schema checks it here and on the server. */
export function BillPersonal({
  data,
  lastResult,
}: {
  data: PersonalStepData;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const submitting = useNavigation().state === 'submitting';
  const schema = personalSchema({
    t,
    emirates: data.emirates.map((emirate) => emirate.name),
    minimumAge: data.minimumAge,
    pickupDay: data.pickupDay,
    verifiedBirthDate: data.verifiedBirthDate,
    phoneToE164: (input) => input,
  });
  const [form, fields] = useForm({
    id: 'bill-personal',
    lastResult,
    defaultValue: data.defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const text = (
    name: keyof typeof fields,
    label: string,
    type: 'text' | 'email' | 'tel' | 'date' = 'text',
    autoComplete?: string,
  ) => (
    <FieldShell id={fields[name].id} label={label} errors={fields[name].errors}>
      <input
        {...getInputProps(fields[name], { type })}
        className={inputClass}
        autoComplete={autoComplete}
        dir={type === 'email' || type === 'tel' ? 'ltr' : undefined}
      />
    </FieldShell>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <input type="hidden" name="intent" value="personal" />
      <fieldset className="grid h-fit gap-x-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
        <legend className="px-1 text-lg font-bold text-navy-900">{t('bill.personalHeading')}</legend>
        {text('firstName', t('booking.firstName'), 'text', 'given-name')}
        {text('lastName', t('booking.lastName'), 'text', 'family-name')}
        {text('email', t('booking.email'), 'email', 'email')}
        {text('mobile', t('booking.phone'), 'tel', 'tel')}
        {text('streetAddress', t('bill.streetAddress'), 'text', 'street-address')}
        {text('poBox', t('bill.poBox'), 'text', 'postal-code')}
        <FieldShell id={fields.emirate.id} label={t('bill.emirate')} errors={fields.emirate.errors}>
          <select {...getSelectProps(fields.emirate)} className={inputClass}>
            <option value="">{t('bill.chooseEmirate')}</option>
            {data.emirates.map((emirate) => (
              <option key={emirate.name} value={emirate.name}>
                {emirate.label}
              </option>
            ))}
          </select>
        </FieldShell>
        {text('city', t('bill.city'), 'text', 'address-level2')}
        {text('birthDate', t('bill.birthDate'), 'date', 'bday')}
        {text('company', t('bill.company'), 'text', 'organization')}
        <FieldShell
          id={fields.comments.id}
          label={t('bill.comments')}
          errors={fields.comments.errors}
          className="sm:col-span-2"
        >
          <textarea {...getTextareaProps(fields.comments)} rows={3} className={inputClass} />
        </FieldShell>
        <div className="flex flex-wrap gap-6 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input {...getInputProps(fields.hasFazaa, { type: 'checkbox' })} className="h-5 w-5 accent-navy-800" />
            {t('bill.fazaa')}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input {...getInputProps(fields.hasEsaad, { type: 'checkbox' })} className="h-5 w-5 accent-navy-800" />
            {t('bill.esaad')}
          </label>
        </div>
      </fieldset>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <BookingSummary summary={data.summary} />
        <fieldset aria-describedby={fields.paymentMethod.errors ? `${fields.paymentMethod.id}-error` : undefined}>
          <legend className="mb-3 text-lg font-bold text-navy-900">{t('bill.paymentHeading')}</legend>
          {(['card', 'pay_on_pickup'] as const).map((method) => (
            <label
              key={method}
              className="mb-3 flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-checked:ring-2 has-checked:ring-navy-800"
            >
              <input
                type="radio"
                name={fields.paymentMethod.name}
                value={method}
                defaultChecked={fields.paymentMethod.initialValue === method}
                className="mt-1 h-5 w-5 accent-navy-800"
              />
              <span>
                <span className="block font-bold text-navy-900">
                  {t(method === 'card' ? 'payment.card' : 'payment.payOnPickup')}
                </span>
                <span className="block text-sm text-slate-700">
                  {t(method === 'card' ? 'payment.cardNote' : 'payment.payOnPickupNote')}
                </span>
                <span className="mt-1 block font-semibold text-navy-900">{formatAed(data.totals[method], locale)}</span>
              </span>
            </label>
          ))}
          <p id={`${fields.paymentMethod.id}-error`} className="min-h-5 text-sm text-red-700" aria-live="polite">
            {fields.paymentMethod.errors?.[0] ?? ''}
          </p>
        </fieldset>
        <CheckboxField
          id={fields.acceptTerms.id}
          errors={fields.acceptTerms.errors}
          label={
            <>
              {t('summary.acceptTerms')}{' '}
              <Link to={to('/terms-conditions')} className="font-semibold text-navy-800 underline" target="_blank">
                {t('summary.termsLink')}
              </Link>
            </>
          }
        >
          <input
            {...getInputProps(fields.acceptTerms, { type: 'checkbox' })}
            className="mt-0.5 h-5 w-5 accent-navy-800"
          />
        </CheckboxField>
        {form.errors ? (
          <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
            {form.errors[0]}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-md bg-action-600 px-4 py-3 font-bold text-white hover:bg-action-700 disabled:opacity-60"
        >
          {t('bill.submit')}
        </button>
      </aside>
    </Form>
  );
}

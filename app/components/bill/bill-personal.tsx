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
import { SubmitError } from '~/components/forms/submit-error';
import { BookingSummary, type BookingSummaryData } from './booking-summary';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { personalSchema } from '~/modules/bookings/customer-steps/personal-form';
import type { Residency } from '~/modules/bookings/customer-steps/renter-address';
import type { PersonalStepPrice } from '~/modules/bookings/customer-steps/personal-step-prices';
import { type MemberDiscountRates, memberDiscountFor, offeredProgrammes } from '~/modules/pricing/member-discounts';
import type { MemberProgramme } from '~/modules/pricing/quote-booking';
import { formatAed } from '~/utils/money';
import type { TaxView } from '~/modules/pricing/tax-view';

export type PersonalStepData = {
  emirates: Array<{ name: string; label: string }>;
  /** A resident gives a UAE address with PO Box; a visitor a home address with its country. */
  residency: Residency;
  /** For a visitor: every country by ISO code, named in the page's language. */
  countries: Array<{ code: string; name: string }>;
  minimumAge: number;
  pickupDay: string;
  verifiedBirthDate: string | null;
  /** Without a member card; the totals for each way of paying show the 10% for paying on pick-up before choosing. */
  summary: BookingSummaryData;
  /** The Fazaa and Esaad percentages; a programme at 0 is not offered and has no tick. */
  memberRates: MemberDiscountRates;
  /** The same prices with each offered programme's discount, so the summary follows the tick. */
  withMemberCard: Partial<Record<MemberProgramme, PersonalStepPrice>>;
  defaults: Record<string, string | undefined>;
  /** With VAT, or before VAT for a business customer who chose it (decision 084). */
  view: TaxView;
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
    residency: data.residency,
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
  // The price as the server will charge it, for the member card ticked now.
  const discount = memberDiscountFor(
    { hasFazaa: fields.hasFazaa.value === 'on', hasEsaad: fields.hasEsaad.value === 'on' },
    data.memberRates,
  );
  const summary = { ...data.summary, ...(discount ? data.withMemberCard[discount.programme] : {}) };
  const totals = { card: summary.quote.totalFils, pay_on_pickup: summary.payOnPickupTotalFils };
  const programmes = offeredProgrammes(data.memberRates);
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
        {data.residency === 'visitor' ? (
          <>
            <p className="text-sm text-slate-700 sm:col-span-2">{t('bill.homeAddressNote')}</p>
            {text('streetAddress', t('bill.homeStreetAddress'), 'text', 'street-address')}
            {text('city', t('bill.city'), 'text', 'address-level2')}
            <FieldShell id={fields.country.id} label={t('bill.country')} errors={fields.country.errors}>
              <select {...getSelectProps(fields.country)} className={inputClass} autoComplete="country">
                <option value="">{t('bill.chooseCountry')}</option>
                {data.countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </FieldShell>
            {text('postcode', t('bill.postcode'), 'text', 'postal-code')}
          </>
        ) : (
          <>
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
          </>
        )}
        {text('birthDate', t('bill.birthDate'), 'date', 'bday')}
        {text('company', t('bill.company'), 'text', 'organization')}
        <FieldShell id={fields.trn.id} label={t('bill.trn')} errors={fields.trn.errors} hint={t('bill.trnHint')}>
          <input
            {...getInputProps(fields.trn, { type: 'text' })}
            aria-describedby={fields.trn.errors ? `${fields.trn.id}-error` : `${fields.trn.id}-hint`}
            inputMode="numeric"
            autoComplete="off"
            className={inputClass}
            dir="ltr"
          />
        </FieldShell>
        <FieldShell
          id={fields.comments.id}
          label={t('bill.comments')}
          errors={fields.comments.errors}
          className="sm:col-span-2"
        >
          <textarea {...getTextareaProps(fields.comments)} rows={3} className={inputClass} />
        </FieldShell>
        {programmes.length ? (
          <div className="sm:col-span-2">
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {programmes.map((programme) => (
                <label key={programme} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    {...getInputProps(programme === 'fazaa' ? fields.hasFazaa : fields.hasEsaad, { type: 'checkbox' })}
                    aria-describedby="member-card-note"
                    className="h-5 w-5 accent-navy-800"
                  />
                  {t(programme === 'fazaa' ? 'bill.fazaa' : 'bill.esaad', { percent: data.memberRates[programme] })}
                </label>
              ))}
            </div>
            <p id="member-card-note" className="mt-1 text-sm text-slate-600">
              {t('bill.memberCardNote')}
            </p>
          </div>
        ) : null}
      </fieldset>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <BookingSummary summary={summary} view={data.view} />
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
                <span className="mt-1 block font-semibold text-navy-900">{formatAed(totals[method], locale)}</span>
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
          <SubmitError
            answer={lastResult}
            takeFocus={!Object.entries(lastResult?.error ?? {}).some(([name, errors]) => name !== '' && errors?.length)}
            className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-900"
          >
            <p>{form.errors[0]}</p>
          </SubmitError>
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

import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from 'react-router';
import { panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { PriceTable } from '~/components/booking/price-breakdown';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { residencies } from '~/modules/bookings/customer-steps/enquiry-choices';
import { useLocalePath, useT } from '~/i18n/use-translation';
import {
  extraNames,
  staffBookingSchema,
  staffChannels,
  staffPayments,
} from '~/modules/bookings/staff-bookings/staff-booking-form';
import type { StaffBookingPageData } from '~/modules/bookings/staff-bookings/staff-booking-page.server';
import type { Quote } from '~/modules/pricing/quote-booking';
import { compactPhone, phoneShapeOnly } from '~/utils/phone';

type Props = { page: StaffBookingPageData; reply?: SubmissionResult<string[]>; quote: Quote | null };

/** Find or create the customer, then the rental, its extras and payment; the price is shown before Confirm. */
export function StaffBookingForm({ page, reply, quote }: Props) {
  const t = useT();
  const to = useLocalePath();
  const { customer } = page;
  const needsDocuments = customer ? customer.needsDocuments : true;
  const [form, fields] = useForm({
    id: 'staff-booking',
    lastResult: reply,
    shouldValidate: 'onBlur',
    defaultValue: {
      ...page.defaults,
      ...(customer ? customer.documents : {}),
      channel: 'walk_in',
      payment: 'counter_cash',
    },
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: staffBookingSchema({
          t,
          now: new Date(page.now),
          branches: page.branches,
          models: page.models,
          deliveryCities: page.deliveryCities.map((place) => place.city),
          emirates: page.emirates.map((row) => row.name),
          needsDocuments,
          verifiedBirthDate: customer?.verifiedBirthDate ?? null,
          phoneToE164: (number) => phoneShapeOnly(compactPhone(number)),
        }),
      }),
  });
  const field = (name: keyof typeof fields) => fields[name];
  const value = (name: keyof typeof fields) => {
    const initial = field(name).initialValue;
    return typeof initial === 'string' ? initial : '';
  };
  const textInput = (name: keyof typeof fields, label: MessageKey, type = 'text', autoComplete = 'off') => (
    <FieldShell id={field(name).id} label={t(label)} errors={field(name).errors}>
      <input
        id={field(name).id}
        name={name}
        type={type}
        defaultValue={value(name)}
        autoComplete={autoComplete}
        aria-invalid={field(name).errors ? true : undefined}
        aria-describedby={`${field(name).id}-error`}
        className={inputClass}
      />
    </FieldShell>
  );
  const select = (
    name: keyof typeof fields,
    label: MessageKey,
    options: { value: string | number; label: string }[],
  ) => (
    <FieldShell id={field(name).id} label={t(label)} errors={field(name).errors}>
      <select
        id={field(name).id}
        name={name}
        defaultValue={value(name)}
        aria-invalid={field(name).errors ? true : undefined}
        aria-describedby={`${field(name).id}-error`}
        className={inputClass}
      >
        <option value="">{t('staffBooking.choose.option')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
  const choices = (name: 'channel' | 'payment', options: readonly string[], legend: MessageKey) => (
    <fieldset className="mb-3">
      <legend className="mb-1 text-sm font-semibold text-navy-900">{t(legend)}</legend>
      {options.map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={name} value={option} defaultChecked={value(name) === option} />
          {t(`staffBooking.${name}.${option}` as MessageKey)}
        </label>
      ))}
      <p id={`${field(name).id}-error`} className="min-h-5 text-sm text-red-700" aria-live="polite">
        {field(name).errors?.[0] ?? ''}
      </p>
    </fieldset>
  );

  return (
    <div className="grid gap-6">
      <section aria-labelledby="staff-booking-customer" className={panelClass}>
        <h2 id="staff-booking-customer" className="mb-2 text-xl font-bold text-navy-900">
          {t('staffBooking.findHeading')}
        </h2>
        {customer ? (
          <p className="flex flex-wrap items-center gap-3 text-slate-800">
            <span>
              {t('staffBooking.chosen', { name: customer.fullName, email: customer.email, phone: customer.phone })}
            </span>
            <Link to={to('/admin/bookings/new')} className={secondaryButton}>
              {t('staffBooking.otherCustomer')}
            </Link>
          </p>
        ) : (
          <>
            <Form method="get" id="staff-booking-search" className="flex flex-wrap items-end gap-3">
              <label className="block grow">
                <span className="mb-1 block text-sm font-semibold text-navy-900">{t('staffBooking.findLabel')}</span>
                <input name="q" type="search" defaultValue={page.q} className={inputClass} />
              </label>
              <button type="submit" className={secondaryButton}>
                {t('staffBooking.findButton')}
              </button>
            </Form>
            {page.matches && page.matches.length === 0 ? (
              <p className="mt-3 text-slate-700">{t('staffBooking.noMatches')}</p>
            ) : null}
            {page.matches?.length ? (
              <ul className="mt-3 space-y-1">
                {page.matches.map((match) => (
                  <li key={match.id} className="text-sm text-slate-800">
                    <Link
                      to={to(`/admin/bookings/new?customer=${match.id}`)}
                      className="font-semibold text-navy-800 underline underline-offset-2"
                    >
                      {t('staffBooking.choose', { name: match.fullName })}
                    </Link>{' '}
                    · <span dir="ltr">{match.email}</span> · <span dir="ltr">{match.phone}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </section>

      <Form method="post" {...getFormProps(form)} className="grid gap-6">
        {customer ? <input type="hidden" name="customerId" value={customer.id} /> : null}
        {customer ? null : (
          <section aria-labelledby="staff-booking-new" className={panelClass}>
            <h2 id="staff-booking-new" className="mb-1 text-xl font-bold text-navy-900">
              {t('staffBooking.newCustomerHeading')}
            </h2>
            <p className="mb-3 text-sm text-slate-700">{t('staffBooking.newCustomerIntro')}</p>
            <div className="grid gap-x-4 sm:grid-cols-3">
              {textInput('fullName', 'staffBooking.fullName', 'text', 'name')}
              {textInput('mobile', 'staffBooking.mobile', 'tel', 'tel')}
              {textInput('email', 'staffBooking.email', 'email', 'email')}
            </div>
          </section>
        )}
        {needsDocuments ? (
          <section aria-labelledby="staff-booking-documents" className={panelClass}>
            <h2 id="staff-booking-documents" className="mb-1 text-xl font-bold text-navy-900">
              {t('staffBooking.documentsHeading')}
            </h2>
            {customer ? <p className="mb-3 text-sm text-slate-700">{t('staffBooking.documentsIntro')}</p> : null}
            <div className="grid gap-x-4 sm:grid-cols-3">
              {textInput('birthDate', 'staffBooking.birthDate', 'date')}
              {textInput('licenceNumber', 'staffBooking.licenceNumber')}
              {textInput('licenceExpiry', 'staffBooking.licenceExpiry', 'date')}
              {textInput('passportNumber', 'staffBooking.passportNumber')}
              {textInput('passportExpiry', 'staffBooking.passportExpiry', 'date')}
            </div>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                id={fields.documentsSeen.id}
                name="documentsSeen"
                defaultChecked={value('documentsSeen') === 'on'}
                aria-describedby={`${fields.documentsSeen.id}-error`}
              />
              {t('staffBooking.documentsSeen')}
            </label>
            <p id={`${fields.documentsSeen.id}-error`} className="min-h-5 text-sm text-red-700" aria-live="polite">
              {fields.documentsSeen.errors?.[0] ?? ''}
            </p>
          </section>
        ) : null}

        <section aria-labelledby="staff-booking-rental" className={panelClass}>
          <h2 id="staff-booking-rental" className="mb-2 text-xl font-bold text-navy-900">
            {t('staffBooking.rentalHeading')}
          </h2>
          {choices('channel', staffChannels, 'staffBooking.channel')}
          <div className="grid gap-x-4 sm:grid-cols-2">
            {select(
              'pickupBranchId',
              'staffBooking.pickupBranch',
              page.branches.map((branch) => ({ value: branch.id, label: branch.label })),
            )}
            {select(
              'dropoffBranchId',
              'staffBooking.dropoffBranch',
              page.branches.map((branch) => ({ value: branch.id, label: branch.label })),
            )}
          </div>
          {select(
            'vehicleModelId',
            'staffBooking.model',
            page.models.map((model) => ({ value: model.id, label: model.label })),
          )}
          <div className="grid gap-x-4 sm:grid-cols-4">
            {textInput('pickupDate', 'staffBooking.pickupDate', 'date')}
            {textInput('pickupTime', 'staffBooking.pickupTime', 'time')}
            {textInput('dropoffDate', 'staffBooking.dropoffDate', 'date')}
            {textInput('dropoffTime', 'staffBooking.dropoffTime', 'time')}
          </div>
          <fieldset className="mb-3">
            <legend className="mb-1 text-sm font-semibold text-navy-900">{t('staffBooking.extrasHeading')}</legend>
            {extraNames.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name={name} defaultChecked={value(name) === 'on'} />
                {t(`staffBooking.extra.${name}`)}
              </label>
            ))}
          </fieldset>
          {/* The customer's booking box's delivery: a city (priced) and the address; the fields show at once,
              so the form works the same before its script has run. */}
          <fieldset className="mb-3">
            <legend className="sr-only">{t('staffBooking.deliver')}</legend>
            <label className="mb-2 flex items-center gap-2 text-sm font-semibold text-navy-900">
              <input type="checkbox" name="deliver" defaultChecked={value('deliver') === 'on'} />
              {t('staffBooking.deliver')}
            </label>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {select(
                'deliveryCity',
                'staffBooking.deliveryCity',
                page.deliveryCities.map((place) => ({ value: place.city, label: place.label })),
              )}
              {textInput('deliveryAddress', 'staffBooking.deliveryAddress', 'text', 'street-address')}
            </div>
          </fieldset>
          <div className="max-w-xs">{textInput('promoCode', 'staffBooking.promoCode')}</div>
          <p className="text-sm text-slate-700">{t('staffBooking.youngDriverNote')}</p>
        </section>

        <section aria-labelledby="staff-booking-address" className={panelClass}>
          <h2 id="staff-booking-address" className="mb-2 text-xl font-bold text-navy-900">
            {t('staffBooking.addressHeading')}
          </h2>
          <fieldset className="mb-3">
            <legend className="mb-1 text-sm font-semibold text-navy-900">{t('booking.residency')}</legend>
            {residencies.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="residency"
                  value={option}
                  defaultChecked={(value('residency') || 'resident') === option}
                />
                {t(option === 'resident' ? 'booking.resident' : 'booking.visitor')}
              </label>
            ))}
          </fieldset>
          {/* A visitor gives a home address abroad, a resident a UAE one (decision 075). Without JavaScript the
              UAE fields show first; a visitor's submit comes back asking for the country. */}
          <div className="grid gap-x-4 sm:grid-cols-2">
            {textInput('streetAddress', 'staffBooking.streetAddress')}
            {textInput('city', 'staffBooking.city')}
            {fields.residency.value !== 'visitor' ? (
              <>
                {textInput('poBox', 'staffBooking.poBox')}
                {select(
                  'emirate',
                  'staffBooking.emirate',
                  page.emirates.map((row) => ({ value: row.name, label: row.label })),
                )}
              </>
            ) : null}
            {fields.residency.value === 'visitor' ? (
              <>
                {select(
                  'country',
                  'bill.country',
                  page.countries.map((row) => ({ value: row.code, label: row.name })),
                )}
                {textInput('postcode', 'bill.postcode')}
              </>
            ) : null}
          </div>
          {textInput('comments', 'staffBooking.comments')}
        </section>

        <section aria-labelledby="staff-booking-payment" className={panelClass}>
          <h2 id="staff-booking-payment" className="mb-2 text-xl font-bold text-navy-900">
            {t('staffBooking.paymentHeading')}
          </h2>
          {choices('payment', staffPayments, 'staffBooking.paymentHeading')}
          <p className="mb-3 text-sm text-slate-700">{t('staffBooking.paymentNote')}</p>
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
          {quote ? (
            <div className="my-4 max-w-md">
              <h3 className="mb-1 font-bold text-navy-900">{t('staffBooking.quoteHeading')}</h3>
              <PriceTable quote={quote} />
              <input type="hidden" name="seenTotalFils" value={quote.totalFils} />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="quote" className={quote ? secondaryButton : primaryButton}>
              {t('staffBooking.quoteButton')}
            </button>
            {quote ? (
              <button type="submit" name="intent" value="confirm" className={primaryButton}>
                {t('staffBooking.confirmButton')}
              </button>
            ) : null}
          </div>
        </section>
      </Form>
    </div>
  );
}

import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FormActions } from '~/components/forms/form-actions';
import { HoneypotInput } from '~/components/forms/honeypot';
import { EnquiryPhoneField } from '~/components/forms/contact-fields';
import type { DialCountry } from '~/components/forms/phone-field';
import { SentDialog } from '~/components/forms/result-dialog';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { withFormRounds } from '~/components/forms/form-rounds';
import { useEnquiryForm } from '~/components/forms/use-enquiry-form';
import { useT } from '~/i18n/use-translation';
import {
  annualMileageChoices,
  contractLengthChoices,
  leaseFindChoices,
  leaseTypeChoices,
  personTitleChoices,
  yesNoChoices,
} from '~/modules/enquiries/lease-options';
import { ChoiceGroup, SelectField } from './choice-fields';

type LeasePrefill = { firstName: string; lastName: string; email: string; phone: string } | null;
type LeaseFormProps = {
  countries: DialCountry[];
  prefill: LeasePrefill;
  lastResult?: SubmissionResult<string[]>;
  sent: boolean;
  pageHref: string;
};

/**
 * The lease quote in its three sections. With JavaScript it posts as a fetcher (checked in the
 * browser first) and shows the Success modal in place; without it, it posts to the page, which
 * comes back with the input and the messages, or with the modal open.
 */
export const LeaseForm = withFormRounds(LeaseFormRound);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="float-start mb-4 w-full text-xl font-bold text-navy-900">{title}</legend>
      <div className="clear-both grid gap-x-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function LeaseFormRound({
  countries,
  prefill,
  lastResult,
  sent,
  pageHref,
  onDone,
}: LeaseFormProps & { onDone: () => void }) {
  const t = useT();
  const { fetcher, form, fields, reply, initial, pending, formEvents } = useEnquiryForm({
    id: 'lease-form',
    lastResult,
    loadValidator: () => import('./lease-validator').then(({ createLeaseValidator }) => createLeaseValidator(t)),
  });
  const choice = (name: 'contractLength' | 'mileage' | 'maintenance' | 'leaseType' | 'title' | 'find') => ({
    id: fields[name].id,
    name,
    errors: fields[name].errors,
    defaultValue: initial(name),
    required: true,
  });
  const choose = t('lease.choose');

  return (
    <>
      <fetcher.Form method="post" {...getFormProps(form)} {...formEvents} className="space-y-8">
        <HoneypotInput formId={form.id} />
        <Section title={t('lease.section.vehicle')}>
          <TextField
            meta={fields.make}
            label={t('lease.make')}
            hint={t('lease.makeHint')}
            defaultValue={initial('make')}
            required
          />
          <TextField meta={fields.model} label={t('lease.model')} defaultValue={initial('model')} required />
          <TextAreaField
            meta={fields.comments}
            label={t('lease.comments')}
            hint={t('lease.commentsHint')}
            defaultValue={initial('comments')}
            required
            rows={4}
            className="sm:col-span-2"
          />
        </Section>

        <Section title={t('lease.section.contract')}>
          <SelectField
            {...choice('contractLength')}
            label={t('lease.contractLength')}
            choices={contractLengthChoices}
            placeholder={choose}
          />
          <SelectField
            {...choice('mileage')}
            label={t('lease.mileage')}
            choices={annualMileageChoices}
            placeholder={choose}
          />
          <ChoiceGroup
            {...choice('maintenance')}
            label={t('lease.maintenance')}
            choices={yesNoChoices}
            className="sm:col-span-2"
          />
        </Section>

        <Section title={t('lease.section.person')}>
          <ChoiceGroup {...choice('leaseType')} label={t('lease.type')} choices={leaseTypeChoices} />
          <TextField
            meta={fields.businessName}
            label={t('lease.businessName')}
            hint={t('lease.businessNameHint')}
            defaultValue={initial('businessName')}
            autoComplete="organization"
          />
          <SelectField
            {...choice('title')}
            label={t('lease.title')}
            choices={personTitleChoices}
            placeholder={choose}
          />
          <TextField
            meta={fields.firstName}
            label={t('lease.firstName')}
            defaultValue={initial('firstName', prefill?.firstName)}
            required
            autoComplete="given-name"
          />
          <TextField
            meta={fields.surname}
            label={t('lease.surname')}
            defaultValue={initial('surname', prefill?.lastName)}
            required
            autoComplete="family-name"
          />
          <TextField
            meta={fields.postcode}
            label={t('lease.postcode')}
            defaultValue={initial('postcode')}
            required
            autoComplete="postal-code"
          />
          <TextField
            meta={fields.email}
            label={t('lease.email')}
            type="email"
            defaultValue={initial('email', prefill?.email)}
            required
            autoComplete="email"
            dir="ltr"
            className="sm:col-span-2"
          />
          <EnquiryPhoneField
            field={fields.phone}
            label={t('lease.phone')}
            countries={countries}
            initial={initial}
            fallback={prefill?.phone}
            required
          />
          <SelectField
            {...choice('find')}
            label={t('lease.find')}
            choices={leaseFindChoices}
            placeholder={choose}
            className="sm:col-span-2"
          />
        </Section>

        <FormActions pending={pending} label={t('lease.submit')} errorId={form.errorId} errors={form.errors} />
      </fetcher.Form>
      <SentDialog
        id="lease-success"
        formId="lease-form"
        sent={sent}
        reply={reply}
        pageHref={pageHref}
        onDone={onDone}
      />
    </>
  );
}

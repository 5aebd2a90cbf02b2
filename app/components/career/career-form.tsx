import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { FilesField } from '~/components/forms/files-field';
import { FormActions } from '~/components/forms/form-actions';
import { HoneypotInput } from '~/components/forms/honeypot';
import { EnquiryPhoneField } from '~/components/forms/contact-fields';
import type { DialCountry } from '~/components/forms/phone-field';
import { SentDialog } from '~/components/forms/result-dialog';
import { TextAreaField, TextField } from '~/components/forms/text-field';
import { withFormRounds } from '~/components/forms/form-rounds';
import { useEnquiryForm } from '~/components/forms/use-enquiry-form';
import { ChoiceGroup, SelectField } from '~/components/lease/choice-fields';
import { useT } from '~/i18n/use-translation';
import {
  attachmentAccept,
  employedChoices,
  type NationalityChoice,
  visaStatusChoices,
} from '~/modules/enquiries/career-options';

type CareerPrefill = { name: string; email: string; phone: string } | null;
type CareerFormProps = {
  countries: DialCountry[];
  nationalities: NationalityChoice[];
  today: string;
  prefill: CareerPrefill;
  lastResult?: SubmissionResult<string[]>;
  sent: boolean;
  pageHref: string;
};

/** The job application with its attachments; see LeaseForm for how it posts with and without JavaScript. */
export const CareerForm = withFormRounds(CareerFormRound);

function CareerFormRound({
  countries,
  nationalities,
  today,
  prefill,
  lastResult,
  sent,
  pageHref,
  onDone,
}: CareerFormProps & { onDone: () => void }) {
  const t = useT();
  const nationalityCodes = nationalities.map((choice) => choice.code);
  const { fetcher, form, fields, reply, initial, pending, formEvents } = useEnquiryForm({
    id: 'career-form',
    lastResult,
    loadValidator: () =>
      import('./career-validator').then(({ createCareerValidator }) =>
        createCareerValidator(t, today, nationalityCodes),
      ),
  });

  return (
    <>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        {...formEvents}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 className="text-2xl font-bold text-navy-900">{t('career.formHeading')}</h2>
        <p className="mt-2 mb-6 text-slate-700">{t('career.formIntro')}</p>
        <HoneypotInput formId={form.id} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            meta={fields.name}
            label={t('career.name')}
            defaultValue={initial('name', prefill?.name)}
            required
            autoComplete="name"
          />
          <TextField
            meta={fields.birthDate}
            label={t('career.birthDate')}
            type="date"
            max={today}
            defaultValue={initial('birthDate')}
            required
            autoComplete="bday"
          />
          <TextField
            meta={fields.email}
            label={t('career.email')}
            type="email"
            defaultValue={initial('email', prefill?.email)}
            required
            autoComplete="email"
            dir="ltr"
          />
          <SelectField
            id={fields.nationality.id}
            name="nationality"
            label={t('career.nationality')}
            choices={nationalities.map((choice) => ({ value: choice.code, label: choice.name }))}
            translate={false}
            errors={fields.nationality.errors}
            defaultValue={initial('nationality')}
            placeholder={t('career.choose')}
            required
          />
          <EnquiryPhoneField
            field={fields.phone}
            label={t('career.phone')}
            countries={countries}
            initial={initial}
            fallback={prefill?.phone}
            required
          />
          <SelectField
            id={fields.visaStatus.id}
            name="visaStatus"
            label={t('career.visaStatus')}
            choices={visaStatusChoices}
            errors={fields.visaStatus.errors}
            defaultValue={initial('visaStatus')}
            placeholder={t('career.choose')}
            required
          />
          <ChoiceGroup
            id={fields.employed.id}
            name="employed"
            label={t('career.employed')}
            choices={employedChoices}
            errors={fields.employed.errors}
            defaultValue={initial('employed')}
            required
          />
          <TextField
            meta={fields.address}
            label={t('career.address')}
            defaultValue={initial('address')}
            required
            autoComplete="street-address"
            className="sm:col-span-2"
          />
          <TextAreaField
            meta={fields.reporting}
            label={t('career.reporting')}
            defaultValue={initial('reporting')}
            required
            rows={2}
            className="sm:col-span-2"
          />
          <TextAreaField
            meta={fields.strengths}
            label={t('career.strengths')}
            defaultValue={initial('strengths')}
            required
            rows={3}
            className="sm:col-span-2"
          />
          <TextField
            meta={fields.joining}
            label={t('career.joining')}
            hint={t('career.joiningHint')}
            defaultValue={initial('joining')}
            required
          />
          <TextAreaField
            meta={fields.additional}
            label={t('career.additional')}
            defaultValue={initial('additional')}
            rows={4}
            className="sm:col-span-2"
          />
          <FilesField
            field={fields.attachments}
            label={t('career.attachments')}
            hint={t('career.attachmentsHint')}
            accept={attachmentAccept}
            chooseAgain={lastResult ? t('career.attachmentsAgain') : null}
            required
            className="sm:col-span-2"
          />
        </div>
        <div className="mt-4">
          <FormActions pending={pending} label={t('career.submit')} errorId={form.errorId} errors={form.errors} />
        </div>
      </fetcher.Form>
      <SentDialog
        id="career-success"
        formId="career-form"
        sent={sent}
        reply={reply}
        pageHref={pageHref}
        onDone={onDone}
      />
    </>
  );
}

import { getFormProps, type SubmissionResult } from '@conform-to/react';
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
  comparedScale,
  knowingChoices,
  likelyScale,
  type LocationChoice,
  ratedQuestions,
  ratingScale,
  serviceCategoryChoices,
} from '~/modules/enquiries/feedback-options';

type FeedbackPrefill = { name: string; email: string; phone: string } | null;
type FeedbackFormProps = {
  countries: DialCountry[];
  locations: LocationChoice[];
  prefill: FeedbackPrefill;
  lastResult?: SubmissionResult<string[]>;
  sent: boolean;
  pageHref: string;
};

/** The questionnaire; see LeaseForm for how it posts with and without JavaScript. */
export const FeedbackForm = withFormRounds(FeedbackFormRound);

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
const sectionHeading = 'mb-4 text-xl font-bold text-navy-900';

function FeedbackFormRound({
  countries,
  locations,
  prefill,
  lastResult,
  sent,
  pageHref,
  onDone,
}: FeedbackFormProps & { onDone: () => void }) {
  const t = useT();
  const locationValues = locations.map((location) => location.value);
  const { fetcher, form, fields, reply, initial, pending, formEvents } = useEnquiryForm({
    id: 'feedback-form',
    lastResult,
    loadValidator: () =>
      import('./feedback-validator').then(({ createFeedbackValidator }) => createFeedbackValidator(t, locationValues)),
  });
  const question = (name: keyof typeof fields) => ({
    id: fields[name].id,
    name,
    errors: fields[name].errors,
    defaultValue: initial(name),
    required: true,
  });

  return (
    <>
      <fetcher.Form method="post" {...getFormProps(form)} {...formEvents} className="space-y-8">
        <h2 className="text-2xl font-bold text-navy-900">{t('feedback.formHeading')}</h2>
        <HoneypotInput formId={form.id} />

        <section aria-labelledby="feedback-about" className={card}>
          <h3 id="feedback-about" className={sectionHeading}>
            {t('feedback.about')}
          </h3>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <ChoiceGroup
              {...question('knowing')}
              label={t('feedback.knowing')}
              choices={knowingChoices}
              className="sm:col-span-2"
            />
            <ChoiceGroup
              {...question('category')}
              label={t('feedback.category')}
              choices={serviceCategoryChoices}
              className="sm:col-span-2"
            />
            <SelectField
              {...question('location')}
              label={t('feedback.location')}
              choices={locations}
              translate={false}
              placeholder={t('feedback.choose')}
            />
          </div>
        </section>

        <section aria-labelledby="feedback-ratings" className={card}>
          <h3 id="feedback-ratings" className={sectionHeading}>
            {t('feedback.ratings')}
          </h3>
          <p className="-mt-2 mb-4 text-sm text-slate-700">{t('feedback.ratingsHint')}</p>
          <div className="divide-y divide-slate-200">
            {ratedQuestions.map(({ name, label }) => (
              // A legend ignores its fieldset's padding: the space above the divider comes from a wrapper.
              <div key={name} className="pt-3">
                <ChoiceGroup {...question(name)} label={t(label)} choices={ratingScale} />
              </div>
            ))}
          </div>
          <div className="mt-2 grid gap-x-4 border-t border-slate-200 pt-3">
            <ChoiceGroup {...question('comparison')} label={t('feedback.comparison')} choices={comparedScale} />
            <ChoiceGroup {...question('likely')} label={t('feedback.likely')} choices={likelyScale} />
          </div>
          <TextAreaField
            meta={fields.suggestion}
            label={t('feedback.suggestion')}
            defaultValue={initial('suggestion')}
            required
            rows={4}
          />
        </section>

        <section aria-labelledby="feedback-contact" className={card}>
          <h3 id="feedback-contact" className={sectionHeading}>
            {t('feedback.contact')}
          </h3>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              meta={fields.name}
              label={t('feedback.name')}
              defaultValue={initial('name', prefill?.name)}
              required
              autoComplete="name"
            />
            <TextField
              meta={fields.email}
              label={t('feedback.email')}
              type="email"
              defaultValue={initial('email', prefill?.email)}
              required
              autoComplete="email"
              dir="ltr"
            />
            <EnquiryPhoneField
              field={fields.phone}
              label={t('feedback.phone')}
              countries={countries}
              initial={initial}
              fallback={prefill?.phone}
              required
            />
          </div>
        </section>

        <FormActions pending={pending} label={t('feedback.submit')} errorId={form.errorId} errors={form.errors} />
      </fetcher.Form>
      <SentDialog
        id="feedback-success"
        formId="feedback-form"
        sent={sent}
        reply={reply}
        fallback="feedback.success"
        pageHref={pageHref}
        onDone={onDone}
      />
    </>
  );
}

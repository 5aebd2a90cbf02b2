import '~/i18n/forms-messages';
import type { SubmissionResult } from '@conform-to/react';
import type { Route } from './+types/career';
import { CareerForm } from '~/components/career/career-form';
import { CopySections } from '~/components/content/copy-sections';
import { EnquiryPage, usePageForm } from '~/components/enquiries/enquiry-page';
import { copyFor } from '~/modules/content/page-copy.server';
import { getUser } from '~/modules/auth/guards.server';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { checkCareerAttachments, submitCareerApplication } from '~/modules/enquiries/career-applications.server';
import { type CareerInput, careerSchema } from '~/modules/enquiries/career-form';
import { isNationality, nationalityChoices, nationalityName } from '~/modules/enquiries/career-nationalities.server';
import { formResponse, startFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { allowFormSubmission } from '~/modules/enquiries/submit-form.server';
import { dubaiToday } from '~/utils/dubai-time';
import { clientAddress, readFormData } from '~/utils/http.server';
import { copyPageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { logger } from '~/modules/config/logger.server';

const PAGE = '/career-with-us';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const prefill = await contactPrefill(request);
  return {
    copy: await copyFor('career-with-us', locale),
    countries: dialCountries(locale),
    nationalities: nationalityChoices(locale),
    today: dubaiToday(),
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(url),
  };
}

/**
 * The shared enquiry flow (see handleFormPost), plus the attachments: checked by their content
 * before anything is stored, then stored privately with the application.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context);
  const start = await startFormPost(
    request,
    locale,
    { page: PAGE, schema: (rules) => careerSchema({ ...rules, today: dubaiToday(), isNationality }) },
    { form: await readFormData(request) },
  );
  if (start.kind === 'answered') return formResponse(start.answer);
  const { submission, success, t } = start;
  const sendBack = (result: SubmissionResult<string[]>, status: number, headers?: Record<string, string>) =>
    formResponse({ reply: { ok: false, result }, status, headers });
  if (submission.status !== 'success') return sendBack(submission.reply(), 400);
  const { attachments, ...application } = submission.value as CareerInput;
  const checked = await checkCareerAttachments(attachments, t);
  if (!checked.ok) return sendBack(submission.reply({ fieldErrors: { attachments: checked.errors } }), 400);
  const allowed = await allowFormSubmission(clientAddress(request));
  if (!allowed.allowed)
    return sendBack(submission.reply({ formErrors: [t('forms.tooMany')] }), 429, {
      'Retry-After': String(allowed.retryAfterSeconds),
    });
  try {
    const user = await getUser(request);
    await submitCareerApplication(
      { ...application, nationalityName: nationalityName(application.nationality) },
      checked.files,
      { locale, userId: user?.id ?? null },
    );
  } catch (error) {
    logger().error({ err: error }, 'storing a career application failed');
    return sendBack(submission.reply({ formErrors: [t('career.failed')] }), 500);
  }
  return formResponse(success());
}

export const meta: Route.MetaFunction = copyPageMeta;

export default function Career({
  loaderData: { copy, countries, nationalities, today, prefill, sent },
  actionData,
}: Route.ComponentProps) {
  const form = usePageForm(PAGE, sent, actionData);
  return (
    <EnquiryPage copy={copy}>
      <CopySections sections={copy.sections} />
      <CareerForm countries={countries} nationalities={nationalities} today={today} prefill={prefill} {...form} />
    </EnquiryPage>
  );
}

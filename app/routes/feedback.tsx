import '~/i18n/forms-messages';
import type { Route } from './+types/feedback';
import { CopySections } from '~/components/content/copy-sections';
import { EnquiryPage, usePageForm } from '~/components/enquiries/enquiry-page';
import { FeedbackForm } from '~/components/feedback/feedback-form';
import { copyFor } from '~/modules/content/page-copy.server';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { type FeedbackInput, feedbackSchema, feedbackSubmission } from '~/modules/enquiries/feedback-form';
import { feedbackLocations } from '~/modules/enquiries/feedback-locations.server';
import { formResponse, handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { copyPageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/feedback';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const [prefill, locations] = await Promise.all([contactPrefill(request), feedbackLocations(locale)]);
  return {
    copy: await copyFor('feedback', locale),
    countries: dialCountries(locale),
    locations,
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(url),
  };
}

/** The shared enquiry flow, with the branches of today's list and the spec's own thanks. */
export async function action({ request, context }: Route.ActionArgs) {
  const locations = await feedbackLocations('en');
  const answer = await handleFormPost<FeedbackInput>(request, pageLocale(context), {
    page: PAGE,
    schema: (rules) => feedbackSchema({ ...rules, locations: locations.map((location) => location.value) }),
    toSubmission: (value) =>
      feedbackSubmission(
        value,
        locations.find((location) => location.value === value.location)?.label ?? value.location,
      ),
    success: 'feedback.success',
  });
  return formResponse(answer);
}

export const meta: Route.MetaFunction = copyPageMeta;

export default function Feedback({
  loaderData: { copy, countries, locations, prefill, sent },
  actionData,
}: Route.ComponentProps) {
  const form = usePageForm(PAGE, sent, actionData);
  return (
    <EnquiryPage copy={copy}>
      <FeedbackForm countries={countries} locations={locations} prefill={prefill} {...form} />
      <CopySections sections={copy.sections} />
    </EnquiryPage>
  );
}

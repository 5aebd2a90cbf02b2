import '~/i18n/forms-messages';
import type { Route } from './+types/feedback';
import { CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { FeedbackForm } from '~/components/feedback/feedback-form';
import { copyFor } from '~/modules/content/page-copy.server';
import { useLocalePath } from '~/i18n/use-translation';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { type FeedbackInput, feedbackSchema, feedbackSubmission } from '~/modules/enquiries/feedback-form';
import { feedbackLocations } from '~/modules/enquiries/feedback-locations.server';
import { formResponse, handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { pageMeta } from '~/utils/meta';
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

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.copy.title,
        description: args.loaderData.copy.metaDescription,
        keywords: args.loaderData.copy.metaKeywords,
      })
    : [];

export default function Feedback({
  loaderData: { copy, countries, locations, prefill, sent },
  actionData,
}: Route.ComponentProps) {
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-10">
        <FeedbackForm
          countries={countries}
          locations={locations}
          prefill={prefill}
          lastResult={actionData && !actionData.ok ? actionData.result : undefined}
          sent={sent}
          pageHref={to(PAGE)}
        />
        <CopySections sections={copy.sections} />
      </div>
    </article>
  );
}

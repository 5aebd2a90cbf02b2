import '~/i18n/forms-messages';
import type { Route } from './+types/lease-enquiry';
import { CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { LeaseForm } from '~/components/lease/lease-form';
import { copyFor } from '~/modules/content/page-copy.server';
import { useLocalePath } from '~/i18n/use-translation';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { type FormDefinition, formResponse, handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { type LeaseInput, leaseSchema, leaseSubmission } from '~/modules/enquiries/lease-form';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/lease-enquiry';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const prefill = await contactPrefill(request);
  return {
    copy: await copyFor('lease-enquiry', locale),
    countries: dialCountries(locale),
    prefill: prefill && {
      firstName: prefill.firstName,
      lastName: prefill.lastName,
      email: prefill.email,
      phone: prefill.phone,
    },
    sent: wasSent(url),
  };
}

const leaseQuote: FormDefinition<LeaseInput> = { page: PAGE, schema: leaseSchema, toSubmission: leaseSubmission };

/** The shared enquiry flow: honeypot, the spec's messages, the rate limit, stored and mailed; ?sent=1 without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleFormPost(request, pageLocale(context), leaseQuote);
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

export default function LeaseEnquiry({
  loaderData: { copy, countries, prefill, sent },
  actionData,
}: Route.ComponentProps) {
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-10">
        <LeaseForm
          countries={countries}
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

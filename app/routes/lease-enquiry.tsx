import '~/i18n/forms-messages';
import type { Route } from './+types/lease-enquiry';
import { CopySections } from '~/components/content/copy-sections';
import { EnquiryPage, usePageForm } from '~/components/enquiries/enquiry-page';
import { LeaseForm } from '~/components/lease/lease-form';
import { copyFor } from '~/modules/content/page-copy.server';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { type FormDefinition, formResponse, handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { type LeaseInput, leaseSchema, leaseSubmission } from '~/modules/enquiries/lease-form';
import { copyPageMeta } from '~/utils/meta';
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

export const meta: Route.MetaFunction = copyPageMeta;

export default function LeaseEnquiry({
  loaderData: { copy, countries, prefill, sent },
  actionData,
}: Route.ComponentProps) {
  const form = usePageForm(PAGE, sent, actionData);
  return (
    <EnquiryPage copy={copy}>
      <LeaseForm countries={countries} prefill={prefill} {...form} />
      <CopySections sections={copy.sections} />
    </EnquiryPage>
  );
}

import '~/i18n/forms-messages';
import type { Route } from './+types/enquiry';
import { CopySections } from '~/components/content/copy-sections';
import { EnquiryPage, usePageForm } from '~/components/enquiries/enquiry-page';
import { ContactForm } from '~/components/enquiries/contact-form';
import { copyFor } from '~/modules/content/page-copy.server';
import { useT } from '~/i18n/use-translation';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { enquiryForm } from '~/modules/enquiries/contact-definitions.server';
import { enquiryRules } from '~/modules/enquiries/contact-rules';
import { messageFromQuery } from '~/modules/enquiries/enquiry-query';
import { formResponse, handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { copyPageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/enquiry';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const prefill = await contactPrefill(request);
  return {
    copy: await copyFor('enquiry', locale),
    countries: dialCountries(locale),
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(url),
    message: messageFromQuery(url.search),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleFormPost(request, pageLocale(context), enquiryForm);
  return formResponse(answer);
}

export const meta: Route.MetaFunction = copyPageMeta;

export default function Enquiry({
  loaderData: { copy, countries, prefill, sent, message },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const form = usePageForm(PAGE, sent, actionData);
  return (
    <EnquiryPage copy={copy} className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <ContactForm
        // A new vehicle in the address is a new enquiry.
        key={message ?? ''}
        id="enquiry-form"
        rules={enquiryRules}
        heading={t('enquiry.formHeading')}
        submitLabel={t('enquiry.submit')}
        countries={countries}
        prefill={prefill}
        {...form}
        defaultMessage={message}
        afterDone="reload"
      />
      <CopySections sections={copy.sections} />
    </EnquiryPage>
  );
}

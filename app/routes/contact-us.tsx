import '~/i18n/forms-messages';
import type { Route } from './+types/contact-us';
import { CopySections } from '~/components/content/copy-sections';
import { EnquiryPage, usePageForm } from '~/components/enquiries/enquiry-page';
import { ContactForm } from '~/components/enquiries/contact-form';
import { HeadOfficeMapCard } from '~/components/enquiries/head-office-map-card';
import { copyFor } from '~/modules/content/page-copy.server';
import { localized } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { contactForm } from '~/modules/enquiries/contact-definitions.server';
import { contactRules } from '~/modules/enquiries/contact-rules';
import { formResponse, handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { headOfficeMapUrls, readHeadOfficeMap } from '~/modules/settings/head-office-map';
import { readSettings } from '~/modules/site/site-settings.server';
import { copyPageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/contact-us';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const [prefill, { headOfficeMap }] = await Promise.all([contactPrefill(request), readSettings(['headOfficeMap'])]);
  const office = readHeadOfficeMap(headOfficeMap);
  return {
    copy: await copyFor('contact-us', locale),
    countries: dialCountries(locale),
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(url),
    office: { address: localized(office.address, locale), ...headOfficeMapUrls(office) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleFormPost(request, pageLocale(context), contactForm);
  return formResponse(answer);
}

export const meta: Route.MetaFunction = copyPageMeta;

export default function ContactUs({
  loaderData: { copy, countries, prefill, sent, office },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const form = usePageForm(PAGE, sent, actionData);
  return (
    <EnquiryPage copy={copy} className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2">
      <ContactForm
        id="contact-form"
        rules={contactRules}
        heading={t('contact.formHeading')}
        intro={t('contact.formIntro')}
        submitLabel={t('contact.submit')}
        countries={countries}
        prefill={prefill}
        {...form}
        afterDone="reset"
      />
      <div className="space-y-8">
        <HeadOfficeMapCard {...office} />
        <CopySections sections={copy.sections} />
      </div>
    </EnquiryPage>
  );
}

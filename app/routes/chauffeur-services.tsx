import '~/i18n/forms-messages';
import { data, redirect } from 'react-router';
import type { Route } from './+types/chauffeur-services';
import { CallToAction, CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { ContactForm } from '~/components/enquiries/contact-form';
import { pageCopy } from '~/content/page-copy';
import { localeFromPath } from '~/i18n/locale';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { chauffeurForm } from '~/modules/enquiries/contact-definitions.server';
import { enquiryRules } from '~/modules/enquiries/contact-rules';
import { handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { pageMeta } from '~/utils/meta';

const PAGE = '/chauffeur-services';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const prefill = await contactPrefill(request);
  return {
    copy: pageCopy['chauffeur-services'][locale],
    countries: dialCountries(locale),
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(request),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await handleFormPost(request, chauffeurForm);
  return 'redirectTo' in answer ? redirect(answer.redirectTo) : data(answer.reply, { status: answer.status });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: args.loaderData.copy.title, description: args.loaderData.copy.metaDescription, keywords: args.loaderData.copy.metaKeywords }) : [];

export default function ChauffeurServices({ loaderData: { copy, countries, prefill, sent }, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12">
        <CopySections sections={copy.sections} />
        <ContactForm
          id="chauffeur-form"
          rules={enquiryRules}
          heading={t('chauffeur.formHeading')}
          intro={t('chauffeur.formIntro')}
          submitLabel={t('chauffeur.submit')}
          countries={countries}
          prefill={prefill}
          lastResult={actionData && !actionData.ok ? actionData.result : undefined}
          sent={sent}
          pageHref={to(PAGE)}
          afterDone="reload"
        />
        <CallToAction cta={copy.cta} />
      </div>
    </article>
  );
}

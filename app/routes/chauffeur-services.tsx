import '~/i18n/forms-messages';
import type { Route } from './+types/chauffeur-services';
import { CallToAction, CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { PageContactForm } from '~/components/enquiries/page-contact-form';
import { copyFor } from '~/modules/content/page-copy.server';
import { useT } from '~/i18n/use-translation';
import { chauffeurForm } from '~/modules/enquiries/contact-definitions.server';
import { enquiryRules } from '~/modules/enquiries/contact-rules';
import { answerFormPost, contactFormStart } from '~/modules/enquiries/enquiry-page.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/chauffeur-services';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  return { copy: await copyFor('chauffeur-services', locale), ...(await contactFormStart(request, url, locale)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, pageLocale(context), chauffeurForm);
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.copy.title,
        description: args.loaderData.copy.metaDescription,
        keywords: args.loaderData.copy.metaKeywords,
      })
    : [];

export default function ChauffeurServices({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { copy } = loaderData;
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12">
        <CopySections sections={copy.sections} />
        <PageContactForm
          id="chauffeur-form"
          rules={enquiryRules}
          heading={t('chauffeur.formHeading')}
          intro={t('chauffeur.formIntro')}
          submitLabel={t('chauffeur.submit')}
          page={PAGE}
          start={loaderData}
          actionData={actionData}
          afterDone="reload"
        />
        <CallToAction cta={copy.cta} />
      </div>
    </article>
  );
}

import '~/i18n/forms-messages';
import type { Route } from './+types/promotion';
import { PageHero } from '~/components/content/page-hero';
import { AcademicCars } from '~/components/enquiries/academic-cars';
import { CopyBesideForm, PageContactForm } from '~/components/enquiries/page-contact-form';
import { copyFor } from '~/modules/content/page-copy.server';
import { useT } from '~/i18n/use-translation';
import { academicCars } from '~/modules/enquiries/academic-offer';
import { type PromotionPage, promotionForm, promotionPages } from '~/modules/enquiries/contact-definitions.server';
import { promotionRules } from '~/modules/enquiries/contact-rules';
import { answerFormPost, contactFormStart } from '~/modules/enquiries/enquiry-page.server';
import { loadVehicleCards } from '~/modules/fleet/vehicle-cards.server';
import { notFound } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale, requestPage } from '~/utils/request-page';

/** The three promotion pages share this module; the path says which one. */
function promotionOf(context: Route.LoaderArgs['context']): PromotionPage {
  const key = requestPage(context).barePath.slice(1);
  if (!(promotionPages as readonly string[]).includes(key)) throw notFound();
  return key as PromotionPage;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const promotion = promotionOf(context);
  const locale = pageLocale(context);
  const [start, cars] = await Promise.all([
    contactFormStart(request, url, locale),
    promotion === 'academic-promotion' ? loadVehicleCards(locale).then(academicCars) : null,
  ]);
  return { promotion, copy: await copyFor(promotion, locale), ...start, cars };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, pageLocale(context), promotionForm(promotionOf(context)));
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.copy.title,
        description: args.loaderData.copy.metaDescription,
        keywords: args.loaderData.copy.metaKeywords,
      })
    : [];

export default function Promotion({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { promotion, copy, cars } = loaderData;
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        {cars ? <AcademicCars cars={cars} /> : null}
        <CopyBesideForm copy={copy}>
          <PageContactForm
            // Each promotion keeps its own form when moving between them.
            key={promotion}
            id="promotion-form"
            rules={promotionRules}
            heading={t('promotion.formHeading')}
            intro={t('promotion.formIntro')}
            submitLabel={t('promotion.submit')}
            page={`/${promotion}`}
            start={loaderData}
            actionData={actionData}
            afterDone="clear"
            errorModal
          />
        </CopyBesideForm>
      </div>
    </article>
  );
}

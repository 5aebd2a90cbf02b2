import '~/i18n/forms-messages';
import { data, redirect } from 'react-router';
import type { Route } from './+types/promotion';
import { CallToAction, CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { AcademicCars } from '~/components/enquiries/academic-cars';
import { ContactForm } from '~/components/enquiries/contact-form';
import { pageCopy } from '~/content/page-copy';
import { localeFromPath, stripLocale } from '~/i18n/locale';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { academicCars } from '~/modules/enquiries/academic-offer';
import { type PromotionPage, promotionForm, promotionPages } from '~/modules/enquiries/contact-definitions.server';
import { promotionRules } from '~/modules/enquiries/contact-rules';
import { handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { loadVehicleCards } from '~/modules/fleet/vehicle-cards.server';
import { notFound } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';

/** The three promotion pages share this module; the path says which one. */
function promotionOf(url: URL): PromotionPage {
  // `url`, not request.url: data requests carry a '.data' suffix.
  const key = stripLocale(url.pathname).slice(1);
  if (!(promotionPages as readonly string[]).includes(key)) throw notFound();
  return key as PromotionPage;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const promotion = promotionOf(url);
  const locale = localeFromPath(url.pathname);
  const [prefill, cars] = await Promise.all([contactPrefill(request), promotion === 'academic-promotion' ? loadVehicleCards(locale).then(academicCars) : null]);
  return {
    promotion,
    copy: pageCopy[promotion][locale],
    countries: dialCountries(locale),
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(request),
    cars,
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const answer = await handleFormPost(request, promotionForm(promotionOf(url)));
  return 'redirectTo' in answer ? redirect(answer.redirectTo) : data(answer.reply, { status: answer.status });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: args.loaderData.copy.title, description: args.loaderData.copy.metaDescription, keywords: args.loaderData.copy.metaKeywords }) : [];

export default function Promotion({ loaderData: { promotion, copy, countries, prefill, sent, cars }, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        {cars ? <AcademicCars cars={cars} /> : null}
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-8">
            <CopySections sections={copy.sections} />
            <CallToAction cta={copy.cta} />
          </div>
          <ContactForm
            // Each promotion keeps its own form when moving between them.
            key={promotion}
            id="promotion-form"
            rules={promotionRules}
            heading={t('promotion.formHeading')}
            intro={t('promotion.formIntro')}
            submitLabel={t('promotion.submit')}
            countries={countries}
            prefill={prefill}
            lastResult={actionData && !actionData.ok ? actionData.result : undefined}
            sent={sent}
            pageHref={to(`/${promotion}`)}
            afterDone="clear"
            errorModal
          />
        </div>
      </div>
    </article>
  );
}

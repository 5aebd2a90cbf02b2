import '~/i18n/forms-messages';
import { data, redirect } from 'react-router';
import type { Route } from './+types/tour';
import { CallToAction, CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { ContactForm } from '~/components/enquiries/contact-form';
import { PictureCarousel } from '~/components/enquiries/picture-carousel';
import { TourExtraFields } from '~/components/enquiries/tour-fields';
import { pageCopy } from '~/content/page-copy';
import { localeFromPath } from '~/i18n/locale';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { tourRules } from '~/modules/enquiries/contact-rules';
import { handleFormPost, wasSent } from '~/modules/enquiries/form-action.server';
import { tourForm } from '~/modules/enquiries/tour-definition.server';
import { PICTURES_PER_PLACE, tourPictureUrl, tourPlaces } from '~/modules/enquiries/tour-places';
import { dubaiToday } from '~/utils/dubai-time';
import { pageMeta } from '~/utils/meta';

const PAGE = '/tour';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const prefill = await contactPrefill(request);
  return {
    copy: pageCopy.tour[locale],
    countries: dialCountries(locale),
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(request),
    today: dubaiToday(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await handleFormPost(request, tourForm);
  return 'redirectTo' in answer ? redirect(answer.redirectTo) : data(answer.reply, { status: answer.status });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: args.loaderData.copy.title, description: args.loaderData.copy.metaDescription, keywords: args.loaderData.copy.metaKeywords }) : [];

export default function Tour({ loaderData: { copy, countries, prefill, sent, today }, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="tour-places-heading" className="space-y-4">
          <h2 id="tour-places-heading" className="text-2xl font-bold text-navy-900">
            {t('tour.galleryHeading')}
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {tourPlaces.map((place) => (
              <PictureCarousel
                key={place}
                id={`tour-${place}`}
                place={t(`tour.place.${place}`)}
                blurb={t(`tour.blurb.${place}`)}
                pictures={Array.from({ length: PICTURES_PER_PLACE }, (_, index) => tourPictureUrl(place, index))}
              />
            ))}
          </div>
        </section>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-8">
            <CopySections sections={copy.sections} />
            <CallToAction cta={copy.cta} />
          </div>
          <ContactForm
            id="tour-form"
            rules={tourRules}
            heading={t('tour.formHeading')}
            intro={t('tour.formIntro')}
            submitLabel={t('tour.submit')}
            countries={countries}
            prefill={prefill}
            lastResult={actionData && !actionData.ok ? actionData.result : undefined}
            sent={sent}
            pageHref={to(PAGE)}
            afterDone="reload"
            loadValidator={() => import('~/components/enquiries/tour-validator').then(({ createTourValidator }) => createTourValidator(t, today))}
            extraFields={({ fields, initial }) => <TourExtraFields fields={fields} initial={initial} today={today} />}
          />
        </div>
      </div>
    </article>
  );
}

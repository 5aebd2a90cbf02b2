import '~/i18n/forms-messages';
import type { Route } from './+types/tour';
import { PageHero } from '~/components/content/page-hero';
import { CopyBesideForm, PageContactForm } from '~/components/enquiries/page-contact-form';
import { PictureCarousel } from '~/components/enquiries/picture-carousel';
import { TourExtraFields } from '~/components/enquiries/tour-fields';
import { copyFor } from '~/modules/content/page-copy.server';
import { useT } from '~/i18n/use-translation';
import { tourRules } from '~/modules/enquiries/contact-rules';
import { answerFormPost, contactFormStart } from '~/modules/enquiries/enquiry-page.server';
import { tourForm } from '~/modules/enquiries/tour-definition.server';
import { PICTURES_PER_PLACE, tourPictureUrl, tourPlaces } from '~/modules/enquiries/tour-places';
import { dubaiToday } from '~/utils/dubai-time';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/tour';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  return {
    copy: await copyFor('tour', locale),
    ...(await contactFormStart(request, url, locale)),
    today: dubaiToday(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerFormPost(request, pageLocale(context), tourForm);
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.copy.title,
        description: args.loaderData.copy.metaDescription,
        keywords: args.loaderData.copy.metaKeywords,
      })
    : [];

export default function Tour({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { copy, today } = loaderData;
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
        <CopyBesideForm copy={copy}>
          <PageContactForm
            id="tour-form"
            rules={tourRules}
            heading={t('tour.formHeading')}
            intro={t('tour.formIntro')}
            submitLabel={t('tour.submit')}
            page={PAGE}
            start={loaderData}
            actionData={actionData}
            afterDone="reload"
            loadValidator={() =>
              import('~/components/enquiries/tour-validator').then(({ createTourValidator }) =>
                createTourValidator(t, today),
              )
            }
            extraFields={({ fields, initial }) => <TourExtraFields fields={fields} initial={initial} today={today} />}
          />
        </CopyBesideForm>
      </div>
    </article>
  );
}

import { Link, redirect } from 'react-router';
import type { Route } from './+types/special-offers';
import { OfferBanner } from '~/components/content/offer-banner';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { offerPriceLine } from '~/modules/content/offer-words';
import { listLiveOffers, offerBookingFacts, offerTextFor } from '~/modules/content/offers.server';
import { dubaiToday, formatCalendarDate } from '~/utils/dubai-time';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const offers = await listLiveOffers(dubaiToday());
  if (offers.length === 0) throw redirect(localizePath('/no-offers-available', locale));
  return {
    offers: await Promise.all(
      offers.map(async (offer) => {
        const { from } = await offerBookingFacts(offer);
        return {
          id: offer.id,
          title: localized(offer.title, locale),
          content: await offerTextFor(offer, from, locale),
          validUntil: formatCalendarDate(offer.endDate, locale),
          priceLine: offerPriceLine(from, locale),
          banner: mediaUrl(offer.bannerFileId),
        };
      }),
    ),
  };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('footer.specialOffers'), description: t('offers.description') });
};

export default function SpecialOffers({ loaderData: { offers } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={t('footer.specialOffers')} intro={t('offers.description')} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {offer.banner ? <OfferBanner src={offer.banner} priceLine={offer.priceLine} /> : null}
            <div className="p-6">
              <h2 className="text-xl font-bold text-navy-900">{offer.title}</h2>
              {offer.priceLine && !offer.banner ? (
                <p className="mt-1 text-lg font-extrabold text-sand-700">{offer.priceLine}</p>
              ) : null}
              <p className="mt-2 line-clamp-3 text-slate-700">{offer.content}</p>
              <p className="mt-3 text-sm font-semibold text-sand-700">
                {t('offers.validUntil', { date: offer.validUntil })}
              </p>
              <Link
                to={to(`/special-offer/${offer.id}`)}
                className="mt-4 inline-block rounded-md bg-action-600 px-4 py-2 font-bold text-white hover:bg-action-700"
              >
                {t('offers.readMore')}
                <span className="sr-only">: {offer.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}

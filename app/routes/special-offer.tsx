import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/special-offer';
import { OfferBanner } from '~/components/content/offer-banner';
import { localized } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { offerPriceLine } from '~/modules/content/offer-words';
import { findLiveOffer, offerBookingFacts, offerTextFor } from '~/modules/content/offers.server';
import { dubaiToday, formatCalendarDate } from '~/utils/dubai-time';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { requireRecordId } from '~/utils/http.server';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const id = requireRecordId(params.slno);
  const offer = Number.isSafeInteger(id) && id > 0 ? await findLiveOffer(id, dubaiToday()) : undefined;
  if (!offer) throw data(null, { status: 404 });
  const { from, bookPath } = await offerBookingFacts(offer);
  return {
    title: localized(offer.title, locale),
    content: await offerTextFor(offer, from, locale),
    validUntil: formatCalendarDate(offer.endDate, locale),
    priceLine: offerPriceLine(from, locale),
    bookPath,
    banner: mediaUrl(offer.bannerFileId),
  };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.title,
        description: args.loaderData.content.slice(0, 155),
        image: args.loaderData.banner,
      })
    : [];

/** One live offer: its banner, words and end date, then where to go next: book with it, or see the other offers. */
export default function SpecialOffer({ loaderData: offer }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <Link
        to={to('/special-offers')}
        className="mb-4 inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
      >
        <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
        {t('offers.allOffers')}
      </Link>
      {offer.banner ? (
        <OfferBanner
          src={offer.banner}
          priceLine={offer.priceLine}
          note={t('offers.validUntil', { date: offer.validUntil })}
          size="large"
          loading="eager"
          className="rounded-2xl shadow"
        />
      ) : null}
      <h1 className="mt-8 text-3xl font-bold text-navy-900">{offer.title}</h1>
      {offer.priceLine && !offer.banner ? (
        <p className="mt-2 text-2xl font-extrabold text-sand-700">{offer.priceLine}</p>
      ) : null}
      <p className="mt-2 font-semibold text-sand-700">{t('offers.validUntil', { date: offer.validUntil })}</p>
      <div className="prose-copy mt-6 text-lg leading-relaxed text-slate-800">
        {offer.content.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 30)}>{paragraph}</p>
        ))}
      </div>
      <aside
        aria-labelledby="offer-book"
        className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-sand-100 p-5 ring-1 ring-sand-200"
      >
        <div>
          <h2 id="offer-book" className="text-lg font-bold text-navy-900">
            {t('offers.bookHeading')}
          </h2>
          <p className="text-slate-800">{t('offers.bookTerms', { date: offer.validUntil })}</p>
        </div>
        <Link
          to={to(offer.bookPath)}
          className="rounded-md bg-action-600 px-6 py-3 font-bold text-white hover:bg-action-700"
        >
          {t('offers.bookNow')}
        </Link>
      </aside>
    </article>
  );
}

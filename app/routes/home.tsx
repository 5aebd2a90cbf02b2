import { Icon } from '~/components/icons/icon';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { VehicleCard } from '~/components/fleet/vehicle-card';
import { productLinks } from '~/components/frame/navigation';
import { hasKeptForm } from '~/components/frame/kept-across-language';
import type { CallbackForm } from '~/components/home/callback-form';
import { Carousel } from '~/components/home/carousel';
import { HeroVideo } from '~/components/home/hero-video';
import { CategoryTiles, OffersCarousel, SeoText, Testimonials } from '~/components/home/home-sections';
import { onDemand } from '~/components/home/on-demand';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { bookingFormOptions } from '~/modules/bookings/customer-steps/booking-form-options.server';
import { offerPriceLine } from '~/modules/content/offer-words';
import { listLiveOffers, offerBookingFacts } from '~/modules/content/offers.server';
import { listTestimonials } from '~/modules/content/testimonials.server';
import { listVehicleTypes } from '~/modules/fleet/fleet-list.server';
import { listFleetCategories, loadVehicleCards } from '~/modules/fleet/vehicle-cards.server';
import { dubaiToday } from '~/utils/dubai-time';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

// The two forms' code (Conform, the booking rules, the forms' messages) is fetched when the visitor
// uses them, not with the page (decision record 078); the server has it before it renders.
const BookingBox = onDemand(
  () => import('~/components/booking/booking-enquiry-form').then((module) => module.BookingEnquiryForm),
  { wantedAtOnce: () => hasKeptForm('booking-enquiry') },
);
const CallbackBox = onDemand<NonNullable<Parameters<typeof CallbackForm>[0]>>(
  () => import('~/components/home/callback-form').then((module) => module.CallbackForm),
  { whenNear: true },
);
if (import.meta.env.SSR) await Promise.all([BookingBox.preload(), CallbackBox.preload()]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const [popular, types, bookingOptions, offers, categories, testimonials] = await Promise.all([
    loadVehicleCards(locale, { popularOnly: true }),
    listVehicleTypes(),
    contactPrefill(request).then((contact) => bookingFormOptions(locale, contact)),
    listLiveOffers(dubaiToday(), 4),
    listFleetCategories(),
    listTestimonials(2),
  ]);
  return {
    bookingOptions,
    offers: await Promise.all(
      offers.map(async (offer) => ({
        id: offer.id,
        title: localized(offer.title, locale),
        priceLine: offerPriceLine((await offerBookingFacts(offer)).from, locale),
        banner: mediaUrl(offer.bannerFileId),
      })),
    ),
    popular: popular.slice(0, 8),
    categories: categories.map((category) => ({
      name: category.name,
      label: localized(category.label, locale),
      image: mediaUrl(category.imageFileId),
    })),
    types: types.map((type) => ({
      name: type.name,
      label: localized(type.label, locale),
      image: mediaUrl(type.imageFileId),
    })),
    testimonials: testimonials.map((item) => ({
      id: item.id,
      name: localized(item.name, locale),
      title: localized(item.title, locale),
      body: localized(item.body, locale),
      image: mediaUrl(item.imageFileId),
    })),
  };
}

// The poster is the largest thing on a phone's first screen: fetch it first.
export const links: Route.LinksFunction = () => [
  { rel: 'preload', as: 'image', href: '/video/hero-poster.webp', fetchPriority: 'high' },
];

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('home.title'), description: t('home.description') });
};

export default function Home({
  loaderData: { bookingOptions, offers, popular, categories, types, testimonials },
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <>
      <section className="relative isolate overflow-hidden bg-navy-900 text-white">
        <HeroVideo label={t('home.videoLabel')} />
        <div
          className="absolute inset-0 bg-gradient-to-t from-navy-950/90 via-navy-900/60 to-navy-900/30"
          aria-hidden="true"
        />
        <div className="relative mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-end px-4 pt-12 pb-20 sm:min-h-[28rem] sm:pb-24">
          <h1 className="max-w-2xl text-4xl leading-tight font-bold sm:text-5xl">{t('home.heading')}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-100">{t('home.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={to('/fleet-guide')}
              className="rounded-md bg-action-600 px-6 py-3 font-bold text-white hover:bg-action-700"
            >
              {t('home.fleetCta')}
            </Link>
            <Link
              to={to('/special-offers')}
              className="rounded-md border-2 border-white/80 px-6 py-3 font-bold text-white hover:bg-white/10"
            >
              {t('home.offersCta')}
            </Link>
          </div>
        </div>
      </section>

      <section className="relative z-10 mx-auto -mt-10 max-w-7xl px-4" aria-labelledby="booking-box-heading">
        <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:p-6">
          <h2 id="booking-box-heading" className="mb-4 text-xl font-bold text-navy-900">
            {t('booking.boxHeading')}
          </h2>
          <BookingBox options={bookingOptions} />
        </div>
      </section>

      {offers.length > 0 ? <OffersCarousel offers={offers} /> : null}

      <div className="mx-auto max-w-7xl px-4 py-14">
        <Carousel
          headingId="popular-heading"
          header={
            <>
              <h2 id="popular-heading" className="text-3xl font-bold text-navy-900">
                {t('home.popularHeading')}
              </h2>
              <p className="mt-2 text-slate-700">{t('home.popularLead')}</p>
            </>
          }
          slideClass="basis-[85%] *:h-full sm:basis-[calc(50%-0.5rem)] lg:basis-[calc((100%-2rem)/3)]"
          slides={popular.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} pictureLinksTo="type" />
          ))}
        />
      </div>

      <CategoryTiles categories={categories} />

      <section className="bg-white py-14" aria-labelledby="types-heading">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="types-heading" className="text-3xl font-bold text-navy-900">
            {t('home.typesHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('home.typesLead')}</p>
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {types.map((type) => (
              <li key={type.name}>
                <Link
                  to={to(`/fleet-guide/${encodeURIComponent(type.name)}`)}
                  className="group block overflow-hidden rounded-xl bg-sand-50 ring-1 ring-slate-200 hover:ring-sand-500"
                >
                  {type.image ? (
                    <img
                      src={type.image}
                      alt=""
                      width={640}
                      height={360}
                      loading="lazy"
                      className="aspect-[16/9] w-full object-cover"
                    />
                  ) : null}
                  <span className="flex items-center justify-between px-4 py-3 font-bold text-navy-900">
                    {type.label}
                    <Icon
                      name="arrow-right"
                      className="flip-rtl h-4 w-4 text-sand-700 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-3xl font-bold text-navy-900">
          {t('home.whyHeading')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {[
            { icon: 'clock-3' as const, title: t('home.why1Title'), text: t('home.why1Text') },
            { icon: 'building-complex' as const, title: t('home.why2Title'), text: t('home.why2Text') },
            { icon: 'shield-check' as const, title: t('home.why3Title'), text: t('home.why3Text') },
          ].map(({ icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon name={icon} className="h-8 w-8 text-sand-700" />
              <h3 className="mt-3 text-lg font-bold text-navy-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-navy-900 py-14 text-white" aria-labelledby="services-heading">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="services-heading" className="text-3xl font-bold">
            {t('home.servicesHeading')}
          </h2>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {productLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={to(link.to)}
                  className="flex items-center justify-between rounded-xl bg-white/5 px-5 py-4 font-semibold ring-1 ring-white/15 hover:bg-white/10"
                >
                  {t(link.label)}
                  <Icon name="arrow-right" className="flip-rtl h-4 w-4 text-sand-300" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {testimonials.length > 0 ? <Testimonials testimonials={testimonials} /> : null}

      <section
        id="callback"
        className="mx-auto grid max-w-7xl gap-8 px-4 pb-14 lg:grid-cols-5"
        aria-labelledby="callback-heading"
      >
        <div className="lg:col-span-2">
          <h2 id="callback-heading" className="text-3xl font-bold text-navy-900">
            {t('home.callbackHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('home.callbackLead')}</p>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:col-span-3">
          <CallbackBox
            prefill={
              bookingOptions.contact && {
                name: `${bookingOptions.contact.firstName} ${bookingOptions.contact.lastName}`.trim(),
                email: bookingOptions.contact.email,
                phone: bookingOptions.contact.phone,
              }
            }
          />
        </div>
      </section>

      <SeoText />
    </>
  );
}

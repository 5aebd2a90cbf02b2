import { Icon } from '~/components/icons/icon';
import { Link } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { initialsOf } from '~/utils/initials';
import { Carousel } from './carousel';
import { OfferBanner } from '~/components/content/offer-banner';

export type OfferSlide = { id: number; title: string; priceLine?: string | null; banner?: string };
export type CategoryTile = { name: string; label: string; image?: string };
export type Testimonial = { id: number; name: string; title: string; body: string; image?: string };

const heading = 'text-3xl font-bold text-navy-900';

/** The top offers, each its banner and title linking to the offer. */
export function OffersCarousel({ offers }: { offers: OfferSlide[] }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-14">
      <Carousel
        headingId="offers-heading"
        header={
          <h2 id="offers-heading" className={heading}>
            {t('footer.specialOffers')}
          </h2>
        }
        slideClass="basis-[88%] md:basis-[calc(50%-0.5rem)]"
        slides={offers.map((offer) => (
          <Link
            key={offer.id}
            to={to(`/special-offer/${offer.id}`)}
            className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:ring-sand-500"
          >
            {offer.banner ? <OfferBanner src={offer.banner} priceLine={offer.priceLine} /> : null}
            <span className="flex items-center justify-between gap-3 px-5 py-4">
              <span className="font-bold text-navy-900">{offer.title}</span>
              <Icon name="arrow-right" className="flip-rtl h-5 w-5 shrink-0 text-action-700" />
            </span>
          </Link>
        ))}
      />
    </div>
  );
}

/** Fleet categories: each tile opens the fleet guide filtered to the category. */
export function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <section className="mx-auto max-w-7xl px-4 pb-14" aria-labelledby="categories-heading">
      <h2 id="categories-heading" className={heading}>
        {t('home.categoriesHeading')}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.name}>
            <Link
              to={to(`/fleet-guide/${encodeURIComponent(category.name)}`)}
              className="block overflow-hidden rounded-xl bg-white text-center font-bold text-navy-900 shadow-sm ring-1 ring-slate-200 hover:ring-sand-500"
            >
              {category.image ? (
                <img
                  src={category.image}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="aspect-[3/2] w-full object-cover"
                />
              ) : null}
              <span className="block px-2 py-3">{category.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={heading}>
        {t('home.testimonialsHeading')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {testimonials.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-navy-900">{item.title}</h3>
              <blockquote className="mt-3 flex-1 text-slate-700">
                <p>{item.body}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 font-semibold text-navy-900">
                {item.image ? (
                  <img
                    src={item.image}
                    alt={item.name}
                    width={240}
                    height={240}
                    loading="lazy"
                    className="h-14 w-14 shrink-0 rounded-full bg-sand-100 object-cover"
                  />
                ) : (
                  // Without a portrait, the initials keep the card's shape; the name beside them is what is read out.
                  <span
                    aria-hidden="true"
                    className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-navy-800 text-lg font-bold text-white"
                  >
                    {initialsOf(item.name)}
                  </span>
                )}
                {item.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Plain words about renting here, for people and search engines alike. */
export function SeoText() {
  const t = useT();
  return (
    <section className="border-t border-sand-200 bg-white py-14" aria-labelledby="seo-heading">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="seo-heading" className="text-2xl font-bold text-navy-900">
          {t('home.seoHeading')}
        </h2>
        <div className="prose-copy mt-4 text-slate-700">
          <p>{t('home.seo1')}</p>
          <p>{t('home.seo2')}</p>
        </div>
      </div>
    </section>
  );
}

type OfferBannerProps = {
  src: string;
  /** 'Price' over the picture, in the page's language; the picture itself has no words. */
  priceLine?: string | null;
  /** A second, smaller line under the price, such as the validity; from tablet width up on the large banner. */
  note?: string | null;
  /** 'large' on the offer's own page; 'card' in lists and the home page's carousel. */
  size?: 'large' | 'card';
  className?: string;
  loading?: 'lazy' | 'eager';
};

/**
 * An offer's banner with its words laid over the start side as real text: readable in either
 * language, by screen readers and search engines, and never English inside an Arabic page. The
 * picture keeps its 3:1 box, so nothing moves when it loads; a dark wash under the words keeps
 * their contrast whatever the picture. Banners have no words, so an Arabic page mirrors the picture
 * and its calm side, left for English words, stays under the words on the right.
 */
export function OfferBanner({
  src,
  priceLine,
  note,
  size = 'card',
  className = '',
  loading = 'lazy',
}: OfferBannerProps) {
  const large = size === 'large';
  return (
    <div className={`relative isolate overflow-hidden bg-navy-900 ${className}`}>
      <img
        src={src}
        alt=""
        width={1350}
        height={450}
        loading={loading}
        className="aspect-[3/1] w-full object-cover rtl:-scale-x-100"
      />
      {priceLine || note ? (
        <div
          className={`absolute inset-y-0 start-0 flex w-2/3 flex-col justify-center bg-gradient-to-r from-navy-950/95 via-navy-950/80 to-transparent rtl:bg-gradient-to-l ${large ? 'gap-1 px-4 sm:gap-2 sm:px-10' : 'gap-0.5 px-4 sm:px-6'}`}
        >
          {priceLine ? (
            <p
              className={`font-extrabold text-sand-300 ${large ? 'text-xl sm:text-5xl' : 'text-xl sm:text-3xl'} leading-tight`}
            >
              {priceLine}
            </p>
          ) : null}
          {note ? (
            <p className={`font-semibold text-white ${large ? 'hidden text-base sm:block' : 'text-xs sm:text-sm'}`}>
              {note}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

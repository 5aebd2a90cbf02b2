import { Icon } from '~/components/icons/icon';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-translation';

type PictureCarouselProps = { id: string; place: string; blurb: string; pictures: string[] };

/**
 * A row of pictures that never moves by itself. Without JavaScript it is a strip that scrolls
 * sideways (by touch, trackpad or the arrow keys once focused); with JavaScript the Previous and
 * Next buttons and the numbered dots move it one picture at a time. Works the same in Arabic,
 * where the strip runs right to left.
 */
export function PictureCarousel({ id, place, blurb, pictures }: PictureCarouselProps) {
  const t = useT();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The buttons need JavaScript; until it runs, the strip scrolls by itself.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const show = (index: number) => {
    const target = Math.max(0, Math.min(pictures.length - 1, index));
    strip.current?.children[target]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    setCurrent(target);
  };
  // Right-to-left strips report negative offsets in some browsers: the distance is what counts.
  const onScroll = () => {
    const element = strip.current;
    if (!element || !element.clientWidth) return;
    setCurrent(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  };

  const button =
    'grid h-10 w-10 place-items-center rounded-full bg-white/90 text-navy-900 shadow ring-1 ring-slate-300 hover:bg-white disabled:opacity-40';
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={`${id}-heading`}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="relative">
        <div
          ref={strip}
          id={`${id}-strip`}
          onScroll={onScroll}
          tabIndex={0}
          aria-label={place}
          className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth focus-visible:outline-3 focus-visible:outline-action-600 [scrollbar-width:none]"
        >
          {pictures.map((src, index) => (
            <div
              key={src}
              role="group"
              aria-roledescription="slide"
              aria-label={t('tour.pictureOf', { n: index + 1, total: pictures.length, place })}
              className="w-full shrink-0 snap-start"
            >
              <img
                src={src}
                alt=""
                width={1350}
                height={450}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="aspect-[3/1] w-full bg-navy-900 object-cover"
              />
            </div>
          ))}
        </div>
        {hydrated ? (
          <div className="pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
            <button
              type="button"
              onClick={() => show(current - 1)}
              disabled={current === 0}
              aria-controls={`${id}-strip`}
              aria-label={t('tour.previous', { place })}
              className={`pointer-events-auto ${button}`}
            >
              <Icon name="chevron-left" className="h-5 w-5 rtl:rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => show(current + 1)}
              disabled={current === pictures.length - 1}
              aria-controls={`${id}-strip`}
              aria-label={t('tour.next', { place })}
              className={`pointer-events-auto ${button}`}
            >
              <Icon name="chevron-right" className="h-5 w-5 rtl:rotate-180" />
            </button>
          </div>
        ) : null}
      </div>
      <div className="flex items-start justify-between gap-4 p-4">
        <div>
          <h3 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
            {place}
          </h3>
          <p className="text-sm text-slate-700">{blurb}</p>
        </div>
        {hydrated ? (
          <div className="flex shrink-0 gap-1.5 pt-1">
            {pictures.map((src, index) => (
              <button
                key={src}
                type="button"
                onClick={() => show(index)}
                aria-label={t('tour.showPicture', { n: index + 1, place })}
                aria-current={index === current || undefined}
                className="grid h-6 w-6 place-items-center"
              >
                <span
                  className={`block h-2.5 w-2.5 rounded-full ${index === current ? 'bg-navy-900' : 'bg-slate-300'}`}
                />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

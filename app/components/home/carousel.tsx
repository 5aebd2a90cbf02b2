import { Icon } from '~/components/icons/icon';
import type { IconName } from '~/components/icons/icon-names';
import { type ReactNode, useRef } from 'react';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';

type CarouselProps = {
  /** The id of the heading that names the carousel; the heading comes in `header`, beside the buttons. */
  headingId: string;
  header: ReactNode;
  slides: ReactNode[];
  /** Width of one slide, as Tailwind `basis-*` classes. */
  slideClass: string;
};

/** Scrolls one slide on; past the last slide comes the first again, and before the first the last. */
function scrollStep(el: HTMLElement, step: number) {
  const [first, second] = el.children as unknown as HTMLElement[];
  if (!second) return;
  const width = Math.abs(second.offsetLeft - first.offsetLeft);
  const end = el.scrollWidth - el.clientWidth;
  const at = Math.abs(el.scrollLeft); // negative in right-to-left pages
  const to = step > 0 ? (at >= end - 2 ? 0 : Math.min(at + width, end)) : at <= 2 ? end : Math.max(at - width, 0);
  el.scrollTo({ left: getComputedStyle(el).direction === 'rtl' ? -to : to });
}

/**
 * A scroll-snap carousel: the browser does the swiping, the scrolling, the snapping and the
 * keyboard (Tab brings a slide's link into view, arrow keys scroll); this adds labelled previous
 * and next buttons. It never moves by itself: nobody has to chase or pause it.
 */
export function Carousel({ headingId, header, slides, slideClass }: CarouselProps) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const button = (step: number, label: MessageKey, icon: IconName) => (
    <button
      type="button"
      onClick={() => track.current && scrollStep(track.current, step)}
      aria-controls={`${headingId}-track`}
      aria-label={t(label)}
      className="rounded-full bg-white p-2 text-navy-900 shadow ring-1 ring-slate-300 hover:bg-sand-100"
    >
      <Icon name={icon} className="flip-rtl h-5 w-5" />
    </button>
  );
  return (
    <section aria-roledescription={t('carousel.carousel')} aria-labelledby={headingId}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>{header}</div>
        <div className="flex shrink-0 gap-2">
          {button(-1, 'carousel.previous', 'chevron-left')}
          {button(1, 'carousel.next', 'chevron-right')}
        </div>
      </div>
      <div
        id={`${headingId}-track`}
        ref={track}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto scroll-smooth px-4 pb-2"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { n: index + 1, m: slides.length })}
            className={`shrink-0 snap-start ${slideClass}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}

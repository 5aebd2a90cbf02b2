import { Icon } from '~/components/icons/icon';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '~/i18n/use-translation';

export type GalleryImage = { src: string; alt: string; width: number; height: number };

const ROTATE_MS = 5_000;
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The vehicle's pictures, one at a time (the WAI-ARIA carousel pattern). With several pictures it
 * moves on every 5 s, unless the visitor asked for reduced motion, pressed pause, or is pointing at
 * or focused inside it; the server and a page without JavaScript show the first picture.
 */
export function VehicleGallery({ images, label }: { images: GalleryImage[]; label: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
  const count = images.length;
  const many = count > 1;
  const rotating = many && !reducedMotion && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  const roundButton =
    'flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-navy-900 shadow ring-1 ring-slate-300 hover:bg-sand-100';

  return (
    <section
      aria-label={label}
      aria-roledescription={many ? t('gallery.carousel') : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="relative">
        <div
          aria-live={rotating ? 'off' : 'polite'}
          className="overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200"
        >
          {count === 0 ? <div className="aspect-[16/9]" /> : null}
          {images.map((image, position) => (
            <div
              key={image.src}
              role={many ? 'group' : undefined}
              aria-roledescription={many ? t('gallery.slide') : undefined}
              aria-label={many ? t('gallery.position', { n: position + 1, total: count }) : undefined}
              hidden={position !== index}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : undefined}
                className="aspect-[16/9] w-full object-contain"
              />
            </div>
          ))}
        </div>
        {many ? (
          <>
            <button
              type="button"
              className={`${roundButton} absolute start-3 top-1/2 -translate-y-1/2`}
              aria-label={t('gallery.previous')}
              onClick={() => step(-1)}
            >
              <Icon name="chevron-left" className="flip-rtl h-5 w-5" />
            </button>
            <button
              type="button"
              className={`${roundButton} absolute end-3 top-1/2 -translate-y-1/2`}
              aria-label={t('gallery.next')}
              onClick={() => step(1)}
            >
              <Icon name="chevron-right" className="flip-rtl h-5 w-5" />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <div className="mt-3 flex items-center justify-center gap-3">
          {reducedMotion ? null : (
            <button
              type="button"
              className={roundButton}
              aria-label={t(paused ? 'gallery.play' : 'gallery.pause')}
              onClick={() => setPaused(!paused)}
            >
              {paused ? <Icon name="play" className="h-4 w-4" /> : <Icon name="pause" className="h-4 w-4" />}
            </button>
          )}
          <span className="flex gap-1.5" aria-hidden="true">
            {images.map((image, position) => (
              <span
                key={image.src}
                className={`h-2 w-2 rounded-full ${position === index ? 'bg-navy-900' : 'bg-slate-300'}`}
              />
            ))}
          </span>
        </div>
      ) : null}
    </section>
  );
}

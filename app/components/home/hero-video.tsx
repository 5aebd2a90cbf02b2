import { useEffect, useRef } from 'react';

/**
 * The home page's promotional film: muted and looping, started only after the page is usable and
 * only for visitors who have not asked for reduced motion; everyone else sees the poster.
 */
export function HeroVideo({ label }: { label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    element.play().catch(() => {});
  }, []);
  return (
    <video
      ref={video}
      className="absolute inset-0 h-full w-full object-cover"
      poster="/video/hero-poster.webp"
      muted
      loop
      playsInline
      preload="none"
      aria-label={label}
      width={1280}
      height={720}
    >
      <source src="/video/hero.webm" type="video/webm" />
      <source src="/video/hero.mp4" type="video/mp4" />
    </video>
  );
}

import { useEffect, useRef } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';

/**
 * Shown until the visitor chooses; analytics stay off unless they accept. The page keeps the bar's
 * height free at its end and scrolls a focused field or link above it (app.css), so the bar never
 * hides what the keyboard is on; its measured height sets the scroll margin, which moves nothing.
 */
export function CookieBar() {
  const t = useT();
  const to = useLocalePath();
  const location = useLocation();
  const fetcher = useFetcher();
  const bar = useRef<HTMLElement>(null);
  const shown = fetcher.state === 'idle' && !fetcher.data;
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const measure = () => root.style.setProperty('--cookie-bar-height', `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-bar-height');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <section
      ref={bar}
      id="cookie-bar"
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white shadow-[0_-4px_20px_rgba(0,0,0,0.08)] print:hidden"
    >
      <fetcher.Form
        method="post"
        action="/cookie-consent"
        className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <p className="flex-1 text-sm text-slate-800">
          {t('cookies.text')}{' '}
          <Link to={to('/cookie-policy')} className="font-semibold text-navy-800 underline">
            {t('cookies.more')}
          </Link>
        </p>
        <div className="flex gap-2">
          <button
            type="submit"
            name="consent"
            value="declined"
            className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('cookies.decline')}
          </button>
          <button
            type="submit"
            name="consent"
            value="accepted"
            className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
          >
            {t('cookies.accept')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

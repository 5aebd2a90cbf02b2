import { useFetcher, useLocation } from 'react-router';
import { useLocale, useT } from '~/i18n/use-translation';

export type NewsletterResult = { ok: true; message: string } | { ok: false; error: string; email: string };

/** Posts to /newsletter; with JavaScript the answer shows in place, without it the page reloads with a message. */
export function NewsletterForm() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data;
  const error = result && !result.ok ? result.error : undefined;
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate
      className="space-y-2"
      aria-labelledby="newsletter-heading"
    >
      <h2 id="newsletter-heading" className="text-base font-bold text-white">
        {t('newsletter.heading')}
      </h2>
      <p className="text-sm text-slate-300">{t('newsletter.text')}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-slate-200">
        {t('newsletter.email')}
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          defaultValue={result && !result.ok ? result.email : undefined}
          key={result && result.ok ? 'done' : 'form'}
          aria-invalid={error ? true : undefined}
          aria-describedby="newsletter-message"
          className="min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 py-2 text-navy-900"
        />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-md bg-action-600 px-4 py-2 font-bold text-white hover:bg-action-700 disabled:opacity-70"
        >
          {t('newsletter.submit')}
        </button>
      </div>
      <p
        id="newsletter-message"
        role="status"
        className={`min-h-5 text-sm ${error ? 'text-red-300' : 'text-emerald-300'}`}
      >
        {error ?? (result?.ok ? result.message : '')}
      </p>
    </fetcher.Form>
  );
}

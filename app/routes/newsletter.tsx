import { data, redirect } from 'react-router';
import type { Route } from './+types/newsletter';
import { translator } from '~/i18n/translate';
import { parseNewsletterForm } from '~/modules/newsletter/newsletter';
import { subscribeToNewsletter } from '~/modules/newsletter/subscribe.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { safeRedirectPath, readFormData } from '~/utils/http.server';

/**
 * The footer's newsletter box. With JavaScript the form is a fetcher and gets JSON back; without
 * it, the browser is sent back to its page with the message in the alert bar.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const isFetch = request.headers.get('Sec-Fetch-Mode') !== 'navigate';
  const back = safeRedirectPath(form.get('redirectTo'));
  const parsed = parseNewsletterForm({ email: form.get('email'), locale: form.get('locale') });
  const t = translator(parsed.locale);
  if (!parsed.ok) {
    const error = parsed.error;
    const email = String(form.get('email') ?? '');
    return isFetch
      ? data({ ok: false as const, error, email }, { status: 400 })
      : redirectWithFlash(back, { kind: 'error', message: error });
  }
  const isNew = await subscribeToNewsletter(parsed.email, parsed.locale);
  const message = isNew ? t('newsletter.success') : t('newsletter.already');
  return isFetch
    ? { ok: true as const, message }
    : redirectWithFlash(back, { kind: isNew ? 'success' : 'info', message });
}

export function loader() {
  return redirect('/');
}

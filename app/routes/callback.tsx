import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/callback';
import { CallbackForm } from '~/components/home/callback-form';
import { localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { callbackSchema } from '~/modules/enquiries/callback-form';
import { HONEYPOT_FIELD } from '~/modules/enquiries/honeypot';
import { submitCallback } from '~/modules/enquiries/submissions.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { mobileE164 } from '~/utils/phone.server';

/**
 * The home page's callback form. With JavaScript the form is a fetcher and gets the submission
 * back as JSON; without it, a failed submission renders this page with the form, the input kept and
 * the messages shown, and a successful one returns home with the thank-you in the alert bar.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const isFetch = request.headers.get('Sec-Fetch-Mode') !== 'navigate';
  const locale = form.get('locale') === 'ar' ? 'ar' : 'en';
  const t = translator(locale);
  // The form lives on the home page only.
  const back = localizePath('/', locale);
  const success = t('callback.success');

  // A filled honeypot is a bot: it is thanked like anyone else, and nothing is stored or sent.
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '') {
    return isFetch ? { ok: true as const, message: success, result: undefined } : redirectWithFlash(back, { kind: 'success', message: success });
  }

  const submission = parseWithZod(form, { schema: callbackSchema({ t, phoneToE164: mobileE164 }) });
  if (submission.status !== 'success') {
    // Both with and without JavaScript the form comes back with what was typed and the messages at their fields.
    return data({ ok: false as const, result: submission.reply() }, { status: 400 });
  }

  try {
    await submitCallback(submission.value, { locale });
  } catch (error) {
    console.error('storing a callback request failed', error);
    const message = t('callback.failed');
    return isFetch ? data({ ok: false as const, result: submission.reply({ formErrors: [message] }) }, { status: 500 }) : redirectWithFlash(back, { kind: 'error', message });
  }
  return isFetch ? { ok: true as const, message: success, result: submission.reply() } : redirectWithFlash(back, { kind: 'success', message: success });
}

/** The page also stands alone, so a callback can be requested from its own URL. */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: 'Request a callback' }, { name: 'robots', content: 'noindex' }];

export default function CallbackPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-navy-900">{t('home.callbackHeading')}</h1>
      <CallbackForm lastResult={actionData && !actionData.ok ? actionData.result : undefined} />
    </section>
  );
}

import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/callback';
import { localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { callbackSchema } from '~/modules/enquiries/callback-form';
import { HONEYPOT_FIELD } from '~/modules/enquiries/honeypot';
import { submitCallback } from '~/modules/enquiries/submissions.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { mobileE164 } from '~/utils/phone.server';

/**
 * The home page's callback form. With JavaScript the form is a fetcher and gets the submission
 * back as JSON; without it, the browser returns to the home page with the message in the alert bar.
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
    if (isFetch) return data({ ok: false as const, result: submission.reply() }, { status: 400 });
    const first = Object.values(submission.error ?? {}).flat()[0] ?? t('callback.failed');
    return redirectWithFlash(back, { kind: 'error', message: first });
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

export function loader() {
  return redirect('/');
}

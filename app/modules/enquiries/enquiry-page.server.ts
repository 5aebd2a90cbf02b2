import type { Locale } from '~/i18n/locale';
import { contactPrefill } from '~/modules/auth/prefill.server';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { type FormDefinition, formResponse, handleFormPost, wasSent } from './form-action.server';

/**
 * What a page's short enquiry form starts from: the dialling codes in the page's language, the
 * signed-in customer's name, email and phone, and whether a post without JavaScript was just sent.
 */
export async function contactFormStart(request: Request, url: URL, locale: Locale) {
  const prefill = await contactPrefill(request);
  return {
    countries: dialCountries(locale),
    prefill: prefill && { name: prefill.name, email: prefill.email, phone: prefill.phone },
    sent: wasSent(url),
  };
}

/** A form post answered as a route action: back to the page after a post without JavaScript, else the reply with its status. */
export async function answerFormPost<Value>(request: Request, locale: Locale, definition: FormDefinition<Value>) {
  const answer = await handleFormPost(request, locale, definition);
  return formResponse(answer);
}

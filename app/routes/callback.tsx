import type { Route } from './+types/callback';
import { CallbackForm } from '~/components/home/callback-form';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { callbackForm } from '~/modules/enquiries/callback-definition.server';
import { formResponse, handleFormPost } from '~/modules/enquiries/form-action.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { readFormOrNull } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

/**
 * The home page's callback form. With JavaScript the form is a fetcher and gets the answer back as
 * JSON; without it, a failed submission renders this page with the form, the input kept and the
 * messages shown, and a successful one returns home with the thank-you in the alert bar.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = (await readFormOrNull(request)) ?? new FormData();
  // The form posts to /callback or /ar/callback, the language of the page it is on.
  const locale = pageLocale(context);
  const answer = await handleFormPost(request, locale, callbackForm, { form });
  if ('redirectTo' in answer)
    return redirectWithFlash(localizePath('/', locale), {
      kind: 'success',
      message: translator(locale)('forms.success'),
    });
  return formResponse(answer);
}

/** The page also stands alone, so a callback can be requested from its own URL. */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('home.callbackHeading'), noIndex: true });

export default function CallbackPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-navy-900">{t('home.callbackHeading')}</h1>
      <CallbackForm lastResult={actionData && !actionData.ok ? actionData.result : undefined} />
    </section>
  );
}

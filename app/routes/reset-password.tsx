import '~/i18n/accounts-messages';
import type { Route } from './+types/reset-password';
import { NewPasswordForm } from '~/components/auth/new-password-form';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { handleNewPasswordPost, loadResetPage } from '~/modules/auth/password-reset-actions.server';
import { pageLocale } from '~/utils/request-page';

/**
 * The link in the reset mail: /reset-password/{token}, and /home/{token} the same. A good link shows
 * the change-password form; a bad one goes home to the 'Error' modal.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadResetPage(request, pageLocale(context), params.token);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleNewPasswordPost(request, pageLocale(context), params.token);
}

// The address holds a live secret: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

// No canonical or sharing tags: they would repeat the secret address.
export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(localeFromPath(location.pathname));
  return [{ title: `${t('reset.changeTitle')} | ${t('site.name')}` }, { name: 'robots', content: 'noindex' }];
};

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article>
      <PageHero heading={t('reset.changeTitle')} intro={t('reset.changeIntro')} />
      <div className="mx-auto max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <NewPasswordForm account={loaderData} lastResult={actionData?.result} />
        </div>
      </div>
    </article>
  );
}

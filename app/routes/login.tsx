import '~/i18n/accounts-messages';
import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '~/components/auth/login-form';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { getUser } from '~/modules/auth/guards.server';
import { landingPath } from '~/modules/auth/landing';
import { handleLoginPost } from '~/modules/auth/login.server';
import { safeRedirectPath } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

/**
 * The plain login page (and the action the Login dialog posts to). Someone already logged in goes
 * on to where they were headed, or home.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const asked = url.searchParams.get('redirectTo');
  const user = await getUser(request);
  if (user) throw redirect(safeRedirectPath(asked, localizePath(landingPath(user.roles), pageLocale(context))));
  // Without a page to go back to, the login lands each person where their work starts.
  return { redirectTo: asked === null ? undefined : safeRedirectPath(asked, localizePath('/', pageLocale(context))) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleLoginPost(request, pageLocale(context));
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('login.title'), description: t('login.pageIntro') });
};

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article>
      <PageHero heading={t('login.title')} intro={t('login.pageIntro')} />
      <div className="mx-auto max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <LoginForm
            id="login-page"
            variant="page"
            redirectTo={loaderData.redirectTo}
            lastResult={actionData && !actionData.ok ? actionData.result : undefined}
          />
        </div>
      </div>
    </article>
  );
}

import '~/i18n/accounts-messages';
import type { Route } from './+types/forgot-password';
import { ForgotPasswordForm } from '~/components/auth/forgot-password-form';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { handleResetRequestPost } from '~/modules/auth/password-reset-actions.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

/** 'Forgot Password' as a page: the Reset Login Password dialog's form, for links and no JavaScript. */
export function loader({ url }: Route.LoaderArgs) {
  // ?email=: what was typed on the login page before following its Forgot password link.
  return { sent: url.searchParams.get('sent') === '1', email: (url.searchParams.get('email') ?? '').slice(0, 200) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleResetRequestPost(request, pageLocale(context));
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('reset.title'), description: t('reset.requestIntro') });
};

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article>
      <PageHero heading={t('reset.title')} />
      <div className="mx-auto max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <ForgotPasswordForm
            id="forgot-password-page"
            variant="page"
            defaultEmail={loaderData.email}
            sent={loaderData.sent}
            lastResult={actionData && !actionData.ok ? actionData.result : undefined}
          />
        </div>
      </div>
    </article>
  );
}

import '~/i18n/accounts-messages';
import { data, redirect } from 'react-router';
import type { Route } from './+types/register';
import { SignUpForm } from '~/components/auth/sign-up-form';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { requireAnonymous } from '~/modules/auth/guards.server';
import { dialCountries, handleSignUpPost } from '~/modules/auth/sign-up.server';
import { dubaiToday } from '~/utils/dubai-time';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

/**
 * Sign-up as a page (for phones without JavaScript, and links) and the action the Sign up dialog
 * posts to. Each step is a plain post answered with this page at the next step.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireAnonymous(request, '/my-account');
  const today = dubaiToday();
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    countries: dialCountries(pageLocale(context)),
    defaultCountry: 'AE',
    today,
    tomorrow,
    done: url.searchParams.get('done') === '1',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request, '/my-account');
  const locale = pageLocale(context);
  const javascript = request.headers.get('Sec-Fetch-Mode') !== 'navigate';
  const { reply, status, headers } = await handleSignUpPost(request, { locale, javascript });
  // Without JavaScript, success moves to a page of its own, so a reload cannot post the form again.
  if (reply.step === 'done' && !javascript) return redirect(`${localizePath('/register', locale)}?done=1`);
  return data(reply, { status, headers });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('signup.pageTitle'), description: t('signup.pageIntro') });
};

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article>
      <PageHero heading={t('signup.pageTitle')} intro={t('signup.pageIntro')} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <SignUpForm id="sign-up" options={loaderData} lastReply={loaderData.done ? { step: 'done' } : actionData} />
        </div>
      </div>
    </article>
  );
}

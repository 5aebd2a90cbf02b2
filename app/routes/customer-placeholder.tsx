import type { Route } from './+types/customer-placeholder';
import { PageHero } from '~/components/content/page-hero';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, stripLocale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { requireUser } from '~/modules/auth/guards.server';
import { pageMeta } from '~/utils/meta';

/** Customer pages still being built (booking history, the bill wizard): signed-in users only. */
const screens: Record<string, { heading: MessageKey; text: MessageKey }> = {
  'my-history': { heading: 'nav.myBookings', text: 'placeholder.history' },
  bill: { heading: 'nav.myBookings', text: 'placeholder.bill' },
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return screens[stripLocale(new URL(request.url).pathname).split('/')[1]] ?? screens['my-history'];
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return args.loaderData ? pageMeta(args, { title: t(args.loaderData.heading), noIndex: true }) : [];
};

export default function CustomerPlaceholder({ loaderData: { heading, text } }: Route.ComponentProps) {
  const t = useT();
  return (
    <article>
      <PageHero heading={t(heading)} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <p className="text-lg text-slate-800">{t(text)}</p>
        <p className="rounded-lg border border-sand-300 bg-sand-100 p-4 text-slate-800">{t('page.comingSoon')}</p>
      </div>
    </article>
  );
}

import { Link, data } from 'react-router';
import type { Route } from './+types/upcoming-page';
import { PageHero } from '~/components/content/page-hero';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, stripLocale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { pageMeta } from '~/utils/meta';

/** Public pages whose working version is still being built: each says what it will hold. */
const upcoming: Record<string, { heading: MessageKey; text: MessageKey }> = {
  booking: { heading: 'nav.fleetGuide', text: 'placeholder.booking' },
  details: { heading: 'nav.fleetGuide', text: 'placeholder.details' },
  'details-master': { heading: 'nav.fleetGuide', text: 'placeholder.detailsMaster' },
  login: { heading: 'nav.login', text: 'placeholder.login' },
  'reset-password': { heading: 'nav.login', text: 'placeholder.resetPassword' },
  home: { heading: 'nav.login', text: 'placeholder.resetPassword' },
};

export function loader({ request }: Route.LoaderArgs) {
  const section = stripLocale(new URL(request.url).pathname).split('/')[1];
  const page = upcoming[section];
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return args.loaderData ? pageMeta(args, { title: t(args.loaderData.heading), noIndex: true }) : [];
};

export default function UpcomingPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={t(loaderData.heading)} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <p className="text-lg text-slate-800">{t(loaderData.text)}</p>
        <p className="rounded-lg border border-sand-300 bg-sand-100 p-4 text-slate-800">{t('page.comingSoon')}</p>
        <Link to={to('/')} className="inline-block font-semibold text-navy-800 underline">
          {t('page.backToHome')}
        </Link>
      </div>
    </article>
  );
}

import { Icon } from '~/components/icons/icon';
import { Link } from 'react-router';
import type { Route } from './+types/success';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { pageMeta } from '~/utils/meta';

/** The spec's status page: shows the sts segment as its title (plain text, so nothing in it can run). */
export function loader({ params }: Route.LoaderArgs) {
  const status = (params.sts ?? '').replace(/[-_]+/g, ' ').trim().slice(0, 80);
  return { status };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: args.loaderData?.status || t('success.heading'), noIndex: true });
};

export default function Success({ loaderData: { status } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Icon name="circle-check" className="h-16 w-16 text-emerald-600" />
      <h1 className="mt-4 text-3xl font-bold text-navy-900 capitalize">{status || t('success.heading')}</h1>
      <p className="mt-3 text-slate-700">{t('success.text')}</p>
      <Link to={to('/')} className="mt-8 rounded-md bg-action-600 px-6 py-3 font-bold text-white hover:bg-action-700">
        {t('error.backHome')}
      </Link>
    </section>
  );
}

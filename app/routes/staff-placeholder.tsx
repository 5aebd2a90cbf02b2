import { type LoaderFunctionArgs, type MetaFunction, data, useLoaderData } from 'react-router';
import { PageHero } from '~/components/content/page-hero';
import type { Role } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, stripLocale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { requireRole } from '~/modules/auth/guards.server';
import { pageMeta } from '~/utils/meta';

/**
 * Staff screens still being built (bookings dashboard, content forms, career applications). They
 * are guarded now by the role they will need: visitors go to login, other users get 403.
 */
const screens: Record<string, { role: Role; heading: MessageKey; text: MessageKey }> = {
  admin: { role: 'admin', heading: 'nav.bookingsDashboard', text: 'placeholder.admin' },
  'career-with-us': { role: 'admin', heading: 'nav.career', text: 'placeholder.admin' },
  'rent-a-car-form': { role: 'cms', heading: 'nav.manageRentACar', text: 'placeholder.rentACarForm' },
  'special-offers-form': { role: 'cms', heading: 'nav.manageOffers', text: 'placeholder.offersForm' },
  'blogs-form': { role: 'cms', heading: 'nav.manageBlogs', text: 'placeholder.blogsForm' },
  management: { role: 'owner', heading: 'nav.staffRoles', text: 'placeholder.admin' },
};

export async function loader({ request }: LoaderFunctionArgs) {
  const screen = screens[stripLocale(new URL(request.url).pathname).split('/')[1]];
  if (!screen) throw data(null, { status: 404 });
  await requireRole(request, screen.role);
  return { heading: screen.heading, text: screen.text };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return args.loaderData ? pageMeta(args, { title: t(args.loaderData.heading), noIndex: true }) : [];
};

export default function StaffPlaceholder() {
  const { heading, text } = useLoaderData<typeof loader>();
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

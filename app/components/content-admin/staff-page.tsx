import '~/i18n/staff-messages';
import { NavLink, useRouteLoaderData } from 'react-router';
import { PageHero } from '~/components/content/page-hero';
import type { FrameUser } from '~/components/frame/navigation';
import type { MessageKey } from '~/i18n/en';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type StaffScreen, mayOpen } from '~/modules/auth/permissions';

const sections: { to: string; label: MessageKey; screen: StaffScreen }[] = [
  { to: '/admin/vehicles', label: 'vehicles.title', screen: 'admin-vehicles' },
  { to: '/admin/preowned-cars', label: 'nav.managePreowned', screen: 'admin-preowned-cars' },
  { to: '/admin/offers', label: 'cms.offers.title', screen: 'admin-offers' },
  { to: '/admin/promo-codes', label: 'promo.title', screen: 'admin-promo-codes' },
  { to: '/admin/blogs', label: 'cms.blogs.title', screen: 'admin-blogs' },
  { to: '/admin/testimonials', label: 'cms.testimonials.title', screen: 'admin-testimonials' },
  { to: '/admin/fleet-categories', label: 'cms.categories.title', screen: 'admin-fleet-categories' },
  { to: '/admin/people', label: 'cms.people.title', screen: 'admin-people' },
  { to: '/admin/settings', label: 'cms.settings.title', screen: 'admin-settings' },
];

/** The frame of the content team's screens: the heading band and links between the screens this person may open. */
export function StaffPage({
  heading,
  intro,
  children,
}: {
  heading: React.ReactNode;
  intro?: string;
  children: React.ReactNode;
}) {
  const t = useT();
  const to = useLocalePath();
  const roles = useRouteLoaderData<{ user: FrameUser }>('root')?.user?.roles;
  return (
    <article>
      <PageHero heading={heading} intro={intro} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
        <nav aria-label={t('nav.cms')}>
          <ul className="flex flex-wrap gap-2">
            {sections
              .filter((section) => mayOpen(roles, section.screen))
              .map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={to(section.to)}
                    end={false}
                    className="inline-block rounded-full px-4 py-1.5 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white aria-[current=page]:ring-navy-900"
                  >
                    {t(section.label)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        {children}
      </div>
    </article>
  );
}

export const panelClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';
export const primaryButton =
  'rounded-md bg-action-600 px-6 py-2.5 font-bold text-white hover:bg-action-700 disabled:opacity-70';
export const secondaryButton =
  'rounded-md px-4 py-2 font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100';
export const dangerButton = 'rounded-md bg-red-700 px-4 py-2 font-bold text-white hover:bg-red-800';

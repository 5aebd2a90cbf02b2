import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { PageHero } from '~/components/content/page-hero';
import { siteMapSections } from '~/content/site-map';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { copyFor } from '~/modules/content/page-copy.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ context }: Route.LoaderArgs) {
  return { copy: await copyFor('sitemap', pageLocale(context)) };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: args.loaderData.copy.title, description: args.loaderData.copy.metaDescription })
    : [];

export default function Sitemap({ loaderData: { copy } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {siteMapSections.map((section) => (
          <section key={section.heading}>
            <h2 className="mb-3 text-lg font-bold text-navy-900">{t(section.heading)}</h2>
            <ul className="space-y-1.5">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={to(link.to)} className="text-navy-800 hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}

import { siteMapSections } from '~/content/site-map';
import { localizePath } from '~/i18n/locale';
import { env } from '~/modules/config/env.server';
import { listPublishedPosts } from '~/modules/content/blogs.server';
import { listPeople } from '~/modules/content/company.server';
import { listCarPagesForSitemap } from '~/modules/preowned/preowned-cars.server';
import { dubaiToday } from '~/utils/dubai-time';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every public page in both languages, with its language alternates, for search engines. */
export async function loader() {
  const origin = env().APP_URL;
  const [{ posts }, people, carIds] = await Promise.all([
    listPublishedPosts(dubaiToday(), 1, 1000),
    listPeople(),
    listCarPagesForSitemap(),
  ]);
  const paths = [
    ...new Set([
      ...siteMapSections.flatMap((section) => section.links.map((link) => link.to)),
      ...posts.map((post) => `/blog/${post.slug}`),
      ...people.map((person) => `/the-board/${person.slug}`),
      ...carIds.map((id) => `/preowned-cars/${id}`),
    ]),
  ].filter((path) => path !== '/login');
  const urls = paths.flatMap((path) =>
    (['en', 'ar'] as const).map((locale) => {
      const alternates = (['en', 'ar'] as const)
        .map(
          (alt) =>
            `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localizePath(path, alt))}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(origin + localizePath(path, locale))}</loc>${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

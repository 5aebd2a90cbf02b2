import { Link, data } from 'react-router';
import type { Route } from './+types/blogs';
import { PageHero } from '~/components/content/page-hero';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { textIn } from '~/modules/content/blog-text';
import { listPublishedPosts } from '~/modules/content/blogs.server';
import { copyFor } from '~/modules/content/page-copy.server';
import { dubaiToday, formatCalendarDate } from '~/utils/dubai-time';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

const PAGE_SIZE = 6;

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1));
  const { posts, total } = await listPublishedPosts(dubaiToday(), page, PAGE_SIZE);
  // The spec: with nothing published the blog answers the 404 page.
  if (total === 0 || posts.length === 0) throw data(null, { status: 404 });
  return {
    copy: await copyFor('blogs', locale),
    page,
    pages: Math.ceil(total / PAGE_SIZE),
    posts: posts.map((post) => ({
      id: post.id,
      slug: post.slug,
      title: textIn(post.title, locale),
      subTitle: textIn(post.subTitle, locale),
      author: textIn(post.author, locale).text,
      topic: textIn(post.topic, locale),
      banner: mediaUrl(post.bannerFileId),
      date: formatCalendarDate(post.publishDate, locale),
    })),
  };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.copy.title,
        description: args.loaderData.copy.metaDescription,
        keywords: args.loaderData.copy.metaKeywords,
      })
    : [];

export default function Blogs({ loaderData: { copy, posts, page, pages } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  // English shown on an Arabic page (its Arabic not written yet) is marked as English.
  const langOf = (text: { lang: string }) => (text.lang === locale ? undefined : text.lang);
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              {post.banner ? (
                <img
                  src={post.banner}
                  // The card's title links to the post; the picture only illustrates it.
                  alt=""
                  width={1350}
                  height={450}
                  className="aspect-[3/1] w-full object-cover"
                  loading="lazy"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-bold tracking-wide text-sand-700 uppercase" lang={langOf(post.topic)}>
                  {post.topic.text}
                </p>
                <h2 className="mt-1 text-lg font-bold text-navy-900" lang={langOf(post.title)} dir="auto">
                  <Link to={to(`/blog/${post.slug}`)} className="hover:underline">
                    {post.title.text}
                  </Link>
                </h2>
                {post.subTitle.text ? (
                  <p className="mt-2 flex-1 text-sm text-slate-700" lang={langOf(post.subTitle)} dir="auto">
                    {post.subTitle.text}
                  </p>
                ) : null}
                <p className="mt-3 text-xs text-slate-600">
                  {t('blogs.by', { author: post.author })} · {post.date}
                </p>
              </div>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t('blogs.pagination')} className="mt-10 flex items-center justify-between">
            {page > 1 ? (
              <Link to={`?page=${page - 1}`} className="font-semibold text-navy-800 underline">
                {t('blogs.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-700">{t('blogs.page', { page, pages })}</span>
            {page < pages ? (
              <Link to={`?page=${page + 1}`} className="font-semibold text-navy-800 underline">
                {t('blogs.next')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </article>
  );
}

import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/blog';
import { RichText } from '~/components/content/rich-text';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { useFrameUser } from '~/components/frame/frame-user';
import { mayDo } from '~/modules/auth/permissions';
import { bodyIn, textIn } from '~/modules/content/blog-text';
import { findPublishedPost } from '~/modules/content/blogs.server';
import { copyFacts } from '~/modules/content/copy-facts.server';
import { fillCopy } from '~/content/fill-copy';
import { dubaiToday, formatCalendarDate } from '~/utils/dubai-time';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const post = await findPublishedPost(params.slug, dubaiToday());
  if (!post) throw data(null, { status: 404 });
  const subTitle = textIn(post.subTitle, locale);
  const metaDescription = textIn(post.metaDescription, locale).text || subTitle.text;
  const body = bodyIn(post.content, locale);
  // Its {placeholders} name the settings' prices and fees, as the FAQ's do, in the language the body is in.
  const facts = await copyFacts(body.lang);
  return data({
    id: post.id,
    title: textIn(post.title, locale),
    subTitle: subTitle.text ? subTitle : null,
    author: textIn(post.author, locale),
    topic: textIn(post.topic, locale),
    publishDate: post.publishDate,
    date: formatCalendarDate(post.publishDate, locale),
    banner: mediaUrl(post.bannerFileId),
    bannerAlt: textIn(post.bannerAlt, locale),
    // Stored JSON is read defensively here, so only known, safe parts reach the page.
    body: fillCopy(body, facts, body.lang),
    metaDescription: metaDescription || undefined,
    metaKeywords: textIn(post.metaKeywords, locale).text || undefined,
  });
}

// Shared between visitors (server/page-cache.ts); the content team's Edit link follows the frame's user.
export const headers = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.title.text,
        description: args.loaderData.metaDescription,
        keywords: args.loaderData.metaKeywords,
        image: args.loaderData.banner,
      })
    : [];

/** The lang of a text shown in the page's language needs no attribute; English on an Arabic page does. */
const langOf = (text: { lang: string }, pageLang: string) => (text.lang === pageLang ? undefined : text.lang);

export default function Blog({ loaderData: post }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const page = useLocale();
  // The content team edit from the page itself (spec 2.9); the edit page checks the role again.
  const canEdit = mayDo(useFrameUser()?.roles, 'editPublishedContent');
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-sm font-bold tracking-wide text-sand-700 uppercase" lang={langOf(post.topic, page)}>
          {post.topic.text}
        </p>
        {canEdit ? (
          <Link
            to={to(`/blogs-form/${post.id}`)}
            className="inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <Icon name="pencil" className="h-4 w-4" />
            {t('blogs.editBlog')}
          </Link>
        ) : null}
      </div>
      <h1 className="mt-2 text-3xl font-bold text-navy-900 sm:text-4xl" lang={langOf(post.title, page)} dir="auto">
        {post.title.text}
      </h1>
      {post.subTitle ? (
        <p className="mt-3 text-xl text-slate-700" lang={langOf(post.subTitle, page)} dir="auto">
          {post.subTitle.text}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600">
        <span>{t('blogs.by', { author: post.author.text })}</span> ·{' '}
        <time dateTime={post.publishDate}>{post.date}</time>
      </p>
      {post.banner ? (
        <img
          src={post.banner}
          alt={post.bannerAlt.text}
          lang={post.bannerAlt.text ? langOf(post.bannerAlt, page) : undefined}
          width={1350}
          height={450}
          className="mt-8 aspect-[3/1] w-full rounded-2xl object-cover"
        />
      ) : null}
      <div className="mt-8" lang={langOf(post.body, page)} dir={post.body.lang === page ? undefined : 'auto'}>
        <RichText blocks={post.body.blocks} />
      </div>
    </article>
  );
}

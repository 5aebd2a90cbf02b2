import { data } from 'react-router';
import type { Route } from './+types/blog';
import { RichText } from '~/components/content/rich-text';
import { localeFromPath } from '~/i18n/locale';
import { useT } from '~/i18n/use-translation';
import { findPublishedPost } from '~/modules/content/blogs.server';
import { formatCalendarDate } from '~/utils/dates';
import { dubaiToday } from '~/utils/dubai-time';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { readRichText } from '~/utils/rich-text';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const post = await findPublishedPost(params.slug, dubaiToday());
  if (!post) throw data(null, { status: 404 });
  return {
    title: post.title,
    subTitle: post.subTitle,
    author: post.author,
    topic: post.topic,
    date: formatCalendarDate(post.publishDate, locale),
    banner: mediaUrl(post.bannerFileId),
    blocks: readRichText(post.content),
    metaDescription: post.metaDescription ?? post.subTitle ?? undefined,
    metaKeywords: post.metaKeywords ?? undefined,
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: args.loaderData.title, description: args.loaderData.metaDescription, keywords: args.loaderData.metaKeywords, image: args.loaderData.banner })
    : [];

export default function Blog({ loaderData: post }: Route.ComponentProps) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm font-bold tracking-wide text-sand-700 uppercase">{post.topic}</p>
      <h1 className="mt-2 text-3xl font-bold text-navy-900 sm:text-4xl">{post.title}</h1>
      {post.subTitle ? <p className="mt-3 text-xl text-slate-700">{post.subTitle}</p> : null}
      <p className="mt-4 text-sm text-slate-600">
        {t('blogs.by', { author: post.author })} · {post.date}
      </p>
      {post.banner ? <img src={post.banner} alt="" width={1350} height={450} className="mt-8 aspect-[3/1] w-full rounded-2xl object-cover" /> : null}
      <div className="mt-8">
        <RichText blocks={post.blocks} />
      </div>
    </article>
  );
}

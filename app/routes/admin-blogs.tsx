import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/admin-blogs';
import { StaffPage, panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { inputClass } from '~/components/forms/field';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import {
  listPostsForStaff,
  listTopicsWithPostCounts,
  removeTopic,
  renameTopic,
} from '~/modules/content/blog-admin.server';
import { TOPIC_TITLE_MAX, readTopicTitle } from '~/modules/content/blog-form';
import { localizePath } from '~/i18n/locale';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { readFormOrNull } from '~/utils/http.server';
import { recordId } from '~/utils/record-id';
import { dubaiToday, formatCalendarDate } from '~/utils/dubai-time';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-blogs');
  const locale = pageLocale(context);
  const today = dubaiToday();
  const [postRows, topicRows] = await Promise.all([listPostsForStaff(), listTopicsWithPostCounts()]);
  const topics = topicRows.map((topic) => ({
    id: topic.id,
    posts: topic.posts,
    title: topic.title.en,
    titleAr: topic.title.ar ?? '',
    name: localized(topic.title, locale),
  }));
  const posts = postRows.map((post) => ({
    id: post.id,
    slug: post.slug,
    title: localized(post.title, locale),
    topic: localized(post.topic, locale),
    arabicMissing: !post.title.ar?.trim() || !post.hasArabicBody,
    date: formatCalendarDate(post.publishDate, locale),
    status: !post.active
      ? ('hidden' as const)
      : post.publishDate > today
        ? ('scheduled' as const)
        : ('published' as const),
  }));
  return data({ posts, topics }, { headers: privateHeaders });
}

/** Renames or removes a blog topic; a wrong title comes back beside that topic with what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-blogs');
  const locale = pageLocale(context);
  const t = translator(locale);
  const here = `${localizePath('/admin/blogs', locale)}#topics`;
  const form = await readFormOrNull(request);
  const topicId = recordId(form?.get('topicId')) ?? 0;
  const intent = form?.get('intent');
  if (intent === 'rename-topic') {
    const typed = { title: String(form?.get('title') ?? ''), titleAr: String(form?.get('titleAr') ?? '') };
    const refuse = (error: string) => data({ topicId, ...typed, error }, { status: 400 });
    const checked = readTopicTitle(t, typed.title, typed.titleAr);
    if (!checked.ok) return refuse(checked.error);
    const title = localized(checked.title, locale);
    const renamed = await renameTopic(user.id, topicId, checked.title);
    if (!renamed.ok)
      return renamed.reason === 'exists'
        ? refuse(t('cms.blog.topicExists'))
        : redirectWithFlash(here, { kind: 'error', message: t('cms.topics.gone') });
    return redirectWithFlash(
      here,
      renamed.changed
        ? { kind: 'success', message: t('cms.topics.renamed', { title }) }
        : { kind: 'info', message: t('cms.settings.unchanged') },
    );
  }
  if (intent === 'remove-topic') {
    const removed = await removeTopic(user.id, topicId);
    if (removed.ok) return redirectWithFlash(here, { kind: 'success', message: t('cms.topics.removed') });
    return redirectWithFlash(here, {
      kind: 'error',
      message: removed.reason === 'in_use' ? t('cms.topics.inUse', { count: removed.posts }) : t('cms.topics.gone'),
    });
  }
  return data({ topicId: null, title: '', titleAr: '', error: t('error.server') }, { status: 400 });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cms.blogs.title'), noIndex: true });

const statusStyle = {
  published: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  hidden: 'bg-slate-200 text-slate-800',
};

/** Every blog post for the content team, newest first, each opening in the editor. */
export default function AdminBlogs({ loaderData: { posts, topics }, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const busy = useNavigation().state !== 'idle';
  return (
    <StaffPage heading={t('cms.blogs.title')} intro={t('cms.blogs.intro')}>
      <p>
        <Link to={to('/blogs-form')} className={`${primaryButton} inline-flex items-center gap-2`}>
          <Icon name="plus" className="h-4 w-4" />
          {t('cms.blogs.new')}
        </Link>
      </p>
      <section className={panelClass} aria-label={t('cms.blogs.title')}>
        {posts.length === 0 ? (
          <p className="text-slate-700">{t('cms.blogs.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-bold text-navy-900" dir="auto">
                    {post.title}
                  </p>
                  <p className="text-sm text-slate-700">
                    <span dir="auto">{post.topic}</span> · {post.date} ·{' '}
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[post.status]}`}>
                      {t(`cms.blogs.${post.status}`)}
                    </span>
                    {post.arabicMissing ? (
                      <>
                        {' '}
                        <span
                          className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                          title={t('cms.blogs.arabicMissingHint')}
                        >
                          {t('cms.blogs.arabicMissing')}
                        </span>
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="flex shrink-0 gap-3">
                  <Link
                    to={to(`/blogs-form/${post.id}`)}
                    className="font-semibold text-navy-800 underline underline-offset-2"
                  >
                    {t('cms.edit')}
                    <span className="sr-only">: {post.title}</span>
                  </Link>
                  {post.status === 'published' ? (
                    <Link
                      to={to(`/blog/${post.slug}`)}
                      className="font-semibold text-navy-800 underline underline-offset-2"
                    >
                      {t('cms.blogs.view')}
                      <span className="sr-only">: {post.title}</span>
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id="topics" aria-labelledby="topics-heading" className={`${panelClass} scroll-mt-24`}>
        <h2 id="topics-heading" className="text-xl font-bold text-navy-900">
          {t('cms.topics.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('cms.topics.intro')}</p>
        <ul className="mt-3 divide-y divide-slate-100">
          {topics.map((topic) => {
            const refused = actionData?.topicId === topic.id ? actionData : null;
            return (
              <li key={topic.id} className="flex flex-wrap items-end gap-3 py-3">
                <Form method="post" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
                  <input type="hidden" name="topicId" value={topic.id} />
                  <div className="min-w-0 flex-1 basis-56">
                    <label htmlFor={`topic-${topic.id}`} className="mb-1 block text-sm font-semibold text-navy-900">
                      {t('cms.topics.nameOf', { count: topic.posts })}
                    </label>
                    <input
                      id={`topic-${topic.id}`}
                      name="title"
                      defaultValue={refused ? refused.title : topic.title}
                      key={refused ? `${topic.id}-refused` : `${topic.id}-${topic.title}`}
                      maxLength={TOPIC_TITLE_MAX}
                      lang="en"
                      dir="ltr"
                      aria-invalid={refused ? true : undefined}
                      aria-describedby={refused ? `topic-${topic.id}-error` : undefined}
                      className={inputClass}
                    />
                    {refused ? (
                      <p id={`topic-${topic.id}-error`} className="pt-0.5 text-sm text-red-700">
                        {refused.error}
                      </p>
                    ) : null}
                  </div>
                  <div className="min-w-0 flex-1 basis-56">
                    <label htmlFor={`topic-${topic.id}-ar`} className="mb-1 block text-sm font-semibold text-navy-900">
                      {t('cms.topics.titleAr')}
                    </label>
                    <input
                      id={`topic-${topic.id}-ar`}
                      name="titleAr"
                      defaultValue={refused ? refused.titleAr : topic.titleAr}
                      key={refused ? `${topic.id}-ar-refused` : `${topic.id}-ar-${topic.titleAr}`}
                      maxLength={TOPIC_TITLE_MAX}
                      lang="ar"
                      dir="rtl"
                      className={inputClass}
                    />
                  </div>
                  <button
                    type="submit"
                    name="intent"
                    value="rename-topic"
                    disabled={busy}
                    className={secondaryButton}
                    aria-label={t('cms.topics.renameNamed', { title: topic.name })}
                  >
                    {t('cms.topics.rename')}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="topicId" value={topic.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove-topic"
                    disabled={busy || topic.posts > 0}
                    title={topic.posts > 0 ? t('cms.topics.inUse', { count: topic.posts }) : undefined}
                    className={`${secondaryButton} disabled:opacity-60`}
                    aria-label={t('cms.topics.removeNamed', { title: topic.name })}
                  >
                    {t('cms.topics.remove')}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      </section>
    </StaffPage>
  );
}

import '~/i18n/staff-messages';
import { Plus } from 'lucide-react';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-blogs';
import { StaffPage, panelClass, primaryButton } from '~/components/content-admin/staff-page';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { listPostsForStaff } from '~/modules/content/blog-admin.server';
import { formatCalendarDate } from '~/utils/dates';
import { dubaiToday } from '~/utils/dubai-time';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-blogs');
  const locale = pageLocale(context);
  const today = dubaiToday();
  const posts = (await listPostsForStaff()).map((post) => ({
    id: post.id,
    slug: post.slug,
    title: post.title,
    topic: post.topic,
    date: formatCalendarDate(post.publishDate, locale),
    status: !post.active ? ('hidden' as const) : post.publishDate > today ? ('scheduled' as const) : ('published' as const),
  }));
  return data({ posts }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cms.blogs.title'), noIndex: true });

const statusStyle = { published: 'bg-emerald-100 text-emerald-900', scheduled: 'bg-sky-100 text-sky-900', hidden: 'bg-slate-200 text-slate-800' };

/** Every blog post for the content team, newest first, each opening in the editor. */
export default function AdminBlogs({ loaderData: { posts } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <StaffPage heading={t('cms.blogs.title')} intro={t('cms.blogs.intro')}>
      <p>
        <Link to={to('/blogs-form')} className={`${primaryButton} inline-flex items-center gap-2`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
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
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[post.status]}`}>{t(`cms.blogs.${post.status}`)}</span>
                  </p>
                </div>
                <div className="flex shrink-0 gap-3">
                  <Link to={to(`/blogs-form/${post.id}`)} className="font-semibold text-navy-800 underline underline-offset-2">
                    {t('cms.edit')}
                    <span className="sr-only">: {post.title}</span>
                  </Link>
                  {post.status === 'published' ? (
                    <Link to={to(`/blog/${post.slug}`)} className="font-semibold text-navy-800 underline underline-offset-2">
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
    </StaffPage>
  );
}

import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/admin-inbox';
import { PageHero } from '~/components/content/page-hero';
import { InboxKindNav, kindLabel } from '~/components/inbox/inbox-kind-nav';
import { InboxList } from '~/components/inbox/inbox-list';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import {
  INBOX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  type InboxFilter,
  type InboxKind,
  assigneeFilters,
  handlingStates,
  inboxKinds,
  isInboxKind,
  readAssigneeFilter,
  readHandlingState,
  readPage,
  readSearch,
} from '~/modules/inbox/inbox-kinds';
import { listInboxStaff } from '~/modules/inbox/inbox-handling.server';
import { countInbox, listInbox } from '~/modules/inbox/inbox.server';
import { notFound } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const staff = await requireStaffScreen(request, 'admin-inbox');
  const kind: InboxKind | 'all' | null =
    params.kind === undefined ? 'all' : isInboxKind(params.kind) ? params.kind : null;
  if (!kind) throw notFound();
  const search = readSearch(url.searchParams.get('q'));
  const page = readPage(url.searchParams.get('page'));
  const filter: InboxFilter = {
    state: readHandlingState(url.searchParams.get('state')),
    assignee: readAssigneeFilter(url.searchParams.get('assignee')),
    staffId: staff.id,
  };
  const [counts, { rows, total }, people] = await Promise.all([
    countInbox(search, filter),
    listInbox({ kind, search, filter, page }),
    listInboxStaff(),
  ]);
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const nameOf = new Map(people.map((person) => [person.id, person.fullName]));
  return data(
    {
      kind,
      search,
      state: filter.state,
      assignee: filter.assignee,
      page,
      pages,
      total,
      counts: { ...counts, all: Object.values(counts).reduce((sum, n) => sum + n, 0) },
      rows: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        assigneeName: row.assignedTo === null ? null : (nameOf.get(row.assignedTo) ?? null),
      })),
    },
    { headers: privateHeaders },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('inbox.title'), noIndex: true });

const allKinds = ['all', ...inboxKinds] as const;

/** The staff inbox: every form submission and newsletter sign-up, by kind, searchable and paged. */
export default function AdminInbox({
  loaderData: { kind, search, state, assignee, page, pages, total, counts, rows },
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const base = to(kind === 'all' ? '/admin/inbox' : `/admin/inbox/${kind}`);
  const kept = {
    ...(search ? { q: search } : {}),
    ...(state !== 'any' ? { state } : {}),
    ...(assignee !== 'anyone' ? { assignee } : {}),
  };
  const keptQuery = Object.keys(kept).length ? `?${new URLSearchParams(kept)}` : '';
  const pageHref = (n: number) => `${base}?${new URLSearchParams({ ...kept, page: String(n) })}`;
  const filtered = Object.keys(kept).length > 0;
  const from = (page - 1) * INBOX_PAGE_SIZE + 1;
  const csvHref =
    kind === 'all' ? null : `/admin/inbox-export/${kind}?${new URLSearchParams({ ...kept, lang: locale })}`;
  return (
    <article>
      <PageHero heading={t('inbox.title')} intro={t('inbox.intro')} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
        <InboxKindNav kinds={allKinds} active={kind} counts={counts} query={keptQuery} />

        <Form key={keptQuery} method="get" action={base} role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="inbox-search" className="mb-1 block text-sm font-semibold text-slate-800">
              {t('inbox.search')}
            </label>
            <input
              id="inbox-search"
              name="q"
              type="search"
              defaultValue={search}
              maxLength={MAX_SEARCH_LENGTH}
              dir="auto"
              className="w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
            />
          </div>
          <div>
            <label htmlFor="inbox-state" className="mb-1 block text-sm font-semibold text-slate-800">
              {t('inbox.filter.state')}
            </label>
            <select
              id="inbox-state"
              name="state"
              defaultValue={state}
              className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
            >
              {handlingStates.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`inbox.filter.state.${choice}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="inbox-assignee" className="mb-1 block text-sm font-semibold text-slate-800">
              {t('inbox.filter.assignee')}
            </label>
            <select
              id="inbox-assignee"
              name="assignee"
              defaultValue={assignee}
              className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
            >
              {assigneeFilters.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`inbox.filter.assignee.${choice}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-2 font-bold text-white hover:bg-navy-800"
          >
            <Icon name="search" className="h-4 w-4" />
            {t('inbox.searchButton')}
          </button>
          {filtered ? (
            <Link to={base} className="py-2 font-semibold text-navy-800 underline underline-offset-2">
              {t('inbox.clearSearch')}
            </Link>
          ) : null}
        </Form>

        <section
          aria-labelledby="inbox-results"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="inbox-results" className="flex items-center gap-2 text-lg font-bold text-navy-900">
              <Icon name="inbox" className="h-5 w-5" />
              {t(kindLabel(kind))}
              {total > 0 ? (
                <span className="text-sm font-normal text-slate-700" role="status">
                  ({t('inbox.showing', { from, to: from + rows.length - 1, total })})
                </span>
              ) : null}
            </h2>
            {csvHref && total > 0 ? (
              <a
                href={csvHref}
                download
                className="inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100"
              >
                <Icon name="download" className="h-4 w-4" />
                {t('inbox.download', { kind: t(kindLabel(kind)) })}
              </a>
            ) : null}
          </div>
          {rows.length === 0 ? (
            <p className="py-6 text-slate-700" role="status">
              {search ? t('inbox.noMatches', { search }) : filtered ? t('inbox.noneFiltered') : t('inbox.empty')}
            </p>
          ) : (
            <InboxList rows={rows} showKind={kind === 'all'} />
          )}
        </section>

        {pages > 1 ? (
          <nav aria-label={t('inbox.pagination')} className="flex items-center justify-between gap-3">
            {page > 1 ? (
              <Link to={pageHref(page - 1)} className="font-semibold text-navy-800 underline underline-offset-2">
                {t('inbox.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-700">{t('inbox.page', { page, pages })}</span>
            {page < pages ? (
              <Link to={pageHref(page + 1)} className="font-semibold text-navy-800 underline underline-offset-2">
                {t('inbox.next')}
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

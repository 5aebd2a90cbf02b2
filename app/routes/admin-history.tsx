import '~/i18n/staff-messages';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/admin-history';
import { PageHero } from '~/components/content/page-hero';
import { HistoryTable } from '~/components/history/history-table';
import { Icon } from '~/components/icons/icon';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { historyQuery, isFiltered, readHistoryFilter } from '~/modules/history/history-filter';
import { historyKinds } from '~/modules/history/history-kinds';
import { historyPage, listStaffMembers } from '~/modules/history/history-page.server';
import { pageMeta } from '~/utils/meta';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-history');
  const { filter, dropped } = readHistoryFilter(url.searchParams);
  const locale = localeFromPath(url.pathname);
  const [{ lines, more }, staff] = await Promise.all([historyPage(filter, locale), listStaffMembers()]);
  return data({ filter, dropped: dropped.length > 0, lines, more, staff }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('changeLog.title'), noIndex: true });

const fieldClass = 'rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900';
const labelClass = 'mb-1 block text-sm font-semibold text-slate-800';

/** Every change recorded anywhere, newest first, filtered by who, the kind of record and Dubai dates. */
export default function AdminHistory({ loaderData: { filter, dropped, lines, more, staff } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const base = to('/admin/history');
  const filtered = isFiltered(filter);
  // Keyed by the URL's filters, so Back and Forward show the choices of the list they bring back.
  const formKey = historyQuery(filter);
  return (
    <article>
      <PageHero heading={t('changeLog.title')} intro={t('changeLog.intro')} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
        <Form
          key={formKey}
          id="history-filter"
          method="get"
          action={base}
          aria-label={t('changeLog.filters')}
          className="flex flex-wrap items-end gap-3"
        >
          <div>
            <label htmlFor="history-who" className={labelClass}>
              {t('changeLog.filter.who')}
            </label>
            <select id="history-who" name="who" defaultValue={filter.who ?? ''} className={fieldClass}>
              <option value="">{t('changeLog.filter.who.anyone')}</option>
              <option value="system">{t('changeLog.filter.who.system')}</option>
              <option value="customer">{t('changeLog.filter.who.customer')}</option>
              <optgroup label={t('changeLog.filter.who.staff')}>
                {staff.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div>
            <label htmlFor="history-kind" className={labelClass}>
              {t('changeLog.filter.kind')}
            </label>
            <select id="history-kind" name="kind" defaultValue={filter.kind ?? ''} className={fieldClass}>
              <option value="">{t('changeLog.filter.kind.any')}</option>
              {historyKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`changeLog.kind.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="history-from" className={labelClass}>
              {t('changeLog.filter.from')}
            </label>
            <input id="history-from" name="from" type="date" defaultValue={filter.from ?? ''} className={fieldClass} />
          </div>
          <div>
            <label htmlFor="history-to" className={labelClass}>
              {t('changeLog.filter.to')}
            </label>
            <input id="history-to" name="to" type="date" defaultValue={filter.to ?? ''} className={fieldClass} />
          </div>
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-2 font-bold text-white hover:bg-navy-800"
          >
            <Icon name="search" className="h-4 w-4" />
            {t('changeLog.filter.submit')}
          </button>
          {filtered ? (
            <Link to={base} className="py-2 font-semibold text-navy-800 underline underline-offset-2">
              {t('changeLog.filter.clear')}
            </Link>
          ) : null}
        </Form>
        {dropped ? (
          <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
            {t('changeLog.dropped')}
          </p>
        ) : null}

        <section aria-labelledby="history-list" className="space-y-3">
          <h2 id="history-list" className="flex items-center gap-2 text-lg font-bold text-navy-900">
            <Icon name="clock" className="h-5 w-5" />
            {t('changeLog.list')}
          </h2>
          {lines.length === 0 ? (
            <div className="space-y-3 py-6" role="status">
              <p className="text-slate-700">{t(filtered ? 'changeLog.noneFiltered' : 'changeLog.empty')}</p>
              {filtered ? (
                <Link to={base} className="font-semibold text-navy-800 underline underline-offset-2">
                  {t('changeLog.filter.clear')}
                </Link>
              ) : null}
            </div>
          ) : (
            <HistoryTable lines={lines} />
          )}
        </section>

        {filter.page > 1 || more ? (
          <nav aria-label={t('changeLog.pagination')} className="flex items-center justify-between gap-3">
            {filter.page > 1 ? (
              <Link
                to={`${base}${historyQuery(filter, filter.page - 1)}`}
                className="font-semibold text-navy-800 underline underline-offset-2"
              >
                {t('changeLog.newer')}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-700">{t('changeLog.page', { page: filter.page })}</span>
            {more ? (
              <Link
                to={`${base}${historyQuery(filter, filter.page + 1)}`}
                className="font-semibold text-navy-800 underline underline-offset-2"
              >
                {t('changeLog.older')}
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

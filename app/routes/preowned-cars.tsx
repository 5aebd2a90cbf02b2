import '~/i18n/preowned-messages';
import { Form, Link } from 'react-router';
import type { Route } from './+types/preowned-cars';
import { PageHero } from '~/components/content/page-hero';
import { Pagination } from '~/components/fleet/pagination';
import { inputClass } from '~/components/forms/field';
import { PreownedCard } from '~/components/preowned/preowned-card';
import { PreownedFilters } from '~/components/preowned/preowned-filters';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { countForm } from '~/i18n/plural';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import {
  filterPreowned,
  preownedFacets,
  preownedPage,
  preownedSorts,
  readPreownedCriteria,
  sortPreowned,
} from '~/modules/preowned/preowned-filter';
import { listCarsOnSale, listPreownedFilterChoices } from '~/modules/preowned/preowned-cars.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

/** The cars for sale: filtered, sorted and paged from the query string, so the list works without JavaScript. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const [cars, choices] = await Promise.all([listCarsOnSale(locale), listPreownedFilterChoices(locale)]);
  const criteria = readPreownedCriteria(url.searchParams);
  const matching = sortPreowned(filterPreowned(cars, criteria), criteria.sort);
  const { items, page, pages } = preownedPage(matching, criteria.page);
  return {
    cars: items,
    total: matching.length,
    page,
    pages,
    criteria,
    filters: { ...preownedFacets(cars, criteria.make), ...choices },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, { title: t('preowned.title'), description: t('preowned.description') });
};

export default function PreownedCars({
  loaderData: { cars, total, page, pages, criteria, filters },
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const countLine = t(`preowned.count.${countForm(locale, total)}`, { n: total });
  return (
    <article>
      <PageHero heading={t('preowned.title')} intro={t('preowned.intro')} />
      <Form
        method="get"
        action={to('/preowned-cars')}
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[280px_1fr]"
      >
        <div>
          <PreownedFilters options={filters} criteria={criteria} />
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p role="status" className="font-semibold text-slate-800">
              {countLine}
            </p>
            <div className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor="preowned-sort" className="mb-1 block text-sm font-semibold text-navy-900">
                  {t('preowned.sort')}
                </label>
                <select
                  key={criteria.sort}
                  id="preowned-sort"
                  name="sort"
                  defaultValue={criteria.sort}
                  className={inputClass}
                >
                  {preownedSorts.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`preowned.sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className="rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
              >
                {t('preowned.apply')}
              </button>
              <Link to={to('/preowned-cars')} className="px-2 py-2 font-semibold text-navy-800 underline">
                {t('preowned.clear')}
              </Link>
            </div>
          </div>
          {total === 0 ? (
            <div className="mt-6 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
              <p className="text-lg font-semibold text-navy-900">{t('preowned.count.none')}</p>
              <p className="mt-2 text-slate-700">{t('preowned.none.hint')}</p>
              <Link
                to={to('/preowned-cars')}
                className="mt-4 inline-block rounded-md bg-action-600 px-5 py-2.5 font-bold text-white hover:bg-action-700"
              >
                {t('preowned.clear')}
              </Link>
            </div>
          ) : (
            <>
              {/* The cards' names are level-3 headings: this one keeps the page's outline in order. */}
              <h2 className="sr-only">{t('preowned.resultsHeading')}</h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {cars.map((car) => (
                  <li key={car.id}>
                    <PreownedCard car={car} />
                  </li>
                ))}
              </ul>
            </>
          )}
          <Pagination page={page} pages={pages} />
        </div>
      </Form>
    </article>
  );
}

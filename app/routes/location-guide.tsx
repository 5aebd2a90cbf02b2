import { Icon } from '~/components/icons/icon';
import type { Route } from './+types/location-guide';
import { PageHero } from '~/components/content/page-hero';
import { telHref } from '~/utils/phone';
import { localized, translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { copyFor } from '~/modules/content/page-copy.server';
import { listBranches, listEmirates } from '~/modules/fleet/branches.server';
import { upcomingClosures } from '~/modules/fleet/branch-hours.server';
import { weekLineDays, weekLines, windowText } from '~/modules/fleet/weekly-hours';
import { formatCalendarDate } from '~/utils/dubai-time';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const t = translator(locale);
  const [branches, emirateRows, closures] = await Promise.all([listBranches(), listEmirates(), upcomingClosures()]);
  const emirateLabel = (name: string) => localized(emirateRows.find((row) => row.name === name)?.label, locale) || name;
  type WeekText = { days: string; hours: string };
  type ClosureText = { dates: string; reason: string };
  const emirates: Array<{
    emirate: string;
    label: string;
    branches: Array<{
      id: number;
      name: string;
      city: string;
      address: string;
      phone: string;
      mapUrl: string;
      week: WeekText[];
      closures: ClosureText[];
    }>;
  }> = [];
  for (const branch of branches) {
    let group = emirates.find((entry) => entry.emirate === branch.emirate);
    if (!group) emirates.push((group = { emirate: branch.emirate, label: emirateLabel(branch.emirate), branches: [] }));
    group.branches.push({
      id: branch.id,
      name: localized(branch.nameLabel, locale),
      city: localized(branch.cityLabel, locale),
      address: localized(branch.address, locale),
      phone: branch.phone,
      mapUrl: branch.mapUrl,
      week: weekLines(branch).map((line) => ({
        days: weekLineDays(line, locale),
        hours: line.hours ? windowText(line.hours) : t('location.closed'),
      })),
      closures: closures
        .filter((closure) => closure.branchId === null || closure.branchId === branch.id)
        .map((closure) => ({
          dates:
            closure.firstDate === closure.lastDate
              ? formatCalendarDate(closure.firstDate, locale)
              : `${formatCalendarDate(closure.firstDate, locale)} – ${formatCalendarDate(closure.lastDate, locale)}`,
          reason: localized(closure.reason, locale),
        })),
    });
  }
  return { copy: await copyFor('location-guide', locale), emirates };
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

export default function LocationGuide({ loaderData: { copy, emirates } }: Route.ComponentProps) {
  const t = useT();
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        {emirates.map((group) => (
          <section key={group.emirate} aria-labelledby={`emirate-${group.emirate.replace(/\s+/g, '-')}`}>
            <h2 id={`emirate-${group.emirate.replace(/\s+/g, '-')}`} className="mb-4 text-2xl font-bold text-navy-900">
              {group.label}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.branches.map((branch) => (
                <li key={branch.id} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <h3 className="text-lg font-bold text-navy-900">{branch.name}</h3>
                  <p className="mt-1 text-sm text-slate-700">{branch.address}</p>
                  <dl className="mt-4 space-y-2 text-sm">
                    <div className="flex items-start gap-2">
                      <dt className="pt-0.5">
                        <Icon name="clock" className="h-4 w-4 text-sand-700" />
                        <span className="sr-only">{t('location.hours')}</span>
                      </dt>
                      <dd>
                        <ul>
                          {branch.week.map((line) => (
                            <li key={line.days}>
                              {line.days}: <bdi dir="ltr">{line.hours}</bdi>
                            </li>
                          ))}
                        </ul>
                        {branch.closures.length ? (
                          <ul className="mt-1 font-semibold text-red-800">
                            {branch.closures.map((closure) => (
                              <li key={closure.dates}>{t('location.closedOn', closure)}</li>
                            ))}
                          </ul>
                        ) : null}
                      </dd>
                    </div>
                    <div className="flex items-center gap-2">
                      <dt>
                        <Icon name="phone" className="h-4 w-4 text-sand-700" />
                        <span className="sr-only">{t('location.phone')}</span>
                      </dt>
                      <dd>
                        <a
                          href={telHref(branch.phone)}
                          dir="ltr"
                          className="font-semibold text-navy-800 hover:underline"
                        >
                          {branch.phone}
                        </a>
                      </dd>
                    </div>
                  </dl>
                  <a
                    href={branch.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-navy-800 underline"
                  >
                    <Icon name="map-pin" className="h-4 w-4" />
                    {t('location.map', { branch: branch.name })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}

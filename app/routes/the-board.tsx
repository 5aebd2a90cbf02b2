import type { Route } from './+types/the-board';
import { CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { BoardTabs } from '~/components/content/board-tabs';
import { localized } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { listPeople } from '~/modules/content/company.server';
import { copyFor } from '~/modules/content/page-copy.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const people = await listPeople();
  return {
    copy: await copyFor('the-board', locale),
    people: people.map((person) => ({
      slug: person.slug,
      name: localized(person.name, locale),
      role: localized(person.role, locale),
      group: person.group,
      image: mediaUrl(person.imageFileId),
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

export default function TheBoard({ loaderData: { copy, people } }: Route.ComponentProps) {
  const [founderMessage, ...rest] = copy.sections;
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
        {founderMessage ? (
          <FounderMessage heading={founderMessage.heading} paragraphs={founderMessage.paragraphs ?? []} />
        ) : null}
        <BoardTabs people={people} />
        {rest.length ? <CopySections sections={rest} /> : null}
      </div>
    </article>
  );
}

function FounderMessage({ heading, paragraphs }: { heading?: string; paragraphs: string[] }) {
  const t = useT();
  const [first, ...more] = paragraphs;
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      {heading ? <h2 className="text-2xl font-bold text-navy-900">{heading}</h2> : null}
      <p className="mt-3 leading-relaxed text-slate-800">{first}</p>
      {more.length ? (
        <details className="group mt-3">
          <summary className="cursor-pointer font-semibold text-navy-800 underline">
            <span className="group-open:hidden">{t('board.founderMessage')}</span>
            <span className="hidden group-open:inline">{t('board.showLess')}</span>
          </summary>
          <div className="prose-copy mt-3 text-slate-800">
            {more.map((paragraph) => (
              <p key={paragraph.slice(0, 30)} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}

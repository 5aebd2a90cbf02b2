import { data } from 'react-router';
import type { Route } from './+types/board-profile';
import { PageHero } from '~/components/content/page-hero';
import { PersonCard } from '~/components/content/person-card';
import { localized } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { findPersonBySlug, listPeople } from '~/modules/content/company.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const person = await findPersonBySlug(params.slug);
  if (!person) throw data(null, { status: 404 });
  const others = (await listPeople()).filter((other) => other.slug !== person.slug);
  return {
    person: {
      name: localized(person.name, locale),
      role: localized(person.role, locale),
      biography: localized(person.biography, locale),
      image: mediaUrl(person.imageFileId),
    },
    others: others.map((other) => ({
      slug: other.slug,
      name: localized(other.name, locale),
      role: localized(other.role, locale),
      group: other.group,
      image: mediaUrl(other.imageFileId),
    })),
  };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: `${args.loaderData.person.name} – ${args.loaderData.person.role}`,
        description: args.loaderData.person.biography.slice(0, 155),
      })
    : [];

export default function BoardProfile({ loaderData: { person, others } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={person.name} intro={person.role} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[240px_1fr]">
        {person.image ? (
          <img src={person.image} alt={person.name} width={240} height={240} className="h-60 w-60 rounded-2xl shadow" />
        ) : null}
        <div className="prose-copy text-lg leading-relaxed text-slate-800">
          {person.biography.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 30)}>{paragraph}</p>
          ))}
        </div>
      </div>
      <section className="mx-auto max-w-6xl px-4 pb-16">
        <h2 className="mb-4 text-xl font-bold text-navy-900">{t('board.others')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug}>
              <PersonCard person={other} to={to(`/the-board/${other.slug}`)} />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

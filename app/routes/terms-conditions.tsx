import type { Route } from './+types/terms-conditions';
import { PageHero } from '~/components/content/page-hero';
import { PhoneText } from '~/components/content/phone-text';
import { termsFor } from '~/modules/content/company.server';
import { copyFor } from '~/modules/content/page-copy.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const [copy, sections] = await Promise.all([copyFor('terms-conditions', locale), termsFor(locale)]);
  return {
    copy,
    sections: sections.map((section) => ({ ...section, anchor: section.anchor ?? `terms-${section.id}` })),
  };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: args.loaderData.copy.title, description: args.loaderData.copy.metaDescription })
    : [];

export default function TermsConditions({ loaderData: { copy, sections } }: Route.ComponentProps) {
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[260px_1fr]">
        <nav aria-label={copy.heading} className="hidden lg:block">
          <ol className="sticky top-4 space-y-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.anchor}`}
                  className="block rounded px-2 py-1 text-slate-700 hover:bg-sand-100 hover:text-navy-900"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.anchor} className="prose-copy scroll-mt-4">
              <h2 className="mb-3 text-xl font-bold text-navy-900">
                {index + 1}. {section.heading}
              </h2>
              {section.body.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="leading-relaxed text-slate-800">
                  <PhoneText text={paragraph} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

import type { Route } from './+types/faq';
import { PageHero } from '~/components/content/page-hero';
import { PhoneText } from '~/components/content/phone-text';
import { faqsFor } from '~/modules/content/company.server';
import { copyFor } from '~/modules/content/page-copy.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const [copy, faqs] = await Promise.all([copyFor('faq', locale), faqsFor(locale)]);
  return { copy, faqs };
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

/** The FAQ accordion: native <details>, so it opens by keyboard and works without JavaScript. */
export default function Faq({ loaderData: { copy, faqs } }: Route.ComponentProps) {
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl space-y-3 px-4 py-12">
        {faqs.map((faq) => (
          <details
            key={faq.id}
            className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-sand-500"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-navy-900">
              <h2 className="text-base">{faq.question}</h2>
              <span
                aria-hidden="true"
                className="text-2xl leading-none text-sand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="prose-copy px-5 pb-5 leading-relaxed text-slate-800">
              {faq.answer.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 30)}>
                  <PhoneText text={paragraph} />
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </article>
  );
}

import { data } from 'react-router';
import type { Route } from './+types/info-page';
import { CallToAction, CopySections } from '~/components/content/copy-sections';
import { PageHero } from '~/components/content/page-hero';
import { MEMBER_DISCOUNT_PAGE, memberDiscountPromise, withMemberDiscountPromise } from '~/content/member-discount-copy';
import { type PageKey, pageCopy } from '~/content/page-copy';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { copyFor } from '~/modules/content/page-copy.server';
import { memberDiscountRates } from '~/modules/settings/member-discount-rates.server';
import { pageMeta } from '~/utils/meta';
import { requestPage } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

/** Pages whose form is still to come say so plainly instead of pretending to work. */
const pagesAwaitingTheirForm = new Set<string>([]);

export async function loader({ context }: Route.LoaderArgs) {
  const page = requestPage(context);
  const key = page.barePath.slice(1) as PageKey;
  if (!pageCopy[key]) throw data(null, { status: 404 });
  const copy = await copyFor(key, page.locale);
  // Member discounts are promised only while the company settings offer them.
  const promise =
    key === MEMBER_DISCOUNT_PAGE ? memberDiscountPromise(await memberDiscountRates(), translator(page.locale)) : null;
  return { copy: withMemberDiscountPromise(copy, promise), awaitingForm: pagesAwaitingTheirForm.has(key) };
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

export default function InfoPage({ loaderData: { copy, awaitingForm } }: Route.ComponentProps) {
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12">
        <CopySections sections={copy.sections} />
        {awaitingForm ? <FormComingNote /> : null}
        <CallToAction cta={copy.cta} />
      </div>
    </article>
  );
}

function FormComingNote() {
  const t = useT();
  return <p className="rounded-lg border border-sand-300 bg-sand-100 p-4 text-slate-800">{t('placeholder.form')}</p>;
}

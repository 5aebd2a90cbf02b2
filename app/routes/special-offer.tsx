import { data } from 'react-router';
import type { Route } from './+types/special-offer';
import { localized } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { findLiveOffer } from '~/modules/content/offers.server';
import { formatCalendarDate } from '~/utils/dates';
import { dubaiToday } from '~/utils/dubai-time';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { requireRecordId } from '~/utils/http.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const id = requireRecordId(params.slno);
  const offer = Number.isSafeInteger(id) && id > 0 ? await findLiveOffer(id, dubaiToday()) : undefined;
  if (!offer) throw data(null, { status: 404 });
  return { title: localized(offer.title, locale), content: localized(offer.content, locale), validUntil: formatCalendarDate(offer.endDate, locale), banner: mediaUrl(offer.bannerFileId) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: args.loaderData.title, description: args.loaderData.content.slice(0, 155), image: args.loaderData.banner }) : [];

export default function SpecialOffer({ loaderData: offer }: Route.ComponentProps) {
  const t = useT();
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      {offer.banner ? <img src={offer.banner} alt="" width={1350} height={450} className="aspect-[3/1] w-full rounded-2xl object-cover shadow" /> : null}
      <h1 className="mt-8 text-3xl font-bold text-navy-900">{offer.title}</h1>
      <p className="mt-2 font-semibold text-sand-700">{t('offers.validUntil', { date: offer.validUntil })}</p>
      <div className="prose-copy mt-6 text-lg leading-relaxed text-slate-800">
        {offer.content.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 30)}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-offers';
import { ConfirmPanel } from '~/components/content-admin/confirm-panel';
import { ArabicMissing } from '~/components/content-admin/form-controls';
import { StaffPage, panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { groupOffers, listOffersForStaff, retireOffer } from '~/modules/content/offer-admin.server';
import { lacksArabic } from '~/modules/content/showcase-forms';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { dubaiToday, formatCalendarDate } from '~/utils/dubai-time';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { readFormData } from '~/utils/http.server';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-offers');
  const locale = pageLocale(context);
  const today = dubaiToday();
  const groups = groupOffers(await listOffersForStaff(), today);
  const show = (list: typeof groups.current) =>
    list.map((offer) => ({
      id: offer.id,
      title: localized(offer.title, locale),
      start: formatCalendarDate(offer.startDate, locale),
      end: formatCalendarDate(offer.endDate, locale),
      banner: mediaUrl(offer.bannerFileId),
      active: offer.active,
      ended: offer.endDate < today,
      arabicMissing: lacksArabic(offer.title, offer.content),
    }));
  return data(
    { current: show(groups.current), upcoming: show(groups.upcoming), retired: show(groups.retired) },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-offers');
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormData(request);
  const id = String(form.get('id') ?? '');
  const list = localizePath('/admin/offers', locale);
  if (form.get('intent') !== 'retire' || !/^\d{1,9}$/.test(id))
    return redirectWithFlash(list, { kind: 'error', message: t('error.server') });
  const retired = await retireOffer(user.id, Number(id));
  return redirectWithFlash(
    list,
    retired ? { kind: 'success', message: t('cms.offers.retiredDone') } : { kind: 'error', message: t('cms.notFound') },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cms.offers.title'), noIndex: true });

type ListedOffer = Route.ComponentProps['loaderData']['current'][number];

function OfferGroup({
  heading,
  offers,
  retirable,
}: {
  heading: MessageKey;
  offers: ListedOffer[];
  retirable: boolean;
}) {
  const t = useT();
  const to = useLocalePath();
  const [search] = useSearchParams();
  const confirming = Number(search.get('confirm'));
  const headingId = `offers-${heading.split('.').pop()}`;
  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <h2 id={headingId} className="mb-3 text-xl font-bold text-navy-900">
        {t(heading)} <span className="text-base font-semibold text-slate-600">({offers.length})</span>
      </h2>
      {offers.length === 0 ? (
        <p className="text-slate-700">{t('cms.offers.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {offers.map((offer) => (
            <li key={offer.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
              {offer.banner ? (
                <img
                  src={offer.banner}
                  alt=""
                  width={180}
                  height={60}
                  className="aspect-[3/1] w-full rounded-md object-cover sm:w-44"
                  loading="lazy"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <h3 className="font-bold text-navy-900">
                  <bdi>{offer.title}</bdi>
                  {offer.arabicMissing ? <ArabicMissing /> : null}
                  {!offer.active ? (
                    <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      {t('cms.offers.retiredBadge')}
                    </span>
                  ) : null}
                  {offer.active && offer.ended ? (
                    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t('cms.offers.endedBadge')}
                    </span>
                  ) : null}
                </h3>
                <p className="text-sm text-slate-700">
                  {t('cms.offers.validity', { start: offer.start, end: offer.end })}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Link to={to(`/special-offers-form/${offer.id}`)} className={secondaryButton}>
                    {t('cms.edit')}
                    <span className="sr-only">: {offer.title}</span>
                  </Link>
                  {retirable ? (
                    <Link to={`?confirm=${offer.id}`} preventScrollReset className={secondaryButton}>
                      {t('cms.offers.retire')}
                      <span className="sr-only">: {offer.title}</span>
                    </Link>
                  ) : null}
                </div>
                {retirable && confirming === offer.id ? (
                  <ConfirmPanel
                    question={t('cms.offers.retireConfirm', { name: offer.title })}
                    intent="retire"
                    id={offer.id}
                    confirmLabel={t('cms.offers.retireYes')}
                    cancelLabel={t('cms.cancel')}
                    cancelTo={to('/admin/offers')}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The offers staff manage: live now, coming up, and retired or ended. */
export default function AdminOffers({ loaderData: { current, upcoming, retired } }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <StaffPage heading={t('cms.offers.title')} intro={t('cms.offers.intro')}>
      <p>
        <Link to={to('/special-offers-form')} className={`${primaryButton} inline-flex items-center gap-2`}>
          <Icon name="plus" className="h-4 w-4" />
          {t('cms.offers.new')}
        </Link>
      </p>
      <OfferGroup heading="cms.offers.current" offers={current} retirable />
      <OfferGroup heading="cms.offers.upcoming" offers={upcoming} retirable />
      <OfferGroup
        heading="cms.offers.retired"
        offers={retired.filter((offer) => offer.active).concat(retired.filter((offer) => !offer.active))}
        retirable={false}
      />
    </StaffPage>
  );
}

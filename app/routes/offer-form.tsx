import '~/i18n/staff-messages';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Icon } from '~/components/icons/icon';
import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/offer-form';
import { ChangeHistory } from '~/components/content-admin/change-history';
import {
  BilingualField,
  ImageFileField,
  MultiSelectField,
  SelectField,
  TextField,
} from '~/components/content-admin/form-controls';
import { StaffPage, panelClass, primaryButton } from '~/components/content-admin/staff-page';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { listChanges } from '~/modules/audit/audit-trail.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { MAX_IMAGE_BYTES } from '~/utils/form-rules';
import { prepareBanner } from '~/modules/content/image-upload.server';
import {
  createOffer,
  findOfferForStaff,
  offerConditionChoices,
  updateOffer,
} from '~/modules/content/offer-admin.server';
import {
  type OfferFormFields,
  type OfferInput,
  choiceIds,
  offerBannerFits,
  offerDiscountKinds,
  offerSchema,
} from '~/modules/content/offer-form';
import { filsToAedText } from '~/modules/vehicles/aed-amount';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { dubaiToday } from '~/utils/dubai-time';
import { notFound, readFormData } from '~/utils/http.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { FormAlert } from '~/components/forms/field';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { pageLocale } from '~/utils/request-page';
import { recordId } from '~/utils/record-id';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

async function offerFor(params: { offerId?: string }) {
  if (params.offerId === undefined) return null;
  const id = recordId(params.offerId);
  const offer = id ? await findOfferForStaff(id) : undefined;
  if (!offer) throw notFound();
  return offer;
}

/** The discount as the form shows it: its kind and its figure (percent, or AED a day). */
function discountValues(offer: { discountPercent: number | null; discountFilsPerDay: number | null }) {
  if (offer.discountPercent !== null) return { discountKind: 'percent', discountValue: String(offer.discountPercent) };
  if (offer.discountFilsPerDay !== null)
    return { discountKind: 'per_day', discountValue: filsToAedText(offer.discountFilsPerDay) };
  return { discountKind: 'none', discountValue: '' };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'special-offers-form');
  const offer = await offerFor(params);
  const choices = await offerConditionChoices(pageLocale(context));
  return data(
    {
      offer: offer && {
        id: offer.id,
        values: {
          titleEn: offer.title.en,
          titleAr: offer.title.ar ?? '',
          contentEn: offer.content.en,
          contentAr: offer.content.ar ?? '',
          startDate: offer.startDate,
          endDate: offer.endDate,
          ...discountValues(offer),
          minDays: offer.minDays === null ? '' : String(offer.minDays),
          classes: offer.vehicleTypeIds.map(String),
          models: offer.vehicleModelIds.map(String),
          branches: offer.branchIds.map(String),
        },
        banner: mediaUrl(offer.bannerFileId),
        active: offer.active,
      },
      history: offer ? await readableHistory(await listChanges('offer', offer.id), 'offer', pageLocale(context)) : [],
      today: dubaiToday(),
      choices,
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'special-offers-form');
  const locale = pageLocale(context);
  const t = translator(locale);
  const offer = await offerFor(params);
  const choices = choiceIds(await offerConditionChoices(locale));
  const schema = offerSchema({
    t,
    today: dubaiToday(),
    storedStartDate: offer?.startDate,
    bannerRequired: !offer,
    choices,
  });
  // A body far over one banner is refused before it is read.
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_IMAGE_BYTES + 256 * 1024) {
    return data(
      { result: { status: 'error' as const, error: { banner: [t('cms.banner.size', { name: '' }).trim()] } } },
      { status: 413 },
    );
  }
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });

  const { banner, ...input } = submission.value;
  let checkedBanner = null;
  if (banner) {
    const prepared = await prepareBanner(banner, t, offerBannerFits);
    if (!prepared.ok)
      return data({ result: submission.reply({ fieldErrors: { banner: [prepared.message] } }) }, { status: 400 });
    checkedBanner = prepared.banner;
  }
  const list = localizePath('/admin/offers', locale);
  if (!offer) {
    await createOffer(user.id, { ...input, banner: checkedBanner! });
    return redirectWithFlash(list, { kind: 'success', message: t('cms.offers.registered') });
  }
  await updateOffer(user.id, offer.id, { ...input, banner: checkedBanner });
  return redirectWithFlash(list, { kind: 'success', message: t('cms.offers.updated') });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: t(args.loaderData?.offer ? 'cms.offer.editTitle' : 'cms.offer.newTitle'),
    noIndex: true,
  });
};

/** Creates a special offer, or edits one: bilingual title and content, the validity dates and the banner. */
export default function OfferForm({
  loaderData: { offer, history, today, choices },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<OfferFormFields, OfferInput>({
    id: offer ? `offer-${offer.id}` : 'offer-new',
    lastResult: actionData?.result,
    defaultValue: offer?.values ?? { discountKind: 'none' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: offerSchema({
          t,
          today,
          storedStartDate: offer?.values.startDate,
          bannerRequired: !offer,
          choices: choiceIds(choices),
        }),
      }),
  });
  return (
    <StaffPage heading={t(offer ? 'cms.offer.editTitle' : 'cms.offer.newTitle')}>
      <Link
        to={to('/admin/offers')}
        className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
      >
        <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
        {t('cms.backToList')}
      </Link>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className={`${panelClass} grid gap-x-6 gap-y-1 md:grid-cols-2`}
      >
        <BilingualField en={fields.titleEn} ar={fields.titleAr} label={t('cms.offer.title')} />
        <BilingualField en={fields.contentEn} ar={fields.contentAr} label={t('cms.offer.content')} rows={6} />
        <TextField field={fields.startDate} type="date" label={t('cms.offer.startDate')} />
        <TextField
          field={fields.endDate}
          type="date"
          label={t('cms.offer.endDate')}
          hint={t('cms.offer.conditionsHint')}
        />
        <SelectField
          field={fields.discountKind}
          label={t('cms.offer.discountKind')}
          options={offerDiscountKinds.map((kind) => ({ value: kind, label: t(`cms.offer.discount.${kind}`) }))}
        />
        <TextField
          field={fields.discountValue}
          label={t('cms.offer.discountValue')}
          hint={t('cms.offer.discountHint')}
          inputMode="decimal"
          dir="ltr"
        />
        <TextField field={fields.minDays} label={t('cms.offer.minDays')} inputMode="numeric" dir="ltr" />
        <MultiSelectField field={fields.classes} label={t('cms.offer.classes')} options={choices.classes} />
        <MultiSelectField field={fields.models} label={t('cms.offer.models')} options={choices.models} />
        <MultiSelectField field={fields.branches} label={t('cms.offer.branches')} options={choices.branches} />
        <ImageFileField
          field={fields.banner}
          label={t('cms.offer.banner')}
          hint={[t('cms.offer.bannerWords'), t('cms.offer.bannerHint'), offer ? t('cms.banner.keepHint') : '']
            .filter(Boolean)
            .join(' ')}
          current={offer?.banner ? { url: offer.banner, label: t('cms.banner.current') } : null}
          className="md:col-span-2"
        />
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? t('cms.saving') : t(offer ? 'cms.save' : 'cms.offer.register')}
          </button>
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
        </div>
      </Form>
      {offer ? <ChangeHistory events={history} /> : null}
    </StaffPage>
  );
}

import '~/i18n/staff-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { asc, eq } from 'drizzle-orm';
import { data } from 'react-router';
import type { Route } from './+types/admin-promo-codes';
import { NewPromoCodeForm, PromoCodeList } from '~/components/content-admin/promo-codes';
import { StaffPage } from '~/components/content-admin/staff-page';
import { db } from '~/db/client.server';
import { vehicleModels } from '~/db/schema';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { promoCodeSchema } from '~/modules/promotions/promo-code-form';
import { createPromoCode, listPromoCodesForStaff, setPromoCodeActive } from '~/modules/promotions/promo-codes.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { readFormData } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

/** The models a code may be limited to: those still offered, by brand and name. */
const offeredModels = () =>
  db()
    .select({ id: vehicleModels.id, brand: vehicleModels.brand, name: vehicleModels.name })
    .from(vehicleModels)
    .where(eq(vehicleModels.active, true))
    .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name), asc(vehicleModels.id));

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-promo-codes');
  const [codes, models] = await Promise.all([listPromoCodesForStaff(), offeredModels()]);
  const nameOf = new Map(models.map((model) => [model.id, `${model.brand} ${model.name}`]));
  return data(
    {
      codes: codes.map((code) => ({
        id: code.id,
        code: code.code,
        percentOff: code.percentOff,
        amountOffFils: code.amountOffFils,
        validFrom: code.validFrom,
        validUntil: code.validUntil,
        maxUses: code.maxUses,
        maxUsesPerCustomer: code.maxUsesPerCustomer,
        models: code.vehicleModelIds.map((id) => nameOf.get(id) ?? `#${id}`),
        uses: code.uses,
        active: code.active,
      })),
      models: models.map((model) => ({ id: model.id, name: `${model.brand} ${model.name}` })),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-promo-codes');
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormData(request);
  const intent = form.get('intent');
  const list = localizePath('/admin/promo-codes', locale);
  if (intent === 'retire' || intent === 'restore') {
    const id = String(form.get('id') ?? '');
    if (!/^\d{1,9}$/.test(id)) return redirectWithFlash(list, { kind: 'error', message: t('cms.notFound') });
    const changed = await setPromoCodeActive(user.id, Number(id), intent === 'restore');
    return redirectWithFlash(
      list,
      changed
        ? { kind: 'success', message: t(intent === 'retire' ? 'promo.retired' : 'promo.restored') }
        : { kind: 'error', message: t('cms.notFound') },
    );
  }
  const models = await offeredModels();
  const submission = parseWithZod(form, {
    schema: promoCodeSchema(
      t,
      models.map((model) => model.id),
    ),
  });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const created = await createPromoCode(user.id, submission.value);
  if (!created.ok)
    return data({ result: submission.reply({ fieldErrors: { code: [t('promo.form.taken')] } }) }, { status: 409 });
  return redirectWithFlash(list, { kind: 'success', message: t('promo.created', { code: submission.value.code }) });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('promo.title'), noIndex: true });

export default function AdminPromoCodes({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <StaffPage heading={t('promo.title')} intro={t('promo.intro')}>
      {/* A new code lengthens the list: the form starts empty again for the next one. */}
      <NewPromoCodeForm key={loaderData.codes.length} models={loaderData.models} lastResult={actionData?.result} />
      <PromoCodeList codes={loaderData.codes} />
    </StaffPage>
  );
}

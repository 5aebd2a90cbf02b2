import '~/i18n/staff-messages';
import { getCollectionProps, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/admin-fleet-categories';
import { ChangeHistory } from '~/components/content-admin/change-history';
import { ImageFileField, TextField } from '~/components/content-admin/form-controls';
import { ShowcaseList } from '~/components/content-admin/showcase-list';
import { StaffPage, panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { listChanges } from '~/modules/audit/audit-trail.server';
import { hasRole, requireRole } from '~/modules/auth/guards.server';
import { MAX_IMAGE_BYTES } from '~/modules/content/form-rules';
import { checkImageUpload } from '~/modules/content/image-upload.server';
import { listFleetCategoriesForStaff, listVehicleTypeNames, removeFleetCategory, saveFleetCategory } from '~/modules/content/showcase-admin.server';
import { type FleetCategoryInput, fleetCategorySchema } from '~/modules/content/showcase-forms';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';

const privateHeaders = { 'Cache-Control': 'private, no-store' };
const idOf = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'cms');
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const [list, types] = await Promise.all([listFleetCategoriesForStaff(), listVehicleTypeNames()]);
  const editing = list.find((item) => item.id === idOf(url.searchParams.get('edit')));
  return data(
    {
      items: list.map((item) => ({ id: item.id, name: localized(item.label, locale), detail: item.vehicleTypeNames.join(', '), image: mediaUrl(item.imageFileId) })),
      types: types.map((type) => ({ name: type.name, label: localized(type.label, locale) })),
      editing: editing && {
        id: editing.id,
        image: mediaUrl(editing.imageFileId),
        values: { name: editing.name, labelEn: editing.label.en, labelAr: editing.label.ar ?? '', types: editing.vehicleTypeNames, sortOrder: String(editing.sortOrder) },
      },
      history: editing ? await listChanges('fleet_category', editing.id) : [],
      isOwner: hasRole(user, 'owner'),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'cms');
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = translator(locale);
  const back = localizePath('/admin/fleet-categories', locale);
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_IMAGE_BYTES + 256 * 1024) {
    return data({ result: { status: 'error' as const, error: { image: [t('cms.banner.size', { name: '' }).trim()] } } }, { status: 413 });
  }
  const form = await request.formData();
  const id = idOf(form.get('id'));
  if (form.get('intent') === 'remove') {
    const removed = id ? await removeFleetCategory(user.id, id) : false;
    return redirectWithFlash(back, removed ? { kind: 'success', message: t('cms.removed') } : { kind: 'error', message: t('cms.notFound') });
  }
  const typeNames = (await listVehicleTypeNames()).map((type) => type.name);
  const submission = parseWithZod(form, { schema: fleetCategorySchema(t, typeNames) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { image, ...input } = submission.value;
  let checked = null;
  if (image) {
    const outcome = await checkImageUpload(image, t);
    if (!outcome.ok) return data({ result: submission.reply({ fieldErrors: { image: [outcome.message] } }) }, { status: 400 });
    checked = outcome.image;
  }
  const saved = await saveFleetCategory(user.id, { ...input, image: checked }, id);
  if (!saved.ok && saved.reason === 'name_taken') return data({ result: submission.reply({ fieldErrors: { name: [t('cms.categories.nameTaken')] } }) }, { status: 400 });
  return redirectWithFlash(back, saved.ok ? { kind: 'success', message: t(id ? 'cms.saved' : 'cms.added') } : { kind: 'error', message: t('cms.notFound') });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cms.categories.title'), noIndex: true });

type CategoryFields = Record<'name' | 'labelEn' | 'labelAr' | 'sortOrder', string> & { types: string[]; image: unknown };

/** The home page's fleet categories: the list, and a form to add one or edit the one chosen. */
export default function AdminFleetCategories({ loaderData: { items, types, editing, history, isOwner }, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const typeNames = types.map((type) => type.name);
  const [form, fields] = useForm<CategoryFields, FleetCategoryInput>({
    id: editing ? `category-${editing.id}` : 'category-new',
    lastResult: actionData?.result,
    defaultValue: editing?.values ?? { sortOrder: String(items.length + 1) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: fleetCategorySchema(t, typeNames) }),
  });
  const labels = Object.fromEntries(types.map((type) => [type.name, type.label]));
  return (
    <StaffPage heading={t('cms.categories.title')} intro={t('cms.categories.intro')} isOwner={isOwner}>
      <ShowcaseList items={items} heading={t('cms.categories.title')} basePath={to('/admin/fleet-categories')} />
      <section aria-labelledby="form-heading" className={panelClass}>
        <h2 id="form-heading" className="mb-3 text-xl font-bold text-navy-900">
          {t(editing ? 'cms.categories.editHeading' : 'cms.categories.add')}
        </h2>
        <Form key={form.id} method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-x-6 gap-y-1 md:grid-cols-2">
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <TextField field={fields.name} label={t('cms.categories.name')} dir="auto" />
          <TextField field={fields.sortOrder} label={t('cms.sortOrder')} type="number" />
          <TextField field={fields.labelEn} label={t('cms.englishText', { label: t('cms.categories.label') })} dir="ltr" />
          <TextField field={fields.labelAr} label={t('cms.arabicText', { label: t('cms.categories.label') })} dir="rtl" />
          <fieldset className="md:col-span-2" aria-describedby={fields.types.errorId}>
            <legend className="mb-1 text-sm font-semibold text-navy-900">{t('cms.categories.types')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {getCollectionProps(fields.types, { type: 'checkbox', options: typeNames }).map((props) => (
                <label key={props.key} className="flex items-center gap-2 text-sm text-slate-800">
                  <input {...props} key={props.key} className="h-4 w-4" />
                  {labels[props.value]}
                </label>
              ))}
            </div>
            <p id={fields.types.errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
              {fields.types.errors?.[0] ?? ''}
            </p>
          </fieldset>
          <ImageFileField
            field={fields.image}
            label={t('cms.image')}
            hint={editing?.image ? `${t('cms.imageHint')} ${t('cms.imageKeepHint')}` : t('cms.imageHint')}
            current={editing?.image ? { url: editing.image, label: t('cms.imageCurrent') } : null}
            className="md:col-span-2"
          />
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? t('cms.saving') : t(editing ? 'cms.save' : 'cms.add')}
            </button>
            {editing ? (
              <Link to={to('/admin/fleet-categories')} className={secondaryButton}>
                {t('cms.cancel')}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
      {editing ? <ChangeHistory events={history} /> : null}
    </StaffPage>
  );
}

import '~/i18n/staff-messages';
import { getCollectionProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/admin-fleet-categories';
import { BilingualField, TextField } from '~/components/content-admin/form-controls';
import { ShowcaseEditor } from '~/components/content-admin/showcase-editor';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { listChanges } from '~/modules/audit/audit-trail.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import {
  listFleetCategoriesForStaff,
  listVehicleTypeNames,
  removeFleetCategory,
  saveFleetCategory,
} from '~/modules/content/showcase-admin.server';
import { type FleetCategoryInput, fleetCategorySchema, lacksArabic } from '~/modules/content/showcase-forms';
import { CATEGORY_TILE_SIZE } from '~/modules/content/image-upload.server';
import { handleShowcasePost } from '~/modules/content/showcase-post.server';
import { recordId } from '~/utils/record-id';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/admin/fleet-categories';
const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-fleet-categories');
  const locale = pageLocale(context);
  const [list, types] = await Promise.all([listFleetCategoriesForStaff(), listVehicleTypeNames()]);
  const editing = list.find((item) => item.id === recordId(url.searchParams.get('edit')));
  return data(
    {
      items: list.map((item) => ({
        id: item.id,
        name: localized(item.label, locale),
        detail: item.vehicleTypeNames.join(', '),
        image: mediaUrl(item.imageFileId),
        arabicMissing: lacksArabic(item.label),
      })),
      types: types.map((type) => ({ name: type.name, label: localized(type.label, locale) })),
      editing: editing && {
        id: editing.id,
        image: mediaUrl(editing.imageFileId),
        values: {
          name: editing.name,
          labelEn: editing.label.en,
          labelAr: editing.label.ar ?? '',
          types: editing.vehicleTypeNames,
          sortOrder: String(editing.sortOrder),
        },
      },
      history: editing
        ? await readableHistory(await listChanges('fleet_category', editing.id), 'fleet_category', locale)
        : [],
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-fleet-categories');
  return handleShowcasePost(request, pageLocale(context), {
    path: PAGE,
    imageSize: CATEGORY_TILE_SIZE,
    schema: async (t) =>
      fleetCategorySchema(
        t,
        (await listVehicleTypeNames()).map((type) => type.name),
      ),
    remove: (id) => removeFleetCategory(user.id, id),
    save: async (input, id) => {
      const saved = await saveFleetCategory(user.id, input, id);
      return (
        saved.ok || (saved.reason === 'name_taken' ? { field: 'name', message: 'cms.categories.nameTaken' } : false)
      );
    },
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cms.categories.title'), noIndex: true });

type CategoryFields = Record<'name' | 'labelEn' | 'labelAr' | 'sortOrder', string> & {
  types: string[];
  image: unknown;
};

/** The home page's fleet categories: the list, and a form to add one or edit the one chosen. */
export default function AdminFleetCategories({
  loaderData: { items, types, editing, history },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
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
    <ShowcaseEditor
      heading={t('cms.categories.title')}
      intro={t('cms.categories.intro')}
      items={items}
      path={PAGE}
      formHeading={t(editing ? 'cms.categories.editHeading' : 'cms.categories.add')}
      form={form}
      image={fields.image}
      editing={editing}
      history={history}
    >
      <TextField field={fields.name} label={t('cms.categories.name')} dir="auto" />
      <TextField field={fields.sortOrder} label={t('cms.sortOrder')} type="number" />
      <BilingualField en={fields.labelEn} ar={fields.labelAr} label={t('cms.categories.label')} />
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
    </ShowcaseEditor>
  );
}

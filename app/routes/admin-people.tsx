import '~/i18n/staff-messages';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/admin-people';
import { BilingualField, SelectField, TextField } from '~/components/content-admin/form-controls';
import { ShowcaseEditor } from '~/components/content-admin/showcase-editor';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { listChanges } from '~/modules/audit/audit-trail.server';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { listPeopleForStaff, removePerson, savePerson } from '~/modules/content/people-admin.server';
import { type PersonInput, lacksArabic, personGroups, personSchema } from '~/modules/content/showcase-forms';
import { PORTRAIT_SIZE } from '~/modules/content/image-upload.server';
import { handleShowcasePost } from '~/modules/content/showcase-post.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { recordId } from '~/utils/record-id';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/admin/people';
const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-people');
  const locale = pageLocale(context);
  const list = await listPeopleForStaff();
  const editing = list.find((item) => item.id === recordId(url.searchParams.get('edit')));
  return data(
    {
      items: list.map((item) => ({
        id: item.id,
        name: localized(item.name, locale),
        detail: localized(item.role, locale),
        image: mediaUrl(item.imageFileId),
        arabicMissing: lacksArabic(item.name, item.role, item.biography),
      })),
      editing: editing && {
        id: editing.id,
        image: mediaUrl(editing.imageFileId),
        values: {
          nameEn: editing.name.en,
          nameAr: editing.name.ar ?? '',
          roleEn: editing.role.en,
          roleAr: editing.role.ar ?? '',
          biographyEn: editing.biography.en,
          biographyAr: editing.biography.ar ?? '',
          group: editing.group,
          sortOrder: String(editing.sortOrder),
        },
      },
      history: editing ? await readableHistory(await listChanges('person', editing.id), 'person', locale) : [],
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-people');
  return handleShowcasePost(request, pageLocale(context), {
    path: PAGE,
    imageSize: PORTRAIT_SIZE,
    schema: personSchema,
    remove: (id) => removePerson(user.id, id),
    save: (input, id) => savePerson(user.id, input, id),
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cms.people.title'), noIndex: true });

type PersonFields = Record<
  'nameEn' | 'nameAr' | 'roleEn' | 'roleAr' | 'biographyEn' | 'biographyAr' | 'group' | 'sortOrder',
  string
> & { image: unknown };

/** The board and executive management pages' people: the list, and a form to add one or edit the one chosen. */
export default function AdminPeople({ loaderData: { items, editing, history }, actionData }: Route.ComponentProps) {
  const t = useT();
  const [form, fields] = useForm<PersonFields, PersonInput>({
    id: editing ? `person-${editing.id}` : 'person-new',
    lastResult: actionData?.result,
    defaultValue: editing?.values ?? { group: 'board', sortOrder: String(items.length + 1) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personSchema(t) }),
  });
  return (
    <ShowcaseEditor
      heading={t('cms.people.title')}
      intro={t('cms.people.intro')}
      items={items}
      path={PAGE}
      formHeading={t(editing ? 'cms.people.editHeading' : 'cms.people.add')}
      form={form}
      image={fields.image}
      editing={editing}
      history={history}
    >
      <BilingualField en={fields.nameEn} ar={fields.nameAr} label={t('cms.people.name')} />
      <BilingualField en={fields.roleEn} ar={fields.roleAr} label={t('cms.people.role')} />
      <BilingualField en={fields.biographyEn} ar={fields.biographyAr} label={t('cms.people.biography')} rows={8} />
      <SelectField
        field={fields.group}
        label={t('cms.people.group')}
        options={personGroups.map((group) => ({ value: group, label: t(`cms.people.group.${group}`) }))}
      />
      <TextField field={fields.sortOrder} label={t('cms.sortOrder')} type="number" />
    </ShowcaseEditor>
  );
}

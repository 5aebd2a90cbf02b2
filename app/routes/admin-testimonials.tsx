import '~/i18n/staff-messages';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/admin-testimonials';
import { BilingualField, TextField } from '~/components/content-admin/form-controls';
import { ShowcaseEditor } from '~/components/content-admin/showcase-editor';
import { localeFromPath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { listChanges } from '~/modules/audit/audit-trail.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { listTestimonialsForStaff, removeTestimonial, saveTestimonial } from '~/modules/content/showcase-admin.server';
import { type TestimonialInput, lacksArabic, testimonialSchema } from '~/modules/content/showcase-forms';
import { PORTRAIT_SIZE } from '~/modules/content/image-upload.server';
import { handleShowcasePost } from '~/modules/content/showcase-post.server';
import { recordId } from '~/utils/record-id';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { pageLocale } from '~/utils/request-page';

const PAGE = '/admin/testimonials';
const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-testimonials');
  const locale = pageLocale(context);
  const list = await listTestimonialsForStaff();
  const editing = list.find((item) => item.id === recordId(url.searchParams.get('edit')));
  return data(
    {
      items: list.map((item) => ({
        id: item.id,
        name: localized(item.name, locale),
        detail: localized(item.body, locale),
        image: mediaUrl(item.imageFileId),
        arabicMissing: lacksArabic(item.name, item.title, item.body),
      })),
      editing: editing && {
        id: editing.id,
        image: mediaUrl(editing.imageFileId),
        values: {
          nameEn: editing.name.en,
          nameAr: editing.name.ar ?? '',
          roleEn: editing.title.en,
          roleAr: editing.title.ar ?? '',
          bodyEn: editing.body.en,
          bodyAr: editing.body.ar ?? '',
          sortOrder: String(editing.sortOrder),
        },
      },
      history: editing
        ? await readableHistory(await listChanges('testimonial', editing.id), 'testimonial', locale)
        : [],
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-testimonials');
  return handleShowcasePost(request, pageLocale(context), {
    path: PAGE,
    imageSize: PORTRAIT_SIZE,
    schema: testimonialSchema,
    remove: (id) => removeTestimonial(user.id, id),
    save: (input, id) => saveTestimonial(user.id, input, id),
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: translator(localeFromPath(args.location.pathname))('cms.testimonials.title'),
    noIndex: true,
  });

/** The home page's testimonials: the list, and a form to add one or edit the one chosen. */
export default function AdminTestimonials({
  loaderData: { items, editing, history },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const [form, fields] = useForm<
    Record<'nameEn' | 'nameAr' | 'roleEn' | 'roleAr' | 'bodyEn' | 'bodyAr' | 'sortOrder', string> & { image: unknown },
    TestimonialInput
  >({
    id: editing ? `testimonial-${editing.id}` : 'testimonial-new',
    lastResult: actionData?.result,
    defaultValue: editing?.values ?? { sortOrder: String(items.length + 1) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: testimonialSchema(t) }),
  });
  return (
    <ShowcaseEditor
      heading={t('cms.testimonials.title')}
      intro={t('cms.testimonials.intro')}
      items={items}
      path={PAGE}
      formHeading={t(editing ? 'cms.testimonials.editHeading' : 'cms.testimonials.add')}
      form={form}
      image={fields.image}
      editing={editing}
      history={history}
    >
      <BilingualField en={fields.nameEn} ar={fields.nameAr} label={t('cms.testimonials.name')} />
      <BilingualField en={fields.roleEn} ar={fields.roleAr} label={t('cms.testimonials.role')} />
      <BilingualField en={fields.bodyEn} ar={fields.bodyAr} label={t('cms.testimonials.body')} rows={4} />
      <TextField field={fields.sortOrder} label={t('cms.sortOrder')} type="number" />
    </ShowcaseEditor>
  );
}

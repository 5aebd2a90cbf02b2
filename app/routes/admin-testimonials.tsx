import '~/i18n/staff-messages';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/admin-testimonials';
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
import { listTestimonialsForStaff, removeTestimonial, saveTestimonial } from '~/modules/content/showcase-admin.server';
import { type TestimonialInput, testimonialSchema } from '~/modules/content/showcase-forms';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';

const privateHeaders = { 'Cache-Control': 'private, no-store' };
const idOf = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'cms');
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const list = await listTestimonialsForStaff();
  const editing = list.find((item) => item.id === idOf(url.searchParams.get('edit')));
  return data(
    {
      items: list.map((item) => ({ id: item.id, name: item.name, detail: localized(item.body, locale), image: mediaUrl(item.imageFileId) })),
      editing: editing && {
        id: editing.id,
        image: mediaUrl(editing.imageFileId),
        values: { name: editing.name, roleEn: editing.title.en, roleAr: editing.title.ar ?? '', bodyEn: editing.body.en, bodyAr: editing.body.ar ?? '', sortOrder: String(editing.sortOrder) },
      },
      history: editing ? await listChanges('testimonial', editing.id) : [],
      isOwner: hasRole(user, 'owner'),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'cms');
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = translator(locale);
  const back = localizePath('/admin/testimonials', locale);
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_IMAGE_BYTES + 256 * 1024) {
    return data({ result: { status: 'error' as const, error: { image: [t('cms.banner.size', { name: '' }).trim()] } } }, { status: 413 });
  }
  const form = await request.formData();
  const id = idOf(form.get('id'));
  if (form.get('intent') === 'remove') {
    const removed = id ? await removeTestimonial(user.id, id) : false;
    return redirectWithFlash(back, removed ? { kind: 'success', message: t('cms.removed') } : { kind: 'error', message: t('cms.notFound') });
  }
  const submission = parseWithZod(form, { schema: testimonialSchema(t) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { image, ...input } = submission.value;
  let checked = null;
  if (image) {
    const outcome = await checkImageUpload(image, t);
    if (!outcome.ok) return data({ result: submission.reply({ fieldErrors: { image: [outcome.message] } }) }, { status: 400 });
    checked = outcome.image;
  }
  const saved = await saveTestimonial(user.id, { ...input, image: checked }, id);
  return redirectWithFlash(back, saved ? { kind: 'success', message: t(id ? 'cms.saved' : 'cms.added') } : { kind: 'error', message: t('cms.notFound') });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cms.testimonials.title'), noIndex: true });

/** The home page's testimonials: the list, and a form to add one or edit the one chosen. */
export default function AdminTestimonials({ loaderData: { items, editing, history, isOwner }, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<'name' | 'roleEn' | 'roleAr' | 'bodyEn' | 'bodyAr' | 'sortOrder', string> & { image: unknown }, TestimonialInput>({
    id: editing ? `testimonial-${editing.id}` : 'testimonial-new',
    lastResult: actionData?.result,
    defaultValue: editing?.values ?? { sortOrder: String(items.length + 1) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: testimonialSchema(t) }),
  });
  return (
    <StaffPage heading={t('cms.testimonials.title')} intro={t('cms.testimonials.intro')} isOwner={isOwner}>
      <ShowcaseList items={items} heading={t('cms.testimonials.title')} basePath={to('/admin/testimonials')} />
      <section aria-labelledby="form-heading" className={panelClass}>
        <h2 id="form-heading" className="mb-3 text-xl font-bold text-navy-900">
          {t(editing ? 'cms.testimonials.editHeading' : 'cms.testimonials.add')}
        </h2>
        <Form key={form.id} method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-x-6 gap-y-1 md:grid-cols-2">
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <TextField field={fields.name} label={t('cms.testimonials.name')} dir="auto" />
          <TextField field={fields.sortOrder} label={t('cms.sortOrder')} type="number" />
          <TextField field={fields.roleEn} label={t('cms.englishText', { label: t('cms.testimonials.role') })} dir="ltr" />
          <TextField field={fields.roleAr} label={t('cms.arabicText', { label: t('cms.testimonials.role') })} dir="rtl" />
          <TextField field={fields.bodyEn} label={t('cms.englishText', { label: t('cms.testimonials.body') })} rows={4} dir="ltr" />
          <TextField field={fields.bodyAr} label={t('cms.arabicText', { label: t('cms.testimonials.body') })} rows={4} dir="rtl" />
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
              <Link to={to('/admin/testimonials')} className={secondaryButton}>
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

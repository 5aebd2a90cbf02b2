import '~/i18n/staff-messages';
import { type FieldMetadata, type FormMetadata, getFormProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type ChangeEvent, ChangeHistory } from './change-history';
import { ImageFileField } from './form-controls';
import { type ShowcaseItem, ShowcaseList } from './showcase-list';
import { StaffPage, panelClass, primaryButton, secondaryButton } from './staff-page';

type ShowcaseEditorProps<Fields extends Record<string, unknown>> = {
  heading: string;
  intro: string;
  items: ShowcaseItem[];
  /** The screen, without the language prefix. */
  path: string;
  formHeading: string;
  form: FormMetadata<Fields, string[]>;
  image: FieldMetadata<unknown>;
  /** The record being edited, with its current image; none when adding. */
  editing?: { id: number; image?: string };
  history: ChangeEvent[];
  /** The record's own fields, between the id and the image. */
  children: ReactNode;
};

/**
 * The screen of one of the home page's small lists (testimonials, fleet categories): the list, a
 * form to add a record or edit the one chosen, with an optional image, and the edited one's history.
 */
export function ShowcaseEditor<Fields extends Record<string, unknown>>({
  heading,
  intro,
  items,
  path,
  formHeading,
  form,
  image,
  editing,
  history,
  children,
}: ShowcaseEditorProps<Fields>) {
  const t = useT();
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  return (
    <StaffPage heading={heading} intro={intro}>
      <ShowcaseList items={items} heading={heading} basePath={to(path)} />
      <section aria-labelledby="form-heading" className={panelClass}>
        <h2 id="form-heading" className="mb-3 text-xl font-bold text-navy-900">
          {formHeading}
        </h2>
        <Form
          key={form.id}
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="grid gap-x-6 gap-y-1 md:grid-cols-2"
        >
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          {children}
          <ImageFileField
            field={image}
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
              <Link to={to(path)} className={secondaryButton}>
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

import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { $ZodType, output } from 'zod/v4/core';
import type { MessageKey } from '~/i18n/en';
import { type Locale, localizePath } from '~/i18n/locale';
import { type Translate, translator } from '~/i18n/translate';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { MAX_IMAGE_BYTES } from '~/utils/form-rules';
import type { ImageSize } from '~/modules/files/image-variants.server';
import { type PreparedImage, prepareContentImage } from './image-upload.server';
import { recordId } from '~/utils/record-id';
import { readFormData } from '~/utils/http.server';

/** A record's id as a form or the address gives it: plain digits only, or undefined. */

type ShowcaseSchema = $ZodType<{ image: File | null }>;

/** The checked form value with its image checked and re-encoded (null: keep the current one, or none). */
type ShowcaseInput<Schema extends ShowcaseSchema> = Omit<output<Schema>, 'image'> & {
  image: PreparedImage | null;
};

export type ShowcaseRecords<Schema extends ShowcaseSchema> = {
  /** The screen, without the language prefix: every answer but a form with mistakes returns to it. */
  path: string;
  schema: (t: Translate) => Schema | Promise<Schema>;
  /** The size the pages show the record's image at; an upload is cut to it. */
  imageSize: ImageSize;
  /** False when the record was already gone. */
  remove: (id: number) => Promise<boolean>;
  /** Adds (no id) or updates: false when the record to update is gone, or the message for a field whose value another record has. */
  save: (
    input: ShowcaseInput<Schema>,
    id: number | undefined,
  ) => Promise<boolean | { field: string; message: MessageKey }>;
};

/**
 * A post to one of the home page's small lists (testimonials, fleet categories): remove the record
 * named, or add or update one from the form and its optional image. Mistakes come back at their
 * fields (400); anything else returns to the screen with a message.
 */
export async function handleShowcasePost<Schema extends ShowcaseSchema>(
  request: Request,
  locale: Locale,
  records: ShowcaseRecords<Schema>,
) {
  const t = translator(locale);
  const back = localizePath(records.path, locale);
  // Refused before the body is read: one image of the largest size, and room for the text fields.
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_IMAGE_BYTES + 256 * 1024) {
    return data(
      { result: { status: 'error' as const, error: { image: [t('cms.banner.size', { name: '' }).trim()] } } },
      { status: 413 },
    );
  }
  const form = await readFormData(request);
  const id = recordId(form.get('id')) ?? undefined;
  if (form.get('intent') === 'remove') {
    const removed = id ? await records.remove(id) : false;
    return redirectWithFlash(
      back,
      removed ? { kind: 'success', message: t('cms.removed') } : { kind: 'error', message: t('cms.notFound') },
    );
  }
  const submission = parseWithZod(form, { schema: await records.schema(t) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { image, ...input } = submission.value;
  let checked = null;
  if (image) {
    const outcome = await prepareContentImage(image, t, records.imageSize);
    if (!outcome.ok)
      return data({ result: submission.reply({ fieldErrors: { image: [outcome.message] } }) }, { status: 400 });
    checked = outcome.image;
  }
  const saved = await records.save({ ...input, image: checked }, id);
  if (typeof saved === 'object')
    return data({ result: submission.reply({ fieldErrors: { [saved.field]: [t(saved.message)] } }) }, { status: 400 });
  return redirectWithFlash(
    back,
    saved
      ? { kind: 'success', message: t(id ? 'cms.saved' : 'cms.added') }
      : { kind: 'error', message: t('cms.notFound') },
  );
}

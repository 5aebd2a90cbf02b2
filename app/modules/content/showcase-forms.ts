// zod/mini: the same rules run in the browser and on the server.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';
import { type Fail, MAX_IMAGE_BYTES, chosenFileList, optionalText } from './form-rules';

/** The testimonials and fleet category forms: short bilingual texts, a position and an optional image. */
const imageTypes = ['image/png', 'image/jpeg'];

function checkImage(t: Translate, value: unknown, fail: Fail) {
  const files = chosenFileList(value);
  if (files.length > 1) fail('image', t('cms.banner.one'));
  else if (files[0]?.type && !imageTypes.includes(files[0].type))
    fail('image', t('cms.banner.type', { name: files[0].name }));
  else if (files[0] && files[0].size > MAX_IMAGE_BYTES) fail('image', t('cms.banner.size', { name: files[0].name }));
}

function checkPosition(t: Translate, value: string | undefined, fail: Fail) {
  if (value && !/^\d{1,3}$/.test(value)) fail('sortOrder', t('cms.sortOrderInvalid'));
}

function checkLengths(t: Translate, form: Record<string, unknown>, limits: Record<string, number>, fail: Fail) {
  for (const [field, max] of Object.entries(limits))
    if (typeof form[field] === 'string' && (form[field] as string).length > max) fail(field, t('cms.tooLong', { max }));
}

const testimonialFields = z.object({
  name: optionalText,
  roleEn: optionalText,
  roleAr: optionalText,
  bodyEn: optionalText,
  bodyAr: optionalText,
  sortOrder: optionalText,
  image: z.optional(z.unknown()),
});

export function testimonialSchema(t: Translate) {
  return z.pipe(
    testimonialFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        checkLengths(t, form, { name: 120, roleEn: 120, roleAr: 120, bodyEn: 1500, bodyAr: 1500 }, fail);
        for (const field of ['name', 'roleEn', 'bodyEn'] as const) if (!form[field]) fail(field, t('cms.required'));
        checkPosition(t, form.sortOrder, fail);
        checkImage(t, form.image, fail);
      }),
    ),
    z.transform((form: z.output<typeof testimonialFields>) => ({
      name: form.name!,
      title: { en: form.roleEn!, ...(form.roleAr ? { ar: form.roleAr } : {}) },
      body: { en: form.bodyEn!, ...(form.bodyAr ? { ar: form.bodyAr } : {}) },
      sortOrder: Number(form.sortOrder ?? 0),
      image: chosenFileList(form.image)[0] ?? null,
    })),
  );
}

export type TestimonialInput = z.output<ReturnType<typeof testimonialSchema>>;

const categoryFields = z.object({
  name: optionalText,
  labelEn: optionalText,
  labelAr: optionalText,
  types: z.optional(z.union([z.string(), z.array(z.string())])),
  sortOrder: optionalText,
  image: z.optional(z.unknown()),
});

/** `typeNames`: the vehicle types that exist; a category may only name those. */
export function fleetCategorySchema(t: Translate, typeNames: readonly string[]) {
  const chosenTypes = (value: string | string[] | undefined) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((name) => typeNames.includes(name));
  return z.pipe(
    categoryFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        checkLengths(t, form, { name: 60, labelEn: 80, labelAr: 80 }, fail);
        for (const field of ['name', 'labelEn'] as const) if (!form[field]) fail(field, t('cms.required'));
        if (chosenTypes(form.types).length === 0) fail('types', t('cms.categories.typesRequired'));
        checkPosition(t, form.sortOrder, fail);
        checkImage(t, form.image, fail);
      }),
    ),
    z.transform((form: z.output<typeof categoryFields>) => ({
      name: form.name!,
      label: { en: form.labelEn!, ...(form.labelAr ? { ar: form.labelAr } : {}) },
      vehicleTypeNames: typeNames.filter((name) => chosenTypes(form.types).includes(name)),
      sortOrder: Number(form.sortOrder ?? 0),
      image: chosenFileList(form.image)[0] ?? null,
    })),
  );
}

export type FleetCategoryInput = z.output<ReturnType<typeof fleetCategorySchema>>;

// zod/mini: the same rules run in the browser and on the server.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';
import { type Fail, MAX_IMAGE_BYTES, chosenFileList, optionalText } from '~/utils/form-rules';

/** The testimonials and fleet category forms: short bilingual texts, a position and an optional image. */
const imageTypes = ['image/png', 'image/jpeg'];

function checkImage(t: Translate, value: unknown, fail: Fail) {
  const files = chosenFileList(value);
  if (files.length > 1) fail('image', t('cms.banner.one'));
  else if (files[0]?.type && !imageTypes.includes(files[0].type))
    fail('image', t('cms.banner.type', { name: files[0].name }));
  else if (files[0] && files[0].size > MAX_IMAGE_BYTES) fail('image', t('cms.banner.size', { name: files[0].name }));
}

/** A checked English text and its optional Arabic, as stored: no `ar` key when Arabic is empty. */
function bilingual(en: string | undefined, ar: string | undefined): { en: string; ar?: string } {
  return { en: en!, ...(ar ? { ar } : {}) };
}

/** Whether any of a record's bilingual texts still lacks its Arabic. */
export function lacksArabic(...texts: Array<{ en: string; ar?: string } | null | undefined>): boolean {
  return texts.some((text) => Boolean(text?.en) && !text?.ar);
}

function checkPosition(t: Translate, value: string | undefined, fail: Fail) {
  if (value && !/^\d{1,3}$/.test(value)) fail('sortOrder', t('cms.sortOrderInvalid'));
}

function checkLengths(t: Translate, form: Record<string, unknown>, limits: Record<string, number>, fail: Fail) {
  for (const [field, max] of Object.entries(limits))
    if (typeof form[field] === 'string' && (form[field] as string).length > max) fail(field, t('cms.tooLong', { max }));
}

const testimonialFields = z.object({
  nameEn: optionalText,
  nameAr: optionalText,
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
        const limits = { nameEn: 120, nameAr: 120, roleEn: 120, roleAr: 120, bodyEn: 1500, bodyAr: 1500 };
        checkLengths(t, form, limits, fail);
        for (const field of ['nameEn', 'roleEn', 'bodyEn'] as const) if (!form[field]) fail(field, t('cms.required'));
        checkPosition(t, form.sortOrder, fail);
        checkImage(t, form.image, fail);
      }),
    ),
    z.transform((form: z.output<typeof testimonialFields>) => ({
      name: bilingual(form.nameEn, form.nameAr),
      title: bilingual(form.roleEn, form.roleAr),
      body: bilingual(form.bodyEn, form.bodyAr),
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

const personFields = z.object({
  nameEn: optionalText,
  nameAr: optionalText,
  roleEn: optionalText,
  roleAr: optionalText,
  biographyEn: optionalText,
  biographyAr: optionalText,
  group: optionalText,
  sortOrder: optionalText,
  image: z.optional(z.unknown()),
});

export const personGroups = ['board', 'executive'] as const;
const isPersonGroup = (value: string | undefined): value is (typeof personGroups)[number] =>
  (personGroups as readonly string[]).includes(value ?? '');

/** A board member or executive: name, role and biography in both languages, the group, a position and a portrait. */
export function personSchema(t: Translate) {
  return z.pipe(
    personFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        const limits = { nameEn: 120, nameAr: 120, roleEn: 120, roleAr: 120, biographyEn: 5000, biographyAr: 5000 };
        checkLengths(t, form, limits, fail);
        for (const field of ['nameEn', 'roleEn', 'biographyEn'] as const)
          if (!form[field]) fail(field, t('cms.required'));
        if (!isPersonGroup(form.group)) fail('group', t('cms.people.groupRequired'));
        checkPosition(t, form.sortOrder, fail);
        checkImage(t, form.image, fail);
      }),
    ),
    z.transform((form: z.output<typeof personFields>) => ({
      name: bilingual(form.nameEn, form.nameAr),
      role: bilingual(form.roleEn, form.roleAr),
      biography: bilingual(form.biographyEn, form.biographyAr),
      group: form.group as (typeof personGroups)[number],
      sortOrder: Number(form.sortOrder ?? 0),
      image: chosenFileList(form.image)[0] ?? null,
    })),
  );
}

export type PersonInput = z.output<ReturnType<typeof personSchema>>;

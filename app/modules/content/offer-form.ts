// zod/mini: the same rules run in the staff member's browser and on the server.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { MAX_OFFER_PERCENT } from '~/modules/pricing/quote-booking';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';
import { type Fail, MAX_IMAGE_BYTES, addDays, chosenFileList, isCalendarDate, optionalText } from '~/utils/form-rules';

/**
 * An offer banner is a picture without words (the pages write the offer's words over it in the
 * visitor's language); it is still never cropped: it must be three times
 * as wide as it is high (within 1%) and at least the 1350 x 450 it is shown at. A 2x banner (2700 x
 * 900) fits and is resized.
 */
export function offerBannerFits({ width, height }: { width: number; height: number }): boolean {
  return width >= 1350 && height >= 450 && Math.abs(width - 3 * height) <= width / 100;
}

const offerMessages = {
  title: 'cms.offer.titleRequired',
  content: 'cms.offer.contentRequired',
  start: 'cms.offer.startRequired',
  end: 'cms.offer.endRequired',
  startPast: 'cms.offer.startPast',
  endBeforeStart: 'cms.offer.endBeforeStart',
  dateInvalid: 'cms.dateInvalid',
  tooLong: 'cms.tooLong',
  bannerRequired: 'cms.banner.required',
  bannerOne: 'cms.banner.one',
  bannerType: 'cms.banner.type',
  bannerSize: 'cms.banner.size',
  priceInvalid: 'cms.offer.priceInvalid',
  perRequired: 'cms.offer.perRequired',
  percentInvalid: 'cms.offer.percentInvalid',
  perDayInvalid: 'cms.offer.perDayInvalid',
  minDaysInvalid: 'cms.offer.minDaysInvalid',
  choiceInvalid: 'cms.offer.choiceInvalid',
} as const satisfies Record<string, MessageKey>;

const limits = { titleEn: 150, titleAr: 150, contentEn: 5000, contentAr: 5000 } as const;

export type OfferFormContext = {
  t: Translate;
  /** Today in the UAE (YYYY-MM-DD). */
  today: string;
  /** The stored start date when editing: an offer that began weeks ago keeps its start without breaking the rule. */
  storedStartDate?: string;
  /** A new offer needs its banner; an edit keeps the old one unless a file is chosen. */
  bannerRequired: boolean;
  /** The classes, models and branches an offer may be limited to; none given: any id is refused. */
  choices?: { classIds: readonly number[]; modelIds: readonly number[]; branchIds: readonly number[] };
};

/** A priced offer takes a whole percentage off the car's rental, or an amount a rental day (decision 083). */
export const offerDiscountKinds = ['none', 'percent', 'per_day'] as const;
/** An amount off is at most AED 1,000 a day before VAT. */
const MAX_PER_DAY_FILS = 100_000;
const MAX_MIN_DAYS = 365;
const idList = z.optional(z.union([z.string(), z.array(z.string())]));
const idsOf = (value: string | string[] | undefined) => [
  ...new Set((value === undefined ? [] : [value].flat()).filter(Boolean).map(Number)),
];
const whole = (text: string | undefined, min: number, max: number) =>
  text && /^\d{1,6}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null;

const fields = z.object({
  titleEn: optionalText,
  titleAr: optionalText,
  contentEn: optionalText,
  contentAr: optionalText,
  price: optionalText,
  pricePer: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  banner: z.optional(z.unknown()),
  discountKind: optionalText,
  discountValue: optionalText,
  minDays: optionalText,
  classes: idList,
  models: idList,
  branches: idList,
});

const bannerTypes = ['image/png', 'image/jpeg'];

/** What an offer's price is for: the price line reads 'AED 149 per day'. */
const pricePers = ['day', 'week', 'month'] as const;
export type PricePer = (typeof pricePers)[number];
const isPricePer = (value: string | undefined): value is PricePer =>
  (pricePers as readonly string[]).includes(value ?? '');

/** What the browser can check about the chosen banner; the server then reads the file itself (type by content, pixel size). */
function checkChosenBanner(t: Translate, value: unknown, required: boolean, fail: Fail) {
  const files = chosenFileList(value);
  if (files.length === 0) {
    if (required) fail('banner', t(offerMessages.bannerRequired));
    return;
  }
  if (files.length > 1) return fail('banner', t(offerMessages.bannerOne));
  const [file] = files;
  if (file.type && !bannerTypes.includes(file.type))
    return fail('banner', t(offerMessages.bannerType, { name: file.name }));
  if (file.size > MAX_IMAGE_BYTES) return fail('banner', t(offerMessages.bannerSize, { name: file.name }));
}

/** A priced offer's discount, fewest days and the cars and branches it is for. */
function checkConditions(
  t: Translate,
  form: z.output<typeof fields>,
  choices: OfferFormContext['choices'],
  fail: Fail,
) {
  if (form.discountKind === 'percent') {
    if (whole(form.discountValue, 1, MAX_OFFER_PERCENT) === null)
      fail('discountValue', t(offerMessages.percentInvalid, { max: MAX_OFFER_PERCENT }));
  } else if (form.discountKind === 'per_day') {
    const fils = form.discountValue ? parseAedToFils(form.discountValue) : null;
    if (fils === null || fils <= 0 || fils > MAX_PER_DAY_FILS) fail('discountValue', t(offerMessages.perDayInvalid));
  }
  if (form.minDays && whole(form.minDays, 1, MAX_MIN_DAYS) === null)
    fail('minDays', t(offerMessages.minDaysInvalid, { max: MAX_MIN_DAYS }));
  const lists = [
    ['classes', choices?.classIds],
    ['models', choices?.modelIds],
    ['branches', choices?.branchIds],
  ] as const;
  for (const [field, allowed] of lists) {
    if (idsOf(form[field]).some((id) => !allowed?.includes(id))) fail(field, t(offerMessages.choiceInvalid));
  }
}

/** The offer form: title and content in English (Arabic optional), the validity range and one banner. */
export function offerSchema({ t, today, storedStartDate, bannerRequired, choices }: OfferFormContext) {
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const [field, max] of Object.entries(limits)) {
        if ((form[field as keyof typeof limits]?.length ?? 0) > max) fail(field, t(offerMessages.tooLong, { max }));
      }
      if (!form.titleEn) fail('titleEn', t(offerMessages.title));
      if (!form.contentEn) fail('contentEn', t(offerMessages.content));
      if (form.price && !(parseAedToFils(form.price) ?? 0)) fail('price', t(offerMessages.priceInvalid));
      if (form.price && !isPricePer(form.pricePer)) fail('pricePer', t(offerMessages.perRequired));

      const start = form.startDate;
      if (!start) fail('startDate', t(offerMessages.start));
      else if (!isCalendarDate(start)) fail('startDate', t(offerMessages.dateInvalid));
      else if (start !== storedStartDate && start < addDays(today, -1)) fail('startDate', t(offerMessages.startPast));

      const end = form.endDate;
      if (!end) fail('endDate', t(offerMessages.end));
      else if (!isCalendarDate(end)) fail('endDate', t(offerMessages.dateInvalid));
      else if (start && isCalendarDate(start) && end < start) fail('endDate', t(offerMessages.endBeforeStart));

      checkChosenBanner(t, form.banner, bannerRequired, fail);
      checkConditions(t, form, choices, fail);
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      title: { en: form.titleEn!, ...(form.titleAr ? { ar: form.titleAr } : {}) },
      content: { en: form.contentEn!, ...(form.contentAr ? { ar: form.contentAr } : {}) },
      priceFils: form.price ? parseAedToFils(form.price) : null,
      pricePer: form.price && isPricePer(form.pricePer) ? form.pricePer : null,
      startDate: form.startDate!,
      endDate: form.endDate!,
      banner: chosenFileList(form.banner)[0] ?? null,
      discountPercent: form.discountKind === 'percent' ? Number(form.discountValue) : null,
      discountFilsPerDay: form.discountKind === 'per_day' ? parseAedToFils(form.discountValue!) : null,
      minDays: form.minDays ? Number(form.minDays) : null,
      vehicleTypeIds: idsOf(form.classes),
      vehicleModelIds: idsOf(form.models),
      branchIds: idsOf(form.branches),
    })),
  );
}

export type OfferInput = z.output<ReturnType<typeof offerSchema>>;
export type OfferFormFields = z.input<ReturnType<typeof offerSchema>>;

type Choice = { value: string };
/** The ids the form may send, from the lists it offers (the same on the server and in the browser). */
export const choiceIds = (choices: { classes: Choice[]; models: Choice[]; branches: Choice[] }) => ({
  classIds: choices.classes.map((choice) => Number(choice.value)),
  modelIds: choices.models.map((choice) => Number(choice.value)),
  branchIds: choices.branches.map((choice) => Number(choice.value)),
});

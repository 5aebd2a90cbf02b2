// zod/mini: the same rules run in the content manager's browser and on the server.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';

/** Each uploaded vehicle image: at most 2 MB (the spec's limit). */
export const MAX_VEHICLE_IMAGE_BYTES = 2 * 1024 * 1024;
/** Images taken in one save, so that a request stays a sensible size. */
export const MAX_IMAGES_PER_SAVE = 8;

export const transmissions = ['Automatic', 'Manual'] as const;
/** The body styles the site knows (similar vehicles are matched on them). */
export const bodyStyles = [
  'hatchback',
  'sedan',
  'suv',
  'large-suv',
  'minivan',
  'van',
  'pickup',
  'coupe',
  'luxury-sedan',
] as const;

const vehicleMessages = {
  required: 'vehicles.required',
  tooLong: 'vehicles.tooLong',
  wholeNumber: 'vehicles.wholeNumber',
  referenceFormat: 'vehicles.referenceFormat',
  imagesRequired: 'vehicles.image.required',
  imageType: 'vehicles.image.type',
  imageSize: 'vehicles.image.size',
  imageCount: 'vehicles.image.count',
} as const satisfies Record<string, MessageKey>;

const numberRanges = { seats: [1, 60], passengers: [1, 60], luggage: [0, 30], doors: [1, 6] } as const;
const textLimits = { referenceNo: 30, brand: 60, name: 80, descriptionEn: 2000, descriptionAr: 2000 } as const;

const text = z.optional(z.string().check(z.trim()));

const fields = z.object({
  vehicleTypeId: text,
  referenceNo: text,
  brand: text,
  name: text,
  bodyStyle: text,
  transmission: text,
  airConditioned: text,
  popular: text,
  seats: text,
  passengers: text,
  luggage: text,
  doors: text,
  descriptionEn: text,
  descriptionAr: text,
  images: z.optional(z.unknown()),
});

export type VehicleFormContext = {
  t: Translate;
  /** The vehicle types offered in the select (ids as text). */
  vehicleTypeIds: string[];
  /** Adding a vehicle needs at least one image; an edit may add none. */
  imagesRequired: boolean;
};

/** Browsers send an empty part when no file was chosen; only real choices count. */
export function chosenImages(value: unknown): File[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter(
    (item): item is File =>
      typeof item === 'object' &&
      item !== null &&
      'size' in item &&
      'name' in item &&
      ((item as File).size > 0 || (item as File).name !== ''),
  );
}

const imageTypes = ['image/png', 'image/jpeg'];
const wholeNumber = (value: string | undefined) => (value && /^\d{1,3}$/.test(value) ? Number(value) : null);

/**
 * The vehicle form (spec: every field required, popular included): type, reference number, AC,
 * doors, passengers, transmission, seats, suitcases, brand, name, popular, body style and the
 * description in English (Arabic optional), plus images. The browser can only check what a file
 * claims to be; the server reads its content.
 */
export function vehicleSchema({ t, vehicleTypeIds, imagesRequired }: VehicleFormContext) {
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const key of [
        'vehicleTypeId',
        'referenceNo',
        'brand',
        'name',
        'bodyStyle',
        'transmission',
        'airConditioned',
        'popular',
        'descriptionEn',
      ] as const) {
        if (!form[key]) fail(key, t(vehicleMessages.required));
      }
      for (const [key, max] of Object.entries(textLimits)) {
        if ((form[key as keyof typeof textLimits]?.length ?? 0) > max) fail(key, t(vehicleMessages.tooLong, { max }));
      }
      if (form.referenceNo && !/^[A-Za-z0-9][A-Za-z0-9 _/-]*$/.test(form.referenceNo))
        fail('referenceNo', t(vehicleMessages.referenceFormat));
      if (form.vehicleTypeId && !vehicleTypeIds.includes(form.vehicleTypeId))
        fail('vehicleTypeId', t(vehicleMessages.required));
      if (form.bodyStyle && !(bodyStyles as readonly string[]).includes(form.bodyStyle))
        fail('bodyStyle', t(vehicleMessages.required));
      if (form.transmission && !(transmissions as readonly string[]).includes(form.transmission))
        fail('transmission', t(vehicleMessages.required));
      for (const key of ['airConditioned', 'popular'] as const) {
        if (form[key] && form[key] !== 'yes' && form[key] !== 'no') fail(key, t(vehicleMessages.required));
      }
      for (const [key, [min, max]] of Object.entries(numberRanges)) {
        const raw = form[key as keyof typeof numberRanges];
        const value = wholeNumber(raw);
        if (!raw) fail(key, t(vehicleMessages.required));
        else if (value === null || value < min || value > max) fail(key, t(vehicleMessages.wholeNumber, { min, max }));
      }
      const images = chosenImages(form.images);
      if (images.length === 0 && imagesRequired) fail('images', t(vehicleMessages.imagesRequired));
      if (images.length > MAX_IMAGES_PER_SAVE)
        fail('images', t(vehicleMessages.imageCount, { max: MAX_IMAGES_PER_SAVE }));
      for (const file of images) {
        if (file.type && !imageTypes.includes(file.type))
          return fail('images', t(vehicleMessages.imageType, { name: file.name }));
        if (file.size > MAX_VEHICLE_IMAGE_BYTES)
          return fail('images', t(vehicleMessages.imageSize, { name: file.name }));
      }
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      vehicleTypeId: Number(form.vehicleTypeId),
      referenceNo: form.referenceNo!.toUpperCase(),
      brand: form.brand!,
      name: form.name!,
      bodyStyle: form.bodyStyle!,
      transmission: form.transmission as (typeof transmissions)[number],
      airConditioned: form.airConditioned === 'yes',
      popular: form.popular === 'yes',
      seats: Number(form.seats),
      passengers: Number(form.passengers),
      luggage: Number(form.luggage),
      doors: Number(form.doors),
      description: { en: form.descriptionEn!, ...(form.descriptionAr ? { ar: form.descriptionAr } : {}) },
      images: chosenImages(form.images),
    })),
  );
}

export type VehicleInput = z.output<ReturnType<typeof vehicleSchema>>;
export type VehicleDetailsInput = Omit<VehicleInput, 'images'>;
export type VehicleFormFields = z.input<ReturnType<typeof vehicleSchema>>;

// zod/mini: the same rules run in the content manager's browser and on the server.
import * as z from 'zod/mini';
import { preownedFuels } from './preowned-states';
import type { Translate } from '~/i18n/translate';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';
import {
  MAX_IMAGES_PER_SAVE,
  MAX_VEHICLE_IMAGE_BYTES,
  chosenImages,
  transmissions,
} from '~/modules/vehicles/vehicle-form';

/** The oldest model year the form takes: ex-fleet cars are a few years old, never classics. */
const OLDEST_MODEL_YEAR = 1990;
/** Past any real odometer; guards against a typo with an extra digit or two. */
const MAX_MILEAGE_KM = 2_000_000;

const textLimits = {
  make: 60,
  model: 80,
  colourEn: 60,
  colourAr: 60,
  serviceHistoryEn: 2000,
  serviceHistoryAr: 2000,
  warrantyEn: 500,
  warrantyAr: 500,
} as const;

const text = z.optional(z.string().check(z.trim()));

const fields = z.object({
  vehicleModelId: text,
  make: text,
  model: text,
  modelYear: text,
  mileageKm: text,
  price: text,
  vehicleTypeId: text,
  gccSpec: text,
  transmission: text,
  fuel: text,
  colourEn: text,
  colourAr: text,
  emirate: text,
  serviceHistoryEn: text,
  serviceHistoryAr: text,
  warrantyEn: text,
  warrantyAr: text,
  images: z.optional(z.unknown()),
});

export type PreownedFormContext = {
  t: Translate;
  /** The rental models a car may come from, by id as text: their make and model fill blank fields. */
  rentalModels: Record<string, { brand: string; name: string }>;
  /** The vehicle types offered as body types (ids as text). */
  vehicleTypeIds: string[];
  /** The emirates' names. */
  emirates: string[];
  /** This year in Asia/Dubai: a model year may be next year's, not later. */
  currentYear: number;
  /** Adding a car needs a photograph; an edit may add none. */
  imagesRequired: boolean;
};

const imageTypes = ['image/png', 'image/jpeg'];
const digits = (value: string | undefined) => (value ? value.replace(/[\s,]/g, '') : '');

/**
 * A car for sale as staff enter it. Make and model may be left blank when the car is one of the
 * rental models: they are then taken from it. Prices are typed in AED with VAT and kept in fils.
 */
export function preownedCarSchema({
  t,
  rentalModels,
  vehicleTypeIds,
  emirates,
  currentYear,
  imagesRequired,
}: PreownedFormContext) {
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const rental = form.vehicleModelId ? rentalModels[form.vehicleModelId] : undefined;
      if (form.vehicleModelId && !rental) fail('vehicleModelId', t('preowned.admin.choose'));
      for (const key of ['make', 'model'] as const) if (!form[key] && !rental) fail(key, t('preowned.admin.required'));
      for (const key of [
        'modelYear',
        'mileageKm',
        'price',
        'vehicleTypeId',
        'gccSpec',
        'transmission',
        'fuel',
        'colourEn',
        'emirate',
        'serviceHistoryEn',
        'warrantyEn',
      ] as const) {
        if (!form[key]) fail(key, t('preowned.admin.required'));
      }
      for (const [key, max] of Object.entries(textLimits)) {
        if ((form[key as keyof typeof textLimits]?.length ?? 0) > max) fail(key, t('preowned.admin.tooLong', { max }));
      }
      if (
        form.modelYear &&
        !(
          /^\d{4}$/.test(form.modelYear) &&
          Number(form.modelYear) >= OLDEST_MODEL_YEAR &&
          Number(form.modelYear) <= currentYear + 1
        )
      ) {
        fail('modelYear', t('preowned.admin.year', { min: OLDEST_MODEL_YEAR, max: currentYear + 1 }));
      }
      const mileage = digits(form.mileageKm);
      if (form.mileageKm && !(/^\d{1,7}$/.test(mileage) && Number(mileage) <= MAX_MILEAGE_KM))
        fail('mileageKm', t('preowned.admin.mileage'));
      if (form.price && !parseAedToFils(form.price)) fail('price', t('preowned.admin.price'));
      if (form.vehicleTypeId && !vehicleTypeIds.includes(form.vehicleTypeId))
        fail('vehicleTypeId', t('preowned.admin.choose'));
      if (form.emirate && !emirates.includes(form.emirate)) fail('emirate', t('preowned.admin.choose'));
      if (form.gccSpec && form.gccSpec !== 'yes' && form.gccSpec !== 'no') fail('gccSpec', t('preowned.admin.choose'));
      if (form.transmission && !(transmissions as readonly string[]).includes(form.transmission))
        fail('transmission', t('preowned.admin.choose'));
      if (form.fuel && !(preownedFuels as readonly string[]).includes(form.fuel))
        fail('fuel', t('preowned.admin.choose'));
      const images = chosenImages(form.images);
      if (images.length === 0 && imagesRequired) fail('images', t('vehicles.image.required'));
      if (images.length > MAX_IMAGES_PER_SAVE) fail('images', t('vehicles.image.count', { max: MAX_IMAGES_PER_SAVE }));
      for (const file of images) {
        if (file.type && !imageTypes.includes(file.type))
          return fail('images', t('vehicles.image.type', { name: file.name }));
        if (file.size > MAX_VEHICLE_IMAGE_BYTES) return fail('images', t('vehicles.image.size', { name: file.name }));
      }
    }),
  );
  const bilingual = (en: string | undefined, ar: string | undefined) => ({ en: en ?? '', ...(ar ? { ar } : {}) });
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => {
      const rental = form.vehicleModelId ? rentalModels[form.vehicleModelId] : undefined;
      return {
        vehicleModelId: rental ? Number(form.vehicleModelId) : null,
        make: form.make || rental?.brand || '',
        model: form.model || rental?.name || '',
        modelYear: Number(form.modelYear),
        mileageKm: Number(digits(form.mileageKm)),
        priceFils: parseAedToFils(form.price ?? '') ?? 0,
        vehicleTypeId: Number(form.vehicleTypeId),
        gccSpec: form.gccSpec === 'yes',
        transmission: form.transmission as (typeof transmissions)[number],
        fuel: form.fuel as (typeof preownedFuels)[number],
        colour: bilingual(form.colourEn, form.colourAr),
        emirate: form.emirate ?? '',
        serviceHistory: bilingual(form.serviceHistoryEn, form.serviceHistoryAr),
        warranty: bilingual(form.warrantyEn, form.warrantyAr),
        images: chosenImages(form.images),
      };
    }),
  );
}

export type PreownedCarInput = z.output<ReturnType<typeof preownedCarSchema>>;
export type PreownedCarDetails = Omit<PreownedCarInput, 'images'>;

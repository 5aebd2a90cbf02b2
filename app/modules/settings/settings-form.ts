// zod/mini: the same rules run in the browser and on the server.
import * as z from 'zod/mini';
import { submissionKinds } from '~/modules/enquiries/kinds/submission-kinds';
import type { Translate } from '~/i18n/translate';
import { type Fail, addDays, isCalendarDate, optionalText } from '~/utils/form-rules';
import type { HeadOfficeMap } from './head-office-map';
import { normalizeTrn } from '~/utils/tax-registration-number';
import { MAX_MEMBER_DISCOUNT_PERCENT } from '~/modules/pricing/quote-booking';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';

/** Each kind of form submission has its own staff address, plus reservations and new accounts. */
export const notificationKinds = [...submissionKinds, 'reservations', 'accounts'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const settingsSections = [
  'company',
  'office',
  'notifications',
  'hours',
  'closures',
  'ages',
  'booking',
  'charges',
  'classCharges',
  'tanks',
] as const;
export type SettingsSection = (typeof settingsSections)[number];

const isEmail = (value: string) => z.safeParse(z.email(), value).success;
const isPhone = (value: string) => /^\+?[0-9 ]{3,20}$/.test(value);

function tooLong(t: Translate, form: Record<string, string | undefined>, fail: Fail, max = 300) {
  for (const [field, value] of Object.entries(form))
    if ((value?.length ?? 0) > max) fail(field, t('cms.tooLong', { max }));
}

const companyFields = z.object({
  tradeName: optionalText,
  legalName: optionalText,
  trn: optionalText,
  invoiceAddressEn: optionalText,
  invoiceAddressAr: optionalText,
  hotlineAbuDhabiAlAin: optionalText,
  hotlineDubaiNorthern: optionalText,
});

/** Company facts: names, the tax number and invoice address printed on invoices, the two hotlines. */
export function companySchema(t: Translate) {
  return z.pipe(
    companyFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        tooLong(t, form, fail);
        for (const field of ['tradeName', 'legalName', 'invoiceAddressEn'] as const)
          if (!form[field]) fail(field, t('cms.required'));
        if (!form.trn) fail('trn', t('cms.required'));
        else if (!normalizeTrn(form.trn)) fail('trn', t('cms.settings.trnInvalid'));
        for (const field of ['hotlineAbuDhabiAlAin', 'hotlineDubaiNorthern'] as const) {
          const value = form[field];
          if (!value) fail(field, t('cms.required'));
          else if (!isPhone(value)) fail(field, t('cms.settings.phoneInvalid'));
        }
      }),
    ),
    z.transform((form: z.output<typeof companyFields>) => ({
      companyTradeName: form.tradeName!,
      companyLegalName: form.legalName!,
      taxRegistrationNumber: normalizeTrn(form.trn!)!,
      invoiceAddress: { en: form.invoiceAddressEn!, ...(form.invoiceAddressAr ? { ar: form.invoiceAddressAr } : {}) },
      hotlines: { abuDhabiAlAin: form.hotlineAbuDhabiAlAin!, dubaiNorthern: form.hotlineDubaiNorthern! },
    })),
  );
}

const officeFields = z.object({
  officeAddressEn: optionalText,
  officeAddressAr: optionalText,
  latitude: optionalText,
  longitude: optionalText,
  zoom: optionalText,
});
const isDecimalIn = (value: string | undefined, min: number, max: number) =>
  !!value && /^-?\d{1,3}(\.\d{1,7})?$/.test(value) && Number(value) >= min && Number(value) <= max;

/** The head office as the contact page shows it: its address and where the map marker sits. */
export function officeSchema(t: Translate) {
  return z.pipe(
    officeFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        tooLong(t, form, fail);
        if (!form.officeAddressEn) fail('officeAddressEn', t('cms.required'));
        if (!isDecimalIn(form.latitude, -90, 90)) fail('latitude', t('cms.settings.latitudeInvalid'));
        if (!isDecimalIn(form.longitude, -180, 180)) fail('longitude', t('cms.settings.longitudeInvalid'));
        if (!form.zoom || !/^\d{1,2}$/.test(form.zoom) || Number(form.zoom) < 1 || Number(form.zoom) > 19)
          fail('zoom', t('cms.settings.zoomInvalid'));
      }),
    ),
    z.transform((form: z.output<typeof officeFields>): { headOfficeMap: HeadOfficeMap } => ({
      headOfficeMap: {
        lat: Number(form.latitude),
        lon: Number(form.longitude),
        zoom: Number(form.zoom),
        address: { en: form.officeAddressEn!, ...(form.officeAddressAr ? { ar: form.officeAddressAr } : {}) },
      },
    })),
  );
}

const notificationFields = z.object(
  Object.fromEntries(notificationKinds.map((kind) => [kind, optionalText])) as Record<
    NotificationKind,
    typeof optionalText
  >,
);

/** One address per kind of submission, each a real address. */
export function notificationsSchema(t: Translate) {
  return z.pipe(
    notificationFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        tooLong(t, form, fail, 200);
        for (const kind of notificationKinds) {
          const value = form[kind];
          if (!value) fail(kind, t('cms.required'));
          else if (!isEmail(value)) fail(kind, t('cms.emailInvalid'));
        }
      }),
    ),
    z.transform(
      (form: z.output<typeof notificationFields>) =>
        Object.fromEntries(notificationKinds.map((kind) => [kind, form[kind]!.toLowerCase()])) as Record<
          NotificationKind,
          string
        >,
    ),
  );
}

const isAge = (value: string | undefined) => Boolean(value && /^\d{2}$/.test(value) && Number(value) >= 18);
/** A young-driver surcharge is at most AED 500 a day before VAT. */
const MAX_YOUNG_DRIVER_FILS = 50_000;
const youngDriverFils = (value: string | undefined) => {
  if (!value) return 0;
  const fils = parseAedToFils(value);
  return fils !== null && fils <= MAX_YOUNG_DRIVER_FILS ? fils : null;
};

/**
 * Per vehicle type: the minimum renter age (age-{id}), and optionally a lower age renters may be with
 * the young-driver surcharge (young-age-{id}) and the surcharge a day before VAT in AED (young-fee-{id}).
 */
export function agesSchema(t: Translate, typeIds: number[]) {
  const fields = z.object(
    Object.fromEntries(
      typeIds.flatMap((id) => [
        [`age-${id}`, optionalText],
        [`young-age-${id}`, optionalText],
        [`young-fee-${id}`, optionalText],
      ]),
    ),
  );
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        for (const id of typeIds) {
          const age = form[`age-${id}`];
          const young = form[`young-age-${id}`];
          if (!isAge(age)) fail(`age-${id}`, t('cms.settings.ageInvalid'));
          if (young && (!isAge(young) || (isAge(age) && Number(young) >= Number(age))))
            fail(`young-age-${id}`, t('cms.settings.youngAgeInvalid'));
          if (youngDriverFils(form[`young-fee-${id}`]) === null)
            fail(`young-fee-${id}`, t('cms.settings.youngFeeInvalid'));
        }
      }),
    ),
    z.transform((form: Record<string, string | undefined>) =>
      typeIds.map((id) => ({
        vehicleTypeId: id,
        minimumRenterAge: Number(form[`age-${id}`]),
        youngDriverMinimumAge: form[`young-age-${id}`] ? Number(form[`young-age-${id}`]) : null,
        youngDriverDailyFils: youngDriverFils(form[`young-fee-${id}`])!,
      })),
    ),
  );
}

const bookingFields = z.object({
  turnaroundBufferMinutes: optionalText,
  externalReservationUrl: optionalText,
  fazaaDiscountPercent: optionalText,
  esaadDiscountPercent: optionalText,
});
const discountFields = ['fazaaDiscountPercent', 'esaadDiscountPercent'] as const;
/** Empty means no discount; otherwise a whole percentage the pricing module accepts. */
const isDiscountPercent = (value: string | undefined) =>
  !value || (/^\d{1,2}$/.test(value) && Number(value) <= MAX_MEMBER_DISCOUNT_PERCENT);

/** The buffer between two rentals of one car, where /fetch sends visitors (unset: home), and the Fazaa and Esaad discounts (unset: not offered). */
export function bookingRulesSchema(t: Translate) {
  return z.pipe(
    bookingFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        const minutes = form.turnaroundBufferMinutes;
        if (!minutes || !/^\d{1,4}$/.test(minutes) || Number(minutes) > 1440)
          fail('turnaroundBufferMinutes', t('cms.settings.turnaroundInvalid'));
        const url = form.externalReservationUrl;
        if (
          url &&
          (url.length > 500 || !/^https:\/\/[^\s/$.?#][^\s]*$/i.test(url) || !z.safeParse(z.url(), url).success)
        )
          fail('externalReservationUrl', t('cms.settings.urlInvalid'));
        for (const field of discountFields)
          if (!isDiscountPercent(form[field]))
            fail(field, t('cms.settings.discountInvalid', { max: MAX_MEMBER_DISCOUNT_PERCENT }));
      }),
    ),
    z.transform((form: z.output<typeof bookingFields>) => ({
      turnaroundBufferMinutes: Number(form.turnaroundBufferMinutes),
      externalReservationUrl: form.externalReservationUrl || null,
      fazaaDiscountPercent: Number(form.fazaaDiscountPercent ?? 0),
      esaadDiscountPercent: Number(form.esaadDiscountPercent ?? 0),
    })),
  );
}

export type MinimumAgesInput = z.output<ReturnType<typeof agesSchema>>;

/** A closure runs at most this many days: longer is a branch shut down, which is not a holiday. */
const MAX_CLOSURE_DAYS = 31;
const CLOSURE_REASON_MAX = 100;

const closureFields = z.object({
  closureBranch: optionalText,
  firstDate: optionalText,
  lastDate: optionalText,
  reason: optionalText,
  reasonAr: optionalText,
});

/**
 * A holiday closure: one branch or all ('all'), the first and last day (from today, the last not
 * before the first, at most 31 days), and the reason staff and the location guide show, in English and Arabic.
 */
export function closureSchema(t: Translate, branchIds: number[], today: string) {
  return z.pipe(
    closureFields.check(
      z.superRefine((form, ctx) => {
        const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        if (form.closureBranch !== 'all' && !branchIds.map(String).includes(form.closureBranch ?? ''))
          fail('closureBranch', t('cms.closures.branchRequired'));
        const first = form.firstDate;
        const last = form.lastDate;
        if (!first || !isCalendarDate(first)) fail('firstDate', t('cms.dateInvalid'));
        else if (first < today) fail('firstDate', t('cms.closures.past'));
        if (!last || !isCalendarDate(last)) fail('lastDate', t('cms.dateInvalid'));
        else if (first && isCalendarDate(first) && last < first) fail('lastDate', t('cms.closures.lastBeforeFirst'));
        else if (first && isCalendarDate(first) && last > addDays(first, MAX_CLOSURE_DAYS - 1))
          fail('lastDate', t('cms.closures.tooLong', { days: MAX_CLOSURE_DAYS }));
        if (!form.reason) fail('reason', t('cms.closures.reasonRequired'));
        else if (form.reason.length > CLOSURE_REASON_MAX) fail('reason', t('cms.tooLong', { max: CLOSURE_REASON_MAX }));
        if (!form.reasonAr) fail('reasonAr', t('cms.closures.reasonRequired'));
        else if (form.reasonAr.length > CLOSURE_REASON_MAX)
          fail('reasonAr', t('cms.tooLong', { max: CLOSURE_REASON_MAX }));
      }),
    ),
    z.transform((form: z.output<typeof closureFields>) => ({
      branchId: form.closureBranch === 'all' ? null : Number(form.closureBranch),
      firstDate: form.firstDate!,
      lastDate: form.lastDate!,
      reason: { en: form.reason!, ar: form.reasonAr! },
    })),
  );
}

export type ClosureInput = z.output<ReturnType<typeof closureSchema>>;

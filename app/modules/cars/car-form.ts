// zod/mini: the same rules run in the staff member's browser and on the server.
import * as z from 'zod/mini';
import type { Translate } from '~/i18n/translate';
import { isCalendarDate } from '~/utils/dubai-time';
import {
  type CarStatus,
  type PlateEmirate,
  carStatuses,
  isPlateCode,
  isPlateNumber,
  isVin,
  normalPlateCode,
  normalVin,
  plateEmirates,
} from './car-rules';

const text = z.optional(z.string().check(z.trim()));
const fields = z.object({
  plateEmirate: text,
  plateCode: text,
  plateNumber: text,
  vin: text,
  colour: text,
  vehicleModelId: text,
  homeBranchId: text,
  odometerKm: text,
  registrationExpiresOn: text,
  insuranceExpiresOn: text,
  nextServiceOn: text,
  nextServiceKm: text,
  notes: text,
  status: text,
  statusReason: text,
});

export type CarDetails = {
  plateEmirate: PlateEmirate;
  plateCode: string;
  plateNumber: number;
  vin: string;
  colour: string;
  vehicleModelId: number;
  homeBranchId: number;
  odometerKm: number;
  registrationExpiresOn: string;
  insuranceExpiresOn: string;
  nextServiceOn: string | null;
  nextServiceKm: number | null;
  notes: string | null;
};
export type CarInput = CarDetails & { status: CarStatus | null; statusReason: string | null };

const MAX_KM = 2_000_000;
const isKm = (value: string) => /^\d{1,7}$/.test(value) && Number(value) <= MAX_KM;

/**
 * A car's record as staff type it: the plate as the emirate, its code and number, the VIN, the
 * model and home branch from the lists given, readings in km, papers' expiry dates; on the edit
 * form a new status (moved by moveCarStatus) with its reason.
 */
export function carSchema({ t, modelIds, branchIds }: { t: Translate; modelIds: number[]; branchIds: number[] }) {
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        const emirate = plateEmirates.find((name) => name === form.plateEmirate);
        if (!emirate) fail('plateEmirate', t('cars.error.emirate'));
        if (!form.plateCode) fail('plateCode', t('cars.error.required'));
        else if (emirate && !isPlateCode(emirate, normalPlateCode(form.plateCode)))
          fail('plateCode', t('cars.error.plateCode'));
        if (!form.plateNumber) fail('plateNumber', t('cars.error.required'));
        else if (!isPlateNumber(form.plateNumber)) fail('plateNumber', t('cars.error.plateNumber'));
        if (!form.vin) fail('vin', t('cars.error.required'));
        else if (!isVin(normalVin(form.vin))) fail('vin', t('cars.error.vin'));
        if (!form.colour) fail('colour', t('cars.error.required'));
        else if (form.colour.length > 40) fail('colour', t('cms.tooLong', { max: 40 }));
        if (!modelIds.includes(Number(form.vehicleModelId))) fail('vehicleModelId', t('cars.error.model'));
        if (!branchIds.includes(Number(form.homeBranchId))) fail('homeBranchId', t('cars.error.branch'));
        if (!form.odometerKm) fail('odometerKm', t('cars.error.required'));
        else if (!isKm(form.odometerKm)) fail('odometerKm', t('cars.error.km'));
        for (const key of ['registrationExpiresOn', 'insuranceExpiresOn'] as const) {
          if (!form[key]) fail(key, t('cars.error.required'));
          else if (!isCalendarDate(form[key])) fail(key, t('cars.error.date'));
        }
        if (form.nextServiceOn && !isCalendarDate(form.nextServiceOn)) fail('nextServiceOn', t('cars.error.date'));
        if (form.nextServiceKm && !isKm(form.nextServiceKm)) fail('nextServiceKm', t('cars.error.km'));
        if ((form.notes?.length ?? 0) > 1000) fail('notes', t('cms.tooLong', { max: 1000 }));
        if (form.status && !(carStatuses as readonly string[]).includes(form.status))
          fail('status', t('cars.error.status'));
        if ((form.statusReason?.length ?? 0) > 300) fail('statusReason', t('cms.tooLong', { max: 300 }));
      }),
    ),
    z.transform((form: z.output<typeof fields>): CarInput => ({
      plateEmirate: form.plateEmirate as PlateEmirate,
      plateCode: normalPlateCode(form.plateCode!),
      plateNumber: Number(form.plateNumber),
      vin: normalVin(form.vin!),
      colour: form.colour!,
      vehicleModelId: Number(form.vehicleModelId),
      homeBranchId: Number(form.homeBranchId),
      odometerKm: Number(form.odometerKm),
      registrationExpiresOn: form.registrationExpiresOn!,
      insuranceExpiresOn: form.insuranceExpiresOn!,
      nextServiceOn: form.nextServiceOn || null,
      nextServiceKm: form.nextServiceKm ? Number(form.nextServiceKm) : null,
      notes: form.notes || null,
      status: (form.status as CarStatus | undefined) || null,
      statusReason: form.statusReason || null,
    })),
  );
}

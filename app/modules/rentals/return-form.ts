import { z } from 'zod';
import type { MessageKey } from '~/i18n/en';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';
import { type CarZone } from '~/modules/rentals/agreement/car-zones';
import { readDamageMarks, readingFields } from './hand-over-form';
import type { ReturnInput } from './return-car.server';

/**
 * The return form, read the same way in the browser and on the server: the readings, the new
 * damage (zones as at hand-over, with staff's estimate of its repair), cleaning, and whether to
 * release what the deposit still holds once the charges are taken. "Work out the charges" and
 * "Close the rental" post the same fields; only closing writes anything.
 */

/** Beyond any repair the counter assesses; a larger figure is a typing slip. */
const MAX_DAMAGE_FILS = 100_000_00;

const returnSchema = z.object({
  intent: z.enum(['preview', 'close']).default('preview'),
  ...readingFields,
  newDamage: z
    .string()
    .trim()
    .default('')
    .refine((text) => text === '' || (parseAedToFils(text) ?? -1) >= 0, {
      message: 'returnCar.error.damageAmount' satisfies MessageKey,
    })
    .transform((text) => (text === '' ? 0 : parseAedToFils(text)!))
    .refine((fils) => fils <= MAX_DAMAGE_FILS, { message: 'returnCar.error.damageAmount' satisfies MessageKey }),
  cleaning: z.enum(['yes', '']).default(''),
  releaseRest: z.enum(['yes', '']).default(''),
});

export type ReturnForm = ReturnInput & { intent: 'preview' | 'close'; releaseRest: boolean };
export type ReturnField = keyof z.infer<typeof returnSchema> | `damage_${CarZone}`;

export function readReturnForm(
  fields: Record<string, unknown>,
): { ok: true; value: ReturnForm } | { ok: false; field: ReturnField; error: MessageKey } {
  const parsed = returnSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = (issue.path[0] as ReturnField | undefined) ?? 'odometerKm';
    const message = issue.message;
    const known =
      message.startsWith('returnCar.') || message.startsWith('handOver.')
        ? (message as MessageKey)
        : 'handOver.error.odometer';
    return { ok: false, field, error: known };
  }
  const damage = readDamageMarks(fields);
  if (!damage.ok) return damage;
  const { intent, odometerKm, fuelEighths, newDamage, cleaning, releaseRest } = parsed.data;
  return {
    ok: true,
    value: {
      intent,
      odometerKm,
      fuelEighths,
      damage: damage.marks,
      newDamageFils: newDamage,
      cleaningNeeded: cleaning === 'yes',
      releaseRest: releaseRest === 'yes',
    },
  };
}

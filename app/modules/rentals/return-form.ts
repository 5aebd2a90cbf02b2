import { z } from 'zod';
import type { MessageKey } from '~/i18n/en';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';
import { type CarZone } from '~/modules/rentals/agreement/car-zones';
import { readDamageMarks, readingFields } from './hand-over-form';
import type { ReturnInput } from './return-car.server';
import { dubaiDateTime, toDubaiParts } from '~/utils/dubai-time';

/**
 * The return form, read the same way in the browser and on the server: the readings, the new
 * damage (zones as at hand-over, with staff's estimate of its repair), cleaning, and whether to
 * release what the deposit still holds once the charges are taken, and when the car came back (the counter may record a return after the fact). "Work out the charges" and
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
  // When the car came back, on the UAE clock as the datetime-local field sends it; left empty, now.
  returnedAt: z
    .string()
    .trim()
    .default('')
    .refine((text) => text === '' || returnedAtFrom(text) !== null, {
      message: 'returnCar.error.returnedAt' satisfies MessageKey,
    })
    .transform((text) => (text === '' ? null : returnedAtFrom(text))),
});

/** '2027-03-04T11:30' (the datetime-local field's value, seconds allowed) in UAE time, or null. */
function returnedAtFrom(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text);
  return match ? dubaiDateTime(match[1], match[2]) : null;
}

/** The return time field's value for a moment: its UAE date and time to the minute. */
export function returnedAtValue(at: Date): string {
  const { date, time } = toDubaiParts(at);
  return `${date}T${time}`;
}

/** A clock a minute fast at the counter is not a return in the future. */
const CLOCK_SLACK_MS = 60_000;

/**
 * Whether a return time staff give is one the car could have come back at: not later than now and
 * not before it was handed over. Null when it is.
 */
export function returnTimeRefusal(
  rental: { handedOverAt: Date },
  returnedAt: Date,
  now: Date,
): 'returned_future' | 'returned_before_hand_over' | null {
  if (returnedAt.getTime() > now.getTime() + CLOCK_SLACK_MS) return 'returned_future';
  // The field gives the minute: a return typed in the hand-over's own minute is not before it.
  const handedOverMinute = Math.floor(rental.handedOverAt.getTime() / 60_000) * 60_000;
  if (returnedAt.getTime() < handedOverMinute) return 'returned_before_hand_over';
  return null;
}

export type ReturnForm = ReturnInput & { intent: 'preview' | 'close'; releaseRest: boolean; returnedAt: Date | null };
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
  const { intent, odometerKm, fuelEighths, newDamage, cleaning, releaseRest, returnedAt } = parsed.data;
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
      returnedAt,
    },
  };
}

import { z } from 'zod';
import { type CarZone, type DamageMark, carZones, damageKinds } from '~/modules/rentals/agreement/car-zones';
import type { MessageKey } from '~/i18n/en';

/**
 * The hand-over form, read the same way in the browser and on the server: the car chosen, its
 * readings, the damage already on it, the licence seen, the renter's signature under the
 * agreement and, when money is due, how it was paid at the counter. Photos are files, checked
 * by their content in the action (rental-photos.server.ts).
 */

/** Photos of the car at hand-over or return, at most. */
export const MAX_RENTAL_PHOTOS = 8;
const MAX_ODOMETER_KM = 2_000_000;
const DAMAGE_NOTE_MAX = 200;
const UPGRADE_NOTE_MAX = 200;
/** A drawn signature as a PNG data URL; a few tens of kilobytes in practice, so this is generous. */
const SIGNATURE_MAX_CHARS = 400_000;
const SIGNATURE_PREFIX = 'data:image/png;base64,';

const message = (key: MessageKey) => ({ message: key });

export const readingFields = {
  odometerKm: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, message('handOver.error.odometer'))
    .transform(Number)
    .refine((km) => km <= MAX_ODOMETER_KM, message('handOver.error.odometer')),
  fuelEighths: z
    .string()
    .regex(/^[0-8]$/, message('handOver.error.fuel'))
    .transform(Number),
};

const handOverSchema = z.object({
  carId: z
    .string()
    .regex(/^\d{1,9}$/, message('handOver.error.car'))
    .transform(Number),
  upgradeNote: z.string().trim().max(UPGRADE_NOTE_MAX, message('handOver.error.upgradeNote')).default(''),
  ...readingFields,
  licenceSeen: z
    .string()
    .trim()
    .min(1, message('handOver.error.licence'))
    .max(30, message('handOver.error.licence'))
    .transform(licenceKey),
  agreed: z.literal('yes', message('handOver.error.agreed')),
  signature: z
    .string()
    .max(SIGNATURE_MAX_CHARS, message('handOver.error.signature'))
    .refine((text) => text.startsWith(SIGNATURE_PREFIX) && text.length > SIGNATURE_PREFIX.length + 100, {
      message: 'handOver.error.signature' satisfies MessageKey,
    }),
  counterMethod: z.enum(['cash', 'card', '']).default(''),
});

export type HandOverForm = Omit<z.infer<typeof handOverSchema>, 'agreed'> & { damage: DamageMark[] };
export type HandOverField = keyof z.infer<typeof handOverSchema> | `damage_${CarZone}`;

/** A licence number as printed, compared without spaces, dashes or case. */
export function licenceKey(text: string): string {
  return text.replace(/[\s\-/]/g, '').toUpperCase();
}

/**
 * The damage marks of a form: for each zone of the diagram, a kind chosen (or none) and a note.
 * A note without a kind is a mistake staff should see, not something to drop.
 */
export function readDamageMarks(
  fields: Record<string, unknown>,
): { ok: true; marks: DamageMark[] } | { ok: false; field: `damage_${CarZone}`; error: MessageKey } {
  const marks: DamageMark[] = [];
  for (const zone of carZones) {
    const kind = String(fields[`damage_${zone}`] ?? '');
    const note = String(fields[`note_${zone}`] ?? '').trim();
    if (kind === '') {
      if (note !== '') return { ok: false, field: `damage_${zone}`, error: 'handOver.error.damageKind' };
      continue;
    }
    if (!(damageKinds as readonly string[]).includes(kind))
      return { ok: false, field: `damage_${zone}`, error: 'handOver.error.damageKind' };
    if (note.length > DAMAGE_NOTE_MAX)
      return { ok: false, field: `damage_${zone}`, error: 'handOver.error.damageNote' };
    marks.push({ zone, kind: kind as DamageMark['kind'], note });
  }
  return { ok: true, marks };
}

/** The form as posted, or the first field that is wrong with its message key. */
export function readHandOverForm(
  fields: Record<string, unknown>,
): { ok: true; value: HandOverForm } | { ok: false; field: HandOverField; error: MessageKey } {
  const parsed = handOverSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = (issue.path[0] as HandOverField | undefined) ?? 'carId';
    const known = issue.message.startsWith('handOver.') ? (issue.message as MessageKey) : 'handOver.error.car';
    return { ok: false, field, error: known };
  }
  const damage = readDamageMarks(fields);
  if (!damage.ok) return damage;
  const { agreed: _agreed, ...value } = parsed.data;
  return { ok: true, value: { ...value, damage: damage.marks } };
}

/** The message for photos refused at hand-over or return (rental-photos.server.ts says why). */
export function photoRefusalKey(reason: 'type' | 'size' | 'count'): MessageKey {
  if (reason === 'count') return 'handOver.error.photoCount';
  return reason === 'size' ? 'handOver.error.photoSize' : 'handOver.error.photoType';
}

/** The signature's PNG bytes from its data URL (checked again by content before it is stored). */
export function signatureBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(SIGNATURE_PREFIX.length), 'base64');
}

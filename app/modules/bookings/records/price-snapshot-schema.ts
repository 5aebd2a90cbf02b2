import { z } from 'zod';
import { MAX_MEMBER_DISCOUNT_PERCENT, MAX_OFFER_PERCENT, MAX_PROMO_PERCENT } from '~/modules/pricing/quote-booking';
import type { PriceSnapshot } from './price-snapshot';

/**
 * The shape of `bookings.price_snapshot` as `priceSnapshot()` writes it. The column is jsonb, so
 * PostgreSQL takes any JSON: a stored snapshot is read through this schema where the database
 * hands it back, and a row that does not match fails there, naming the row and the field, rather
 * than as an undefined deep inside a page, a mail or an invoice.
 */
const fils = z.int();
const rateFils = z.int().nonnegative();
const tierRates = z.object({ dailyFils: rateFils, weeklyFils: rateFils, monthlyFils: rateFils });
const branchRef = z.object({ value: z.string(), city: z.string() });

const bilingual = z.object({ en: z.string(), ar: z.string().optional() });

const quoteLineCodes = [
  'base',
  'cdw',
  'scdw',
  'pai',
  'gps',
  'additional_driver',
  'baby_seat',
  'pay_on_pickup',
  'fazaa_discount',
  'esaad_discount',
  'one_way',
  'collection',
  'delivery',
  'promo_discount',
  'offer_discount',
  'young_driver',
] as const;

export const priceSnapshotSchema = z.object({
  rateCard: tierRates.extend({
    cdw: tierRates,
    pai: tierRates,
    gps: tierRates,
    additionalDriverFils: rateFils,
    babySeatFils: rateFils,
    // Absent on bookings priced before the SCDW was sold.
    scdwDailyFils: rateFils.default(0),
    youngDriverDailyFils: rateFils.optional(),
  }),
  pickupBranch: branchRef,
  dropoffBranch: branchRef,
  collectionCity: z.string().nullable(),
  // Absent on bookings priced before delivery at pick-up was offered.
  deliveryCity: z.string().nullable().optional(),
  pickupAt: z.iso.datetime(),
  dropoffAt: z.iso.datetime(),
  extras: z.object({
    fullInsurance: z.boolean(),
    zeroExcess: z.boolean().default(false),
    personalInsurance: z.boolean(),
    gps: z.boolean(),
    additionalDriver: z.boolean(),
    babySeat: z.boolean(),
  }),
  paymentMethod: z.enum(['card', 'pay_on_pickup']),
  // Absent on bookings priced before member discounts existed.
  memberDiscount: z
    .object({ programme: z.enum(['fazaa', 'esaad']), percent: z.int().min(0).max(MAX_MEMBER_DISCOUNT_PERCENT) })
    .nullable()
    .optional(),
  // Absent on bookings priced before promo codes existed.
  // Absent on bookings priced before the young-driver surcharge existed.
  youngDriver: z.boolean().optional(),
  promo: z
    .object({
      code: z.string(),
      percentOff: z.int().min(1).max(MAX_PROMO_PERCENT).nullable(),
      amountOffFils: z.int().positive().nullable(),
    })
    .nullable()
    .optional(),
  // Absent on bookings priced before priced offers existed.
  offer: z
    .object({
      offerId: z.int().positive(),
      title: bilingual,
      percentOff: z.int().min(1).max(MAX_OFFER_PERCENT).nullable(),
      amountOffFilsPerDay: z.int().positive().nullable(),
    })
    .nullable()
    .optional(),
  quote: z.object({
    days: z.int().positive(),
    tier: z.enum(['daily', 'weekly', 'monthly']),
    lines: z.array(z.object({ code: z.enum(quoteLineCodes), amountFils: fils, title: bilingual.optional() })),
    grossFils: fils,
    vatFils: fils,
    totalFils: fils,
  }),
});

// The schema and the type must describe the same thing: a field added to one and not the other fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.output<typeof priceSnapshotSchema>, PriceSnapshot> = true;
void schemaMatchesType;

/**
 * A price snapshot as read from the database, checked against its shape. `owner` names the row in
 * the error (e.g. 'booking 42'). Throws when the value is not a snapshot, null included: callers
 * whose row may not be priced yet test for null first.
 */
export function readPriceSnapshot(value: unknown, owner: string): PriceSnapshot {
  const parsed = priceSnapshotSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`The price snapshot of ${owner} is malformed:\n${z.prettifyError(parsed.error)}`);
}

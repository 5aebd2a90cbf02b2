import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * A code staff give out for a discount on the car's rental (decision 081): a percentage or an amount
 * in fils, the Dubai dates a booking may use it on, how many bookings may use it in all and per
 * customer, and the models it is for (none listed: every model). A booking that uses it keeps the
 * code and its terms in its price snapshot and points here, which is how uses are counted.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper case, as customers may type it in any case. */
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    amountOffFils: integer('amount_off_fils'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer').notNull().default(1),
    vehicleModelIds: integer('vehicle_model_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOffFils} is null)`),
    check('promo_codes_percent', sql`${t.percentOff} is null or ${t.percentOff} between 1 and 50`),
    check('promo_codes_amount', sql`${t.amountOffFils} is null or ${t.amountOffFils} > 0`),
    check('promo_codes_dates', sql`${t.validFrom} <= ${t.validUntil}`),
    check('promo_codes_uses', sql`(${t.maxUses} is null or ${t.maxUses} > 0) and ${t.maxUsesPerCustomer} > 0`),
  ],
);

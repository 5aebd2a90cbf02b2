import { z } from 'zod';
import { type QuoteLineCode, noExtras } from '~/modules/pricing/quote-booking';
import { dubaiIsoString } from '~/utils/dubai-time';
import { MAX_RECORD_ID } from '~/utils/record-id';

/**
 * The public JSON API's contract, request and response alike. The routes parse with these, the
 * serialisers are typed by them and the OpenAPI document is generated from them, so the three
 * cannot drift apart. Money is integer fils (1 AED = 100 fils).
 */

/** Ids are PostgreSQL `integer`s: anything larger would make the database, not us, refuse it. */
const MAX_ID = MAX_RECORD_ID;

const required = 'Required.';
/** A zod error map: "Required." for a missing value, `invalid` for anything else wrong with it. */
const messages = (invalid: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid),
});

const idMessage = `Must be a whole number from 1 to ${MAX_ID}.`;
const id = () => z.int(messages(idMessage)).min(1, idMessage).max(MAX_ID, idMessage);

const dateTimeMessage = `Must be an ISO 8601 date and time with an offset, e.g. ${dubaiIsoString('2027-03-01', '10:00')}.`;
const dateTime = () => z.iso.datetime({ offset: true, ...messages(dateTimeMessage) });

const flag = () =>
  z.boolean(messages('Must be true or false.')).default(false).meta({ description: 'Defaults to false.' });

// ---------------------------------------------------------------- requests

export const vehiclesQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .max(100, 'Must be at most 100 characters.')
    .optional()
    .meta({ description: 'A vehicle type name, e.g. "SUV Standard" (any letter case).' }),
  brand: z
    .string()
    .trim()
    .max(100, 'Must be at most 100 characters.')
    .optional()
    .meta({ description: 'A brand, e.g. "Toyota" (any letter case; "VW" finds VOLKSWAGEN).' }),
});

const extrasSchema = z
  .strictObject(
    {
      fullInsurance: flag(),
      zeroExcess: flag().meta({ description: 'Super CDW: no excess; includes the CDW.' }),
      personalInsurance: flag(),
      gps: flag(),
      additionalDriver: flag(),
      babySeat: flag(),
    },
    messages('Must be an object of true/false flags.'),
  )
  .default({ ...noExtras })
  .meta({ description: 'Optional extras; each defaults to false.' });

const paymentMethods = ['card', 'pay_on_pickup'] as const;

export const quoteRequestSchema = z
  .strictObject(
    {
      vehicleId: id().meta({ description: 'A vehicle id from GET /api/v1/vehicles.' }),
      pickupBranchId: id().meta({ description: 'A branch id from GET /api/v1/branches.' }),
      dropoffBranchId: id().meta({ description: 'A branch id from GET /api/v1/branches.' }),
      collectionCity: z
        .string(messages('Must be null or a collection city.'))
        .max(100, 'Must be null or a collection city.')
        .nullable()
        .default(null)
        .meta({ description: 'null, or the city where the car is collected from the customer (e.g. "Dubai").' }),
      deliveryCity: z
        .string(messages('Must be null or a delivery city.'))
        .max(100, 'Must be null or a delivery city.')
        .nullable()
        .default(null)
        .meta({
          description:
            'null, or the city where the car is delivered to the customer at pick-up (a collection city other than the airport, e.g. "Dubai"); adds the delivery line.',
        }),
      promoCode: z
        .string(messages('Must be null or a promo code.'))
        .trim()
        .max(40, 'Must be null or a promo code of at most 40 characters.')
        .nullable()
        .default(null)
        .transform((code) => code || null)
        .meta({
          description:
            'null, or a promo code (any letter case), valid today for this vehicle; adds the promo_discount line. Uses per customer are checked when a customer books.',
        }),
      pickupAt: dateTime().meta({
        description:
          'Pick-up time with its offset; seconds are ignored. At least 24 hours ahead, within the branch hours (Asia/Dubai).',
      }),
      dropoffAt: dateTime().meta({
        description:
          'Drop-off time with its offset; seconds are ignored. After pick-up, within the drop-off branch hours.',
      }),
      extras: extrasSchema,
      paymentMethod: z.enum(paymentMethods, messages('Must be "card" or "pay_on_pickup".')),
    },
    messages('The request body must be a JSON object.'),
  )
  .meta({ description: 'One rental to price.' });

export type VehiclesQuery = z.output<typeof vehiclesQuerySchema>;
export type QuoteRequestBody = z.output<typeof quoteRequestSchema>;

// ---------------------------------------------------------------- responses

const fils = () => z.int().min(0);

const openingHoursSchema = z.object({
  opens: z.string().meta({ description: 'HH:MM, Asia/Dubai.', examples: ['08:00'] }),
  closes: z.string().meta({ description: 'HH:MM, Asia/Dubai.', examples: ['20:00'] }),
});

const weekdayHoursSchema = z.object({
  weekday: z.int().min(0).max(6).meta({ description: 'Day of the week in Dubai: 0 Sunday ... 6 Saturday.' }),
  closed: z.boolean(),
  opens: z.optional(z.string().meta({ description: 'HH:MM, Asia/Dubai; absent when closed.', examples: ['16:00'] })),
  closes: z.optional(z.string().meta({ description: 'HH:MM, Asia/Dubai; absent when closed.', examples: ['22:00'] })),
  breakStart: z.optional(
    z.string().meta({
      description:
        'HH:MM, Asia/Dubai; present when the day has a break: open from opens to breakStart and from breakEnd to closes, closed strictly between.',
      examples: ['12:00'],
    }),
  ),
  breakEnd: z.optional(
    z.string().meta({ description: 'HH:MM, Asia/Dubai; present with breakStart.', examples: ['14:00'] }),
  ),
});

const closureSchema = z.object({
  firstDate: z.string().meta({ description: 'YYYY-MM-DD, the first day closed.', examples: ['2026-12-02'] }),
  lastDate: z.string().meta({ description: 'YYYY-MM-DD, the last day closed (inclusive).', examples: ['2026-12-03'] }),
  reason: z.string(),
});

export const branchSchema = z.object({
  id: z.int(),
  city: z.string(),
  name: z.string(),
  value: z.string().meta({ description: 'The branch as "city_branch", e.g. "Dubai_Ittihad Road".' }),
  phone: z.string(),
  openingHours: openingHoursSchema.meta({ description: 'The usual hours; the days in weekdayHours differ.' }),
  weekdayHours: z.array(weekdayHoursSchema).meta({ description: 'Days of the week with other hours or closed.' }),
  closures: z.array(closureSchema).meta({ description: 'Holiday closures ahead: no pick-up or drop-off then.' }),
});

export const branchesResponseSchema = z.object({ branches: z.array(branchSchema) });

const tierRatesSchema = z.object({ dailyFils: fils(), weeklyFils: fils(), monthlyFils: fils() }).meta({
  description: 'Per-day prices in fils; the tier is daily for 1-6 days, weekly for 7-21, monthly from 22.',
});

const rateCardSchema = tierRatesSchema.extend({
  cdw: tierRatesSchema,
  pai: tierRatesSchema,
  gps: tierRatesSchema,
  additionalDriverFils: fils().meta({ description: 'Once per rental.' }),
  babySeatFils: fils().meta({ description: 'Per day.' }),
});

const vehicleSchema = z.object({
  id: z.int(),
  brand: z.string(),
  model: z.string(),
  vehicleType: z.string(),
  seats: z.int(),
  luggage: z.int(),
  doors: z.int(),
  airConditioned: z.boolean(),
  transmission: z.enum(['Automatic', 'Manual']),
  popular: z.boolean(),
  imageUrl: z.url().nullable(),
  rates: rateCardSchema
    .nullable()
    .meta({ description: 'The rate card in force; null when the vehicle is offered on enquiry only.' }),
  startingFrom: z
    .object({
      perDayFils: fils().meta({ description: 'A day of the rental with 5% VAT included.' }),
      tier: z.enum(['daily', 'weekly', 'monthly']),
      fromDays: z.int().min(1).meta({ description: 'The shortest rental, in days, that pays this price.' }),
    })
    .nullable()
    .meta({
      description:
        "The price to show a customer: the rate card's lowest day rate with VAT, for rentals of its tier; null when the vehicle is offered on enquiry only.",
    }),
  startingFromAedPerDay: z.int().min(0).meta({
    deprecated: true,
    description:
      'The lowest day rate before VAT, whole dirhams; 0 when offered on enquiry only. Not a price to show a customer: use startingFrom.',
  }),
});

export const vehiclesResponseSchema = z.object({ vehicles: z.array(vehicleSchema) });

export const quoteLineCodes = [
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
] as const satisfies readonly QuoteLineCode[];

const quoteLineSchema = z.object({
  code: z.enum(quoteLineCodes),
  label: z.string().meta({ description: 'English label, e.g. "Rental".' }),
  amountFils: fils(),
});

export const quoteResponseSchema = z.object({
  days: z.int().min(1),
  tier: z.enum(['daily', 'weekly', 'monthly']),
  lines: z.array(quoteLineSchema),
  grossFils: fils(),
  vatFils: fils().meta({ description: 'VAT at 5% of the gross.' }),
  totalFils: fils(),
  currency: z.literal('AED'),
  available: z
    .boolean()
    .meta({ description: 'Whether a car of the model is free at the pick-up branch for the whole rental.' }),
});

export const validationErrorSchema = z.object({
  errors: z.record(z.string(), z.string()).meta({
    description: 'Message per request field ("body" for the body as a whole; nested fields as "extras.gps").',
  }),
});

export const errorSchema = z.object({ error: z.string() });

export type BranchJson = z.output<typeof branchSchema>;
export type VehicleJson = z.output<typeof vehicleSchema>;
export type QuoteJson = z.output<typeof quoteResponseSchema>;
export type FieldErrors = Record<string, string>;

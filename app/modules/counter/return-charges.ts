import {
  type DamageCover,
  type MemberDiscount,
  PER_DAY_LINES,
  type Quote,
  rentalDays,
  roundHalfUpPercent,
} from '~/modules/pricing/quote-booking';
import type { ChargeRules } from '~/modules/settings/charge-settings-form';
import { type ChargeLine, type ChargeTotals, chargeLine, chargeTotals } from './charge-lines';

/**
 * What the renter owes when the car comes back (DECISIONS: return charges; decision 060): fuel
 * short of the hand-over level, a late return, kilometres over the allowance, damage up to the
 * cover's excess, and cleaning. Pure: the caller reads the booking, the readings and the settings.
 */

export type BookingTerms = {
  /** The agreed pick-up and drop-off: the booked days and the late return are measured from them. */
  pickupAt: Date;
  dropoffAt: Date;
  /** One more rental day at the booking's own price, before VAT (`bookingDayPriceFils`). */
  dayPriceFils: number;
  /** The standard CDW caps the renter's share of a damage at the class excess; SCDW takes it to zero. */
  cover: DamageCover;
  cdwExcessFils: number;
  extraKmFils: number;
  tankLitres: number;
};

export type HandOverReading = { odometerKm: number; fuelEighths: number };

export type ReturnReading = HandOverReading & {
  returnedAt: Date;
  /** The damage found at return that was not noted at hand-over, as staff assessed its repair, in fils. */
  newDamageFils: number;
  cleaningNeeded: boolean;
};

export type ReturnCharges = {
  lines: ChargeLine[];
  totals: ChargeTotals;
  /** Whole rental days charged for the late return (0 within the grace), and the hours started after them. */
  lateDays: number;
  lateHours: number;
  /** The kilometres the rental included, over its booked and late days. */
  allowanceKm: number;
};

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const EIGHTHS = 8;
/** The monthly allowance counts per 30 days of rental. */
const MONTH_DAYS = 30;

/**
 * The booking's own price of one more day, before VAT, from its price snapshot: each per-day line
 * (the car at the booked tier's rate, and the cover and extras chosen by the day) divided by the
 * booked days, less the member discount on the car's day. The pay-on-pick-up surcharge, one-way,
 * collection and per-rental extras are charged once and are not part of a day.
 */
export function bookingDayPriceFils(snapshot: {
  quote: Pick<Quote, 'days' | 'lines'>;
  memberDiscount?: MemberDiscount | null;
}): number {
  const { days, lines } = snapshot.quote;
  const perDay = (code: string) =>
    lines.filter((line) => line.code === code).reduce((sum, line) => sum + Math.round(line.amountFils / days), 0);
  const dayFils = PER_DAY_LINES.reduce((sum, code) => sum + perDay(code), 0);
  const discount = snapshot.memberDiscount ? roundHalfUpPercent(perDay('base'), snapshot.memberDiscount.percent) : 0;
  return dayFils - discount;
}

/**
 * The late return's hourly price is this share of the booking's day price, and this many hours
 * started make a full day instead: a quarter a day for each of the first three hours, the day itself
 * from the fourth. Fixed in the terms (decision 086): the settings keep only the grace.
 */
export const LATE_HOUR_PERCENT = 25;
export const LATE_HOURS_MAKING_A_DAY = 4;
const HOUR_MINUTES = 60;

/**
 * A late return by the hour, then by the day: nothing within the grace after the agreed drop-off;
 * past it, each whole 24 hours is a day, and the hours started after them are charged by the hour
 * until they make a day (LATE_HOURS_MAKING_A_DAY), when they are a day. The grace is once per day,
 * as the booking's own days: each day after the drop-off starts the grace over. Whole minutes count.
 */
export function lateReturnTime(
  dropoffAt: Date,
  returnedAt: Date,
  graceMinutes: number,
): { days: number; hours: number } {
  const lateMinutes = Math.floor((returnedAt.getTime() - dropoffAt.getTime()) / MINUTE_MS);
  if (lateMinutes <= graceMinutes) return { days: 0, hours: 0 };
  const pastGrace = lateMinutes - graceMinutes;
  const days = Math.floor(pastGrace / DAY_MINUTES);
  const hours = Math.ceil((pastGrace - days * DAY_MINUTES) / HOUR_MINUTES);
  return hours >= LATE_HOURS_MAKING_A_DAY ? { days: days + 1, hours: 0 } : { days, hours };
}

/** One late hour at the booking's day price before VAT, half up to the fil. */
export const lateHourFils = (dayPriceFils: number) => roundHalfUpPercent(dayPriceFils, LATE_HOUR_PERCENT);

/**
 * The kilometres a rental of `days` includes: each whole 30 days gives the monthly figure; the days
 * after them give the daily figure each, up to the monthly figure (250 a day reaches 4,000 on day 16).
 */
export function kmAllowance(days: number, kmPerDay: number, kmPerMonth: number): number {
  const months = Math.floor(days / MONTH_DAYS);
  return months * kmPerMonth + Math.min((days % MONTH_DAYS) * kmPerDay, kmPerMonth);
}

function checkReadings(handOver: HandOverReading, returned: ReturnReading) {
  for (const eighths of [handOver.fuelEighths, returned.fuelEighths])
    if (!Number.isInteger(eighths) || eighths < 0 || eighths > EIGHTHS)
      throw new RangeError('A fuel level is a whole number of eighths from 0 to 8.');
  if (!Number.isSafeInteger(handOver.odometerKm) || !Number.isSafeInteger(returned.odometerKm))
    throw new RangeError('An odometer reading is whole kilometres.');
  if (returned.odometerKm < handOver.odometerKm)
    throw new RangeError('The odometer at return reads less than at hand-over.');
  if (!Number.isSafeInteger(returned.newDamageFils) || returned.newDamageFils < 0)
    throw new RangeError('A damage cost is a whole, non-negative number of fils.');
}

/** The fuel line: the eighths short of the hand-over level, as litres of this tank at the fuel price, half up to the fil. */
function fuelLines(terms: BookingTerms, shortEighths: number, rules: ChargeRules): ChargeLine[] {
  if (shortEighths <= 0) return [];
  // tank × eighths / 8 litres at the price: one integer division, so 7.5 l at 2.58 is 19.35 exactly.
  const fuelFils = Math.floor(
    (terms.tankLitres * shortEighths * rules.fuelPricePerLitreFils * 2 + EIGHTHS) / (EIGHTHS * 2),
  );
  const litres = (terms.tankLitres * shortEighths) / EIGHTHS;
  const fuel = chargeLine('fuel', {
    quantity: litres,
    unit: 'litre',
    unitFils: rules.fuelPricePerLitreFils,
    netFils: fuelFils,
  });
  const service = chargeLine('fuel_service', {
    quantity: rules.fuelServicePercent,
    unit: 'percent',
    unitFils: fuelFils,
    netFils: roundHalfUpPercent(fuelFils, rules.fuelServicePercent),
  });
  return service.netFils > 0 ? [fuel, service] : [fuel];
}

/** The renter's share of a new damage under the cover chosen. */
function damageFils(terms: BookingTerms, assessedFils: number): number {
  if (terms.cover === 'scdw') return 0;
  if (terms.cover === 'cdw') return Math.min(assessedFils, terms.cdwExcessFils);
  return assessedFils;
}

export function returnCharges(
  terms: BookingTerms,
  handOver: HandOverReading,
  returned: ReturnReading,
  rules: ChargeRules,
): ReturnCharges {
  checkReadings(handOver, returned);
  const lines: ChargeLine[] = [];

  lines.push(...fuelLines(terms, handOver.fuelEighths - returned.fuelEighths, rules));

  const late = lateReturnTime(terms.dropoffAt, returned.returnedAt, rules.lateReturnGraceMinutes);
  const lateDays = late.days;
  if (lateDays > 0)
    lines.push(
      chargeLine('late_return', {
        quantity: lateDays,
        unit: 'day',
        unitFils: terms.dayPriceFils,
        netFils: lateDays * terms.dayPriceFils,
      }),
    );
  if (late.hours > 0) {
    const hourFils = lateHourFils(terms.dayPriceFils);
    lines.push(
      chargeLine('late_return_hours', {
        quantity: late.hours,
        unit: 'hour',
        unitFils: hourFils,
        netFils: late.hours * hourFils,
      }),
    );
  }

  // The allowance follows the whole days paid for: the booked ones and any charged for the late return.
  const allowanceKm = kmAllowance(
    rentalDays(terms.pickupAt, terms.dropoffAt) + lateDays,
    rules.kmPerDay,
    rules.kmPerMonth,
  );
  const overKm = returned.odometerKm - handOver.odometerKm - allowanceKm;
  if (overKm > 0 && terms.extraKmFils > 0)
    lines.push(
      chargeLine('extra_km', {
        quantity: overKm,
        unit: 'km',
        unitFils: terms.extraKmFils,
        netFils: overKm * terms.extraKmFils,
      }),
    );

  const damage = damageFils(terms, returned.newDamageFils);
  if (damage > 0) lines.push(chargeLine('damage', { quantity: 1, unit: 'item', unitFils: damage, netFils: damage }));

  if (returned.cleaningNeeded && rules.cleaningFeeFils > 0)
    lines.push(
      chargeLine('cleaning', {
        quantity: 1,
        unit: 'item',
        unitFils: rules.cleaningFeeFils,
        netFils: rules.cleaningFeeFils,
      }),
    );

  return { lines, totals: chargeTotals(lines), lateDays, lateHours: late.hours, allowanceKm };
}

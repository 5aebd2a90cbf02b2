import { TZDate } from '@date-fns/tz';
import { DUBAI_TIME_ZONE } from '~/utils/dubai-time';

/**
 * Booking schedule rules: the 24-hour lead time, branch opening hours, default and
 * same-day times, and the enquiry form's messages.
 *
 * Everything is in Asia/Dubai wall-clock time. This module runs on the server and in the
 * browser, so it never reads or sets a Date's local-time fields (getHours, setDate, ...):
 * only TZDate in the Dubai zone, which gives the same answer in any process time zone.
 */

export type OpeningHours = { opensAtMinute: number; closesAtMinute: number };

/** A pick-up must be booked at least this long ahead. */
export const MIN_LEAD_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');
const minuteToTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** 'YYYY-MM-DD' + 'HH:MM' in Dubai -> Date; null when either part is malformed or not a real date/time. */
export function dubaiDateTime(date: string, time: string): Date | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number);
  if (hour > 23 || minute > 59) return null;
  const at = new TZDate(year, month - 1, day, hour, minute, DUBAI_TIME_ZONE);
  // TZDate rolls 2026-02-30 over to 2026-03-02; reading the day back catches that.
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day) return null;
  return new Date(at.getTime());
}

/** Date -> { date: 'YYYY-MM-DD', time: 'HH:MM' } in Dubai. */
export function toDubaiParts(at: Date): { date: string; time: string } {
  const d = new TZDate(at, DUBAI_TIME_ZONE);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** '8 am to 8 pm' (and '8 am to 10:30 pm' when minutes are not zero; '12 pm' for noon) — the words used inside the messages. */
export function hoursInWords(hours: OpeningHours): string {
  const words = (minuteOfDay: number) => {
    const hour = Math.floor(minuteOfDay / 60) % 24;
    const minute = minuteOfDay % 60;
    const clock = hour % 12 === 0 ? 12 : hour % 12;
    return `${clock}${minute ? `:${pad(minute)}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
  };
  return `${words(hours.opensAtMinute)} to ${words(hours.closesAtMinute)}`;
}

/** The messages of the enquiry form, shared by the form and the tests. */
export const scheduleMessages = {
  pickupDateRequired: 'Please select your PICK-UP Date!',
  pickupTimeRequired: 'Please select Pick-up date and time',
  dropoffDateRequired: 'Please select your DROP-OFF Date!',
  dropoffTimeRequired: 'Please select Drop-Off date',
  dropoffNotAfterPickup: 'Please ensure that your drop-off schedule falls after the pick-up schedule.',
  // The spec names 8 am to 8 pm; DECISIONS has each branch's hours come from data.
  pickupTimeRule: (hours: OpeningHours) =>
    `Please select a pickup time that is at least 24 hours after the time of booking and falls within our working hours of ${hoursInWords(hours)}.`,
  dropoffTimeRule: (hours: OpeningHours) =>
    `Please select a drop-off time that falls within our working hours of ${hoursInWords(hours)}.`,
} as const;

/** Minutes (with fractions, so 20:00:30 is past a 20:00 closing) since Dubai midnight. */
function dubaiMinuteOfDay(at: Date): number {
  const d = new TZDate(at, DUBAI_TIME_ZONE);
  return d.getHours() * 60 + d.getMinutes() + (d.getSeconds() * 1000 + d.getMilliseconds()) / 60000;
}

function withinHours(at: Date, hours: OpeningHours): boolean {
  const minute = dubaiMinuteOfDay(at);
  return minute >= hours.opensAtMinute && minute <= hours.closesAtMinute;
}

/** Whole hours inside the hours, as minutes after midnight; opening and closing included when on the hour. */
function wholeHourSlots(hours: OpeningHours): number[] {
  const slots: number[] = [];
  for (let m = Math.ceil(hours.opensAtMinute / 60) * 60; m <= hours.closesAtMinute; m += 60) slots.push(m);
  // Without this, earliestPickup would search for a slot forever.
  if (!slots.length) throw new RangeError(`Opening hours ${hoursInWords(hours)} contain no whole hour`);
  return slots;
}

function nextDubaiDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return toDubaiParts(new TZDate(year, month - 1, day + 1, 12, 0, DUBAI_TIME_ZONE)).date;
}

const leadTimeEnd = (now: Date) => new Date(now.getTime() + MIN_LEAD_HOURS * HOUR_MS);

/** Whole-hour pick-up/drop-off times ('HH:MM') the branch offers on that Dubai date, from opening to closing inclusive; for pick-up, only those at least 24 h after now. */
export function bookableTimes(args: { date: string; hours: OpeningHours; now: Date; earliest?: Date }): string[] {
  // `earliest` (inclusive) replaces the 24-hour rule, e.g. for drop-off: just after the pick-up.
  const from = (args.earliest ?? leadTimeEnd(args.now)).getTime();
  return wholeHourSlots(args.hours)
    .map(minuteToTime)
    .filter((time) => {
      const at = dubaiDateTime(args.date, time);
      return at !== null && at.getTime() >= from;
    });
}

/** The first whole hour at least 24 h after now that falls inside the pick-up branch's hours (rolling to the next day's opening when needed). */
export function earliestPickup(now: Date, pickupHours: OpeningHours): Date {
  const from = leadTimeEnd(now);
  let date = toDubaiParts(from).date;
  // The lead-time day's slots may all be too early; the next day's opening always qualifies.
  for (let day = 0; day < 2; day += 1, date = nextDubaiDate(date)) {
    for (const minute of wholeHourSlots(pickupHours)) {
      const at = dubaiDateTime(date, minuteToTime(minute));
      if (at && at >= from) return at;
    }
  }
  throw new Error('unreachable: the day after the lead time always has a slot');
}

/** Defaults: pick-up = earliestPickup; drop-off = one day later, moved to the drop-off branch's opening hours if it falls outside them (same day's closing hour if later than closing, else next opening). */
export function defaultSchedule(
  now: Date,
  pickupHours: OpeningHours,
  dropoffHours: OpeningHours,
): { pickupAt: Date; dropoffAt: Date } {
  const pickupAt = earliestPickup(now, pickupHours);
  const pickup = toDubaiParts(pickupAt);
  const date = nextDubaiDate(pickup.date);
  const oneDayLater = dubaiDateTime(date, pickup.time)!;
  if (withinHours(oneDayLater, dropoffHours)) return { pickupAt, dropoffAt: oneDayLater };
  // Moving earlier to the closing hour keeps the rental at one day rather than adding one.
  const slots = wholeHourSlots(dropoffHours);
  const minute = dubaiMinuteOfDay(oneDayLater) > dropoffHours.closesAtMinute ? slots[slots.length - 1] : slots[0];
  return { pickupAt, dropoffAt: dubaiDateTime(date, minuteToTime(minute))! };
}

/** Same-day drop-off defaults to one hour after pick-up (spec); null when that is past the drop-off branch's closing time. */
export function sameDayDropoffTime(pickupAt: Date, dropoffHours: OpeningHours): string | null {
  const oneHourLater = new Date(pickupAt.getTime() + HOUR_MS);
  const later = toDubaiParts(oneHourLater);
  if (later.date !== toDubaiParts(pickupAt).date) return null;
  const minute = dubaiMinuteOfDay(oneHourLater);
  if (minute > dropoffHours.closesAtMinute) return null;
  // A branch that opens later than the pick-up one: its opening is the first time it can take the car.
  if (minute < dropoffHours.opensAtMinute) return minuteToTime(wholeHourSlots(dropoffHours)[0]);
  return later.time;
}

export type ScheduleErrors = Partial<Record<'pickupDate' | 'pickupTime' | 'dropoffDate' | 'dropoffTime', string>>;

/** Every rule, returning the spec's messages keyed by field; {} when valid. */
export function checkSchedule(args: {
  now: Date;
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  pickupHours: OpeningHours;
  dropoffHours: OpeningHours;
}): ScheduleErrors {
  const errors: ScheduleErrors = {};
  // A malformed date or time (hand-edited request) is treated as not selected.
  const validDate = (date: string) => dubaiDateTime(date, '00:00') !== null;
  const validTime = (time: string) => dubaiDateTime('2000-01-01', time) !== null;
  if (!validDate(args.pickupDate)) errors.pickupDate = scheduleMessages.pickupDateRequired;
  if (!validTime(args.pickupTime)) errors.pickupTime = scheduleMessages.pickupTimeRequired;
  if (!validDate(args.dropoffDate)) errors.dropoffDate = scheduleMessages.dropoffDateRequired;
  if (!validTime(args.dropoffTime)) errors.dropoffTime = scheduleMessages.dropoffTimeRequired;

  const pickupAt = dubaiDateTime(args.pickupDate, args.pickupTime);
  const dropoffAt = dubaiDateTime(args.dropoffDate, args.dropoffTime);
  // A past pick-up date is not a missing one: it fails the 24-hour rule, reported on the time.
  if (pickupAt && (pickupAt < leadTimeEnd(args.now) || !withinHours(pickupAt, args.pickupHours))) {
    errors.pickupTime = scheduleMessages.pickupTimeRule(args.pickupHours);
  }
  if (dropoffAt && !withinHours(dropoffAt, args.dropoffHours)) {
    errors.dropoffTime = scheduleMessages.dropoffTimeRule(args.dropoffHours);
  } else if (dropoffAt && pickupAt && dropoffAt <= pickupAt) {
    errors.dropoffTime = scheduleMessages.dropoffNotAfterPickup;
  }
  return errors;
}

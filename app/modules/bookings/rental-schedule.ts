import { type Translate, translator } from '~/i18n/translate';
import { type DayHours, type OpeningHours, type Weekday, openingWindows, wholeHourSlots } from '~/utils/opening-hours';
import {
  type DubaiMoment,
  dubaiClock,
  dubaiDateTime,
  isCalendarDate,
  isClockTime,
  nextDubaiDate,
  toDubaiParts,
} from '~/utils/dubai-time';

/**
 * Booking schedule rules: the 24-hour lead time, branch opening hours, default and
 * same-day times, and the enquiry form's messages.
 *
 * Everything is in Asia/Dubai wall-clock time, read and written through ~/utils/dubai-time, so
 * the answers are the same on the server and in the browser, in any process time zone.
 */

/** A pick-up must be booked at least this long ahead. */
export const MIN_LEAD_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');
const minuteToTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

const english = translator('en');

/**
 * '8 am to 8 pm' (and '8 am to 10:30 pm' when minutes are not zero; '12 pm' for noon), in the
 * reader's language — the words used inside the messages. A day with a break names both windows:
 * '8 am to 12 pm and 2 pm to 8 pm'.
 */
export function hoursInWords(hours: DayHours, t: Translate = english): string {
  const words = (minuteOfDay: number) => {
    const hour = Math.floor(minuteOfDay / 60) % 24;
    const minute = minuteOfDay % 60;
    const clock = hour % 12 === 0 ? 12 : hour % 12;
    return t(hour < 12 ? 'schedule.am' : 'schedule.pm', { time: `${clock}${minute ? `:${pad(minute)}` : ''}` });
  };
  const [first, second] = openingWindows(hours).map((window) =>
    t('schedule.hoursRange', { from: words(window.opensAtMinute), to: words(window.closesAtMinute) }),
  );
  return second ? t('schedule.twoWindows', { first, second }) : first;
}

/**
 * The messages of the schedule rules in the reader's language; in English the spec's words. The
 * spec names 8 am to 8 pm; DECISIONS has each branch's hours come from data.
 */
export function scheduleMessagesIn(t: Translate) {
  return {
    pickupDateRequired: t('schedule.pickupDateRequired'),
    pickupTimeRequired: t('schedule.pickupTimeRequired'),
    dropoffDateRequired: t('schedule.dropoffDateRequired'),
    dropoffTimeRequired: t('schedule.dropoffTimeRequired'),
    dropoffNotAfterPickup: t('schedule.dropoffNotAfterPickup'),
    pickupTimeRule: (hours: DayHours) => t('schedule.pickupTimeRule', { hours: hoursInWords(hours, t) }),
    dropoffTimeRule: (hours: DayHours) => t('schedule.dropoffTimeRule', { hours: hoursInWords(hours, t) }),
    pickupClosed: t('schedule.pickupClosed'),
    dropoffClosed: t('schedule.dropoffClosed'),
  };
}

/** The English messages: the API speaks English, and the tests compare with them. */
export const scheduleMessages = scheduleMessagesIn(english);

/** The day of the week of a Dubai date ('2026-11-27' is a Friday: 5). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number);
  // A calendar date's weekday is the same in every zone: no time zone lookup needed (quotes ask often).
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday;
}

/** The hours a branch keeps on a Dubai date (a break included), or null when it is closed that day (a closure or its day off). */
export function hoursOnDate(hours: OpeningHours, date: string): DayHours | null {
  if (hours.closures?.some((closure) => closure.firstDate <= date && date <= closure.lastDate)) return null;
  const weekday = hours.weekdayHours?.[`${weekdayOf(date)}`];
  if (weekday === null) return null;
  return weekday ?? { opensAtMinute: hours.opensAtMinute, closesAtMinute: hours.closesAtMinute };
}

/** Inside one of the day's windows, their ends included: the closing before a break and the opening after it count, the break between does not. */
const openAt = (day: DayHours, minute: number) =>
  openingWindows(day).some((window) => minute >= window.opensAtMinute && minute <= window.closesAtMinute);

function withinHours(at: Date, hours: OpeningHours): boolean {
  const { date, minute } = dubaiClock(at);
  const day = hoursOnDate(hours, date);
  return day !== null && openAt(day, minute);
}

/** How far ahead the form looks for an open day: past a long holiday and a weekly day off. */
const SEARCH_DAYS = 31;

const leadTimeEnd = (now: Date) => new Date(now.getTime() + MIN_LEAD_HOURS * HOUR_MS);

/** Whole-hour pick-up/drop-off times ('HH:MM') the branch offers on that Dubai date, from opening to closing inclusive and none in a break; for pick-up, only those at least 24 h after now. */
export function bookableTimes(args: { date: string; hours: OpeningHours; now: Date; earliest?: Date }): string[] {
  // `earliest` (inclusive) replaces the 24-hour rule, e.g. for drop-off: just after the pick-up.
  return bookableTimesFrom({ ...args, from: dubaiClock(args.earliest ?? leadTimeEnd(args.now)) });
}

/**
 * The same times from a moment already on Dubai's clock (inclusive); null: every time of the day.
 * Dubai keeps one UTC offset all year, so its clock times sort as the instants do, and a form
 * that knows the moment (from the server, or from its own pick-up date and time) needs no zone
 * lookup to list the day's times.
 */
export function bookableTimesFrom(args: { date: string; hours: OpeningHours; from: DubaiMoment | null }): string[] {
  if (!isCalendarDate(args.date)) return [];
  const { from } = args;
  return wholeHourSlots(hoursOnDate(args.hours, args.date))
    .filter((minute) => !from || args.date > from.date || (args.date === from.date && minute >= from.minute))
    .map(minuteToTime);
}

/**
 * What the booking form needs to know of "now": Dubai's date today (the first date it offers) and
 * the earliest pick-up the 24-hour rule allows. The server sends it with the page, so the form's
 * first render in the browser gives the server's lists without loading the zone data; the form
 * asks again when the visitor starts using it.
 */
export type BookingClock = { today: string; earliestPickup: DubaiMoment };

export function bookingClock(now: Date): BookingClock {
  return { today: toDubaiParts(now).date, earliestPickup: dubaiClock(leadTimeEnd(now)) };
}

/** The first whole hour at least 24 h after now that falls inside the pick-up branch's hours (past a break to its end, or rolling to the next open day's opening when needed). */
export function earliestPickup(now: Date, pickupHours: OpeningHours): Date {
  const from = leadTimeEnd(now);
  let date = toDubaiParts(from).date;
  for (let day = 0; day < SEARCH_DAYS; day += 1, date = nextDubaiDate(date)) {
    for (const minute of wholeHourSlots(hoursOnDate(pickupHours, date))) {
      const at = dubaiDateTime(date, minuteToTime(minute));
      if (at && at >= from) return at;
    }
  }
  // A branch closed for a whole month: the form still opens, and the rules then say why nothing fits.
  return dubaiDateTime(date, minuteToTime(Math.min(Math.ceil(pickupHours.opensAtMinute / 60) * 60, 23 * 60)))!;
}

/** Defaults: pick-up = earliestPickup; drop-off = one day later, moved to the drop-off branch's opening hours if it falls outside them (the day's next bookable hour, after opening or a break; the last one if later than closing). */
export function defaultSchedule(
  now: Date,
  pickupHours: OpeningHours,
  dropoffHours: OpeningHours,
): { pickupAt: Date; dropoffAt: Date } {
  const pickupAt = earliestPickup(now, pickupHours);
  const pickup = toDubaiParts(pickupAt);
  let date = nextDubaiDate(pickup.date);
  const oneDayLater = dubaiDateTime(date, pickup.time)!;
  if (withinHours(oneDayLater, dropoffHours)) return { pickupAt, dropoffAt: oneDayLater };
  const day = hoursOnDate(dropoffHours, date);
  const slots = wholeHourSlots(day);
  if (day && slots.length) {
    // Before opening or in a break: the next hour it takes cars. After closing: moving earlier to
    // the closing hour keeps the rental at one day rather than adding one.
    const after = dubaiClock(oneDayLater).minute;
    const minute = slots.find((slot) => slot >= after) ?? slots[slots.length - 1];
    return { pickupAt, dropoffAt: dubaiDateTime(date, minuteToTime(minute))! };
  }
  // The drop-off branch is closed that day: the next day it opens, at its opening hour.
  for (let ahead = 0; ahead < SEARCH_DAYS; ahead += 1) {
    date = nextDubaiDate(date);
    const [first] = wholeHourSlots(hoursOnDate(dropoffHours, date));
    if (first !== undefined) return { pickupAt, dropoffAt: dubaiDateTime(date, minuteToTime(first))! };
  }
  return { pickupAt, dropoffAt: oneDayLater };
}

/** Same-day drop-off defaults to one hour after pick-up (spec), or the next hour the drop-off branch opens after it (its opening, the end of its break); null when that is past its closing time. */
export function sameDayDropoffTime(pickupAt: Date, dropoffHours: OpeningHours): string | null {
  const oneHourLater = new Date(pickupAt.getTime() + HOUR_MS);
  const later = toDubaiParts(oneHourLater);
  if (later.date !== toDubaiParts(pickupAt).date) return null;
  const day = hoursOnDate(dropoffHours, later.date);
  const { minute } = dubaiClock(oneHourLater);
  if (!day || minute > day.closesAtMinute) return null;
  if (openAt(day, minute)) return later.time;
  // A branch that opens later than the pick-up one, or is on its break: the next time it can take the car.
  const next = wholeHourSlots(day).find((slot) => slot >= minute);
  return next === undefined ? null : minuteToTime(next);
}

export type ScheduleErrors = Partial<Record<'pickupDate' | 'pickupTime' | 'dropoffDate' | 'dropoffTime', string>>;

/** Every rule, returning the messages (in `t`'s language, English without one) keyed by field; {} when valid. */
export function checkSchedule(args: {
  t?: Translate;
  now: Date;
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  pickupHours: OpeningHours;
  dropoffHours: OpeningHours;
  /**
   * The first pick-up allowed (inclusive); 24 hours from now unless the booker's notice says
   * otherwise: a staff booking (booking-notice.ts) or a staff change (amendments/change-notice.ts).
   */
  earliestPickupAt?: Date;
}): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const earliest = args.earliestPickupAt ?? leadTimeEnd(args.now);
  const messages = args.t ? scheduleMessagesIn(args.t) : scheduleMessages;
  // A malformed date or time (hand-edited request) is treated as not selected.
  const validDate = isCalendarDate;
  const validTime = isClockTime;
  if (!validDate(args.pickupDate)) errors.pickupDate = messages.pickupDateRequired;
  if (!validTime(args.pickupTime)) errors.pickupTime = messages.pickupTimeRequired;
  if (!validDate(args.dropoffDate)) errors.dropoffDate = messages.dropoffDateRequired;
  if (!validTime(args.dropoffTime)) errors.dropoffTime = messages.dropoffTimeRequired;

  const pickupAt = dubaiDateTime(args.pickupDate, args.pickupTime);
  const dropoffAt = dubaiDateTime(args.dropoffDate, args.dropoffTime);
  // A pick-up date with no time left to offer (in the past, inside the next 24 hours, or a closed
  // day): the form lists no times for it, so 'select a time' would not help; the rule says what to change.
  if (validDate(args.pickupDate) && !pickupAt) {
    const day = hoursOnDate(args.pickupHours, args.pickupDate);
    if (!day) errors.pickupTime = messages.pickupClosed;
    else if (bookableTimes({ date: args.pickupDate, hours: args.pickupHours, now: args.now, earliest }).length === 0) {
      errors.pickupTime = messages.pickupTimeRule(day);
    }
  }
  // A past pick-up date is not a missing one: it fails the 24-hour rule, reported on the time.
  const pickupDay = pickupAt && hoursOnDate(args.pickupHours, args.pickupDate);
  if (pickupAt && !pickupDay) errors.pickupTime = messages.pickupClosed;
  else if (pickupAt && pickupDay && (pickupAt < earliest || !withinHours(pickupAt, args.pickupHours))) {
    errors.pickupTime = messages.pickupTimeRule(pickupDay);
  }
  const dropoffDay = dropoffAt && hoursOnDate(args.dropoffHours, args.dropoffDate);
  if (dropoffAt && !dropoffDay) errors.dropoffTime = messages.dropoffClosed;
  else if (dropoffAt && dropoffDay && !withinHours(dropoffAt, args.dropoffHours)) {
    errors.dropoffTime = messages.dropoffTimeRule(dropoffDay);
  } else if (dropoffAt && pickupAt && dropoffAt <= pickupAt) {
    errors.dropoffTime = messages.dropoffNotAfterPickup;
  }
  return errors;
}

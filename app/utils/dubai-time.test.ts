import { describe, expect, test } from 'vitest';
import {
  DUBAI_TIME_ZONE,
  DUBAI_UTC_OFFSET,
  dubaiClock,
  dubaiDateTime,
  dubaiIsoString,
  dubaiMidnight,
  dubaiMomentOf,
  dubaiNoon,
  dubaiToday,
  dubaiYear,
  formatCalendarDate,
  formatDubaiDateTime,
  formatDubaiDateTimeInWords,
  formatDubaiDateTimeLong,
  formatDubaiDay,
  formatDubaiDayInWords,
  formatDubaiStamp,
  isCalendarDate,
  isClockTime,
  nextDubaiDate,
  toDubaiParts,
} from './dubai-time';
import { inOtherProcessTimeZones } from '../../tests/setup/process-time-zones';

// Inputs are instants written in UTC and every answer is a Dubai text, so no assertion depends on
// the process time zone; the same checks then run under zones on either side of the date line.
const at = (iso: string) => new Date(iso);

/** Every check of the module; registered once per process time zone. */
function dubaiTimeChecks() {
  test('the zone is Asia/Dubai, four hours ahead of UTC', () => {
    expect(DUBAI_TIME_ZONE).toBe('Asia/Dubai');
    expect(DUBAI_UTC_OFFSET).toBe('+04:00');
  });

  test.each([
    ['2026-03-02', '00:30', '2026-03-01T20:30:00.000Z'],
    ['2026-03-01', '00:00', '2026-02-28T20:00:00.000Z'],
    ['2026-03-01', '08:00', '2026-03-01T04:00:00.000Z'],
    ['2028-02-29', '20:00', '2028-02-29T16:00:00.000Z'],
    ['2026-04-30', '23:59', '2026-04-30T19:59:00.000Z'],
    ['2026-12-31', '23:59', '2026-12-31T19:59:00.000Z'],
    ['2027-01-01', '00:00', '2026-12-31T20:00:00.000Z'],
  ])('given %s %s in Dubai, should be the instant %s', (date, time, iso) => {
    expect(dubaiDateTime(date, time)?.toISOString()).toBe(iso);
    // The fixed-offset text stands for the same instant as the zone lookup.
    expect(new Date(dubaiIsoString(date, time)).toISOString()).toBe(iso);
  });

  test.each([
    ['2026-02-30', '10:00'],
    ['2026-02-29', '10:00'],
    ['2026-04-31', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-00-10', '10:00'],
    ['2026-03-00', '10:00'],
    ['2026-03-01', '25:00'],
    ['2026-03-01', '24:00'],
    ['2026-03-01', '12:60'],
    ['2026-03-01', '8:00'],
    ['2026-3-1', '08:00'],
    ['', '08:00'],
    ['2026-03-01', ''],
    ['2026-03-01', '08:00:00'],
  ])('given date %o and time %o, should reject them', (date, time) => {
    expect(dubaiDateTime(date, time)).toBeNull();
    expect(dubaiMomentOf(date, time)).toBeNull();
    expect(isCalendarDate(date) && isClockTime(time)).toBe(false);
  });

  test.each([
    ['2026-03-01T20:30:00Z', { date: '2026-03-02', time: '00:30' }],
    ['2026-03-01T19:59:59Z', { date: '2026-03-01', time: '23:59' }],
    ['2026-02-28T20:00:00Z', { date: '2026-03-01', time: '00:00' }],
    ['2026-04-30T19:59:00Z', { date: '2026-04-30', time: '23:59' }],
    ['2026-12-31T19:59:00Z', { date: '2026-12-31', time: '23:59' }],
    ['2026-12-31T20:00:00Z', { date: '2027-01-01', time: '00:00' }],
    ['2026-03-01T04:00:00Z', { date: '2026-03-01', time: '08:00' }],
  ])('given the instant %s, should be %o in Dubai', (iso, parts) => {
    expect(toDubaiParts(at(iso))).toEqual(parts);
    expect(formatDubaiStamp(at(iso))).toBe(`${parts.date} ${parts.time}`);
  });

  test.each([
    ['2026-12-31T19:59:30.500Z', { date: '2026-12-31', minute: 23 * 60 + 59.5 + 0.5 / 60 }],
    ['2026-12-31T20:00:00Z', { date: '2027-01-01', minute: 0 }],
    ['2026-02-28T19:59:00Z', { date: '2026-02-28', minute: 1439 }],
  ])("given the instant %s, should be %o on Dubai's clock", (iso, moment) => {
    const clock = dubaiClock(at(iso));
    expect(clock.date).toBe(moment.date);
    expect(clock.minute).toBeCloseTo(moment.minute, 9);
  });

  test('a typed date and time is a moment on the clock when both are well formed', () => {
    expect(dubaiMomentOf('2026-12-31', '23:59')).toEqual({ date: '2026-12-31', minute: 1439 });
    expect(dubaiMomentOf('2027-01-01', '00:00')).toEqual({ date: '2027-01-01', minute: 0 });
    expect(dubaiMomentOf('2026-03-05', undefined)).toBeNull();
    expect(dubaiMomentOf(undefined, '10:00')).toBeNull();
  });

  test.each([
    ['2026-03-01', '2026-02-28T20:00:00.000Z'],
    ['2026-05-01', '2026-04-30T20:00:00.000Z'],
    ['2027-01-01', '2026-12-31T20:00:00.000Z'],
    ['2028-02-29', '2028-02-28T20:00:00.000Z'],
  ])("given %s, should start the day at Dubai's midnight, %s", (date, iso) => {
    expect(dubaiMidnight(date).toISOString()).toBe(iso);
    expect(dubaiDateTime(date, '00:00')?.toISOString()).toBe(iso);
  });

  test.each([
    ['2026-04-30', '2026-04-30T08:00:00.000Z'],
    ['2026-12-31', '2026-12-31T08:00:00.000Z'],
  ])('given %s, should stand for the date alone at noon in Dubai, %s', (date, iso) => {
    expect(dubaiNoon(date).toISOString()).toBe(iso);
    expect(toDubaiParts(dubaiNoon(date))).toEqual({ date, time: '12:00' });
  });

  test('a wall-clock time is written in ISO 8601 with the Dubai offset', () => {
    expect(dubaiIsoString('2027-03-01', '10:00')).toBe('2027-03-01T10:00:00+04:00');
  });

  test.each([
    ['2026-02-28', '2026-03-01'],
    ['2028-02-28', '2028-02-29'],
    ['2026-04-30', '2026-05-01'],
    ['2026-12-31', '2027-01-01'],
  ])('given %s, should give the next Dubai date %s', (date, next) => {
    expect(nextDubaiDate(date)).toBe(next);
  });

  test.each([
    ['2026-12-31T19:59:59Z', '2026-12-31', 2026],
    ['2026-12-31T20:00:00Z', '2027-01-01', 2027],
    ['2026-04-30T20:00:00Z', '2026-05-01', 2026],
  ])('at %s, today in Dubai should be %s in %i', (iso, today, year) => {
    expect(dubaiToday(at(iso))).toBe(today);
    expect(dubaiYear(at(iso))).toBe(year);
  });

  test("today, looked up once a minute, still turns over at Dubai's midnight", () => {
    expect(dubaiToday(at('2026-12-31T19:59:00Z'))).toBe('2026-12-31');
    expect(dubaiToday(at('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(dubaiToday(at('2026-12-31T19:59:59.999Z'))).toBe('2026-12-31');
  });

  test('a calendar date is written the same in every zone, by its Dubai noon', () => {
    expect(formatCalendarDate('2026-12-31', 'en')).toBe('31 December 2026');
    expect(formatCalendarDate('2027-01-01', 'en')).toBe('1 January 2027');
    expect(formatCalendarDate('2026-12-31', 'ar')).toBe('31 ديسمبر 2026');
  });

  test('a moment at 23:59 and at midnight is written on its Dubai day, with a 24-hour clock', () => {
    expect(formatDubaiDateTime(at('2026-12-31T19:59:00Z'), 'en')).toBe('31 Dec 2026, 23:59');
    expect(formatDubaiDateTime('2026-12-31T20:00:00.000Z', 'en')).toBe('1 Jan 2027, 00:00');
    expect(formatDubaiDateTime(at('2026-12-31T19:59:00Z'), 'ar')).toBe('31 ديسمبر 2026، 23:59');
    expect(formatDubaiDay(at('2026-04-30T19:59:00Z'), 'en')).toBe('30 Apr 2026');
    expect(formatDubaiDay(at('2026-04-30T20:00:00Z'), 'en')).toBe('1 May 2026');
    expect(formatDubaiDay(dubaiNoon('2026-12-31'), 'ar')).toBe('31 ديسمبر 2026');
  });

  test('a moment in words names the Dubai weekday and a 12-hour time', () => {
    expect(formatDubaiDayInWords(at('2026-12-31T19:59:00Z'), 'en')).toBe('Thursday, 31 December 2026');
    expect(formatDubaiDayInWords(at('2026-12-31T20:00:00Z'), 'en')).toBe('Friday, 1 January 2027');
    expect(formatDubaiDateTimeInWords(at('2026-12-31T19:59:00Z'), 'en')).toBe('Thursday, 31 December 2026, 11:59 pm');
    expect(formatDubaiDateTimeInWords(at('2026-12-31T19:59:00Z'), 'ar')).toBe('الخميس، 31 ديسمبر 2026، 11:59 م');
  });

  test('noon and the half hour after midnight read as 12, never 0', () => {
    expect(formatDubaiDateTimeInWords(at('2026-12-01T08:00:00Z'), 'en')).toBe('Tuesday, 1 December 2026, 12:00 pm');
    expect(formatDubaiDateTimeInWords(at('2026-12-01T20:30:00Z'), 'en')).toBe('Wednesday, 2 December 2026, 12:30 am');
    expect(formatDubaiDateTimeInWords(at('2026-12-01T08:00:00Z'), 'ar')).toBe('الثلاثاء، 1 ديسمبر 2026، 12:00 م');
  });

  test("a moment in the locale's long style, as the account mails write it", () => {
    expect(formatDubaiDateTimeLong(at('2026-12-31T19:59:00Z'), 'en')).toBe('31 December 2026 at 23:59');
    expect(formatDubaiDateTimeLong(at('2026-12-31T20:00:00Z'), 'en')).toBe('1 January 2027 at 00:00');
    expect(formatDubaiDateTimeLong(at('2026-12-31T19:59:00Z'), 'ar')).toBe('31 ديسمبر 2026 في 11:59 م');
  });
}

describe('Dubai time', () => {
  dubaiTimeChecks();
});

inOtherProcessTimeZones('Dubai time', dubaiTimeChecks);

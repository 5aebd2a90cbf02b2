import { describe, expect, test } from 'vitest';
import {
  bookableTimes,
  bookableTimesFrom,
  bookingClock,
  checkSchedule,
  defaultSchedule,
  earliestPickup,
  hoursInWords,
  hoursOnDate,
  MIN_LEAD_HOURS,
  sameDayDropoffTime,
  scheduleMessages,
  type ScheduleErrors,
  weekdayOf,
} from './rental-schedule';
import { type OpeningHours } from '~/utils/opening-hours';
import { translator } from '~/i18n/translate';
import { dubaiMomentOf, toDubaiParts } from '~/utils/dubai-time';
import { inOtherProcessTimeZones } from '../../../tests/setup/process-time-zones';

// Inputs are instants with explicit offsets and outputs are read back with toDubaiParts, so
// no assertion depends on the process time zone; the same checks then run under other zones.
const at = (iso: string) => new Date(iso);
const dubai = (d: Date) => {
  const p = toDubaiParts(d);
  return `${p.date} ${p.time}`;
};
const hours = (opensAtMinute: number, closesAtMinute: number): OpeningHours => ({ opensAtMinute, closesAtMinute });
const seeded = hours(480, 1200);
/** 'HH:00' from one whole hour to another, inclusive. */
const wholeHours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);

const pickupRule =
  'Please select a pickup time that is at least 24 hours after the time of booking and falls within our working hours of 8 am to 8 pm.';
const dropoffRule = 'Please select a drop-off time that falls within our working hours of 8 am to 8 pm.';

type CheckRow = {
  given: string;
  should: string;
  now?: string;
  pickupDate?: string;
  pickupTime?: string;
  dropoffDate?: string;
  dropoffTime?: string;
  pickupHours?: OpeningHours;
  dropoffHours?: OpeningHours;
  expected: ScheduleErrors;
};

// Base case: booked 2026-03-01 10:00 in Dubai, pick-up exactly 24 h later, drop-off a day after that.
const checkRows: CheckRow[] = [
  { given: 'a pick-up exactly 24 h after now', should: 'accept it', expected: {} },
  {
    given: 'a pick-up 23 h 59 min after now',
    should: 'ask for 24 hours ahead',
    pickupTime: '09:59',
    expected: { pickupTime: pickupRule },
  },
  {
    given: 'now one minute later than the pick-up boundary',
    should: 'ask for 24 hours ahead',
    now: '2026-03-01T10:01:00+04:00',
    expected: { pickupTime: pickupRule },
  },
  {
    given: 'a pick-up at 08:00 opening',
    should: 'accept it',
    pickupDate: '2026-03-05',
    pickupTime: '08:00',
    dropoffDate: '2026-03-06',
    expected: {},
  },
  {
    given: 'a pick-up at 07:59',
    should: 'name the working hours',
    pickupDate: '2026-03-05',
    pickupTime: '07:59',
    dropoffDate: '2026-03-06',
    expected: { pickupTime: pickupRule },
  },
  {
    given: 'a pick-up at 20:00 closing',
    should: 'accept it',
    pickupDate: '2026-03-05',
    pickupTime: '20:00',
    dropoffDate: '2026-03-06',
    expected: {},
  },
  {
    given: 'a pick-up at 20:01',
    should: 'name the working hours',
    pickupDate: '2026-03-05',
    pickupTime: '20:01',
    dropoffDate: '2026-03-06',
    expected: { pickupTime: pickupRule },
  },
  { given: 'a drop-off at 08:00 opening', should: 'accept it', dropoffTime: '08:00', expected: {} },
  {
    given: 'a drop-off at 07:59',
    should: 'name the working hours',
    dropoffTime: '07:59',
    expected: { dropoffTime: dropoffRule },
  },
  { given: 'a drop-off at 20:00 closing', should: 'accept it', dropoffTime: '20:00', expected: {} },
  {
    given: 'a drop-off at 20:01',
    should: 'name the working hours',
    dropoffTime: '20:01',
    expected: { dropoffTime: dropoffRule },
  },
  { given: 'a drop-off on the half hour', should: 'accept it', dropoffTime: '12:30', expected: {} },
  {
    given: 'no pick-up date',
    should: 'ask for it',
    pickupDate: '',
    expected: { pickupDate: 'Please select your PICK-UP Date!' },
  },
  {
    given: 'no pick-up time',
    should: 'ask for it',
    pickupTime: '',
    expected: { pickupTime: 'Please select Pick-up date and time' },
  },
  {
    given: 'no drop-off date',
    should: 'ask for it',
    dropoffDate: '',
    expected: { dropoffDate: 'Please select your DROP-OFF Date!' },
  },
  {
    given: 'no drop-off time',
    should: 'ask for it',
    dropoffTime: '',
    expected: { dropoffTime: 'Please select Drop-Off date' },
  },
  {
    given: 'nothing chosen',
    should: 'ask for all four',
    pickupDate: '',
    pickupTime: '',
    dropoffDate: '',
    dropoffTime: '',
    expected: {
      pickupDate: 'Please select your PICK-UP Date!',
      pickupTime: 'Please select Pick-up date and time',
      dropoffDate: 'Please select your DROP-OFF Date!',
      dropoffTime: 'Please select Drop-Off date',
    },
  },
  {
    given: 'a pick-up date that does not exist',
    should: 'treat it as not selected',
    pickupDate: '2026-02-30',
    expected: { pickupDate: 'Please select your PICK-UP Date!' },
  },
  {
    given: 'a pick-up time of 25:00',
    should: 'treat it as not selected',
    pickupTime: '25:00',
    expected: { pickupTime: 'Please select Pick-up date and time' },
  },
  {
    given: 'a pick-up date before today',
    should: 'give the 24-hour message on the time',
    pickupDate: '2026-02-28',
    expected: { pickupTime: pickupRule },
  },
  {
    given: 'a pick-up later today',
    should: 'give the 24-hour message',
    pickupDate: '2026-03-01',
    pickupTime: '18:00',
    expected: { pickupTime: pickupRule },
  },
  // The browser offers no times for such a date and clears the time: the rule, not 'select a time', is what helps.
  {
    given: 'a past pick-up date and no time',
    should: 'give the 24-hour message, not ask for a time',
    pickupDate: '2026-02-28',
    pickupTime: '',
    expected: { pickupTime: pickupRule },
  },
  {
    given: 'today as pick-up date and no time',
    should: 'give the 24-hour message',
    pickupDate: '2026-03-01',
    pickupTime: '',
    expected: { pickupTime: pickupRule },
  },
  {
    given: 'tomorrow with every time inside 24 hours, and no time',
    should: 'give the 24-hour message',
    now: '2026-03-01T20:30:00+04:00',
    pickupTime: '',
    expected: { pickupTime: pickupRule },
  },
  {
    given: 'a pick-up date on a closed day and no time',
    should: 'say the branch is closed',
    pickupDate: '2026-03-05',
    pickupTime: '',
    dropoffDate: '2026-03-06',
    pickupHours: { ...hours(480, 1200), closures: [{ firstDate: '2026-03-05', lastDate: '2026-03-05' }] },
    expected: { pickupTime: scheduleMessages.pickupClosed },
  },
  {
    given: 'a later pick-up date with times left and no time',
    should: 'ask for a time',
    pickupDate: '2026-03-05',
    pickupTime: '',
    dropoffDate: '2026-03-06',
    expected: { pickupTime: 'Please select Pick-up date and time' },
  },
  {
    given: 'a drop-off an hour before pick-up',
    should: 'ask for drop-off after pick-up',
    dropoffDate: '2026-03-02',
    dropoffTime: '09:00',
    expected: { dropoffTime: scheduleMessages.dropoffNotAfterPickup },
  },
  {
    given: 'a drop-off equal to pick-up',
    should: 'ask for drop-off after pick-up',
    dropoffDate: '2026-03-02',
    dropoffTime: '10:00',
    expected: { dropoffTime: 'Please ensure that your drop-off schedule falls after the pick-up schedule.' },
  },
  {
    given: 'a drop-off date before the pick-up date',
    should: 'ask for drop-off after pick-up',
    dropoffDate: '2026-03-01',
    dropoffTime: '12:00',
    expected: { dropoffTime: scheduleMessages.dropoffNotAfterPickup },
  },
  {
    given: 'a same-day drop-off an hour after pick-up',
    should: 'accept it',
    dropoffDate: '2026-03-02',
    dropoffTime: '11:00',
    expected: {},
  },
  {
    given: 'a drop-off both early and out of hours',
    should: 'name the working hours first',
    dropoffDate: '2026-03-01',
    dropoffTime: '21:00',
    expected: { dropoffTime: dropoffRule },
  },
  {
    given: 'a pick-up branch open to 10 pm and a 21:00 pick-up',
    should: 'accept it',
    pickupHours: hours(480, 1320),
    pickupTime: '21:00',
    expected: {},
  },
  {
    given: 'a pick-up branch open to 10 pm and a 22:30 pick-up',
    should: "name that branch's hours",
    pickupHours: hours(480, 1320),
    pickupTime: '22:30',
    expected: {
      pickupTime:
        'Please select a pickup time that is at least 24 hours after the time of booking and falls within our working hours of 8 am to 10 pm.',
    },
  },
  {
    given: 'a drop-off branch open 9 am to 5:30 pm and an 18:00 drop-off',
    should: "name that branch's hours",
    dropoffHours: hours(540, 1050),
    dropoffTime: '18:00',
    expected: { dropoffTime: 'Please select a drop-off time that falls within our working hours of 9 am to 5:30 pm.' },
  },
  // 2026-03-01T20:30Z is already 2026-03-02 00:30 in Dubai: 20:00 that day is under 24 h away.
  {
    given: 'now just past Dubai midnight and a pick-up at 20:00 that day',
    should: 'ask for 24 hours ahead',
    now: '2026-03-01T20:30:00Z',
    pickupDate: '2026-03-02',
    pickupTime: '20:00',
    dropoffDate: '2026-03-04',
    expected: { pickupTime: pickupRule },
  },
  {
    given: 'now just past Dubai midnight and a pick-up at 08:00 the next day',
    should: 'accept it',
    now: '2026-03-01T20:30:00Z',
    pickupDate: '2026-03-03',
    pickupTime: '08:00',
    dropoffDate: '2026-03-04',
    expected: {},
  },
];

/** Every schedule check; registered once per process time zone. */
function scheduleChecks() {
  test.each([
    [seeded, '8 am to 8 pm'],
    [hours(480, 1320), '8 am to 10 pm'],
    [hours(480, 1350), '8 am to 10:30 pm'],
    [hours(0, 1439), '12 am to 11:59 pm'],
    [hours(720, 780), '12 pm to 1 pm'],
    [hours(450, 1200), '7:30 am to 8 pm'],
  ])('given hours %o, should read %o', (h, words) => {
    expect(hoursInWords(h)).toBe(words);
  });

  test.each([
    ['2026-03-01T10:00:00+04:00', seeded, '2026-03-02 10:00'],
    ['2026-03-01T10:00:01+04:00', seeded, '2026-03-02 11:00'],
    ['2026-03-01T19:30:00+04:00', seeded, '2026-03-02 20:00'],
    ['2026-03-01T20:00:00+04:00', seeded, '2026-03-02 20:00'],
    ['2026-03-01T20:30:00+04:00', seeded, '2026-03-03 08:00'],
    ['2026-03-01T03:15:00+04:00', seeded, '2026-03-02 08:00'],
    ['2026-03-01T20:30:00Z', seeded, '2026-03-03 08:00'], // Dubai 03-02 00:30
    ['2026-03-01T19:30:00Z', seeded, '2026-03-03 08:00'], // Dubai 03-01 23:30
    ['2026-12-31T21:00:00+04:00', seeded, '2027-01-02 08:00'],
    ['2028-02-28T12:00:00+04:00', seeded, '2028-02-29 12:00'],
    ['2026-03-01T06:00:00+04:00', hours(450, 1230), '2026-03-02 08:00'],
    ['2026-03-01T20:10:00+04:00', hours(450, 1230), '2026-03-03 08:00'],
  ])('given now %s and hours %o, should make the earliest pick-up %s', (now, h, expected) => {
    expect(dubai(earliestPickup(at(now), h))).toBe(expected);
  });

  test.each([
    [
      'tomorrow exactly 24 h from a 10:00 booking',
      '2026-03-01T10:00:00+04:00',
      '2026-03-02',
      undefined,
      wholeHours(10, 20),
    ],
    ['tomorrow, booked just after 10:00', '2026-03-01T10:00:00.001+04:00', '2026-03-02', undefined, wholeHours(11, 20)],
    ['today', '2026-03-01T10:00:00+04:00', '2026-03-01', undefined, []],
    ['a later date', '2026-03-01T10:00:00+04:00', '2026-03-05', undefined, wholeHours(8, 20)],
    ['a date that does not exist', '2026-03-01T10:00:00+04:00', '2026-02-30', undefined, []],
    [
      'a drop-off date with earliest just after a 15:00 pick-up',
      '2026-03-01T10:00:00+04:00',
      '2026-03-05',
      '2026-03-05T15:01:00+04:00',
      wholeHours(16, 20),
    ],
    [
      'a drop-off date with earliest before the 24 h mark',
      '2026-03-01T10:00:00+04:00',
      '2026-03-02',
      '2026-03-02T08:30:00+04:00',
      wholeHours(9, 20),
    ],
  ])('given %s, should offer whole hours within the seeded hours', (_, now, date, earliest, expected) => {
    expect(bookableTimes({ date, hours: seeded, now: at(now), earliest: earliest ? at(earliest) : undefined })).toEqual(
      expected,
    );
  });

  test('given hours 07:30 to 20:30, should offer only the whole hours inside them', () => {
    expect(
      bookableTimes({ date: '2026-03-05', hours: hours(450, 1230), now: at('2026-03-01T10:00:00+04:00') }),
    ).toEqual(wholeHours(8, 20));
  });

  test.each([
    ['a 10:00 booking', '2026-03-01T10:00:00+04:00', seeded, seeded, '2026-03-02 10:00', '2026-03-03 10:00'],
    ['a booking after closing', '2026-03-01T20:30:00+04:00', seeded, seeded, '2026-03-03 08:00', '2026-03-04 08:00'],
    [
      'a booking just past Dubai midnight',
      '2026-03-01T20:30:00Z',
      seeded,
      seeded,
      '2026-03-03 08:00',
      '2026-03-04 08:00',
    ],
    [
      'a 21:00 pick-up and a drop-off branch closing at 20:00',
      '2026-03-01T21:00:00+04:00',
      hours(480, 1320),
      seeded,
      '2026-03-02 21:00',
      '2026-03-03 20:00',
    ],
    [
      'a 21:00 pick-up and a drop-off branch closing at 20:30',
      '2026-03-01T21:00:00+04:00',
      hours(480, 1320),
      hours(480, 1230),
      '2026-03-02 21:00',
      '2026-03-03 20:00',
    ],
    [
      'a 06:00 pick-up and a drop-off branch opening at 08:00',
      '2026-03-01T05:00:00+04:00',
      hours(360, 1200),
      seeded,
      '2026-03-02 06:00',
      '2026-03-03 08:00',
    ],
  ])('given %s, should default pick-up and drop-off', (_, now, pickupHours, dropoffHours, pickup, dropoff) => {
    const schedule = defaultSchedule(at(now), pickupHours, dropoffHours);
    expect([dubai(schedule.pickupAt), dubai(schedule.dropoffAt)]).toEqual([pickup, dropoff]);
  });

  test.each([
    ['2026-03-02T10:00:00+04:00', seeded, '11:00'],
    ['2026-03-02T10:30:00+04:00', seeded, '11:30'],
    ['2026-03-02T19:00:00+04:00', seeded, '20:00'],
    ['2026-03-02T19:01:00+04:00', seeded, null],
    ['2026-03-02T20:00:00+04:00', seeded, null],
    ['2026-03-02T20:00:00+04:00', hours(480, 1320), '21:00'],
    ['2026-03-02T06:00:00+04:00', seeded, '08:00'],
    ['2026-03-02T23:30:00+04:00', hours(0, 1439), null],
  ])(
    'given a pick-up at %s and drop-off hours %o, should default the same-day drop-off to %o',
    (pickup, h, expected) => {
      expect(sameDayDropoffTime(at(pickup), h)).toBe(expected);
    },
  );

  test.each(checkRows)('given $given, should $should', (row) => {
    const errors = checkSchedule({
      now: at(row.now ?? '2026-03-01T10:00:00+04:00'),
      pickupDate: row.pickupDate ?? '2026-03-02',
      pickupTime: row.pickupTime ?? '10:00',
      dropoffDate: row.dropoffDate ?? '2026-03-03',
      dropoffTime: row.dropoffTime ?? '10:00',
      pickupHours: row.pickupHours ?? seeded,
      dropoffHours: row.dropoffHours ?? seeded,
    });
    expect(errors).toEqual(row.expected);
  });
}

describe('rental schedule', () => {
  test('given the spec, should require 24 hours of lead time', () => {
    expect(MIN_LEAD_HOURS).toBe(24);
  });

  test.each([
    [scheduleMessages.pickupTimeRule(seeded), pickupRule],
    [scheduleMessages.dropoffTimeRule(seeded), dropoffRule],
  ])('given the seeded hours, should word the message as the spec does', (message, spec) => {
    expect(message).toBe(spec);
  });

  scheduleChecks();
});

inOtherProcessTimeZones('rental schedule', scheduleChecks);

describe('weekday hours and holiday closures', () => {
  // Every day 8 am to 8 pm, Fridays 4 pm to 10 pm, Saturdays closed, and closed on 2-3 December (National Day).
  const branch: OpeningHours = {
    opensAtMinute: 480,
    closesAtMinute: 1200,
    weekdayHours: { '5': { opensAtMinute: 960, closesAtMinute: 1320 }, '6': null },
    closures: [{ firstDate: '2026-12-02', lastDate: '2026-12-03' }],
  };
  const far = at('2026-11-01T08:00:00+04:00');

  test('days of the week are read in Dubai', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  test('each date gets its own window: usual, Friday, closed on Saturday and on a closure', () => {
    expect(hoursOnDate(branch, '2026-11-26')).toEqual({ opensAtMinute: 480, closesAtMinute: 1200 });
    expect(hoursOnDate(branch, '2026-11-27')).toEqual({ opensAtMinute: 960, closesAtMinute: 1320 });
    expect(hoursOnDate(branch, '2026-11-28')).toBeNull();
    expect(hoursOnDate(branch, '2026-12-02')).toBeNull();
    expect(hoursOnDate(branch, '2026-12-03')).toBeNull();
    expect(hoursOnDate(branch, '2026-12-01')).toEqual({ opensAtMinute: 480, closesAtMinute: 1200 });
  });

  test('the times offered follow the day: Friday afternoon only, none on a closed day', () => {
    expect(bookableTimes({ date: '2026-11-27', hours: branch, now: far })).toEqual(wholeHours(16, 22));
    expect(bookableTimes({ date: '2026-11-26', hours: branch, now: far })).toEqual(wholeHours(8, 20));
    expect(bookableTimes({ date: '2026-11-28', hours: branch, now: far })).toEqual([]);
    expect(bookableTimes({ date: '2026-12-02', hours: branch, now: far })).toEqual([]);
  });

  test('the earliest pick-up skips closed days to the next opening: 24 h from Tuesday 10:00 is the holiday, so Friday 4 pm', () => {
    expect(dubai(earliestPickup(at('2026-12-01T10:00:00+04:00'), branch))).toBe('2026-12-04 16:00');
    // Thursday 21:30 + 24 h is Friday 21:30, past the last whole hour (22:00 is still open): Friday 22:00.
    expect(dubai(earliestPickup(at('2026-11-26T21:30:00+04:00'), branch))).toBe('2026-11-27 22:00');
  });

  test('the default drop-off a day later moves to the next open day when its branch is closed', () => {
    const { pickupAt, dropoffAt } = defaultSchedule(at('2026-11-30T10:00:00+04:00'), seeded, branch);
    expect(dubai(pickupAt)).toBe('2026-12-01 10:00');
    expect(dubai(dropoffAt)).toBe('2026-12-04 16:00');
  });

  test('same-day drop-off: an hour later where the drop-off branch is open, none where it is closed', () => {
    expect(sameDayDropoffTime(at('2026-11-27T16:00:00+04:00'), branch)).toBe('17:00');
    expect(sameDayDropoffTime(at('2026-11-28T10:00:00+04:00'), branch)).toBeNull();
    expect(sameDayDropoffTime(at('2026-11-27T10:00:00+04:00'), branch)).toBe('16:00');
  });

  test("the rules name the closed day, and the day's own hours", () => {
    const check = (pickupDate: string, pickupTime: string, dropoffDate: string, dropoffTime: string) =>
      checkSchedule({
        now: far,
        pickupDate,
        pickupTime,
        dropoffDate,
        dropoffTime,
        pickupHours: branch,
        dropoffHours: branch,
      });
    expect(check('2026-12-02', '10:00', '2026-12-05', '10:00')).toEqual({
      pickupTime: scheduleMessages.pickupClosed,
      dropoffTime: scheduleMessages.dropoffClosed,
    });
    expect(check('2026-11-27', '10:00', '2026-11-29', '10:00')).toEqual({
      pickupTime:
        'Please select a pickup time that is at least 24 hours after the time of booking and falls within our working hours of 4 pm to 10 pm.',
    });
    expect(check('2026-11-27', '21:00', '2026-11-29', '19:00')).toEqual({});
    expect(check('2026-11-26', '20:00', '2026-11-27', '22:00')).toEqual({});
  });
});

describe('a Friday with a prayer break: open 08:00 to 12:00 and 14:00 to 20:00', () => {
  // Every day 8 am to 8 pm; on Fridays closed from 12:00 to 14:00. 27 November 2026 is a Friday.
  const branch: OpeningHours = {
    opensAtMinute: 480,
    closesAtMinute: 1200,
    weekdayHours: { '5': { opensAtMinute: 480, closesAtMinute: 1200, breakStartMinute: 720, breakEndMinute: 840 } },
  };
  const far = at('2026-11-01T08:00:00+04:00');
  const twoWindows = 'falls within our working hours of 8 am to 12 pm and 2 pm to 8 pm.';
  const check = (pickupDate: string, pickupTime: string, dropoffDate: string, dropoffTime: string) =>
    checkSchedule({
      now: far,
      pickupDate,
      pickupTime,
      dropoffDate,
      dropoffTime,
      pickupHours: branch,
      dropoffHours: branch,
    });

  test('the Friday offers 08:00 to 12:00 and 14:00 to 20:00: both ends of the break, nothing inside it', () => {
    expect(bookableTimes({ date: '2026-11-27', hours: branch, now: far })).toEqual([
      ...wholeHours(8, 12),
      ...wholeHours(14, 20),
    ]);
    expect(bookableTimes({ date: '2026-11-26', hours: branch, now: far })).toEqual(wholeHours(8, 20));
    // A break off the hour still refuses only the hours strictly inside it: 12:30 to 13:30 takes 13:00.
    const halfHours = {
      ...branch,
      weekdayHours: { '5': { ...branch.weekdayHours!['5']!, breakStartMinute: 750, breakEndMinute: 810 } },
    };
    expect(bookableTimes({ date: '2026-11-27', hours: halfHours, now: far })).toEqual([
      ...wholeHours(8, 12),
      ...wholeHours(14, 20),
    ]);
  });

  test('12:00 and 14:00 are allowed; 13:00 is refused with both windows in the message', () => {
    expect(check('2026-11-27', '12:00', '2026-11-27', '14:00')).toEqual({});
    expect(check('2026-11-27', '13:00', '2026-11-28', '10:00')).toEqual({
      pickupTime: `Please select a pickup time that is at least 24 hours after the time of booking and ${twoWindows}`,
    });
    expect(check('2026-11-26', '10:00', '2026-11-27', '13:00')).toEqual({
      dropoffTime: `Please select a drop-off time that ${twoWindows}`,
    });
    // The first window closes at 12:00: half past is already the break.
    expect(check('2026-11-27', '10:00', '2026-11-27', '12:30').dropoffTime).toContain(twoWindows);
  });

  test('the two windows in words, in English and in Arabic', () => {
    const friday = branch.weekdayHours!['5']!;
    expect(hoursInWords(friday)).toBe('8 am to 12 pm and 2 pm to 8 pm');
    expect(hoursInWords(friday, translator('ar'))).toBe('من 8 صباحاً إلى 12 مساءً ومن 2 مساءً إلى 8 مساءً');
  });

  test('a default drop-off a day later that lands in the break moves to 14:00, the end of the break', () => {
    // Booked Wednesday 13:00: pick-up Thursday 13:00, and Friday 13:00 is in the break.
    const { pickupAt, dropoffAt } = defaultSchedule(at('2026-11-25T13:00:00+04:00'), branch, branch);
    expect(dubai(pickupAt)).toBe('2026-11-26 13:00');
    expect(dubai(dropoffAt)).toBe('2026-11-27 14:00');
  });

  test('the earliest pick-up skips the break: 24 h from Thursday 12:30 is Friday 14:00; from 12:00, Friday 12:00', () => {
    expect(dubai(earliestPickup(at('2026-11-26T12:30:00+04:00'), branch))).toBe('2026-11-27 14:00');
    expect(dubai(earliestPickup(at('2026-11-26T12:00:00+04:00'), branch))).toBe('2026-11-27 12:00');
    expect(dubai(earliestPickup(at('2026-11-26T13:59:00+04:00'), branch))).toBe('2026-11-27 14:00');
  });

  test('a same-day drop-off an hour after a pick-up at 12:00 falls in the break: 14:00 instead', () => {
    expect(sameDayDropoffTime(at('2026-11-27T12:00:00+04:00'), branch)).toBe('14:00');
    expect(sameDayDropoffTime(at('2026-11-27T11:00:00+04:00'), branch)).toBe('12:00');
    expect(sameDayDropoffTime(at('2026-11-27T14:00:00+04:00'), branch)).toBe('15:00');
  });
});

describe("the booking form's clock, sent with the page", () => {
  test('at 10:15 in Dubai: today is that date and the earliest pick-up is 10:15 the next day', () => {
    expect(bookingClock(at('2026-03-01T10:15:00+04:00'))).toEqual({
      today: '2026-03-01',
      earliestPickup: { date: '2026-03-02', minute: 615 },
    });
  });

  test('at 21:30 UTC it is already the next day in Dubai', () => {
    expect(bookingClock(at('2026-02-28T21:30:00Z')).today).toBe('2026-03-01');
  });

  test.each([
    ['10:00 sharp', '2026-03-01T10:00:00+04:00'],
    ['10:15', '2026-03-01T10:15:00+04:00'],
    ['19:59:59', '2026-03-01T19:59:59+04:00'],
    ['after closing', '2026-03-01T20:30:00+04:00'],
    ['before opening', '2026-03-01T06:00:00+04:00'],
  ])('at %s, the times from the clock are the times from the instant, on every day around it', (_, now) => {
    const clock = bookingClock(at(now));
    for (const date of ['2026-03-01', '2026-03-02', '2026-03-03'])
      expect(bookableTimesFrom({ date, hours: seeded, from: clock.earliestPickup })).toEqual(
        bookableTimes({ date, hours: seeded, now: at(now) }),
      );
  });

  test('a same-day drop-off after a 15:00 pick-up starts at 16:00; on another day every opening hour counts', () => {
    const pickup = dubaiMomentOf('2026-03-05', '15:00')!;
    const justAfter = { date: pickup.date, minute: pickup.minute + 1 };
    expect(bookableTimesFrom({ date: '2026-03-05', hours: seeded, from: justAfter })).toEqual(wholeHours(16, 20));
    expect(bookableTimesFrom({ date: '2026-03-06', hours: seeded, from: null })).toEqual(wholeHours(8, 20));
    expect(bookableTimesFrom({ date: '2026-02-30', hours: seeded, from: null })).toEqual([]);
  });
});

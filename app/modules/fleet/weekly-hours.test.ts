import { describe, expect, test } from 'vitest';
import { weekdayName } from '~/utils/opening-hours';
import { weekLineDays, weekLines, windowText } from './weekly-hours';

describe('a branch week in lines', () => {
  test('neighbouring days with the same hours share a line, Monday first', () => {
    const lines = weekLines({
      opensAtMinute: 480,
      closesAtMinute: 1200,
      weekdayHours: { '5': { opensAtMinute: 960, closesAtMinute: 1320 }, '6': null },
    });
    expect(lines.map((line) => [weekLineDays(line, 'en'), line.hours])).toEqual([
      ['Monday – Thursday', { opensAtMinute: 480, closesAtMinute: 1200 }],
      ['Friday', { opensAtMinute: 960, closesAtMinute: 1320 }],
      ['Saturday', null],
      ['Sunday', { opensAtMinute: 480, closesAtMinute: 1200 }],
    ]);
  });

  test('a branch with one window all week is one line', () => {
    expect(weekLines({ opensAtMinute: 480, closesAtMinute: 1200 }).map((line) => weekLineDays(line, 'en'))).toEqual([
      'Monday – Sunday',
    ]);
  });

  test('a Friday with a prayer break reads as its two windows, its own line between days without one', () => {
    const friday = { opensAtMinute: 480, closesAtMinute: 1200, breakStartMinute: 720, breakEndMinute: 840 };
    const lines = weekLines({ opensAtMinute: 480, closesAtMinute: 1200, weekdayHours: { '5': friday } });
    expect(lines.map((line) => [weekLineDays(line, 'en'), line.hours && windowText(line.hours)])).toEqual([
      ['Monday – Thursday', '08:00 – 20:00'],
      ['Friday', '08:00 – 12:00, 14:00 – 20:00'],
      ['Saturday – Sunday', '08:00 – 20:00'],
    ]);
    // The same break on neighbouring days shares a line; another break does not.
    const saturday = { ...friday, breakStartMinute: 780 };
    expect(
      weekLines({
        opensAtMinute: 480,
        closesAtMinute: 1200,
        weekdayHours: { '4': friday, '5': friday, '6': saturday },
      }).map((line) => weekLineDays(line, 'en')),
    ).toEqual(['Monday – Wednesday', 'Thursday – Friday', 'Saturday', 'Sunday']);
  });

  test('day names in Arabic', () => {
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
    expect(weekdayName(0, 'en', 'short')).toBe('Sun');
  });
});

import { describe, expect, test } from 'vitest';
import { weekdayName } from '~/utils/opening-hours';
import { weekLineDays, weekLines } from './weekly-hours';

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

  test('day names in Arabic', () => {
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
    expect(weekdayName(0, 'en', 'short')).toBe('Sun');
  });
});

import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { hoursSchema } from './hours-form';

const t = translator('en');
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('the opening hours form', () => {
  test('opening hours are minutes after midnight and must close after they open', () => {
    expect(hoursSchema(t, [4]).parse({ 'opens-4': '07:30', 'closes-4': '22:00' })).toEqual([
      { branchId: 4, opensAtMinute: 450, closesAtMinute: 1320, weekdayHours: {} },
    ]);
    expect(errorsOf(hoursSchema(t, [4]).safeParse({ 'opens-4': '20:00', 'closes-4': '08:00' }))).toEqual({
      'closes-4': 'The closing time must be after the opening time.',
    });
    expect(errorsOf(hoursSchema(t, [4]).safeParse({ 'opens-4': '8am', 'closes-4': '' }))).toEqual({
      'opens-4': 'Enter a time as HH:MM.',
      'closes-4': 'Enter a time as HH:MM.',
    });
  });

  test('a day of the week keeps the usual hours, has its own, or is closed; its own window is checked too', () => {
    const usual = { 'opens-4': '08:00', 'closes-4': '20:00' };
    const other = (day: number, opens: string, closes: string) => ({
      [`day-4-${day}`]: 'other',
      [`opens-4-${day}`]: opens,
      [`closes-4-${day}`]: closes,
    });
    expect(
      hoursSchema(t, [4]).parse({
        ...usual,
        ...other(5, '16:00', '22:00'),
        'day-4-6': 'closed',
        'opens-4-6': '09:00',
        'day-4-1': 'usual',
        'opens-4-1': '01:00',
      }),
    ).toEqual([
      {
        branchId: 4,
        opensAtMinute: 480,
        closesAtMinute: 1200,
        weekdayHours: { '5': { opensAtMinute: 960, closesAtMinute: 1320 }, '6': null },
      },
    ]);
    expect(errorsOf(hoursSchema(t, [4]).safeParse({ ...usual, ...other(5, '16:00', '') }))).toEqual({
      'closes-4-5': 'Enter a time as HH:MM.',
    });
    expect(errorsOf(hoursSchema(t, [4]).safeParse({ ...usual, ...other(5, '22:00', '16:00') }))).toEqual({
      'closes-4-5': 'The closing time must be after the opening time.',
    });
    expect(errorsOf(hoursSchema(t, [4]).safeParse({ ...usual, ...other(1, '09:15', '09:45') }))).toEqual({
      'closes-4-1':
        'Keep at least one whole hour (such as 09:00) between opening and closing: bookings start on the hour.',
    });
  });

  describe('a day with a break: two windows, the break strictly inside the day', () => {
    const usual = { 'opens-4': '08:00', 'closes-4': '20:00' };
    const friday = (opens: string, closes: string, breakFrom: string, breakTo: string) => ({
      ...usual,
      'day-4-5': 'other',
      'opens-4-5': opens,
      'closes-4-5': closes,
      'breakFrom-4-5': breakFrom,
      'breakTo-4-5': breakTo,
    });
    const errors = (form: Record<string, string>, translate = t) =>
      errorsOf(hoursSchema(translate, [4]).safeParse(form));

    test('Friday 08:00 to 20:00 with the prayer break 12:00 to 14:00 is kept as minutes', () => {
      expect(hoursSchema(t, [4]).parse(friday('08:00', '20:00', '12:00', '14:00'))[0].weekdayHours).toEqual({
        '5': { opensAtMinute: 480, closesAtMinute: 1200, breakStartMinute: 720, breakEndMinute: 840 },
      });
      // No break: both ends empty. A break on a day on the usual hours, or closed, is not read.
      expect(hoursSchema(t, [4]).parse(friday('08:00', '20:00', '', ''))[0].weekdayHours).toEqual({
        '5': { opensAtMinute: 480, closesAtMinute: 1200 },
      });
      expect(
        hoursSchema(t, [4]).parse({ ...usual, 'day-4-1': 'usual', 'breakFrom-4-1': '12:00', 'breakTo-4-1': '11:00' }),
      ).toEqual([{ branchId: 4, opensAtMinute: 480, closesAtMinute: 1200, weekdayHours: {} }]);
    });

    test.each([
      [
        'a break from opening',
        ['08:00', '20:00', '08:00', '10:00'],
        { 'breakFrom-4-5': 'The break must start after the opening time.' },
      ],
      [
        'a break before opening',
        ['08:00', '20:00', '07:00', '10:00'],
        { 'breakFrom-4-5': 'The break must start after the opening time.' },
      ],
      [
        'a break to closing',
        ['08:00', '20:00', '18:00', '20:00'],
        { 'breakTo-4-5': 'The break must end before the closing time.' },
      ],
      [
        'a break around the whole day',
        ['08:00', '20:00', '07:00', '21:00'],
        {
          'breakFrom-4-5': 'The break must start after the opening time.',
          'breakTo-4-5': 'The break must end before the closing time.',
        },
      ],
      [
        'a break ending before it starts',
        ['08:00', '20:00', '14:00', '12:00'],
        { 'breakTo-4-5': 'The break must end after it starts.' },
      ],
      [
        'a break ending as it starts',
        ['08:00', '20:00', '12:00', '12:00'],
        { 'breakTo-4-5': 'The break must end after it starts.' },
      ],
      [
        'a break with one end',
        ['08:00', '20:00', '12:00', ''],
        { 'breakTo-4-5': 'Give both ends of the break, or leave both empty for no break.' },
      ],
      [
        'a break time that is not one',
        ['08:00', '20:00', 'noon', '14:00'],
        { 'breakFrom-4-5': 'Enter a time as HH:MM.' },
      ],
      [
        'a break that leaves no whole hour',
        ['08:15', '09:45', '08:30', '09:30'],
        {
          'breakFrom-4-5':
            'Keep at least one whole hour (such as 09:00) open outside the break: bookings start on the hour.',
        },
      ],
      // The day's own window is checked first; its break waits for a sound window.
      [
        'a window closing before it opens',
        ['20:00', '08:00', '12:00', '14:00'],
        { 'closes-4-5': 'The closing time must be after the opening time.' },
      ],
    ])('given %s, should say so at the field', (_, [opens, closes, breakFrom, breakTo], expected) => {
      expect(errors(friday(opens, closes, breakFrom, breakTo))).toEqual(expected);
    });

    test('a break leaving one whole hour is enough: 08:30 to 09:00, break 08:45 to 08:55', () => {
      expect(errors(friday('08:30', '09:00', '08:45', '08:55'))).toEqual({});
    });

    test('the messages are in Arabic for an Arabic form', () => {
      expect(errors(friday('08:00', '20:00', '14:00', '12:00'), translator('ar'))).toEqual({
        'breakTo-4-5': 'يجب أن تنتهي الاستراحة بعد بدايتها.',
      });
      expect(errors(friday('08:00', '20:00', '07:00', '10:00'), translator('ar'))).toEqual({
        'breakFrom-4-5': 'يجب أن تبدأ الاستراحة بعد وقت الفتح.',
      });
    });
  });
});

import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { isCalendarDate, profileSchema } from './profile-form';

const today = '2026-03-10';
const schema = (locale: 'en' | 'ar' = 'en') => profileSchema({ t: translator(locale), today });
const valid = {
  fullName: 'Layla Al Mansoori',
  birthDate: '1990-05-14',
  licenceNumber: 'DL-123456',
  licenceExpiry: '2028-01-31',
  passportNumber: 'P1234567',
  passportExpiry: '2031-06-30',
};
const errorsFor = (input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') => {
  const result = schema(locale).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('profile form', () => {
  test('a complete profile reads as trimmed text, with inner spaces in the name collapsed', () => {
    expect(schema().parse({ ...valid, fullName: '  Layla   Al Mansoori ', licenceNumber: ' DL-123456 ' })).toEqual({
      ...valid,
      trn: null,
    });
  });

  test('a TRN is optional; given, it is 15 digits, kept without its spaces', () => {
    expect(schema().parse({ ...valid, trn: '100 2003 0040 0500' }).trn).toBe('100200300400500');
    expect(errorsFor({ ...valid, trn: '1002003004005' })).toEqual({ trn: 'A TRN has 15 digits.' });
  });

  test('an empty form shows every spec message at once', () => {
    expect(errorsFor({})).toEqual({
      fullName: 'Please input your Name!',
      birthDate: 'Please select your Birth Date!',
      licenceNumber: 'Please input your Driving Licence No!',
      licenceExpiry: 'Please select your Driving Licence Expiry Date!',
      passportNumber: 'Please input your Passport No!',
      passportExpiry: 'Please select your Passport Expiry Date!',
    });
  });

  test.each([
    ['given a blank name, should ask for the name', { fullName: '   ' }, 'fullName', 'Please input your Name!'],
    [
      'given a blank licence number, should ask for it',
      { licenceNumber: ' ' },
      'licenceNumber',
      'Please input your Driving Licence No!',
    ],
    [
      'given a blank passport number, should ask for it',
      { passportNumber: '' },
      'passportNumber',
      'Please input your Passport No!',
    ],
    [
      'given a licence that expired yesterday, should refuse it',
      { licenceExpiry: '2026-03-09' },
      'licenceExpiry',
      'The expiry date must be in the future.',
    ],
    [
      'given a licence that expires today, should refuse it',
      { licenceExpiry: '2026-03-10' },
      'licenceExpiry',
      'The expiry date must be in the future.',
    ],
    [
      'given a passport that expired, should refuse it',
      { passportExpiry: '2020-01-01' },
      'passportExpiry',
      'The expiry date must be in the future.',
    ],
    [
      'given 30 February, should say the date is not real',
      { passportExpiry: '2027-02-30' },
      'passportExpiry',
      'Please enter a real date.',
    ],
    [
      'given a date in another format, should say the date is not real',
      { birthDate: '14/05/1990' },
      'birthDate',
      'Please enter a real date.',
    ],
    [
      'given a birth date in the future, should refuse it',
      { birthDate: '2030-01-01' },
      'birthDate',
      'You must be at least 18 years old.',
    ],
    [
      'given someone 18 tomorrow, should refuse them',
      { birthDate: '2008-03-11' },
      'birthDate',
      'You must be at least 18 years old.',
    ],
    [
      'given a name of 81 characters, should ask for a shorter one',
      { fullName: 'a'.repeat(81) },
      'fullName',
      'Please keep this under 80 characters.',
    ],
    [
      'given a licence number of 41 characters, should ask for a shorter one',
      { licenceNumber: '1'.repeat(41) },
      'licenceNumber',
      'Please keep this under 40 characters.',
    ],
  ])('%s', (_, change, field, message) => {
    expect(errorsFor({ ...valid, ...change })).toEqual({ [field]: message });
  });

  test.each([
    ['given someone 18 today, should accept them', { birthDate: '2008-03-10' }],
    ['given a licence that expires tomorrow, should accept it', { licenceExpiry: '2026-03-11' }],
  ])('%s', (_, change) => {
    expect(schema().safeParse({ ...valid, ...change }).success).toBe(true);
  });

  test('the messages come in Arabic on Arabic pages', () => {
    expect(errorsFor({ ...valid, fullName: '', passportExpiry: '2020-01-01' }, 'ar')).toEqual({
      fullName: 'يرجى إدخال اسمك!',
      passportExpiry: 'يجب أن يكون تاريخ الانتهاء في المستقبل.',
    });
  });

  test('someone born on 29 February turns 18 on 1 March of a common year', () => {
    const on = (day: string) =>
      profileSchema({ t: translator('en'), today: day }).safeParse({ ...valid, birthDate: '2008-02-29' }).success;
    expect([on('2026-02-28'), on('2026-03-01')]).toEqual([false, true]);
  });

  test('on 29 February, someone born on 28 February eighteen years before is 18', () => {
    const leapDay = profileSchema({ t: translator('en'), today: '2028-02-29' });
    const later = { ...valid, licenceExpiry: '2033-01-31' };
    expect(leapDay.safeParse({ ...later, birthDate: '2010-02-28' }).success).toBe(true);
    expect(leapDay.safeParse({ ...later, birthDate: '2010-03-01' }).success).toBe(false);
  });

  test.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['1899-12-31', false],
    ['2026-1-01', false],
  ])('isCalendarDate(%s) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

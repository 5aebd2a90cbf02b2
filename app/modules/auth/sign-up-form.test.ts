import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { enAccounts } from '~/i18n/en-accounts';
import { translator } from '~/i18n/translate';
import {
  DOCUMENT_MAX_BYTES,
  MAX_DOCUMENTS,
  codeSchema,
  detailsSchema,
  intentOf,
  isCalendarDate,
  profileSchema,
  signUpSchema,
  yearsBefore,
} from './sign-up-form';

// A stand-in for the server's phone check: UAE mobiles (5x xxx xxxx) and UK mobiles (7xxx xxxxxx).
const phoneToE164 = (number: string, country?: string) => {
  if (country === 'AE' && /^5\d{8}$/.test(number)) return `+971${number}`;
  if (country === 'AE' && /^\+9715\d{8}$/.test(number)) return number;
  if (country === 'GB' && /^7\d{9}$/.test(number)) return `+44${number}`;
  return null;
};
const today = '2026-03-15';
const context = (locale: 'en' | 'ar' = 'en') => ({ t: translator(locale), today, phoneToE164 });

const details = { name: 'Layla Al Mansoori', email: 'Layla@Example.ae', country: 'AE', phone: '50 123 4567' };
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'emirates-id.png', { type: 'image/png' });
const profile = () => ({
  ...details,
  ticket: 'ticket-from-step-2',
  password: 'Oasis@2026',
  confirm: 'Oasis@2026',
  birthDate: '1990-05-14',
  licenceNumber: 'DL-123456',
  licenceExpiry: '2030-01-31',
  passportNumber: 'P1234567',
  passportExpiry: '2031-06-30',
  documents: [png()],
  agreement: 'on',
});

type Schema = {
  safeParse: (input: unknown) => {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
};
const errorsFor = (schema: Schema, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('step 1: name, email and phone', () => {
  test('a complete step reads as trimmed text, a lower-case email and an E.164 phone', () => {
    expect(detailsSchema(context()).parse({ ...details, name: '  Layla Al Mansoori ' })).toEqual({
      fullName: 'Layla Al Mansoori',
      email: 'layla@example.ae',
      country: 'AE',
      phone: '+971501234567',
    });
  });

  test.each([
    ['spaces', '50 123 4567'],
    ['dashes and brackets', '(50) 123-4567'],
    ['the country code typed too', '+971 50 123 4567'],
  ])('given a number with %s, should remove them', (_, phone) => {
    expect(detailsSchema(context()).parse({ ...details, phone }).phone).toBe('+971501234567');
  });

  test('the country decides how the number is read', () => {
    expect(detailsSchema(context()).parse({ ...details, country: 'GB', phone: '7700 900123' }).phone).toBe(
      '+447700900123',
    );
  });

  test.each([
    ['name', { name: undefined }, 'Please input your Name!'],
    ['name', { name: '   ' }, 'Please input your Name!'],
    ['name', { name: 'x'.repeat(81) }, 'Please keep this under 80 characters.'],
    ['email', { email: undefined }, 'Please input your Email Address!'],
    ['email', { email: '  ' }, 'Please input your Email Address!'],
    ['email', { email: 'layla@' }, 'The input is not valid E-mail!'],
    ['email', { email: `${'x'.repeat(200)}@example.ae` }, 'The input is not valid E-mail!'],
    ['phone', { phone: undefined }, 'please input your phone number!'],
    ['phone', { phone: '   ' }, 'please input your phone number!'],
    ['phone', { phone: '050 123 4567' }, 'please input your phone number without 0 !'],
    ['phone', { phone: '0501234567' }, 'please input your phone number without 0 !'],
    ['phone', { phone: '12345' }, 'Please input a valid mobile number for the selected country.'],
    ['phone', { phone: '2 123 4567' }, 'Please input a valid mobile number for the selected country.'],
    ['phone', { country: 'GB' }, 'Please input a valid mobile number for the selected country.'],
    ['phone', { country: '' }, 'Please input a valid mobile number for the selected country.'],
    ['phone', { phone: '5'.repeat(31) }, 'Please input a valid mobile number for the selected country.'],
  ])('given a bad %s (%o), should say %s', (field, change, message) => {
    expect(errorsFor(detailsSchema(context()), { ...details, ...change })[field]).toBe(message);
  });

  test('an empty step shows every message at once', () => {
    expect(errorsFor(detailsSchema(context()), {})).toEqual({
      name: 'Please input your Name!',
      email: 'Please input your Email Address!',
      phone: 'please input your phone number!',
    });
  });

  test('the messages are in Arabic on Arabic pages', () => {
    expect(errorsFor(detailsSchema(context('ar')), { ...details, phone: '0501234567' }).phone).toBe(
      'يرجى إدخال رقم هاتفك بدون الصفر في أوله!',
    );
  });
});

describe('step 2: the code', () => {
  test.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['000042', '000042'],
  ])('given %j, should read the whole number %s', (code, expected) => {
    expect(codeSchema(context()).parse({ ...details, code }).code).toBe(expected);
  });

  test.each([
    [undefined, 'Please input the code we sent to your phone.'],
    ['  ', 'Please input the code we sent to your phone.'],
    ['12345', 'OTP key not valid, please try again'],
    ['1234567', 'OTP key not valid, please try again'],
    ['12a456', 'OTP key not valid, please try again'],
  ])('given %j, should say %s', (code, message) => {
    expect(errorsFor(codeSchema(context()), { ...details, code }).code).toBe(message);
  });

  test('the details are checked again with the code', () => {
    expect(errorsFor(codeSchema(context()), { ...details, name: '', code: '123456' })).toEqual({
      name: 'Please input your Name!',
    });
  });
});

describe('step 3: the profile', () => {
  test('a complete profile reads as the account to create, with the chosen files', () => {
    const input = profile();
    expect(profileSchema(context()).parse(input)).toEqual({
      fullName: 'Layla Al Mansoori',
      email: 'layla@example.ae',
      country: 'AE',
      phone: '+971501234567',
      ticket: 'ticket-from-step-2',
      password: 'Oasis@2026',
      birthDate: '1990-05-14',
      licenceNumber: 'DL-123456',
      licenceExpiry: '2030-01-31',
      passportNumber: 'P1234567',
      passportExpiry: '2031-06-30',
      residency: 'resident',
      documents: input.documents,
    });
  });

  test('a visitor is kept as one; anything else is a resident, the form’s default', () => {
    expect(profileSchema(context()).parse({ ...profile(), residency: 'visitor' }).residency).toBe('visitor');
    expect(profileSchema(context()).parse({ ...profile(), residency: 'tourist' }).residency).toBe('resident');
  });

  test('passwords are kept exactly as typed', () => {
    expect(
      profileSchema(context()).parse({ ...profile(), password: ' Oasis@2026 ', confirm: ' Oasis@2026 ' }).password,
    ).toBe(' Oasis@2026 ');
  });

  const rule = enAccounts['password.rule'];
  test.each([
    ['password', { password: undefined }, 'Please input your password!'],
    ['password', { password: 'oasis@2026', confirm: 'oasis@2026' }, rule],
    ['password', { password: 'Oasis2026x', confirm: 'Oasis2026x' }, rule],
    ['password', { password: 'aB3!aaa', confirm: 'aB3!aaa' }, rule],
    ['confirm', { confirm: undefined }, 'Please confirm your password!'],
    ['confirm', { confirm: 'Oasis@2027' }, 'The two passwords that you entered do not match!'],
    ['birthDate', { birthDate: undefined }, 'Please select your Birth Date!'],
    ['birthDate', { birthDate: '1990-02-30' }, 'Please enter a valid date.'],
    ['birthDate', { birthDate: '14/05/1990' }, 'Please enter a valid date.'],
    ['birthDate', { birthDate: '1850-01-01' }, 'Please enter a valid date.'],
    ['birthDate', { birthDate: '2026-03-16' }, 'The birth date cannot be in the future.'],
    ['birthDate', { birthDate: '2008-03-16' }, 'You must be at least 18 years old to register.'],
    ['licenceNumber', { licenceNumber: undefined }, 'Please input your Driving Licence No!'],
    ['licenceNumber', { licenceNumber: '  ' }, 'Please input your Driving Licence No!'],
    ['licenceNumber', { licenceNumber: 'D'.repeat(41) }, 'Please keep this under 40 characters.'],
    ['licenceExpiry', { licenceExpiry: undefined }, 'Please select your Driving Licence Expiry Date!'],
    ['licenceExpiry', { licenceExpiry: '2030-13-01' }, 'Please enter a valid date.'],
    [
      'licenceExpiry',
      { licenceExpiry: today },
      'Your driving licence has expired: the expiry date must be after today.',
    ],
    [
      'licenceExpiry',
      { licenceExpiry: '2025-12-31' },
      'Your driving licence has expired: the expiry date must be after today.',
    ],
    ['passportNumber', { passportNumber: undefined }, 'Please input your Passport No!'],
    ['passportNumber', { passportNumber: 'P'.repeat(41) }, 'Please keep this under 40 characters.'],
    ['passportExpiry', { passportExpiry: undefined }, 'Please select your Passport Expiry Date!'],
    ['passportExpiry', { passportExpiry: 'soon' }, 'Please enter a valid date.'],
    [
      'passportExpiry',
      { passportExpiry: '2026-03-14' },
      'Your passport has expired: the expiry date must be after today.',
    ],
    ['documents', { documents: undefined }, 'Please upload at least one file'],
    ['documents', { documents: [] }, 'Please upload at least one file'],
    ['documents', { documents: new File([], '') }, 'Please upload at least one file'],
    ['documents', { documents: [new File([], 'blank.pdf')] }, '"blank.pdf" is empty. Please choose another file.'],
    [
      'documents',
      { documents: [new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'licence-scan.jpg')] },
      '"licence-scan.jpg" is larger than 2 MB. Please choose a smaller file.',
    ],
    ['documents', { documents: Array.from({ length: MAX_DOCUMENTS + 1 }, png) }, 'Please attach at most 10 files.'],
    ['agreement', { agreement: undefined }, 'Should accept agreement'],
    ['agreement', { agreement: 'off' }, 'Should accept agreement'],
  ])('given a bad %s (%o), should say %s', (field, change, message) => {
    expect(errorsFor(profileSchema(context()), { ...profile(), ...change })[field]).toBe(message);
  });

  test.each([
    ['turned 18 today', '2008-03-15'],
    ['a licence expiring tomorrow', '2026-03-16'],
  ])('given %s, should accept it', (_, date) => {
    const change = date === '2008-03-15' ? { birthDate: date } : { licenceExpiry: date, passportExpiry: date };
    expect(errorsFor(profileSchema(context()), { ...profile(), ...change })).toEqual({});
  });

  test('one file exactly at the limit is accepted', () => {
    expect(
      errorsFor(profileSchema(context()), {
        ...profile(),
        documents: [new File([new Uint8Array(DOCUMENT_MAX_BYTES)], 'a.pdf')],
      }),
    ).toEqual({});
  });

  test('an empty profile shows every required message at once', () => {
    expect(errorsFor(profileSchema(context()), details)).toEqual({
      password: 'Please input your password!',
      confirm: 'Please confirm your password!',
      birthDate: 'Please select your Birth Date!',
      licenceNumber: 'Please input your Driving Licence No!',
      licenceExpiry: 'Please select your Driving Licence Expiry Date!',
      passportNumber: 'Please input your Passport No!',
      passportExpiry: 'Please select your Passport Expiry Date!',
      documents: 'Please upload at least one file',
      agreement: 'Should accept agreement',
    });
  });
});

describe('reading the posted form', () => {
  const formData = (fields: Record<string, string | File | File[]>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
    return form;
  };

  test.each([
    [{ intent: 'resend-code', step: 'code' }, 'resend-code'],
    [{ intent: 'change-phone', step: 'profile' }, 'change-phone'],
    [{ step: 'details' }, 'send-code'],
    [{ step: 'code' }, 'verify-code'],
    [{ step: 'profile' }, 'register'],
    [{ intent: 'drop-tables', step: 'nowhere' }, 'send-code'],
    [{}, 'send-code'],
  ])('given %o, the intent is %s', (fields, intent) => {
    expect(intentOf(formData(fields))).toBe(intent);
  });

  test('a multipart post with two files and an empty file part reads as the two files', () => {
    const files = [png(), new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })];
    const { documents: _, ...fields } = profile();
    const form = formData({ ...fields, documents: [...files, new File([], '')] });
    const submission = parseWithZod(form, { schema: profileSchema(context()) });
    if (submission.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(submission.error)}`);
    expect(submission.value.documents.map((file) => file.name)).toEqual(['emirates-id.png', 'licence.pdf']);
  });

  test('a post with no file chosen (one empty part) asks for one', () => {
    const { documents: _, ...fields } = profile();
    const submission = parseWithZod(formData({ ...fields, documents: new File([], '') }), {
      schema: profileSchema(context()),
    });
    expect(submission.status === 'error' && submission.error).toEqual({
      documents: ['Please upload at least one file'],
    });
  });

  test('moving back to step 1 checks nothing', () => {
    expect(
      parseWithZod(formData({ intent: 'change-phone' }), { schema: signUpSchema('change-phone', context()) }).status,
    ).toBe('success');
  });
});

describe('helpers', () => {
  test.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-04-31', false],
    ['2026-4-30', false],
    ['1899-12-31', false],
    ['2100-12-31', true],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  test('years before keeps the day, so it sorts like a date', () => {
    expect(yearsBefore('2026-03-15', 18)).toBe('2008-03-15');
  });
});

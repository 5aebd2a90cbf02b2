import { describe, expect, test } from 'vitest';
import '~/i18n/preowned-messages';
import { translator } from '~/i18n/translate';
import { preownedEnquirySchema, readPreownedRequest, testDriveSchema } from './preowned-enquiry-form';

const phoneToE164 = (number: string, country?: string) =>
  country === 'AE' && /^0?5\d{8}$/.test(number.replace(/\D/g, ''))
    ? `+971${number.replace(/\D/g, '').replace(/^0/, '')}`
    : null;
const t = translator('en');
const enquiry = preownedEnquirySchema({ t, phoneToE164 });
const testDrive = testDriveSchema({ t, phoneToE164, today: '2026-11-25' });
const complete = {
  name: 'Aisha',
  phone: '050 123 4567',
  message: 'I am interested in the 2022 Toyota Camry (PO-0001).',
};
const errorsOf = (schema: typeof enquiry | typeof testDrive, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the enquiry about a car for sale', () => {
  test('name, mobile and message are enough; the phone is kept in E.164', () => {
    expect(enquiry.parse(complete)).toEqual({
      name: 'Aisha',
      email: null,
      phone: '+971501234567',
      message: complete.message,
    });
  });

  test.each([
    [{ name: '' }, { name: 'Please enter your Name!' }],
    [{ phone: '' }, { phone: 'Please enter your Mobile number!' }],
    [{ phone: '12' }, { phone: 'Please enter a valid mobile number.' }],
    [{ email: 'aisha@' }, { email: 'The input is not valid E-mail!' }],
    [{ message: '' }, { message: 'Please enter your message!' }],
  ])('given %o, should say %o', (change, expected) => {
    expect(errorsOf(enquiry, { ...complete, ...change })).toEqual(expected);
  });
});

describe('the test drive request', () => {
  test('takes the preferred day from today on', () => {
    expect(testDrive.parse({ ...complete, date: '2026-11-25' })).toMatchObject({
      phone: '+971501234567',
      date: '2026-11-25',
    });
  });

  test.each([
    [{ date: '' }, { date: 'Please choose a day for the test drive' }],
    [{ date: '2026-11-24' }, { date: 'Please choose today or a later day' }],
    [{ date: '2026-02-30' }, { date: 'Please choose today or a later day' }],
    [
      { date: 'tomorrow', name: '' },
      { date: 'Please choose today or a later day', name: 'Please enter your Name!' },
    ],
  ])('given %o, should say %o', (change, expected) => {
    expect(errorsOf(testDrive, { ...complete, ...change })).toEqual(expected);
  });
});

test('a request that is not the test drive is the enquiry', () => {
  expect([
    readPreownedRequest('test-drive'),
    readPreownedRequest('enquiry'),
    readPreownedRequest(null),
    readPreownedRequest(['x']),
  ]).toEqual(['test-drive', 'enquiry', 'enquiry', 'enquiry']);
});

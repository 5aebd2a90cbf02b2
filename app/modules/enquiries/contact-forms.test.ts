import '~/i18n/forms-messages';
import { describe, expect, test } from 'vitest';
import { arForms } from '~/i18n/ar-forms';
import { provideCatalogue, translator } from '~/i18n/translate';
import {
  type ContactRules,
  contactRules,
  contactSchema,
  enquiryRules,
  promotionRules,
  tourRules,
} from './contact-forms';

provideCatalogue('ar', arForms);

// A stand-in for the server's phone check: UAE mobiles (5x xxx xxxx) and UK mobiles (7xxx xxxxxx).
const phoneToE164 = (number: string, country?: string) => {
  const digits = number.replace(/\D/g, '').replace(/^0/, '');
  if (country === 'AE' && /^5\d{8}$/.test(digits)) return `+971${digits}`;
  if (country === 'GB' && /^7\d{9}$/.test(digits)) return `+44${digits}`;
  return null;
};
const schema = (rules: ContactRules, locale: 'en' | 'ar' = 'en') =>
  contactSchema(rules, { t: translator(locale), phoneToE164 });
const errorsFor = (rules: ContactRules, input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') => {
  const result = schema(rules, locale).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const complete = {
  name: 'Layla Al Mansoori',
  email: 'Layla@Example.ae',
  country: 'AE',
  phone: '050 123 4567',
  message: 'Is the Nissan Sunny free next week?',
};
const reach = 'Please share your email address or phone number so we may be able to reach you.';

describe('the short enquiry forms', () => {
  test('a complete form reads as trimmed text, a lower-case email and an E.164 phone', () => {
    expect(schema(contactRules).parse({ ...complete, name: ' Layla Al Mansoori  ' })).toEqual({
      name: 'Layla Al Mansoori',
      email: 'layla@example.ae',
      phone: '+971501234567',
      message: 'Is the Nissan Sunny free next week?',
    });
  });

  test('a phone is read with its country', () => {
    expect(schema(contactRules).parse({ ...complete, country: 'GB', phone: '07700 900123' }).phone).toBe(
      '+447700900123',
    );
  });

  test.each([
    // [form, rules, change, expected messages]
    ['contact', contactRules, { name: '' }, { name: 'Please enter your First Name!' }],
    ['contact', contactRules, { message: ' ' }, { message: 'Please enter your message!' }],
    ['contact', contactRules, { email: 'layla@' }, { email: 'The input is not valid E-mail!' }],
    ['contact', contactRules, { email: '', phone: '' }, { email: reach }],
    ['contact', contactRules, { phone: '12345' }, { phone: 'Please enter a valid mobile number.' }],
    ['contact', contactRules, { email: '' }, {}],
    ['contact', contactRules, { phone: '' }, {}],
    ['enquiry', enquiryRules, { name: '' }, { name: 'Please enter your Name!' }],
    ['enquiry', enquiryRules, { email: '' }, { email: 'Please input your Email Address!' }],
    ['enquiry', enquiryRules, { email: 'not an email' }, { email: 'The input is not valid E-mail!' }],
    ['enquiry', enquiryRules, { phone: '' }, { phone: 'Please enter your Mobile number!' }],
    ['enquiry', enquiryRules, { message: '' }, { message: 'Please enter your message!' }],
    [
      'enquiry',
      enquiryRules,
      { email: '', phone: '' },
      { email: 'Please input your Email Address!', phone: 'Please enter your Mobile number!' },
    ],
    ['promotion', promotionRules, { name: '' }, { name: 'Please enter your First Name!' }],
    ['promotion', promotionRules, { message: '' }, { message: 'Please enter your Present message!' }],
    ['promotion', promotionRules, { email: 'x@y' }, { email: 'The input is not valid E-mail!' }],
    ['promotion', promotionRules, { email: '', phone: '' }, { email: reach }],
    ['promotion', promotionRules, { email: '' }, {}],
    ['tour', tourRules, { phone: '' }, { phone: 'Please enter your Mobile number!' }],
    ['tour', tourRules, { email: '' }, {}],
    ['tour', tourRules, { name: '' }, { name: 'Please enter your Name!' }],
  ])('%s: given %o, should answer %o', (_, rules, change, expected) => {
    expect(errorsFor(rules, { ...complete, ...change })).toEqual(expected);
  });

  test('an empty contact form shows every message at once', () => {
    expect(errorsFor(contactRules, {})).toEqual({
      name: 'Please enter your First Name!',
      email: reach,
      message: 'Please enter your message!',
    });
  });

  test('over-long text is refused with its limit', () => {
    expect(errorsFor(contactRules, { ...complete, message: 'x'.repeat(2001) })).toEqual({
      message: 'Please keep this under 2000 characters.',
    });
  });

  test('the messages come in Arabic on Arabic pages', () => {
    expect(errorsFor(promotionRules, { name: '', message: '' }, 'ar')).toEqual({
      name: 'يرجى إدخال اسمك الأول!',
      email: 'يرجى تزويدنا ببريدك الإلكتروني أو رقم هاتفك لنتمكن من التواصل معك.',
      message: 'يرجى كتابة رسالتك!',
    });
  });
});

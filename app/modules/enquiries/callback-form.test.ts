import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { callbackSchema } from './callback-form';
import { phoneToE164 } from '~/utils/phone.server';

// The server's own phone check, so the rules are tested as they run.
const schema = (locale: 'en' | 'ar' = 'en') => callbackSchema({ t: translator(locale), phoneToE164 });
const valid = {
  name: 'Layla Al Mansoori',
  email: 'Layla@Example.ae',
  phone: '050 123 4567',
  message: 'Please call me about a monthly rental.',
};
const errorsFor = (input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') => {
  const result = schema(locale).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('callback form', () => {
  test('a complete request reads as trimmed text, a lower-case email and an E.164 phone', () => {
    expect(schema().parse({ ...valid, name: '  Layla Al Mansoori ' })).toEqual({
      name: 'Layla Al Mansoori',
      email: 'layla@example.ae',
      phone: '+971501234567',
      message: 'Please call me about a monthly rental.',
    });
  });

  test.each([
    ['an email only', { phone: undefined }, { email: 'layla@example.ae', phone: null }],
    ['a phone only', { email: undefined }, { email: null, phone: '+971501234567' }],
    ['a blank email beside a phone', { email: '   ' }, { email: null, phone: '+971501234567' }],
  ])('given %s, should accept it', (_, change, expected) => {
    expect(schema().parse({ ...valid, ...change })).toMatchObject(expected);
  });

  test.each([
    ['name', { name: undefined }, 'Please enter your Name!'],
    ['name', { name: '   ' }, 'Please enter your Name!'],
    ['message', { message: undefined }, 'Please enter your message!'],
    ['message', { message: ' \n ' }, 'Please enter your message!'],
    ['email', { email: 'layla@' }, 'The input is not valid E-mail!'],
    ['email', { email: 'layla example.ae', phone: undefined }, 'The input is not valid E-mail!'],
    ['phone', { phone: '12345' }, 'Please enter a valid mobile number.'],
    [
      'email',
      { email: undefined, phone: undefined },
      'Please share your email address or phone number so we may be able to reach you.',
    ],
    [
      'email',
      { email: '', phone: ' ' },
      'Please share your email address or phone number so we may be able to reach you.',
    ],
    ['name', { name: 'x'.repeat(121) }, 'Please keep this under 120 characters.'],
    ['message', { message: 'x'.repeat(2001) }, 'Please keep this under 2000 characters.'],
  ])('given a bad %s (%o), should say %s', (field, change, message) => {
    expect(errorsFor({ ...valid, ...change })[field]).toBe(message);
  });

  test('an empty form shows every required message at once', () => {
    expect(errorsFor({})).toEqual({
      name: 'Please enter your Name!',
      email: 'Please share your email address or phone number so we may be able to reach you.',
      message: 'Please enter your message!',
    });
  });

  test('the messages come in the visitor’s language', () => {
    expect(errorsFor({}, 'ar')).toEqual({
      name: 'يرجى إدخال اسمك!',
      email: 'يرجى مشاركة بريدك الإلكتروني أو رقم هاتفك حتى نتمكن من التواصل معك.',
      message: 'يرجى إدخال رسالتك!',
    });
  });

  test('fields the form does not know are dropped', () => {
    expect(schema().parse({ ...valid, website: 'spam', isAdmin: true })).not.toHaveProperty('website');
  });
});

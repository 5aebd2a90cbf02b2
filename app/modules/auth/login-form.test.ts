import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { type LoginVariant, loginSchema } from './login-form';

const errorsFor = (input: Record<string, unknown>, variant: LoginVariant, locale: 'en' | 'ar' = 'en') => {
  const result = loginSchema(translator(locale), variant).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('login form', () => {
  test('reads the email trimmed and the password exactly as typed', () => {
    expect(
      loginSchema(translator('en'), 'dialog').parse({ email: '  Sara@Example.ae ', password: ' Oasis@2026 ' }),
    ).toEqual({ email: 'Sara@Example.ae', password: ' Oasis@2026 ' });
  });

  test.each([
    ['dialog', {}, { email: 'Please input your Email Address!', password: 'Please input your Password!' }],
    ['page', {}, { email: 'email is required', password: 'Password is required' }],
    [
      'dialog',
      { email: '   ', password: '' },
      { email: 'Please input your Email Address!', password: 'Please input your Password!' },
    ],
    ['page', { email: ' ', password: '' }, { email: 'email is required', password: 'Password is required' }],
  ] as const)('given an empty %s form %j, should show the spec messages', (variant, input, expected) => {
    expect(errorsFor(input, variant)).toEqual(expected);
  });

  test.each([
    ['given no @, should say it is not an email', 'sara.example.ae'],
    ['given no domain, should say it is not an email', 'sara@'],
    ['given a space inside, should say it is not an email', 'sara @example.ae'],
    ['given an address longer than 254 characters, should say it is not an email', `${'a'.repeat(250)}@example.ae`],
  ])('%s', (_, email) => {
    for (const variant of ['dialog', 'page'] as const) {
      expect(errorsFor({ email, password: 'x' }, variant)).toEqual({ email: 'The input is not valid E-mail!' });
    }
  });

  test('a password of spaces is still a password: the server decides whether it is right', () => {
    expect(errorsFor({ email: 'sara@example.ae', password: '   ' }, 'dialog')).toEqual({});
  });

  test('the messages come in Arabic on Arabic pages', () => {
    expect(errorsFor({ email: 'nope' }, 'dialog', 'ar')).toEqual({
      email: 'البريد الإلكتروني المدخل غير صالح!',
      password: 'يرجى إدخال كلمة المرور!',
    });
    expect(errorsFor({}, 'page', 'ar')).toEqual({ email: 'البريد الإلكتروني مطلوب', password: 'كلمة المرور مطلوبة' });
  });
});

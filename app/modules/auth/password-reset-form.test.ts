import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { isCommonPassword } from './common-passwords.server';
import { newPasswordSchema, resetRequestSchema } from './password-reset-form';
import { meetsPasswordRule } from './password-rule';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

const requestErrors = (input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') =>
  issues(resetRequestSchema(translator(locale)).safeParse(input));
const changeErrors = (input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') =>
  issues(newPasswordSchema(translator(locale)).safeParse(input));

const valid = {
  username: 'Sara Customer',
  email: 'customer@example.ae',
  password: 'New#Pass2026',
  confirm: 'New#Pass2026',
};
const ruleMessage =
  'Error! password should contain (length +8 characters, at least one small letter, at least one capital, at least one digit,, at least one special characters like @)';

describe('reset request form', () => {
  test('reads the email trimmed', () => {
    expect(resetRequestSchema(translator('en')).parse({ email: ' sara@example.ae ' })).toEqual({
      email: 'sara@example.ae',
    });
  });

  test.each([
    ['given nothing, should ask for the email', {}, 'Please input your Email Address!'],
    ['given spaces, should ask for the email', { email: '   ' }, 'Please input your Email Address!'],
    ['given a malformed address, should say it is not an email', { email: 'sara@' }, 'The input is not valid E-mail!'],
    [
      'given an address of 255 characters, should say it is not an email',
      { email: `${'a'.repeat(244)}@example.ae` },
      'The input is not valid E-mail!',
    ],
  ])('%s', (_, input, message) => {
    expect(requestErrors(input)).toEqual({ email: message });
  });

  test('speaks Arabic on Arabic pages', () => {
    expect(requestErrors({}, 'ar')).toEqual({ email: 'يرجى إدخال بريدك الإلكتروني!' });
  });
});

describe('change password form', () => {
  test('a complete form gives the name and email trimmed and the password as typed', () => {
    expect(
      newPasswordSchema(translator('en')).parse({
        ...valid,
        username: ' Sara Customer ',
        email: ' customer@example.ae ',
      }),
    ).toEqual({
      username: 'Sara Customer',
      email: 'customer@example.ae',
      password: 'New#Pass2026',
    });
  });

  test('an empty form shows every message at once', () => {
    expect(changeErrors({})).toEqual({
      username: 'Please input your Username!',
      email: 'Please input your Email Address!',
      password: 'Please input your password!',
      confirm: 'Please confirm your password!',
    });
  });

  test.each([
    ['given a blank username, should ask for it', { username: '  ' }, 'username', 'Please input your Username!'],
    [
      'given a username of 121 characters, should ask for a shorter one',
      { username: 'a'.repeat(121) },
      'username',
      'Please keep this under 120 characters.',
    ],
    ['given no email, should ask for it', { email: '' }, 'email', 'Please input your Email Address!'],
    [
      'given a malformed email, should say so',
      { email: 'customer.example.ae' },
      'email',
      'The input is not valid E-mail!',
    ],
    ['given 7 characters, should quote the rule', { password: 'Ab1#xyz', confirm: 'Ab1#xyz' }, 'password', ruleMessage],
    [
      'given no capital, should quote the rule',
      { password: 'new#pass2026', confirm: 'new#pass2026' },
      'password',
      ruleMessage,
    ],
    [
      'given no small letter, should quote the rule',
      { password: 'NEW#PASS2026', confirm: 'NEW#PASS2026' },
      'password',
      ruleMessage,
    ],
    [
      'given no digit, should quote the rule',
      { password: 'New#Password', confirm: 'New#Password' },
      'password',
      ruleMessage,
    ],
    [
      'given no special character, should quote the rule',
      { password: 'NewPass2026', confirm: 'NewPass2026' },
      'password',
      ruleMessage,
    ],
    [
      'given a special character outside !@#$%^&*, should quote the rule',
      { password: 'New+Pass2026', confirm: 'New+Pass2026' },
      'password',
      ruleMessage,
    ],
    [
      'given 129 characters, should quote the rule',
      { password: `Aa1#${'x'.repeat(125)}`, confirm: `Aa1#${'x'.repeat(125)}` },
      'password',
      ruleMessage,
    ],
    ['given no confirmation, should ask for it', { confirm: '' }, 'confirm', 'Please confirm your password!'],
    [
      'given a different confirmation, should say they differ',
      { confirm: 'New#Pass2027' },
      'confirm',
      'The two passwords that you entered do not match!',
    ],
  ])('%s', (_, change, field, message) => {
    expect(changeErrors({ ...valid, ...change })).toEqual({ [field]: message });
  });

  test('a password of exactly 8 characters with every kind passes', () => {
    expect(changeErrors({ ...valid, password: 'Ab1#wxyz', confirm: 'Ab1#wxyz' })).toEqual({});
  });

  test('speaks Arabic on Arabic pages', () => {
    expect(changeErrors({ ...valid, username: '', confirm: 'other' }, 'ar')).toEqual({
      username: 'يرجى إدخال اسم المستخدم!',
      confirm: 'كلمتا المرور غير متطابقتين!',
    });
  });
});

describe('the password rule (ASVS 5.0)', () => {
  test.each([
    ['a passphrase of 15 characters without capitals, digits or symbols', 'correct horse b', true],
    ['a passphrase in Arabic', 'حصان صحيح بطارية', true],
    ['14 characters without the mix', 'correct horse ', false],
    ['the spec rule at 8 characters', 'Ab1#wxyz', true],
    ['129 characters', `Ab1#${'x'.repeat(125)}`, false],
  ])('%s: %s', (_, password, accepted) => {
    expect(meetsPasswordRule(password)).toBe(accepted);
    expect('password' in changeErrors({ ...valid, password, confirm: password })).toBe(!accepted);
  });

  test('a common password dressed up for the rule is refused when the server checks, with its own message', () => {
    const withList = (password: string) =>
      issues(
        newPasswordSchema(translator('en'), isCommonPassword).safeParse({ ...valid, password, confirm: password }),
      );
    expect(withList('Password1!')).toEqual({
      password:
        'This password is one of the most common, and is tried first by anyone guessing. Please choose another.',
    });
    expect(
      issues(
        newPasswordSchema(translator('ar'), isCommonPassword).safeParse({
          ...valid,
          password: 'Qwerty123!',
          confirm: 'Qwerty123!',
        }),
      ),
    ).toEqual({
      password: 'كلمة المرور هذه من أكثر كلمات المرور شيوعاً، ويجربها أولاً كل من يحاول التخمين. يرجى اختيار كلمة أخرى.',
    });
    expect(withList('New#Pass2026')).toEqual({});
  });
});

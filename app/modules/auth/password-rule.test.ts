import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { checkNewPassword } from './password-rule';

const t = translator('en');
const messagesFor = (password?: string, confirm?: string) => {
  const found: Record<string, string> = {};
  checkNewPassword(t, password, confirm, (field, message) => (found[field] = message));
  return found;
};
const rule =
  'Error! password should contain (length +8 characters, at least one small letter, at least one capital, at least one digit,, at least one special characters like @)';

describe('the new-password rule', () => {
  test.each([
    ['Oasis@2026', {}],
    ['aB3!aaaa', {}],
    ['aB3!aaa', { password: rule }],
    ['oasis@2026', { password: rule }],
    ['OASIS@2026', { password: rule }],
    ['Oasis@abcd', { password: rule }],
    ['Oasis2026x', { password: rule }],
    ['Oasis_2026', { password: rule }],
  ])('given %s, should report %o', (password, expected) => {
    expect(messagesFor(password, password)).toEqual(expected);
  });

  test('given nothing, should ask for both', () => {
    expect(messagesFor(undefined, undefined)).toEqual({
      password: 'Please input your password!',
      confirm: 'Please confirm your password!',
    });
  });

  test('given a different confirmation, should say they do not match', () => {
    expect(messagesFor('Oasis@2026', 'Oasis@2027')).toEqual({
      confirm: 'The two passwords that you entered do not match!',
    });
  });

  test('given an over-long password, should refuse it', () => {
    expect(messagesFor(`Aa1!${'x'.repeat(200)}`, `Aa1!${'x'.repeat(200)}`)).toEqual({ password: rule });
  });
});

import { describe, expect, test } from 'vitest';
import { isCommonPassword } from './common-passwords.server';

describe('common passwords', () => {
  test.each(['Password1!', 'Qwerty123!', 'P@ssw0rd', 'Welcome1!', '!!iloveyou!!', '123456'])(
    '%s is refused',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  test.each(['Oasis@2026', 'New#Pass2026', 'correct horse battery staple', 'Ab1#wxyz'])('%s passes', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

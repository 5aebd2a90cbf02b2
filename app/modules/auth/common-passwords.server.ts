import { dictionary } from '@zxcvbn-ts/language-common';

// About 49,000 passwords seen most often in breaches, from a maintained package, kept offline.
const commonPasswords = new Set(dictionary['passwords-common']);

/**
 * Whether a password is one attackers try first (OWASP ASVS 5.0). The composition rule makes people
 * dress a common word up ("Password1!" is "password1" with a capital and a symbol): the look-up is
 * case-blind and ignores symbols added at either end.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return commonPasswords.has(lower) || commonPasswords.has(core);
}

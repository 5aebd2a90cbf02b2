import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A mobile number as typed (UAE by default; spaces, dashes, dots and brackets ignored) in E.164, or
 * null when it is not a real mobile number. Anything else typed (letters: the library would read
 * '0501234567x' as a number with an extension) makes it not a number.
 */
export function mobileE164(input: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(input.trim())) return null;
  const parsed = parsePhoneNumberFromString(input.replace(/[\s().-]/g, ''), 'AE');
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

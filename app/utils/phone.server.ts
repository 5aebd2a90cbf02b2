import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A mobile number as typed (UAE by default, spaces ignored) in E.164, or null when it is not a real mobile number. */
export function mobileE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.replace(/\s+/g, ''), 'AE');
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
}

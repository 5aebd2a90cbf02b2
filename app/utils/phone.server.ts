import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_DIAL_COUNTRY, type PhoneToE164, compactPhone } from './phone';

const countryCodes = new Set<string>(getCountries());

/**
 * A mobile number as typed (spaces, dashes, dots and brackets ignored) in E.164, read in the
 * country given (the UAE by default) unless a '+' or 00 prefix names another; null when it is not a
 * real mobile number. Anything else typed makes it not a number: the library would read
 * '0501234567x' as a number with an extension and accept other scripts' digits, which the
 * browser's shape check refuses.
 */
export const phoneToE164: PhoneToE164 = (number, country = DEFAULT_DIAL_COUNTRY) => {
  if (!countryCodes.has(country) || !/^\+?[\d\s().-]+$/.test(number.trim())) return null;
  const parsed = parsePhoneNumberFromString(compactPhone(number), country as CountryCode);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
};

/** '+971501234567' -> '+971 50 123 4567'; anything unreadable is shown as it is. */
export function formatPhone(e164: string) {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

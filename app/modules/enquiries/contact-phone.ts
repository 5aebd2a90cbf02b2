import type { Translate } from '~/i18n/translate';

/** What a schema needs to check phone numbers: the server passes real numbering plans, the browser only the shape. */
export type PhoneCheck = {
  t: Translate;
  /** E.164 for a real mobile number of the country (or of the country its '+' prefix names), else null. */
  phoneToE164: (country: string, number: string) => string | null;
};

/** Spaces, dashes, dots and brackets are separators people type in phone numbers. */
export const compactPhone = (input: string) => input.replace(/[\s\-().]/g, '');

/** A permissive check for the browser: the server decides with the real numbering plans. */
export const phoneShapeOnly = (country: string, number: string) =>
  /^[A-Z]{2}$/.test(country) && /^\+?\d{4,15}$/.test(number) ? number : null;

/** The country the phone field starts on: the company's customers are mostly in the UAE. */
export const DEFAULT_DIAL_COUNTRY = 'AE';

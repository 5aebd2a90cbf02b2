import type { Translate } from '~/i18n/translate';

/*
 * Phone numbers in one place. This file is safe for the browser: it carries no numbering plans, so
 * the forms' schemas can run there and check only the shape. The real check (a valid mobile number
 * of its country, in E.164) and display formatting need the full metadata and live in
 * phone.server.ts.
 */

/** The country a number without a '+' prefix belongs to: the company's customers are mostly in the UAE. */
export const DEFAULT_DIAL_COUNTRY = 'AE';

/**
 * A number as typed, in E.164 when it is a real mobile number of the country (or of the country its
 * '+' prefix names), else null. The server passes the real check; the browser a permissive one.
 */
export type PhoneToE164 = (number: string, country?: string) => string | null;

/** What a schema needs to check phone numbers. */
export type PhoneCheck = { t: Translate; phoneToE164: PhoneToE164 };

/** Spaces, dashes, dots and brackets are separators people type in phone numbers. */
export const compactPhone = (input: string) => input.replace(/[\s\-().]/g, '');

/** The UAE's country calling code, for numbers written the local way. */
const DEFAULT_DIAL_CODE = '971';

/**
 * A number as the copy and the settings write it for customers ('600 587004', '800 76237',
 * '04 123 4567', '+971 56 587 0040') as a tel: address in E.164, which dials from any phone,
 * roaming ones too: without a '+' or 00 it is a UAE number, and its trunk 0 goes. Every tel: link
 * is made here; phone.server.test.ts checks it against the numbering plans.
 */
export function telHref(written: string) {
  const compact = compactPhone(written).replace(/^00/, '+');
  return `tel:${compact.startsWith('+') ? compact : `+${DEFAULT_DIAL_CODE}${compact.replace(/^0/, '')}`}`;
}

/** A permissive check for the browser: the server decides with the real numbering plans. */
export const phoneShapeOnly: PhoneToE164 = (number, country = DEFAULT_DIAL_COUNTRY) =>
  /^[A-Z]{2}$/.test(country) && /^\+?\d{4,15}$/.test(number) ? number : null;

/** What staff typed in a search box, read as (part of) a phone number. */
export type PhoneSearch = {
  /**
   * The digits as the stored E.164 number holds them, without '+': '971501234567' for every
   * spelling of 050 123 4567 (+971, 00971, 971, a trunk 0, or both as in '+971 050'). Digits that
   * name no country are kept as typed, to be found anywhere in a number.
   */
  digits: string;
  /**
   * The digits after the UAE's country code and any trunk zeros ('501234567'); a number with
   * another country code keeps it.
   */
  national: string;
};

/**
 * A search read as a phone number, or null when it is not one (letters, a '+' inside, fewer than
 * three digits besides an international prefix, or nothing after the UAE's code). Stored numbers
 * are E.164, so this is the one place that knows how people write them.
 */
export function phoneSearch(typed: string): PhoneSearch | null {
  const compact = compactPhone(typed);
  if (!/^\+?\d+$/.test(compact)) return null;
  // '+' and '00' both introduce a country code.
  const international = compact.replace(/^\+/, '').replace(/^00/, '');
  if (international.length < 3) return null;
  const national = international.replace(/^971/, '').replace(/^0+/, '');
  if (!national) return null;
  return { digits: national === international ? international : `971${national}`, national };
}

import type { Locale } from '~/i18n/locale';
import { countryName } from '~/utils/countries';

/**
 * A renter's address as people read it in their language. The emirate is stored as its English
 * name (the personal step's select) and the city as typed; in Arabic both are shown by their
 * Arabic names when they are an emirate or a branch city, and the parts are joined with the
 * Arabic comma. Every screen, mail and document that shows a renter's address goes through here.
 */

type Named = { en: string; ar?: string };

/** The place names an address may use: the emirates and the branch cities, in both languages. */
export type PlaceNames = { emirates: { name: string; label: Named }[]; cities: Named[] };

/** A UAE address (PO Box, emirate), or a visitor's home address abroad (country as an ISO code, postcode). */
export type PostalAddress = {
  streetAddress: string;
  poBox: string;
  city: string;
  emirate: string;
  country?: string;
  postcode?: string | null;
};

/** ", " in English, "، " (the Arabic comma) in Arabic. */
export function listSeparator(locale: Locale): string {
  return locale === 'ar' ? '، ' : ', ';
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A place typed or stored in either language, named in `locale`; a place not known stays as written. */
export function placeName(written: string, locale: Locale, places: PlaceNames): string {
  const wanted = key(written);
  if (!wanted) return '';
  const known = [
    ...places.emirates.map((emirate) => ({
      names: [emirate.name, emirate.label.en, emirate.label.ar],
      label: emirate.label,
    })),
    ...places.cities.map((city) => ({ names: [city.en, city.ar], label: city })),
  ].find(({ names }) => names.some((name) => name !== undefined && key(name) === wanted));
  if (!known) return written.trim();
  return (locale === 'ar' && known.label.ar) || known.label.en;
}

/**
 * The address as lines: street, P.O. Box, then city and emirate (the city left out when it is the
 * emirate); a home address abroad as street, city and postcode, then the country named in `locale`.
 */
export function addressLines(address: PostalAddress, locale: Locale, places: PlaceNames): string[] {
  if (address.country) {
    return [
      address.streetAddress.trim(),
      [address.city.trim(), address.postcode?.trim() ?? ''].filter((part) => part !== '').join(' '),
      countryName(address.country, locale),
    ].filter((line) => line !== '');
  }
  const city = placeName(address.city, locale, places);
  const emirate = placeName(address.emirate, locale, places);
  const poBox = address.poBox.trim();
  return [
    address.streetAddress.trim(),
    poBox ? (locale === 'ar' ? `ص.ب ${poBox}` : `P.O. Box ${poBox}`) : '',
    [city, emirate]
      .filter((part, index, parts) => part !== '' && parts.indexOf(part) === index)
      .join(listSeparator(locale)),
  ].filter((line) => line !== '');
}

/** The address on one line. */
export function formatAddress(address: PostalAddress, locale: Locale, places: PlaceNames): string {
  return addressLines(address, locale, places).join(listSeparator(locale));
}

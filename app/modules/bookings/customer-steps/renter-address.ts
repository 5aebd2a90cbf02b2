import type { MessageKey } from '~/i18n/en';
import { isCountryCode } from '~/utils/countries';
import type { residencies } from './enquiry-choices';

/**
 * Which address a renter gives, by where they live (the booking box's residency). A UAE resident
 * gives a UAE address: street, PO Box, emirate and city. A visitor has no UAE address and no PO
 * Box: they give their home address (street, city, country as an ISO code, postcode if they have
 * one). The customer's personal step and the staff's booking form both check it here, so the tax
 * invoice always has one whole address to print. Decision record 075.
 */

export type Residency = (typeof residencies)[number];

export type AddressFields = {
  streetAddress?: string;
  poBox?: string;
  emirate?: string;
  city?: string;
  country?: string;
  postcode?: string;
};

export type RenterAddress = {
  streetAddress: string;
  poBox: string;
  emirate: string;
  city: string;
  /** Only a visitor's home address has these: its country (ISO 3166-1 alpha-2) and postcode. */
  country?: string;
  postcode?: string | null;
};

export const addressLimits = { streetAddress: 200, poBox: 20, city: 80, postcode: 20 } as const;

export const asResidency = (value: unknown): Residency => (value === 'visitor' ? 'visitor' : 'resident');

/**
 * The fields missing or wrong, each with its message. `streetRequired`: the customer's own step asks
 * a resident for street and PO Box; staff at the counter may leave them out (the customer is there).
 */
export function addressProblems(
  form: AddressFields,
  residency: Residency,
  emirates: string[],
  { streetRequired = true } = {},
): Array<[field: keyof AddressFields, message: MessageKey]> {
  const problems: Array<[keyof AddressFields, MessageKey]> = [];
  if (residency === 'visitor') {
    if (!form.streetAddress && streetRequired) problems.push(['streetAddress', 'personal.streetRequired']);
    if (!form.city) problems.push(['city', 'personal.cityRequired']);
    if (!isCountryCode(form.country)) problems.push(['country', 'personal.countryRequired']);
    return problems;
  }
  if (!form.streetAddress && streetRequired) problems.push(['streetAddress', 'personal.streetRequired']);
  if (!form.poBox && streetRequired) problems.push(['poBox', 'personal.poBoxRequired']);
  if (!form.emirate || !emirates.includes(form.emirate)) problems.push(['emirate', 'personal.emirateRequired']);
  if (!form.city) problems.push(['city', 'personal.cityRequired']);
  return problems;
}

/** The address as stored: a visitor's without PO Box or emirate, a resident's without country. */
export function renterAddress(form: AddressFields, residency: Residency): RenterAddress {
  if (residency === 'visitor')
    return {
      streetAddress: form.streetAddress ?? '',
      poBox: '',
      emirate: '',
      city: form.city ?? '',
      country: form.country!,
      postcode: form.postcode || null,
    };
  return {
    streetAddress: form.streetAddress ?? '',
    poBox: form.poBox ?? '',
    emirate: form.emirate ?? '',
    city: form.city ?? '',
  };
}

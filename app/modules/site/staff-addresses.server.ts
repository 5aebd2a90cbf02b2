import type { SubmissionKind } from '~/db/schema';
import { readSettings } from './site-settings.server';

/** Where submissions go when no setting names an address: the customer care desk the seed also names. */
export const DEFAULT_ENQUIRIES_ADDRESS = 'customercare@example.ae';

const isAddress = (value: unknown): value is string => typeof value === 'string' && value.includes('@');

/**
 * The staff address for one kind of submission. The setting is either a list (reservations first,
 * customer care second in the seed) or an object keyed by kind ({ career: 'hr@...', default: ... }).
 * The reservations desk is not the place for general enquiries, so a list's other address wins.
 */
export async function staffAddressFor(kind: SubmissionKind): Promise<string> {
  const { staffNotificationEmails: setting } = await readSettings(['staffNotificationEmails']);
  if (Array.isArray(setting)) {
    const addresses = setting.filter(isAddress);
    return addresses.find((address) => !/^reservations?@/i.test(address)) ?? addresses[0] ?? DEFAULT_ENQUIRIES_ADDRESS;
  }
  if (setting && typeof setting === 'object') {
    const byKind = setting as Record<string, unknown>;
    const found = [byKind[kind], byKind.enquiries, byKind.general, byKind.customerCare, byKind.default].find(isAddress);
    if (found) return found;
  }
  return isAddress(setting) ? setting : DEFAULT_ENQUIRIES_ADDRESS;
}

/**
 * The general enquiries desk, for mails that are not a form submission of their own (new
 * accounts to review): the address the enquiry forms use.
 */
export function enquiriesAddress(): Promise<string> {
  return staffAddressFor('enquiry');
}

import { staffAddressFor } from './submit-form.server';

export { DEFAULT_ENQUIRIES_ADDRESS } from './submit-form.server';

/**
 * The general enquiries desk, for mails that are not a form submission of their own (new
 * accounts to review): the address the enquiry forms use.
 */
export function enquiriesAddress(): Promise<string> {
  return staffAddressFor('enquiry');
}

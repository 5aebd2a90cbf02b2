import type { MessageKey } from '~/i18n/en';

// Kept apart from the schemas so a page can name its rules without downloading the validation library.
/**
 * The rules of the short enquiry-type forms (name, email, phone, message), as the spec gives them
 * per form: which message a missing name or message shows, whether email and phone are required,
 * and whether at least one of the two must be given.
 */
export type ContactRules = {
  nameRequired: MessageKey;
  messageRequired: MessageKey;
  email: 'required' | 'optional';
  phone: 'required' | 'optional';
  /** At least one of email and phone, else the spec's 'Please share your email address or phone number…'. */
  reach: boolean;
};

/** The contact page: first name and message required, email valid if given, email or phone. */
export const contactRules: ContactRules = {
  nameRequired: 'forms.firstNameRequired',
  messageRequired: 'forms.messageRequired',
  email: 'optional',
  phone: 'optional',
  reach: true,
};
/** The enquiry page (and the chauffeur page's enquiry): name, email, mobile and message required. */
export const enquiryRules: ContactRules = {
  nameRequired: 'forms.nameRequired',
  messageRequired: 'forms.messageRequired',
  email: 'required',
  phone: 'required',
  reach: false,
};
/** The promotion pages: name and message required, email optional but valid, phone optional, one of the two. */
export const promotionRules: ContactRules = {
  nameRequired: 'forms.firstNameRequired',
  messageRequired: 'forms.presentMessageRequired',
  email: 'optional',
  phone: 'optional',
  reach: true,
};
/** The tour enquiry: name, mobile and message required; email optional but valid. */
export const tourRules: ContactRules = {
  nameRequired: 'forms.nameRequired',
  messageRequired: 'forms.messageRequired',
  email: 'optional',
  phone: 'required',
  reach: false,
};

/** A pre-owned car's enquiry and test drive: name, mobile and message (it starts filled with the car) required; email optional but valid. */
export const preownedRules: ContactRules = {
  nameRequired: 'forms.nameRequired',
  messageRequired: 'forms.messageRequired',
  email: 'optional',
  phone: 'required',
  reach: false,
};

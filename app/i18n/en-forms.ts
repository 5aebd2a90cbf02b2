/**
 * English messages of the enquiry-type forms (contact, enquiry, lease, career, feedback, promotions, tour, chauffeur) and the staff inbox.
 * They reach the browser with the code that shows them; import '~/i18n/forms-messages' where they are used.
 */
export const enForms = {
} as const;

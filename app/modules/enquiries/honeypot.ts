/**
 * A form field people never see; bots that fill every input give themselves away. Kept apart from
 * the schemas so a page can name it without downloading the validation library.
 */
export const HONEYPOT_FIELD = 'website';

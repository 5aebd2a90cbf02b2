import type { MessageKey } from './en';

/** Arabic for en-forms.ts; a missing key falls back to English. */
export const arForms: Partial<Record<MessageKey, string>> = {
};

import type { MessageKey } from './en';

/** Arabic for en-staff.ts; a missing key falls back to English. */
export const arStaff: Partial<Record<MessageKey, string>> = {
};

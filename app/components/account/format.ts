import type { Locale } from '~/i18n/locale';
import { formatCalendarDate } from '~/utils/dates';

// Moments are written by one rule for the pages and the mails alike.
export { formatDubaiDateTime, formatDubaiDay } from '~/utils/dates';

/** A stored 'YYYY-MM-DD' date in words, or null when there is none. */
export function formatStoredDate(value: string | null | undefined, locale: Locale): string | null {
  return value ? formatCalendarDate(value, locale) : null;
}

import type { Locale } from '~/i18n/locale';
import { formatCalendarDate } from '~/utils/dubai-time';

/** A stored 'YYYY-MM-DD' date in words, or null when there is none. */
export function formatStoredDate(value: string | null | undefined, locale: Locale): string | null {
  return value ? formatCalendarDate(value, locale) : null;
}

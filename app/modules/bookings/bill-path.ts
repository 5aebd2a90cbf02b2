import { type Locale, localizePath } from '~/i18n/locale';

/** A step of a booking's bill: built from the booking itself, never from what a URL said. */
export function billPath(
  booking: { id: number; enquiryKey: string | null },
  tab: 'extrass' | 'personal' | 'success',
  locale: Locale,
) {
  return localizePath(`/bill/${booking.id}/${booking.enquiryKey ?? 0}/${tab}`, locale);
}

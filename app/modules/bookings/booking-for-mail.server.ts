import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { fillCopy } from '~/content/fill-copy';
import { siteHotlines } from '~/modules/settings/company-settings.server';
import { readBooking } from './booking-view.server';
import type { PriceSnapshot } from './price-snapshot';
import { formatDubaiDateTime } from '~/utils/dates';

const closings = {
  en: 'Questions? Call us on {hotlineAbuDhabiAlAin} (Abu Dhabi, Al Ain) or {hotlineDubaiNorthern} (Dubai, Northern Emirates). – Oasis Rent A Car',
  ar: 'لأي استفسار اتصل بنا على {hotlineAbuDhabiAlAin} (أبوظبي، العين) أو {hotlineDubaiNorthern} (دبي، الإمارات الشمالية). – الواحة لتأجير السيارات',
} as const;

/** The last line of a mail to a customer: the hotlines as staff last saved them in the settings. */
export async function mailClosing(locale: Locale) {
  const hotlines = await siteHotlines();
  return fillCopy(
    closings[locale],
    { hotlineAbuDhabiAlAin: hotlines.abuDhabiAlAin, hotlineDubaiNorthern: hotlines.dubaiNorthern },
    locale,
  );
}

/** Puts the values into a mail text's {placeholders}; one without a value stays as written. */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * A booking as the mails to its customer tell it: in the language they use the site in
 * (users.locale), branches as 'city – branch', times in Dubai, sent to the driver's email when the
 * booking has one. Undefined when there is no such booking, or it has no account (none exist today),
 * so nobody to tell.
 */
export async function findBookingForMail(bookingId: number) {
  const row = await readBooking(bookingId);
  if (!row || row.customerEmail === null || row.customerName === null) return undefined;
  const locale: Locale = row.customerLocale === 'ar' ? 'ar' : 'en';
  const details = row.customerDetails;
  return {
    locale,
    to: details?.email ?? row.customerEmail,
    name: details ? `${details.firstName} ${details.lastName}` : row.customerName,
    reference: row.reference,
    invoiceNumber: row.invoiceNumber,
    paymentMethod: row.paymentMethod,
    paymentState: row.paymentState,
    snapshot: row.priceSnapshot as PriceSnapshot,
    vehicle: `${row.brand} ${row.model}`,
    pickup: `${localized(row.pickupCity, locale)} – ${localized(row.pickupBranch, locale)}`,
    dropoff: `${localized(row.dropoffCity, locale)} – ${localized(row.dropoffBranch, locale)}`,
    // '24 Nov 2026, 19:00' in UAE time, as the site shows it (the mail says UAE time).
    pickupAt: formatDubaiDateTime(row.pickupAt, locale),
    dropoffAt: formatDubaiDateTime(row.dropoffAt, locale),
  };
}

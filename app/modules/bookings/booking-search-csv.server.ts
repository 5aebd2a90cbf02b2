import type { MessageKey } from '~/i18n/en';
import type { Locale } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { toCsv } from '~/modules/inbox/csv';
import { formatDubaiStamp } from '~/utils/dubai-time';
import { type BookingFilters, paymentSummaryOf } from './booking-search';
import { allMatchingBookings } from './booking-search.server';

/** '1234.50': a plain number a spreadsheet can add up (no currency sign, no grouping). */
const aed = (fils: number | null) =>
  fils === null ? '' : `${Math.trunc(fils / 100)}.${String(Math.abs(fils) % 100).padStart(2, '0')}`;

/**
 * The bookings matching the staff search as CSV, in the page's language: one line per booking with
 * the same columns as the table plus contact details and the invoice number. Names and notes were
 * typed by customers, so toCsv neutralises anything a spreadsheet would run as a formula.
 */
export async function bookingsCsv(filters: BookingFilters, locale: Locale): Promise<string> {
  const t = translator(locale);
  const rows = await allMatchingBookings(filters);
  const header = (
    [
      'bookings.csv.reference',
      'bookings.csv.state',
      'bookings.csv.customer',
      'bookings.csv.email',
      'bookings.csv.phone',
      'bookings.csv.driver',
      'bookings.csv.vehicle',
      'bookings.csv.vehicleType',
      'bookings.csv.pickupBranch',
      'bookings.csv.pickupAt',
      'bookings.csv.dropoffBranch',
      'bookings.csv.dropoffAt',
      'bookings.csv.paymentMethod',
      'bookings.csv.paymentStatus',
      'bookings.csv.totalAed',
      'bookings.csv.invoice',
      'bookings.csv.created',
    ] as const
  ).map((key) => t(key));
  return toCsv(
    header,
    rows.map((row) => [
      row.reference,
      t(`account.bookingStatus.${row.status}` as MessageKey),
      row.customerName ?? '',
      row.customerEmail ?? '',
      row.customerPhone ?? '',
      row.customerDetails ? `${row.customerDetails.firstName} ${row.customerDetails.lastName}` : '',
      `${row.brand} ${row.model}`,
      localized(row.vehicleType, locale),
      `${localized(row.pickupCity, locale)} – ${localized(row.pickupBranch, locale)}`,
      formatDubaiStamp(row.pickupAt),
      `${localized(row.dropoffCity, locale)} – ${localized(row.dropoffBranch, locale)}`,
      formatDubaiStamp(row.dropoffAt),
      row.paymentMethod ? t(row.paymentMethod === 'card' ? 'payment.card' : 'payment.payOnPickup') : '',
      t(`bookings.payment.${paymentSummaryOf(row)}` as MessageKey),
      aed(row.totalFils),
      row.invoiceNumber ?? '',
      formatDubaiStamp(row.createdAt),
    ]),
  );
}

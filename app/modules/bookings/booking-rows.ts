import type { BookingChannel, BookingCustomerDetails, BookingStatus, LocalizedText, PaymentStatus } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { type CounterRefund, type PaymentSummary, paymentSummaryOf } from './booking-search';

/** One booking as a row of the staff tables (the dashboard, a customer's account page). */
export type BookingRow = {
  id: number;
  reference: string;
  customer: string | null;
  /** Walk-in or phone when staff made the booking for the customer; null for the customer's own. */
  channel: Exclude<BookingChannel, 'online'> | null;
  vehicle: string;
  pickupBranch: string;
  pickupAt: string;
  dropoffBranch: string;
  dropoffAt: string;
  status: BookingStatus;
  paymentMethod: 'card' | 'pay_on_pickup' | null;
  paymentSummary: PaymentSummary;
  totalFils: number | null;
};

type RowSource = {
  id: number;
  reference: string;
  customerName: string | null;
  customerDetails: BookingCustomerDetails | null;
  channel?: BookingChannel;
  brand: string;
  model: string;
  pickupCity: LocalizedText;
  pickupBranch: LocalizedText;
  pickupAt: Date;
  dropoffCity: LocalizedText;
  dropoffBranch: LocalizedText;
  dropoffAt: Date;
  status: BookingStatus;
  paymentMethod: 'card' | 'pay_on_pickup' | null;
  paymentStatus: PaymentStatus | null;
  counterPaidAt: Date | null;
  counterRefund?: CounterRefund;
  totalFils: number | null;
};

const place = (city: LocalizedText, branch: LocalizedText, locale: Locale) =>
  `${localized(city, locale)} – ${localized(branch, locale)}`;

/** The row: the account holder (else the driver named on the booking), the car, where and when, and the money. */
export function toBookingRow(row: RowSource, locale: Locale): BookingRow {
  const driver = row.customerDetails;
  return {
    id: row.id,
    reference: row.reference,
    customer: row.customerName ?? (driver ? `${driver.firstName} ${driver.lastName}` : null),
    channel: !row.channel || row.channel === 'online' ? null : row.channel,
    vehicle: `${row.brand} ${row.model}`,
    pickupBranch: place(row.pickupCity, row.pickupBranch, locale),
    pickupAt: row.pickupAt.toISOString(),
    dropoffBranch: place(row.dropoffCity, row.dropoffBranch, locale),
    dropoffAt: row.dropoffAt.toISOString(),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentSummary: paymentSummaryOf(row),
    totalFils: row.totalFils,
  };
}

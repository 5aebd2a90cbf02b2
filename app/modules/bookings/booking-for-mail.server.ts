import { inArray } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { branches } from '~/db/schema';
import { type Locale, localizePath } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { openingHoursOf, upcomingClosures } from '~/modules/fleet/branch-hours.server';
import { type MailBlock, closingLine, mailFooter, plainText } from '~/modules/notify/mail-layout.server';
import { env } from '~/modules/config/env.server';
import { readBooking } from './records/booking-view.server';
import { hoursOnDate } from './rental-schedule';
import { type DayHours } from '~/utils/opening-hours';
import { toDubaiParts, formatDubaiDateTime } from '~/utils/dubai-time';

/** The last line of a mail to a customer: the hotlines as staff last saved them in the settings. */
export async function mailClosing(locale: Locale, database?: Database) {
  return plainText(closingLine(locale, await mailFooter(database)), locale);
}

/** Puts the values into a mail text's {placeholders}; one without a value stays as written. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * A booking as the mails to its customer tell it: in the language they use the site in
 * (users.locale), branches as 'city – branch', times in Dubai, sent to the driver's email when the
 * booking has one. Undefined when there is no such booking, or it has no account (none exist today),
 * so nobody to tell. Read in `database` when given: the transaction that changed the booking and
 * writes the mail about it.
 */
export async function findBookingForMail(bookingId: number, database?: Database) {
  const row = await readBooking(bookingId, { database });
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
    paymentStatus: row.paymentStatus,
    pickupBranchId: row.pickupBranchId,
    dropoffBranchId: row.dropoffBranchId,
    pickupMoment: row.pickupAt,
    dropoffMoment: row.dropoffAt,
    // Checked by readBooking; every booking mailed about has been priced.
    snapshot: row.priceSnapshot!,
    vehicle: `${row.brand} ${row.model}`,
    vehicleModelId: row.vehicleModelId,
    /** The address the car is brought to at pick-up, as the customer typed it; null at the branch. */
    deliveryAddress: row.deliveryAddress,
    pickup: `${localized(row.pickupCity, locale)} – ${localized(row.pickupBranch, locale)}`,
    dropoff: `${localized(row.dropoffCity, locale)} – ${localized(row.dropoffBranch, locale)}`,
    // '24 Nov 2026, 19:00' in UAE time, as the site shows it (the mail says UAE time).
    pickupAt: formatDubaiDateTime(row.pickupAt, locale),
    dropoffAt: formatDubaiDateTime(row.dropoffAt, locale),
  };
}

export type BranchForMail = { name: string; address: string; phone: string; date: string; hours: DayHours | null };

/**
 * Where to collect the car and, when it goes back elsewhere, where to return it: each branch's
 * address, phone number and the hours it keeps on that day (null when it is closed then, as after
 * a public holiday added since the booking was made).
 */
export async function branchesForMail(
  booking: {
    locale: Locale;
    pickupBranchId: number;
    dropoffBranchId: number;
    pickupMoment: Date;
    dropoffMoment: Date;
  },
  database?: Database,
): Promise<{ pickup: BranchForMail; dropoff: BranchForMail | null }> {
  const ids = [...new Set([booking.pickupBranchId, booking.dropoffBranchId])];
  const [rows, closures] = await Promise.all([
    (database ?? db()).select().from(branches).where(inArray(branches.id, ids)),
    upcomingClosures(database),
  ]);
  const describe = (branchId: number, at: Date): BranchForMail => {
    const row = rows.find((candidate) => candidate.id === branchId)!;
    const date = toDubaiParts(at).date;
    return {
      name: `${localized(row.cityLabel, booking.locale)} – ${localized(row.nameLabel, booking.locale)}`,
      address: localized(row.address, booking.locale),
      phone: row.phone,
      date,
      hours: hoursOnDate(openingHoursOf(row, closures), date),
    };
  };
  return {
    pickup: describe(booking.pickupBranchId, booking.pickupMoment),
    dropoff:
      booking.dropoffBranchId === booking.pickupBranchId
        ? null
        : describe(booking.dropoffBranchId, booking.dropoffMoment),
  };
}

const history = { en: 'My bookings', ar: 'حجوزاتي' } as const satisfies Record<Locale, string>;

/** The link at the foot of a booking mail: the customer's bookings, where each one's details and documents are. */
export function historyButton(locale: Locale): MailBlock {
  return {
    kind: 'button',
    label: history[locale],
    href: `${env().APP_URL.replace(/\/+$/, '')}${localizePath('/my-history', locale)}`,
  };
}

import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { bookings, branches, users, vehicleModels } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import type { PriceSnapshot } from './price-snapshot';
import { toDubaiParts } from './rental-schedule';

const dropoffBranches = alias(branches, 'dropoff_branches');

/** Puts the values into a mail text's {placeholders}; one without a value stays as written. */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const inDubai = (at: Date) => {
  const parts = toDubaiParts(at);
  return `${parts.date} ${parts.time}`;
};

/**
 * A booking as the mails to its customer tell it: in the language they use the site in
 * (users.locale), branches as 'city – branch', times in Dubai, sent to the driver's email when the
 * booking has one. Undefined when there is no such booking, or it has no account (none exist today),
 * so nobody to tell.
 */
export async function findBookingForMail(bookingId: number) {
  const [row] = await db()
    .select({
      reference: bookings.reference,
      invoiceNumber: bookings.invoiceNumber,
      paymentMethod: bookings.paymentMethod,
      paymentState: bookings.paymentState,
      snapshot: bookings.priceSnapshot,
      details: bookings.customerDetails,
      pickupAt: bookings.pickupAt,
      dropoffAt: bookings.dropoffAt,
      brand: vehicleModels.brand,
      model: vehicleModels.name,
      pickupCity: branches.cityLabel,
      pickupName: branches.nameLabel,
      dropoffCity: dropoffBranches.cityLabel,
      dropoffName: dropoffBranches.nameLabel,
      email: users.email,
      fullName: users.fullName,
      locale: users.locale,
    })
    .from(bookings)
    .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.vehicleModelId))
    .innerJoin(branches, eq(branches.id, bookings.pickupBranchId))
    .innerJoin(dropoffBranches, eq(dropoffBranches.id, bookings.dropoffBranchId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const locale: Locale = row.locale === 'ar' ? 'ar' : 'en';
  return {
    locale,
    to: row.details?.email ?? row.email,
    name: row.details ? `${row.details.firstName} ${row.details.lastName}` : row.fullName,
    reference: row.reference,
    invoiceNumber: row.invoiceNumber,
    paymentMethod: row.paymentMethod,
    paymentState: row.paymentState,
    snapshot: row.snapshot as PriceSnapshot,
    vehicle: `${row.brand} ${row.model}`,
    pickup: `${localized(row.pickupCity, locale)} – ${localized(row.pickupName, locale)}`,
    dropoff: `${localized(row.dropoffCity, locale)} – ${localized(row.dropoffName, locale)}`,
    pickupAt: inDubai(row.pickupAt),
    dropoffAt: inDubai(row.dropoffAt),
  };
}

import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { bookings, branches, users, vehicleModels } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { sendMail } from '~/modules/notify/outbox.server';
import { toDubaiParts } from './rental-schedule';

export type StaffMailKind = 'picked_up' | 'returned' | 'cancelled';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    greeting: 'Dear {name},',
    picked_up: {
      subject: 'Your rental {reference} has started',
      body: 'You have picked up your {vehicle} for booking {reference} at {pickup}. Please return it to {dropoff} by {dropoffAt} (UAE time).',
    },
    returned: {
      subject: 'Thank you: booking {reference} is complete',
      body: 'We have received your {vehicle} back for booking {reference}. Thank you for renting with us; we hope to see you again soon.',
    },
    cancelled: {
      subject: 'Your booking {reference} is cancelled',
      body: 'Our team has cancelled your booking {reference} ({vehicle}, pick-up {pickupAt} UAE time at {pickup}).',
    },
    reason: 'Reason: {reason}',
    refund: 'The card payment for this booking will be refunded to the same card; it can take up to a month to appear on your statement.',
    closing: 'Questions? Call us on 600 587004 (Abu Dhabi, Al Ain) or 600 587005 (Dubai, Northern Emirates). – Oasis Rent A Car',
  },
  ar: {
    greeting: 'عزيزنا {name}،',
    picked_up: {
      subject: 'بدأ استئجارك {reference}',
      body: 'لقد استلمت سيارتك {vehicle} للحجز {reference} من {pickup}. يرجى إعادتها إلى {dropoff} قبل {dropoffAt} (بتوقيت الإمارات).',
    },
    returned: {
      subject: 'شكراً لك: اكتمل الحجز {reference}',
      body: 'استلمنا سيارتك {vehicle} للحجز {reference}. شكراً لاستئجارك منا، ونأمل أن نراك قريباً.',
    },
    cancelled: {
      subject: 'تم إلغاء حجزك {reference}',
      body: 'قام فريقنا بإلغاء حجزك {reference} ({vehicle}، الاستلام {pickupAt} بتوقيت الإمارات من {pickup}).',
    },
    reason: 'السبب: {reason}',
    refund: 'سيتم رد مبلغ الدفع بالبطاقة لهذا الحجز إلى البطاقة نفسها، وقد يستغرق ظهوره في كشف حسابك حتى شهر.',
    closing: 'لأي استفسار اتصل بنا على 600 587004 (أبوظبي، العين) أو 600 587005 (دبي، الإمارات الشمالية). – الواحة لتأجير السيارات',
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const dropoffBranches = alias(branches, 'dropoff_branches');

/**
 * Tells the customer what staff did to their booking, in the language they use the site in
 * (users.locale). A cancellation carries the staff's reason, and a refund note when the card was
 * charged; the other reasons are notes for the team and stay inside.
 */
export async function sendStaffBookingMail(bookingId: number, kind: StaffMailKind, reason: string) {
  const [row] = await db()
    .select({
      reference: bookings.reference,
      details: bookings.customerDetails,
      paymentState: bookings.paymentState,
      paymentMethod: bookings.paymentMethod,
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
  // A booking without an account (none exist today) has nobody to tell.
  if (!row) return null;
  const locale: Locale = row.locale === 'ar' ? 'ar' : 'en';
  const text = copy[locale];
  const when = (at: Date) => {
    const parts = toDubaiParts(at);
    return `${parts.date} ${parts.time}`;
  };
  const values = {
    name: row.details ? `${row.details.firstName} ${row.details.lastName}` : row.fullName,
    reference: row.reference,
    vehicle: `${row.brand} ${row.model}`,
    pickup: `${localized(row.pickupCity, locale)} – ${localized(row.pickupName, locale)}`,
    dropoff: `${localized(row.dropoffCity, locale)} – ${localized(row.dropoffName, locale)}`,
    pickupAt: when(row.pickupAt),
    dropoffAt: when(row.dropoffAt),
    reason,
  };
  const charged = row.paymentMethod === 'card' && (row.paymentState === 'PURCHASED' || row.paymentState === 'CAPTURED');
  const lines = [
    fill(text.greeting, values),
    '',
    fill(text[kind].body, values),
    ...(kind === 'cancelled' ? [fill(text.reason, values), ...(charged ? [text.refund] : [])] : []),
    '',
    text.closing,
  ];
  return sendMail({ to: row.details?.email ?? row.email, subject: fill(text[kind].subject, values), text: lines.join('\n') });
}

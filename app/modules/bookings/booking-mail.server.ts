import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { bookings, branches, users, vehicleModels } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { type Locale, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { env } from '~/modules/config/env.server';
import { issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { formatAed } from '~/utils/money';
import type { PriceSnapshot } from './price-snapshot';
import { toDubaiParts } from './rental-schedule';

const dropoffBranches = alias(branches, 'dropoff_branches');

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    subject: 'Your booking {reference} is confirmed',
    greeting: 'Dear {name},',
    intro: 'Thank you for booking with Oasis Rent A Car. Your booking {reference} is confirmed.',
    vehicle: 'Vehicle',
    pickup: 'Pick-up',
    dropoff: 'Drop-off',
    payment: 'Payment',
    invoice: 'Tax invoice number',
    attached: 'Your tax invoice is attached to this email; you can also download it from your booking history: {link}',
    closing: 'Please bring your driving licence and Emirates ID or passport when you collect the car. We look forward to seeing you. – Oasis Rent A Car',
  },
  ar: {
    subject: 'تم تأكيد حجزك {reference}',
    greeting: 'عزيزنا {name}،',
    intro: 'شكراً لحجزك لدى الواحة لتأجير السيارات. تم تأكيد حجزك {reference}.',
    vehicle: 'السيارة',
    pickup: 'الاستلام',
    dropoff: 'التسليم',
    payment: 'الدفع',
    invoice: 'رقم الفاتورة الضريبية',
    attached: 'فاتورتك الضريبية مرفقة بهذه الرسالة، ويمكنك أيضاً تنزيلها من سجل حجوزاتك: {link}',
    closing: 'يرجى إحضار رخصة القيادة والهوية الإماراتية أو جواز السفر عند استلام السيارة. نتطلع لرؤيتك. – الواحة لتأجير السيارات',
  },
} as const;

const siteUrl = () => env().APP_URL.replace(/\/+$/, '');

/** The invoice to attach; if it cannot be produced the confirmation still goes out, without it. */
async function invoiceAttachment(bookingId: number) {
  try {
    return await issuedInvoice(bookingId);
  } catch (error) {
    console.error(`booking #${bookingId}: the tax invoice could not be produced for the confirmation mail`, error);
    return undefined;
  }
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * The confirmation email, in the customer's language (the one they last signed in with): reference,
 * car, branches, Dubai times, every price line with VAT and total, how it is paid and whether it
 * is paid, with the tax invoice PDF attached.
 */
export async function sendBookingConfirmation(bookingId: number) {
  const [row] = await db()
    .select({
      reference: bookings.reference,
      invoiceNumber: bookings.invoiceNumber,
      paymentMethod: bookings.paymentMethod,
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
  if (!row) return;
  const locale: Locale = row.locale === 'ar' ? 'ar' : 'en';
  const t = translator(locale);
  const text = copy[locale];
  const quote = (row.snapshot as PriceSnapshot).quote;
  const when = (at: Date) => {
    const parts = toDubaiParts(at);
    return `${parts.date} ${parts.time}`;
  };
  const money = (fils: number) => formatAed(fils, locale);
  const name = row.details ? `${row.details.firstName} ${row.details.lastName}` : row.fullName;
  const invoice = await invoiceAttachment(bookingId);
  const lines = [
    fill(text.greeting, { name }),
    '',
    fill(text.intro, { reference: row.reference }),
    '',
    `${text.vehicle}: ${row.brand} ${row.model}`,
    `${text.pickup}: ${localized(row.pickupCity, locale)} – ${localized(row.pickupName, locale)}, ${when(row.pickupAt)}`,
    `${text.dropoff}: ${localized(row.dropoffCity, locale)} – ${localized(row.dropoffName, locale)}, ${when(row.dropoffAt)}`,
    '',
    ...quote.lines.map((line) => `${t(`price.line.${line.code}` as MessageKey)}: ${money(line.amountFils)}`),
    `${t('price.gross')}: ${money(quote.grossFils)}`,
    `${t('price.vat')}: ${money(quote.vatFils)}`,
    `${t('price.total')}: ${money(quote.totalFils)}`,
    '',
    `${text.payment}: ${t(row.paymentMethod === 'pay_on_pickup' ? 'payment.payOnPickup' : 'payment.card')} – ${t(row.paymentMethod === 'pay_on_pickup' ? 'payment.payOnPickupStatus' : 'payment.paidStatus')}`,
    row.invoiceNumber ? `${text.invoice}: ${row.invoiceNumber}` : '',
    invoice ? fill(text.attached, { link: `${siteUrl()}${localizePath('/my-history', locale)}` }) : '',
    '',
    text.closing,
  ];
  await sendMail({
    to: row.details?.email ?? row.email,
    subject: fill(text.subject, { reference: row.reference }),
    text: lines.filter((line, index) => line !== '' || lines[index - 1] !== '').join('\n'),
    attachments: invoice ? [{ filename: invoice.fileName, contentType: invoice.contentType, storedFileId: invoice.storedFileId }] : undefined,
  });
}

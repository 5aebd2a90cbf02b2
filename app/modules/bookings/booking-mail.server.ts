import type { MessageKey } from '~/i18n/en';
import { localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { env } from '~/modules/config/env.server';
import { issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { formatAed } from '~/utils/money';
import { fill, findBookingForMail } from './booking-for-mail.server';
import { logger } from '~/modules/config/logger.server';

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
    greeting: 'مرحباً {name}،',
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
    logger().error({ err: error }, `booking #${bookingId}: the tax invoice could not be produced for the confirmation mail`);
    return undefined;
  }
}

/**
 * The confirmation email, in the customer's language (the one they last signed in with): reference,
 * car, branches, Dubai times, every price line with VAT and total, how it is paid and whether it
 * is paid, with the tax invoice PDF attached.
 */
export async function sendBookingConfirmation(bookingId: number) {
  const booking = await findBookingForMail(bookingId);
  if (!booking) return;
  const { locale } = booking;
  const t = translator(locale);
  const text = copy[locale];
  const quote = booking.snapshot.quote;
  const money = (fils: number) => formatAed(fils, locale);
  const invoice = await invoiceAttachment(bookingId);
  const lines = [
    fill(text.greeting, { name: booking.name }),
    '',
    fill(text.intro, { reference: booking.reference }),
    '',
    `${text.vehicle}: ${booking.vehicle}`,
    `${text.pickup}: ${booking.pickup}, ${booking.pickupAt}`,
    `${text.dropoff}: ${booking.dropoff}, ${booking.dropoffAt}`,
    '',
    ...quote.lines.map((line) => `${t(`price.line.${line.code}` as MessageKey)}: ${money(line.amountFils)}`),
    `${t('price.gross')}: ${money(quote.grossFils)}`,
    `${t('price.vat')}: ${money(quote.vatFils)}`,
    `${t('price.total')}: ${money(quote.totalFils)}`,
    '',
    `${text.payment}: ${t(booking.paymentMethod === 'pay_on_pickup' ? 'payment.payOnPickup' : 'payment.card')} – ${t(booking.paymentMethod === 'pay_on_pickup' ? 'payment.payOnPickupStatus' : 'payment.paidStatus')}`,
    booking.invoiceNumber ? `${text.invoice}: ${booking.invoiceNumber}` : '',
    invoice ? fill(text.attached, { link: `${siteUrl()}${localizePath('/my-history', locale)}` }) : '',
    '',
    text.closing,
  ];
  await sendMail({
    to: booking.to,
    subject: fill(text.subject, { reference: booking.reference }),
    text: lines.filter((line, index) => line !== '' || lines[index - 1] !== '').join('\n'),
    attachments: invoice ? [{ filename: invoice.fileName, contentType: invoice.contentType, storedFileId: invoice.storedFileId }] : undefined,
  });
}

import { findCreditNoteRefund, issuedCreditNote } from '~/modules/invoices/issued-invoices.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { formatAed } from '~/utils/money';
import { fill, findBookingForMail, mailClosing } from './booking-for-mail.server';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    subject: 'Refund of {amount} for booking {reference}',
    greeting: 'Dear {name},',
    body: 'We have refunded {amount} to the card you paid booking {reference} ({vehicle}) with. Depending on your bank, it can take up to a month to appear on your statement.',
    creditNote: 'The tax credit note {number} for this refund is attached.',
  },
  ar: {
    subject: 'استرداد {amount} للحجز {reference}',
    greeting: 'مرحباً {name}،',
    body: 'رددنا مبلغ {amount} إلى البطاقة التي دفعت بها للحجز {reference} ({vehicle}). وقد يستغرق ظهوره في كشف حسابك حتى شهر بحسب البنك.',
    creditNote: 'مرفق الإشعار الدائن الضريبي {number} لهذا المبلغ المسترد.',
  },
} as const;

/**
 * Tells the customer that a refund has been made, with its amount: sent only once the provider has
 * accepted it, with the tax credit note attached when the booking was invoiced.
 */
export async function sendRefundMail(bookingId: number, refundId: number, amountFils: number) {
  const booking = await findBookingForMail(bookingId);
  if (!booking) return null;
  const [creditNote, refund] = await Promise.all([issuedCreditNote(refundId), findCreditNoteRefund(refundId)]);
  const text = copy[booking.locale];
  const values = {
    name: booking.name,
    reference: booking.reference,
    vehicle: booking.vehicle,
    amount: formatAed(amountFils, booking.locale),
    number: String(refund?.creditNoteNumber ?? ''),
  };
  const body = [text.body, ...(creditNote ? [text.creditNote] : [])].map((line) => fill(line, values));
  const lines = [fill(text.greeting, values), '', ...body, '', await mailClosing(booking.locale)];
  const attachments = creditNote
    ? [{ filename: creditNote.fileName, contentType: creditNote.contentType, storedFileId: creditNote.storedFileId }]
    : undefined;
  return sendMail({ to: booking.to, subject: fill(text.subject, values), text: lines.join('\n'), attachments });
}

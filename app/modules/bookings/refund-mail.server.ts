import type { Database } from '~/db/client.server';
import { findCreditNoteRefund } from '~/modules/invoices/issued-invoices.server';
import { creditNoteFileName } from '~/modules/invoices/tax-invoice';
import { type Piece, composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { formatAed } from '~/utils/money';
import { fill, findBookingForMail, historyButton } from './booking-for-mail.server';

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
 * Tells the customer that a refund has been made, with its amount (HTML with a plain-text part): written in `tx`, the
 * transaction that records the provider's acceptance, with the tax credit note attached when the booking was invoiced
 * (named for the mail worker to issue: rendering a PDF is no part of that transaction).
 */
export async function sendRefundMail(bookingId: number, refundId: number, amountFils: number, tx: Database) {
  const booking = await findBookingForMail(bookingId, tx);
  if (!booking) return null;
  const refund = await findCreditNoteRefund(refundId, tx);
  const creditNoteNumber = refund?.creditNoteNumber ?? null;
  const text = copy[booking.locale];
  const amount = formatAed(amountFils, booking.locale);
  const values: Record<string, Piece> = {
    name: ownText(booking.name),
    reference: ltr(booking.reference),
    vehicle: ltr(booking.vehicle),
    amount,
    number: ltr(String(creditNoteNumber ?? '')),
  };
  const subject = fill(text.subject, { amount, reference: booking.reference });
  const mail = await composeMail(
    {
      locale: booking.locale,
      subject,
      preview: subject,
      greeting: fillPieces(text.greeting, values),
      blocks: [
        ...[text.body, ...(creditNoteNumber !== null ? [text.creditNote] : [])].map((line) => ({
          kind: 'paragraph' as const,
          text: fillPieces(line, values),
        })),
        historyButton(booking.locale),
      ],
    },
    tx,
  );
  const attachments =
    creditNoteNumber !== null
      ? [
          {
            filename: creditNoteFileName(creditNoteNumber),
            contentType: 'application/pdf',
            document: { kind: 'credit_note' as const, refundId },
          },
        ]
      : undefined;
  return sendMail({ to: booking.to, ...mail, attachments }, tx);
}

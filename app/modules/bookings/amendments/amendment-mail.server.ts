import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { type MailAttachmentRecord, bookingAmendments } from '~/db/schema';
import { localizePath } from '~/i18n/locale';
import { env } from '~/modules/config/env.server';
import { creditNoteFileName, invoiceFileName } from '~/modules/invoices/tax-invoice';
import { type Piece, composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { formatAed } from '~/utils/money';
import { fill, findBookingForMail, historyButton } from '../booking-for-mail.server';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    greeting: 'Dear {name},',
    reason: 'Reason: {reason}',
    applied: {
      subject: 'Your booking {reference} is changed',
      body: 'Your booking {reference} now reads: {vehicle}, pick-up {pickupAt} at {pickup}, drop-off {dropoffAt} at {dropoff} (UAE time). The new total is {total}.',
    },
    charged: 'You paid the difference of {difference} by card.',
    counterPaid: 'You paid the difference of {difference} at our branch.',
    counterRefund: 'The difference of {refund} is yours to collect at our branch.',
    refund:
      'We are refunding the difference of {refund} to the card you paid with, and will email you once the refund has been made.',
    atPickup: 'You pay {total} at pick-up.',
    documents:
      'Attached are the tax invoice {invoice}, which replaces invoice {replaced}, and the tax credit note {creditNote} that cancels it.',
    agreement:
      'Your rental agreement is attached, re-issued with the new return date and total: the terms you signed at the counter stay, and the change is added to it.',
    requested: {
      subject: 'Booking {reference}: a change is waiting for your payment',
      body: 'Our team has prepared a change to your booking {reference}: {vehicle}, pick-up {pickupAt}, drop-off {dropoffAt} (UAE time). It costs {difference} more. To accept it, pay the difference by {expiresAt} (UAE time) with the link below. Until then your booking stays as it was.',
      pay: 'Pay the difference',
    },
  },
  ar: {
    greeting: 'مرحباً {name}،',
    reason: 'السبب: {reason}',
    applied: {
      subject: 'تم تعديل حجزك {reference}',
      body: 'أصبح حجزك {reference} كما يلي: {vehicle}، الاستلام {pickupAt} من {pickup}، والإرجاع {dropoffAt} في {dropoff} (بتوقيت الإمارات). الإجمالي الجديد {total}.',
    },
    charged: 'دفعت الفرق البالغ {difference} بالبطاقة.',
    counterPaid: 'دفعت الفرق البالغ {difference} في فرعنا.',
    counterRefund: 'يمكنك استلام الفرق البالغ {refund} من فرعنا.',
    refund: 'نرد الفرق البالغ {refund} إلى البطاقة التي دفعت بها، وسنرسل إليك بريداً حين يتم الاسترداد.',
    atPickup: 'تدفع {total} عند الاستلام.',
    documents:
      'مرفق الفاتورة الضريبية {invoice} التي تحل محل الفاتورة {replaced}، والإشعار الدائن الضريبي {creditNote} الذي يلغيها.',
    agreement:
      'مرفق عقد التأجير معاداً إصداره بموعد الإرجاع والإجمالي الجديدين: تبقى الشروط التي وقّعتها في الفرع، ويُضاف إليه التعديل.',
    requested: {
      subject: 'الحجز {reference}: تعديل بانتظار دفعتك',
      body: 'أعد فريقنا تعديلاً على حجزك {reference}: {vehicle}، الاستلام {pickupAt}، والإرجاع {dropoffAt} (بتوقيت الإمارات). يزيد السعر بمبلغ {difference}. لقبول التعديل ادفع الفرق قبل {expiresAt} (بتوقيت الإمارات) من الرابط أدناه. وحتى ذلك الحين يبقى حجزك كما هو.',
      pay: 'ادفع الفرق',
    },
  },
} as const;

const siteUrl = () => env().APP_URL.replace(/\/+$/, '');

/**
 * Tells the customer about a change to their booking, in their language (HTML with a plain-text part): once applied, the booking
 * as it now stands, the money (paid, being refunded, or due at pick-up) and the new invoice with
 * the credit note cancelling the old one attached; or, for a change staff made that costs more,
 * the difference to pay and where. Written in `tx`, the transaction that makes or applies the
 * change; the documents are named for the mail worker to issue after it commits.
 */
export async function sendAmendmentMail(
  amendmentId: number,
  kind: 'applied' | 'requested',
  tx: Database,
  /**
   * How the money moved when it was at the counter (an extension settled there), the card's way
   * otherwise; the rental agreement re-issued with the change, for a car already handed over; and
   * why staff changed it, when it was not the customer's wish (the branch closed, the cars out of service).
   */
  counter: {
    refundVia?: 'card' | 'counter';
    counterPayment?: unknown;
    agreement?: MailAttachmentRecord | null;
    reason?: string | null;
  } = {},
) {
  const [amendment] = await tx.select().from(bookingAmendments).where(eq(bookingAmendments.id, amendmentId));
  const booking = amendment && (await findBookingForMail(amendment.bookingId, tx));
  if (!amendment || !booking) return null;
  const text = copy[booking.locale];
  const aed = (fils: number) => formatAed(fils, booking.locale);
  const when = (at: string) => formatDubaiDateTime(new Date(at), booking.locale);
  const values: Record<string, Piece> = {
    name: ownText(booking.name),
    reference: ltr(booking.reference),
    vehicle: ltr(amendment.after.vehicle),
    pickup: booking.pickup,
    dropoff: booking.dropoff,
    pickupAt: when(amendment.after.pickupAt),
    dropoffAt: when(amendment.after.dropoffAt),
    total: aed(amendment.after.totalFils),
    difference: aed(Math.abs(amendment.differenceFils)),
    refund: aed(Math.max(0, -amendment.differenceFils)),
    invoice: ltr(String(amendment.invoiceNumber ?? '')),
    replaced: ltr(String(amendment.replacedInvoiceNumber ?? '')),
    creditNote: ltr(String(amendment.creditNoteNumber ?? '')),
    expiresAt: amendment.expiresAt ? formatDubaiDateTime(amendment.expiresAt, booking.locale) : '',
    reason: ownText(counter.reason ?? ''),
  };
  const greeting = fillPieces(text.greeting, values);
  const paragraph = (template: string) => ({ kind: 'paragraph' as const, text: fillPieces(template, values) });
  const why = counter.reason ? [paragraph(text.reason)] : [];
  if (kind === 'requested') {
    const subject = fill(text.requested.subject, { reference: booking.reference });
    const link = `${siteUrl()}${localizePath(`/my-history/${amendment.bookingId}/change`, booking.locale)}`;
    const mail = await composeMail(
      {
        locale: booking.locale,
        subject,
        preview: subject,
        greeting,
        blocks: [paragraph(text.requested.body), ...why, { kind: 'button', label: text.requested.pay, href: link }],
      },
      tx,
    );
    return sendMail({ to: booking.to, ...mail }, tx);
  }
  const money = counter.counterPayment
    ? text.counterPaid
    : counter.refundVia === 'counter'
      ? text.counterRefund
      : amendment.orderRef !== null && amendment.differenceFils > 0
        ? text.charged
        : booking.paymentMethod !== 'card'
          ? text.atPickup
          : amendment.differenceFils > 0
            ? text.charged
            : amendment.differenceFils < 0
              ? text.refund
              : null;
  const { invoiceNumber, creditNoteNumber } = amendment;
  const documents: MailAttachmentRecord[] =
    invoiceNumber !== null && creditNoteNumber !== null && amendment.replacedInvoiceNumber !== null
      ? [
          {
            filename: invoiceFileName(invoiceNumber),
            contentType: 'application/pdf',
            document: { kind: 'invoice', bookingId: amendment.bookingId, invoiceNumber },
          },
          {
            filename: creditNoteFileName(creditNoteNumber),
            contentType: 'application/pdf',
            document: { kind: 'amendment_credit_note', amendmentId },
          },
        ]
      : [];
  const subject = fill(text.applied.subject, { reference: booking.reference });
  const mail = await composeMail(
    {
      locale: booking.locale,
      subject,
      preview: subject,
      greeting,
      blocks: [
        paragraph(text.applied.body),
        ...why,
        ...(money ? [paragraph(money)] : []),
        ...(documents.length ? [paragraph(text.documents)] : []),
        ...(counter.agreement ? [paragraph(text.agreement)] : []),
        historyButton(booking.locale),
      ],
    },
    tx,
  );
  const attachments = counter.agreement ? [...documents, counter.agreement] : documents;
  return sendMail({ to: booking.to, ...mail, attachments }, tx);
}

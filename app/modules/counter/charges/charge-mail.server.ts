import type { Database } from '~/db/client.server';
import type { rentalCharges } from '~/db/schema';
import { localizePath } from '~/i18n/locale';
import { fill, findBookingForMail } from '~/modules/bookings/booking-for-mail.server';
import { env } from '~/modules/config/env.server';
import { chargeInvoiceFileName } from '~/modules/invoices/charge-invoice';
import { type MailFact, type Piece, composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { formatAed } from '~/utils/money';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    greeting: 'Dear {name},',
    subject: {
      return: 'Return charges for booking {reference}: {amount}',
      toll: 'Salik toll for booking {reference}: {amount}',
      fine: 'Fine for booking {reference}: {amount}',
    },
    body: {
      return: 'These are the charges found when you returned the car of booking {reference} ({vehicle}).',
      toll: 'A Salik toll was recorded while you had the car of booking {reference} ({vehicle}). Under the rental terms it is charged to you with the Salik fee.',
      fine: 'A fine was issued while you had the car of booking {reference} ({vehicle}). Under the rental terms it is charged to you with the administration fee.',
    },
    evidence: 'Details',
    reference: 'Reference',
    place: 'Place',
    at: 'Date and time (UAE)',
    plate: 'Plate',
    total: 'Total',
    fromDeposit: 'Taken from your security deposit',
    rest: 'Still to pay',
    invoice: 'Tax invoice {number} is attached.',
    pay: 'Pay {amount} online',
    payText: 'Please pay the rest online with the button below, or at any of our branches.',
    counter: 'Please pay the rest at any of our branches, quoting booking {reference}.',
    settled: 'Nothing more is due.',
  },
  ar: {
    greeting: 'مرحباً {name}،',
    subject: {
      return: 'رسوم الإرجاع للحجز {reference}: {amount}',
      toll: 'رسوم سالك للحجز {reference}: {amount}',
      fine: 'مخالفة على الحجز {reference}: {amount}',
    },
    body: {
      return: 'هذه هي الرسوم التي تبيّنت عند إرجاعك سيارة الحجز {reference} ({vehicle}).',
      toll: 'سُجّلت رسوم سالك حين كانت معك سيارة الحجز {reference} ({vehicle}). وبحسب شروط التأجير تُحتسب عليك مع رسوم سالك الإدارية.',
      fine: 'صدرت مخالفة حين كانت معك سيارة الحجز {reference} ({vehicle}). وبحسب شروط التأجير تُحتسب عليك مع الرسوم الإدارية.',
    },
    evidence: 'التفاصيل',
    reference: 'الرقم المرجعي',
    place: 'المكان',
    at: 'التاريخ والوقت (الإمارات)',
    plate: 'اللوحة',
    total: 'الإجمالي',
    fromDeposit: 'اقتُطع من مبلغ التأمين',
    rest: 'المبلغ المتبقي',
    invoice: 'الفاتورة الضريبية {number} مرفقة.',
    pay: 'ادفع {amount} عبر الإنترنت',
    payText: 'يُرجى دفع المبلغ المتبقي عبر الإنترنت بالزر أدناه، أو في أي من فروعنا.',
    counter: 'يُرجى دفع المبلغ المتبقي في أي من فروعنا مع ذكر الحجز {reference}.',
    settled: 'لا يوجد مبلغ مستحق آخر.',
  },
} as const;

/**
 * Tells the customer of a charge after the hand-over: what for (with the toll's or fine's
 * evidence), how much, what the deposit paid, and how to pay the rest (the link with its token, or
 * the counter); the tax invoice attached, issued by the mail worker once this transaction commits.
 */
export async function sendChargeMail(
  charge: typeof rentalCharges.$inferSelect,
  settlement: { restFils: number; payToken: string | null },
  tx: Database,
) {
  const booking = await findBookingForMail(charge.bookingId, tx);
  if (!booking) return null;
  const text = copy[booking.locale];
  const aed = (fils: number) => formatAed(fils, booking.locale);
  const values: Record<string, Piece> = {
    name: ownText(booking.name),
    reference: ltr(booking.reference),
    vehicle: ltr(booking.vehicle),
    number: ltr(String(charge.invoiceNumber)),
  };
  const subject = fill(text.subject[charge.kind], { amount: aed(charge.totalFils), reference: booking.reference });
  const evidence = charge.evidence;
  const evidenceFacts: MailFact[] = evidence
    ? [
        { label: text.reference, value: [ltr(evidence.reference)] },
        ...(evidence.place ? [{ label: text.place, value: [ownText(evidence.place)] }] : []),
        { label: text.at, value: [ltr(evidence.at)] },
        { label: text.plate, value: [ltr(evidence.plate)] },
      ]
    : [];
  const money: MailFact[] = [
    { label: text.total, value: [aed(charge.totalFils)], strong: true },
    ...(charge.fromDepositFils > 0 ? [{ label: text.fromDeposit, value: [aed(charge.fromDepositFils)] }] : []),
    ...(settlement.restFils > 0 ? [{ label: text.rest, value: [aed(settlement.restFils)], strong: true }] : []),
  ];
  const payHref = settlement.payToken
    ? `${env().APP_URL.replace(/\/+$/, '')}${localizePath(`/charges/${charge.id}/${settlement.payToken}`, booking.locale)}`
    : null;
  const composed = await composeMail(
    {
      locale: booking.locale,
      subject,
      preview: subject,
      greeting: fillPieces(text.greeting, values),
      blocks: [
        { kind: 'paragraph', text: fillPieces(text.body[charge.kind], values) },
        ...(evidenceFacts.length ? [{ kind: 'facts' as const, heading: text.evidence, facts: evidenceFacts }] : []),
        { kind: 'facts', heading: subject, facts: money },
        { kind: 'paragraph', text: fillPieces(text.invoice, values) },
        {
          kind: 'paragraph',
          text: fillPieces(settlement.restFils === 0 ? text.settled : payHref ? text.payText : text.counter, values),
        },
        ...(payHref
          ? [{ kind: 'button' as const, label: fill(text.pay, { amount: aed(settlement.restFils) }), href: payHref }]
          : []),
      ],
    },
    tx,
  );
  const fileName = chargeInvoiceFileName(charge.invoiceNumber);
  return sendMail(
    {
      to: booking.to,
      ...composed,
      attachments: [
        {
          filename: fileName,
          contentType: 'application/pdf',
          document: { kind: 'charge_invoice', chargeId: charge.id },
        },
      ],
    },
    tx,
  );
}

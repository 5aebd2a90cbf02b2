import type { Database } from '~/db/client.server';
import { type Piece, composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { formatAed } from '~/utils/money';
import { formatDubaiDay } from '~/utils/dubai-time';
import { dayCount } from '~/i18n/plural';
import { translator } from '~/i18n/translate';
import { chargeRules } from '~/modules/settings/charge-settings.server';
import { fill, findBookingForMail, historyButton } from '~/modules/bookings/booking-for-mail.server';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    greeting: 'Dear {name},',
    held: {
      subject: 'Deposit of {amount} held for booking {reference}',
      card: 'We have placed a hold of {amount} on your card as the security deposit for booking {reference} ({vehicle}). Nothing has been taken: the amount is only reserved while you have the car.',
      counter: 'We have received {amount} at our branch as the security deposit for booking {reference} ({vehicle}).',
      terms:
        'Under the rental terms, part or all of it may be kept for return charges, tolls and fines; otherwise it is released within {days} of the car’s return.',
    },
    captured: {
      subject: '{amount} of your deposit for booking {reference} kept',
      body: 'We have kept {amount} of the security deposit for booking {reference} ({vehicle}), for: {reason}.',
      remaining: 'Still held: {remaining}.',
      nothingLeft: 'Nothing more is held.',
    },
    released: {
      subject: 'Deposit for booking {reference} released: {amount}',
      card: 'We have released {amount} of the security deposit for booking {reference} ({vehicle}) held on your card. Depending on your bank, it can take a few days, and up to 30 days, before the hold disappears from your statement.',
      lapses:
        'We have released the {amount} of the security deposit for booking {reference} ({vehicle}) that was not taken. Once part of a hold is taken, card payments cannot cancel the rest early: it stays reserved on your card until the authorisation lapses at your bank, by {lapsesBy} at the latest.',
      counter:
        'We have handed back {amount} of the security deposit for booking {reference} ({vehicle}) at our branch.',
    },
  },
  ar: {
    greeting: 'مرحباً {name}،',
    held: {
      subject: 'حجز تأمين بمبلغ {amount} للحجز {reference}',
      card: 'حجزنا مبلغ {amount} على بطاقتك تأميناً للحجز {reference} ({vehicle}). لم يُقتطع شيء، فالمبلغ محجوز فقط ما دامت السيارة معك.',
      counter: 'استلمنا في فرعنا مبلغ {amount} تأميناً للحجز {reference} ({vehicle}).',
      terms:
        'بحسب شروط التأجير، قد يُقتطع جزء منه أو كله لرسوم الإرجاع ورسوم الطرق والمخالفات، وإلا فيُفرج عنه خلال {days} من إرجاع السيارة.',
    },
    captured: {
      subject: 'اقتطاع {amount} من تأمين الحجز {reference}',
      body: 'اقتطعنا مبلغ {amount} من تأمين الحجز {reference} ({vehicle})، مقابل: {reason}.',
      remaining: 'المبلغ الذي لا يزال محجوزاً: {remaining}.',
      nothingLeft: 'لم يعد أي مبلغ محجوزاً.',
    },
    released: {
      subject: 'الإفراج عن تأمين الحجز {reference}: {amount}',
      card: 'أفرجنا عن مبلغ {amount} من التأمين المحجوز على بطاقتك للحجز {reference} ({vehicle}). قد يستغرق زوال الحجز من كشف حسابك بضعة أيام وحتى 30 يوماً بحسب البنك.',
      lapses:
        'أفرجنا عن مبلغ {amount} الذي لم يُقتطع من تأمين الحجز {reference} ({vehicle}). بعد اقتطاع جزء من المبلغ المحجوز لا تتيح مدفوعات البطاقات إلغاء الباقي مبكراً، فيبقى محجوزاً على بطاقتك حتى ينقضي التفويض لدى بنكك، في موعد أقصاه {lapsesBy}.',
      counter: 'رددنا في فرعنا مبلغ {amount} من تأمين الحجز {reference} ({vehicle}).',
    },
  },
} as const;

export type DepositMail =
  | { kind: 'held'; method: 'card' | 'counter'; amountFils: number }
  | { kind: 'captured'; amountFils: number; reason: string; remainingFils: number }
  | { kind: 'released'; method: 'card' | 'counter'; amountFils: number; lapsesBy?: Date | null };

/**
 * Tells the customer where their deposit stands (held, part kept and for what, released), in their
 * language: written to the outbox in `tx`, the transaction of the move it tells of.
 */
export async function sendDepositMail(bookingId: number, mail: DepositMail, tx: Database) {
  const booking = await findBookingForMail(bookingId, tx);
  if (!booking) return null;
  const text = copy[booking.locale];
  const aed = (fils: number) => formatAed(fils, booking.locale);
  const amount = aed(mail.amountFils);
  const values: Record<string, Piece> = {
    name: ownText(booking.name),
    reference: ltr(booking.reference),
    vehicle: ltr(booking.vehicle),
    amount,
    ...(mail.kind === 'captured' ? { reason: ownText(mail.reason), remaining: aed(mail.remainingFils) } : {}),
    ...(mail.kind === 'released' && mail.lapsesBy ? { lapsesBy: formatDubaiDay(mail.lapsesBy, booking.locale) } : {}),
    // The release time the terms give, as the owner last set it.
    days: dayCount(translator(booking.locale), booking.locale, (await chargeRules(tx)).depositReleaseDays),
  };
  const lines =
    mail.kind === 'held'
      ? [text.held[mail.method], text.held.terms]
      : mail.kind === 'captured'
        ? [text.captured.body, mail.remainingFils > 0 ? text.captured.remaining : text.captured.nothingLeft]
        : [mail.method === 'card' && mail.lapsesBy ? text.released.lapses : text.released[mail.method]];
  const subject = fill(text[mail.kind].subject, { amount, reference: booking.reference });
  const composed = await composeMail(
    {
      locale: booking.locale,
      subject,
      preview: subject,
      greeting: fillPieces(text.greeting, values),
      blocks: [
        ...lines.map((line) => ({ kind: 'paragraph' as const, text: fillPieces(line, values) })),
        historyButton(booking.locale),
      ],
    },
    tx,
  );
  return sendMail({ to: booking.to, ...composed }, tx);
}

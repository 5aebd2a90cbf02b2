import type { Database } from '~/db/client.server';
import type { Locale } from '~/i18n/locale';
import { type Piece, composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { fill, findBookingForMail, historyButton } from './booking-for-mail.server';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    subject: 'Booking {reference} is cancelled: the card payment was not completed',
    greeting: 'Dear {name},',
    body: 'The card payment for booking {reference} ({vehicle}, pick-up {pickupAt} UAE time) was not completed in time, for example because the bank’s security check (3-D Secure) was not finished. So the booking is cancelled and the car has been released.',
    lateCharge:
      'If your bank still completes the payment, we refund it to your card in full, without you asking, and email you when it is done.',
    again: 'To rent a car for these dates, please book again on our website.',
  },
  ar: {
    subject: 'أُلغي الحجز {reference}: لم تكتمل عملية الدفع بالبطاقة',
    greeting: 'مرحباً {name}،',
    body: 'لم تكتمل عملية الدفع بالبطاقة للحجز {reference} ({vehicle}، الاستلام {pickupAt} بتوقيت الإمارات) في الوقت المحدد، كأن يكون التحقق الأمني لدى البنك (3-D Secure) لم يُستكمل. لذلك أُلغي الحجز وأُتيحت السيارة لغيرك.',
    lateCharge:
      'إذا أكمل البنك عملية الدفع لاحقاً، نردّ المبلغ كاملاً إلى بطاقتك دون أن تطلب ذلك، ونرسل إليك رسالة عند إتمامه.',
    again: 'لاستئجار سيارة في هذه المواعيد، يرجى الحجز مجدداً عبر موقعنا.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * Tells the customer that their card booking was released because the payment never completed
 * (the result page promised a mail either way), in their language. Written in `tx`, the
 * transaction that cancels the booking: the mail exists if and only if the cancellation does.
 */
export async function sendPaymentNotCompletedMail(bookingId: number, tx: Database) {
  const booking = await findBookingForMail(bookingId, tx);
  if (!booking) return null;
  const text = copy[booking.locale];
  const values: Record<string, Piece> = {
    name: ownText(booking.name),
    reference: ltr(booking.reference),
    vehicle: ltr(booking.vehicle),
    pickupAt: booking.pickupAt,
  };
  const subject = fill(text.subject, { reference: booking.reference });
  const mail = await composeMail(
    {
      locale: booking.locale,
      subject,
      preview: subject,
      greeting: fillPieces(text.greeting, values),
      blocks: [
        ...[text.body, text.lateCharge, text.again].map((line) => ({
          kind: 'paragraph' as const,
          text: fillPieces(line, values),
        })),
        historyButton(booking.locale),
      ],
    },
    tx,
  );
  return sendMail({ to: booking.to, ...mail }, tx);
}

import type { Database } from '~/db/client.server';
import type { Locale } from '~/i18n/locale';
import { type Piece, composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import { sendMail } from '~/modules/notify/outbox.server';
import { fill, findBookingForMail, historyButton } from './booking-for-mail.server';
import { manageLinkUrl } from './manage-links/manage-links.server';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    subject: 'A new link to manage your booking {reference}',
    greeting: 'Dear {name},',
    body: 'As asked, here is a new link to booking {reference} ({vehicle}, pick-up {pickupAt} UAE time). It opens the booking without signing in, until the car is returned. Links sent before no longer work.',
    keep: 'Anyone with the link can pay, cancel or download the invoice of this booking, so do not forward this email.',
    manage: 'Manage this booking',
  },
  ar: {
    subject: 'رابط جديد لإدارة حجزك {reference}',
    greeting: 'مرحباً {name}،',
    body: 'بناءً على طلبك، إليك رابطاً جديداً للحجز {reference} ({vehicle}، الاستلام {pickupAt} بتوقيت الإمارات). يفتح الحجز دون تسجيل الدخول حتى إعادة السيارة. لم تعد الروابط المرسلة سابقاً تعمل.',
    keep: 'يستطيع أي شخص لديه الرابط الدفع أو الإلغاء أو تنزيل فاتورة هذا الحجز، فلا تُعِد توجيه هذه الرسالة.',
    manage: 'إدارة هذا الحجز',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * Mails the customer a link staff issued from the booking's page, in their language. Written in
 * `tx`, the transaction that issues the link. False when the booking has nobody to mail.
 */
export async function sendManageLinkMail(bookingId: number, token: string, tx: Database): Promise<boolean> {
  const booking = await findBookingForMail(bookingId, tx);
  if (!booking) return false;
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
        { kind: 'paragraph', text: fillPieces(text.body, values) },
        { kind: 'paragraph', text: [text.keep] },
        { kind: 'button', label: text.manage, href: manageLinkUrl(token, booking.locale) },
        historyButton(booking.locale),
      ],
    },
    tx,
  );
  await sendMail({ to: booking.to, ...mail }, tx);
  return true;
}

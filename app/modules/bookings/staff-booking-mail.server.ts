import { type Piece, composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import { sendMail } from '~/modules/notify/outbox.server';
import type { Database } from '~/db/client.server';
import type { MailAttachmentRecord } from '~/db/schema';
import { formatAed } from '~/utils/money';
import { fill, findBookingForMail, historyButton } from './booking-for-mail.server';

export type StaffMailKind = 'picked_up' | 'returned' | 'cancelled' | 'cancelled_by_customer' | 'no_show';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    greeting: 'Dear {name},',
    attached: 'Your rental agreement, as you signed it at the counter, is attached to this email.',
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
    cancelled_by_customer: {
      subject: 'Your booking {reference} is cancelled',
      body: 'As you asked, we have cancelled your booking {reference} ({vehicle}, pick-up {pickupAt} UAE time at {pickup}).',
    },
    no_show: {
      subject: 'Booking {reference}: the car was not collected',
      body: 'Your {vehicle} for booking {reference} waited for you at {pickup} from {pickupAt} (UAE time), but was not collected within two hours, so the booking is closed as a no-show.',
    },
    reason: 'Reason: {reason}',
    refund:
      'We are refunding {refund} to the card you paid with, and will email you once the refund has been made; it can take up to a month to appear on your statement.',
    refundAtCounter:
      'You paid this booking at our branch: {refund} is refunded there, in cash or to your card, and we will email you once it has been paid out. The tax credit note is in your bookings.',
    kept: 'Under the cancellation terms, {kept} of your payment is kept.',
    nothingPaid: 'Nothing was paid for this booking, so nothing is kept or refunded.',
  },
  ar: {
    greeting: 'مرحباً {name}،',
    attached: 'مرفق بهذه الرسالة عقد التأجير كما وقّعته في الفرع.',
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
    cancelled_by_customer: {
      subject: 'تم إلغاء حجزك {reference}',
      body: 'بناءً على طلبك، ألغينا حجزك {reference} ({vehicle}، الاستلام {pickupAt} بتوقيت الإمارات من {pickup}).',
    },
    no_show: {
      subject: 'الحجز {reference}: لم تُستلم السيارة',
      body: 'انتظرتك سيارتك {vehicle} للحجز {reference} في {pickup} منذ {pickupAt} (بتوقيت الإمارات)، لكنها لم تُستلم خلال ساعتين، فأُغلق الحجز لعدم الحضور.',
    },
    reason: 'السبب: {reason}',
    refund:
      'نرد مبلغ {refund} إلى البطاقة التي دفعت بها، وسنرسل إليك بريداً حين يتم الاسترداد؛ وقد يستغرق ظهوره في كشف حسابك حتى شهر.',
    refundAtCounter:
      'دفعت هذا الحجز في فرعنا: يُرد إليك مبلغ {refund} هناك، نقداً أو إلى بطاقتك، وسنرسل إليك بريداً حين يُصرف. والإشعار الدائن الضريبي في حجوزاتك.',
    kept: 'وفقاً لشروط الإلغاء، يُحتفظ بمبلغ {kept} من دفعتك.',
    nothingPaid: 'لم يُدفع شيء لهذا الحجز، فلا يُحتفظ بأي مبلغ ولا يُرد شيء.',
  },
} as const;

/**
 * Tells the customer what was done to their booking (by staff, or their own cancellation), in the
 * language they use the site in (users.locale), as HTML with a plain-text part. A cancellation carries, when the card was charged,
 * the refund recorded with it and what the terms keep, and a staff cancellation the staff's reason;
 * the other reasons are notes for the team and stay inside. Written in `tx`, the transaction that
 * makes the change it tells of.
 */
export async function sendStaffBookingMail(
  bookingId: number,
  kind: StaffMailKind,
  reason: string,
  /** What of the payment goes back and what is kept: zeros when nothing was paid, none when it is not the mail's matter. */
  money: { refundFils: number; keptFils: number; via?: 'card' | 'counter' } | undefined,
  tx: Database,
  /** Documents sent with the mail: the signed rental agreement at hand-over. */
  attachments: MailAttachmentRecord[] = [],
) {
  const booking = await findBookingForMail(bookingId, tx);
  if (!booking) return null;
  const text = copy[booking.locale];
  const { name, reference, vehicle, pickup, dropoff, pickupAt, dropoffAt } = booking;
  const aed = (fils = 0) => formatAed(fils, booking.locale);
  const values: Record<string, Piece> = {
    name: ownText(name),
    reference: ltr(reference),
    vehicle: ltr(vehicle),
    pickup,
    dropoff,
    pickupAt,
    dropoffAt,
    reason: ownText(reason),
    refund: aed(money?.refundFils),
    kept: aed(money?.keptFils),
  };
  const moneyLines = money
    ? [
        ...(money.refundFils > 0 ? [money.via === 'counter' ? text.refundAtCounter : text.refund] : []),
        ...(money.keptFils > 0 ? [text.kept] : []),
      ]
    : [];
  const paragraphs = [
    text[kind].body,
    ...(kind === 'cancelled' ? [text.reason, ...moneyLines] : []),
    ...(kind === 'cancelled_by_customer' || kind === 'no_show' ? moneyLines : []),
    // A customer who did not collect a car they had not paid for is told that no charge follows.
    ...(kind === 'no_show' && money?.refundFils === 0 && money.keptFils === 0 ? [text.nothingPaid] : []),
    ...(attachments.length > 0 ? [text.attached] : []),
  ];
  const subject = fill(text[kind].subject, { reference });
  const mail = await composeMail(
    {
      locale: booking.locale,
      subject,
      preview: subject,
      greeting: fillPieces(text.greeting, values),
      blocks: [
        ...paragraphs.map((paragraph) => ({ kind: 'paragraph' as const, text: fillPieces(paragraph, values) })),
        historyButton(booking.locale),
      ],
    },
    tx,
  );
  return sendMail({ to: booking.to, ...mail, ...(attachments.length > 0 ? { attachments } : {}) }, tx);
}

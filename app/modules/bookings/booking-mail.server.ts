import { priceLineLabel } from '~/i18n/price-line';
import type { Locale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import type { MailAttachmentRecord } from '~/db/schema';
import { invoiceFileName } from '~/modules/invoices/tax-invoice';
import {
  type MailBlock,
  type MailFact,
  composeMail,
  fillPieces,
  ltr,
  ownText,
  phonePiece,
} from '~/modules/notify/mail-layout.server';
import { sendMail } from '~/modules/notify/outbox.server';
import type { Database } from '~/db/client.server';
import { dubaiNoon, formatDubaiDateTimeInWords, formatDubaiDayInWords } from '~/utils/dubai-time';
import { formatAed, formatAedPlain, formatKm } from '~/utils/money';
import { dayCount } from '~/i18n/plural';
import { depositAmountFor } from '~/modules/settings/deposit-amount.server';
import { damageCover, priceWithVat } from '~/modules/pricing/quote-booking';
import { chargeRules, modelClassFigures } from '~/modules/settings/charge-settings.server';
import {
  type BranchForMail,
  branchesForMail,
  fill,
  findBookingForMail,
  historyButton,
} from './booking-for-mail.server';
import { hoursInWords } from './rental-schedule';
import { issueManageLink, manageLinkUrl } from './manage-links/manage-links.server';

// Mail texts stay on the server, out of the catalogues the browser downloads.
const copy = {
  en: {
    subject: 'Your booking {reference} is confirmed',
    preview: 'Pick-up {pickupAt} at {pickup}.',
    greeting: 'Dear {name},',
    intro: 'Thank you for booking with Oasis Rent A Car. Your booking {reference} is confirmed.',
    booking: 'Your booking',
    reference: 'Booking reference',
    vehicle: 'Vehicle',
    pickup: 'Pick-up',
    dropoff: 'Drop-off',
    when: '{at} (UAE time)',
    pickupBranch: 'Where to collect the car',
    delivery: 'Delivered to you at',
    dropoffBranch: 'Where to return the car',
    branch: 'Branch',
    address: 'Address',
    phone: 'Phone',
    hoursOn: 'Open on {date}',
    closed: 'Closed that day: please call the branch',
    price: 'Price',
    paymentHeading: 'Payment',
    payment: 'Payment method',
    invoice: 'Tax invoice number',
    attached: 'Your tax invoice is attached to this email; you can also download it from your booking history.',
    terms: 'Deposit, damage and kilometres',
    deposit: 'Security deposit',
    depositValue:
      '{amount}, held at pick-up on a credit card in the renter’s name, released within {days} of the return',
    damage: 'Damage',
    excessWithCdw: 'With full insurance (CDW), your share of any damage is at most {excess} (the excess)',
    noCover: 'Without full insurance (CDW), you pay for any damage in full',
    zeroExcess: 'With full insurance and zero excess (CDW and SCDW), you pay nothing towards damage the terms cover',
    km: 'Kilometres',
    kmValue: '{perDay} km a day included ({perMonth} km a month); each further km {extra}, VAT included',
    manage: 'Manage this booking',
    manageWhy:
      'On the road and no password to hand? This link opens this booking without signing in: pay, cancel under the terms or download the tax invoice, until the car is returned. Anyone with the link can do the same, so do not forward this email.',
    closing:
      'Please bring your driving licence and Emirates ID or passport when you collect the car. We look forward to seeing you.',
  },
  ar: {
    subject: 'تم تأكيد حجزك {reference}',
    preview: 'الاستلام {pickupAt} من {pickup}.',
    greeting: 'مرحباً {name}،',
    intro: 'شكراً لحجزك لدى الواحة لتأجير السيارات. تم تأكيد حجزك {reference}.',
    booking: 'حجزك',
    reference: 'رقم الحجز',
    vehicle: 'السيارة',
    pickup: 'الاستلام',
    dropoff: 'الإرجاع',
    when: '{at} (بتوقيت الإمارات)',
    pickupBranch: 'مكان استلام السيارة',
    delivery: 'التوصيل إليك في',
    dropoffBranch: 'مكان إعادة السيارة',
    branch: 'الفرع',
    address: 'العنوان',
    phone: 'الهاتف',
    hoursOn: 'ساعات العمل يوم {date}',
    closed: 'مغلق في ذلك اليوم، يرجى الاتصال بالفرع',
    price: 'السعر',
    paymentHeading: 'الدفع',
    payment: 'طريقة الدفع',
    invoice: 'رقم الفاتورة الضريبية',
    attached: 'فاتورتك الضريبية مرفقة بهذه الرسالة، ويمكنك أيضاً تنزيلها من سجل حجوزاتك.',
    terms: 'التأمين والأضرار والمسافة',
    deposit: 'مبلغ التأمين',
    depositValue: '{amount}، يُحجز عند الاستلام على بطاقة ائتمان باسم المستأجر ويُفرج عنه خلال {days} من الإرجاع',
    damage: 'الأضرار',
    excessWithCdw: 'مع التأمين الشامل (CDW) لا تتجاوز حصتك من أي ضرر {excess} (مبلغ التحمل)',
    noCover: 'من دون التأمين الشامل (CDW) تتحمل تكلفة أي ضرر كاملة',
    zeroExcess: 'مع التأمين الشامل والإعفاء من مبلغ التحمل (CDW وSCDW) لا تدفع شيئاً من الأضرار التي تشملها الشروط',
    km: 'المسافة',
    kmValue: 'تشمل الأجرة {perDay} كم يومياً ({perMonth} كم شهرياً)، وكل كيلومتر إضافي بسعر {extra} شاملاً الضريبة',
    manage: 'إدارة هذا الحجز',
    manageWhy:
      'في الطريق ولا تتذكر كلمة المرور؟ يفتح هذا الرابط حجزك دون تسجيل الدخول: الدفع أو الإلغاء وفق الشروط أو تنزيل الفاتورة الضريبية، حتى إعادة السيارة. يستطيع أي شخص لديه الرابط فعل ذلك، فلا تُعِد توجيه هذه الرسالة.',
    closing: 'يرجى إحضار رخصة القيادة والهوية الإماراتية أو جواز السفر عند استلام السيارة. نتطلع لرؤيتك.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The tax invoice to attach, named for the mail worker to issue: rendering the PDF is not part of
 * the request that confirms the booking. The worker sends the mail once the file exists.
 */
function invoiceAttachment(bookingId: number, invoiceNumber: number | null): MailAttachmentRecord[] {
  if (invoiceNumber === null) return [];
  return [
    {
      filename: invoiceFileName(invoiceNumber),
      contentType: 'application/pdf',
      document: { kind: 'invoice', bookingId, invoiceNumber },
    },
  ];
}

/**
 * The confirmation email, in the customer's language (the one they last signed in with), as HTML
 * with a plain-text part: reference, car, pick-up and drop-off in words (UAE time), the branch's
 * address, phone number and hours on the day (and the return branch's when it differs), every
 * price line with VAT and total, how it is paid and whether it is paid, with the tax invoice PDF
 * attached. Written in `tx`, the transaction that confirms the booking, and read there after the
 * change (its invoice number is assigned in it): the mail exists exactly when the confirmation does.
 * The mail carries a new link that opens the booking without signing in, written in the same
 * transaction, so the link in the mail always works (until the car is returned or staff revoke it).
 */
export async function sendBookingConfirmation(bookingId: number, tx: Database) {
  const booking = await findBookingForMail(bookingId, tx);
  if (!booking) return;
  const { locale } = booking;
  const t = translator(locale);
  const text = copy[locale];
  const quote = booking.snapshot.quote;
  const money = (fils: number) => [formatAed(fils, locale)];
  const invoice = invoiceAttachment(bookingId, booking.invoiceNumber);
  const manageToken = await issueManageLink(tx, bookingId);
  const branches = await branchesForMail(booking, tx);
  const when = (at: Date) => fillPieces(text.when, { at: formatDubaiDateTimeInWords(at, locale) });
  const branchFacts = (branch: BranchForMail): MailFact[] => [
    { label: text.branch, value: [branch.name] },
    { label: text.address, value: [branch.address] },
    { label: text.phone, value: [phonePiece(branch.phone)] },
    {
      label: fill(text.hoursOn, { date: formatDubaiDayInWords(dubaiNoon(branch.date), locale) }),
      value: [branch.hours ? hoursInWords(branch.hours, t) : text.closed],
    },
  ];
  // The promises the terms make about this car: its class's deposit and excess, and the settings' limits.
  const [depositFils, rules, classFigures] = await Promise.all([
    depositAmountFor(booking, tx),
    chargeRules(tx),
    modelClassFigures(booking.vehicleModelId, tx),
  ]);
  const cover = damageCover(quote.lines);
  const excess = formatAedPlain(classFigures?.cdwExcessFils ?? 0, locale);
  const damageWords = { none: text.noCover, cdw: fill(text.excessWithCdw, { excess }), scdw: text.zeroExcess };
  const paymentMethod = booking.paymentMethod === 'pay_on_pickup' ? 'payment.payOnPickup' : 'payment.card';
  const paymentWords = booking.paymentMethod === 'pay_on_pickup' ? 'payment.payOnPickupStatus' : 'payment.paidStatus';
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: fillPieces(text.intro, { reference: ltr(booking.reference) }) },
    {
      kind: 'facts',
      heading: text.booking,
      facts: [
        { label: text.reference, value: [ltr(booking.reference)] },
        { label: text.vehicle, value: [ltr(booking.vehicle)] },
        { label: text.pickup, value: when(booking.pickupMoment) },
        { label: text.dropoff, value: when(booking.dropoffMoment) },
        ...(booking.deliveryAddress ? [{ label: text.delivery, value: [booking.deliveryAddress] }] : []),
      ],
    },
    { kind: 'facts', heading: text.pickupBranch, facts: branchFacts(branches.pickup) },
    ...(branches.dropoff
      ? [{ kind: 'facts' as const, heading: text.dropoffBranch, facts: branchFacts(branches.dropoff) }]
      : []),
    {
      kind: 'facts',
      heading: text.price,
      facts: [
        ...quote.lines.map((line) => ({
          label: priceLineLabel(t, locale, line),
          value: money(line.amountFils),
        })),
        { label: t('price.gross'), value: money(quote.grossFils) },
        { label: t('price.vat'), value: money(quote.vatFils) },
        { label: t('price.total'), value: money(quote.totalFils), strong: true },
      ],
    },
    {
      kind: 'facts',
      heading: text.paymentHeading,
      facts: [
        { label: text.payment, value: [`${t(paymentMethod)} – ${t(paymentWords)}`] },
        ...(booking.invoiceNumber ? [{ label: text.invoice, value: [ltr(String(booking.invoiceNumber))] }] : []),
      ],
    },
    {
      kind: 'facts',
      heading: text.terms,
      facts: [
        {
          label: text.deposit,
          value: [
            fill(text.depositValue, {
              amount: formatAed(depositFils, locale),
              days: dayCount(t, locale, rules.depositReleaseDays),
            }),
          ],
        },
        { label: text.damage, value: [damageWords[cover]] },
        {
          label: text.km,
          value: [
            fill(text.kmValue, {
              perDay: formatKm(rules.kmPerDay),
              perMonth: formatKm(rules.kmPerMonth),
              extra: formatAed(priceWithVat(classFigures?.extraKmFils ?? 0), locale),
            }),
          ],
        },
      ],
    },
    ...(invoice.length > 0 ? [{ kind: 'paragraph' as const, text: [text.attached] }] : []),
    { kind: 'paragraph', text: [text.manageWhy] },
    { kind: 'button', label: text.manage, href: manageLinkUrl(manageToken, locale) },
    historyButton(locale),
    { kind: 'paragraph', text: [text.closing] },
  ];
  const mail = await composeMail(
    {
      locale,
      subject: fill(text.subject, { reference: booking.reference }),
      preview: fill(text.preview, {
        pickupAt: formatDubaiDateTimeInWords(booking.pickupMoment, locale),
        pickup: branches.pickup.name,
      }),
      greeting: fillPieces(text.greeting, { name: ownText(booking.name) }),
      blocks,
    },
    tx,
  );
  await sendMail({ to: booking.to, ...mail, attachments: invoice }, tx);
}

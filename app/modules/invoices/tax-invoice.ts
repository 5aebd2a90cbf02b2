import type { ChargeKind } from '~/modules/counter/charge-lines';
import type { BookingCustomerDetails, CounterPaymentMethod, LocalizedText, RefundReason } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { addressLines, type PlaceNames } from '~/modules/bookings/records/postal-address';
import type { PriceSnapshot } from '~/modules/bookings/records/price-snapshot';
import {
  damageCover,
  MEMBER_DISCOUNT_LINES,
  PER_DAY_LINES,
  type QuoteLineCode,
  type RateTier,
  VAT_RATE_PERCENT,
  vatByLine,
} from '~/modules/pricing/quote-booking';
import { formatDubaiStamp, toDubaiParts } from '~/utils/dubai-time';
import { formatAedDigits } from '~/utils/money';
import { dayCount } from '~/i18n/plural';
import { translator } from '~/i18n/translate';

/**
 * The UAE tax invoice of a confirmed booking, as data: every figure comes from the booking's price
 * snapshot (what the customer was charged), never priced again. Pure: no database, no clock.
 * The document is bilingual (English and Arabic labels), so one file serves every customer.
 */

export type Bilingual = { en: string; ar: string };

export type TaxInvoiceSource = {
  invoiceNumber: number;
  /** When the booking was confirmed: the date of supply and of the invoice. */
  issuedAt: Date;
  reference: string;
  seller: { legalName: string; tradeName: string; trn: string; address: LocalizedText };
  /** The account holder, used when the booking has no driver details. */
  account: { fullName: string; email: string; phone: string };
  driver: BookingCustomerDetails | null;
  vehicle: string;
  pickup: { city: LocalizedText; branch: LocalizedText; at: Date };
  dropoff: { city: LocalizedText; branch: LocalizedText; at: Date };
  snapshot: PriceSnapshot;
  paymentMethod: 'card' | 'pay_on_pickup';
  /** A pay-on-pick-up booking's payment, once staff recorded it at the counter. */
  counterPayment?: { method: CounterPaymentMethod; at: Date } | null;
  /** The language the customer booked in: the driver's address is written in it. */
  locale?: Locale;
  /** Emirate and city names in both languages, for the driver's address. */
  places?: PlaceNames;
  /** The invoice this one replaces after a change to the booking, and the credit note that cancelled it. */
  replaces?: { invoiceNumber: number; creditNoteNumber: number } | null;
  /** The CDW excess of the car's class: what the renter's share of a damage is limited to with CDW. */
  cdwExcessFils?: number | null;
};

type Money = { fils: number; text: string };

export type TaxInvoiceLine = {
  /** A price line of the quote, or the VAT rounding adjustment (decision 050). */
  code: QuoteLineCode | 'vat_rounding' | ChargeKind;
  description: Bilingual;
  /** Rental days for a per-day line, else 1; amount = unit price x quantity. */
  quantity: number;
  unit: Bilingual;
  unitPrice: Money;
  amount: Money;
  vatRatePercent: number;
  vat: Money;
  total: Money;
};

export type TaxInvoice = {
  /** A tax invoice, or a tax credit note reducing one (Cabinet Decision 52/2017, art. 60). */
  kind: 'invoice' | 'credit_note';
  fileName: string;
  number: string;
  date: string;
  reference: string;
  seller: { legalName: string; tradeName: string; trn: string; address: Bilingual };
  /** The recipient; a VAT-registered one's TRN is printed (art. 59(1)(e)). */
  customer: {
    name: string;
    email: string;
    phone: string;
    company: string | null;
    trn: string | null;
    address: string[];
  };
  vehicle: string;
  rentalPeriod: Bilingual;
  pickup: { place: Bilingual; at: string };
  dropoff: { place: Bilingual; at: string };
  lines: TaxInvoiceLine[];
  subtotal: Money;
  vatRatePercent: number;
  vatTotal: Money;
  total: Money;
  currency: 'AED';
  payment: { method: Bilingual; status: Bilingual };
  /** A credit note's invoice: its number, date and value, and why it is reduced. */
  creditFor?: { invoiceNumber: string; invoiceDate: string; invoiceTotal: Money; reason: Bilingual };
  /** An invoice issued for a changed booking: the invoice it replaces and the credit note cancelling that one. */
  replaces?: { invoiceNumber: string; creditNoteNumber: string };
  /** What damage costs the renter under the cover bought: the excess with CDW, in full without. */
  cover?: Bilingual;
};

const lineDescriptions: Record<QuoteLineCode, Bilingual> = {
  base: { en: 'Vehicle rental', ar: 'إيجار السيارة' },
  cdw: { en: 'Full insurance (CDW)', ar: 'التأمين الشامل (CDW)' },
  scdw: { en: 'Zero excess (SCDW)', ar: 'الإعفاء من مبلغ التحمل (SCDW)' },
  pai: { en: 'Personal insurance (PAI)', ar: 'التأمين الشخصي (PAI)' },
  gps: { en: 'GPS', ar: 'جهاز الملاحة GPS' },
  additional_driver: { en: 'Additional driver', ar: 'سائق إضافي' },
  baby_seat: { en: 'Baby seat', ar: 'مقعد أطفال' },
  pay_on_pickup: { en: 'Pay on pick-up (10%)', ar: 'الدفع عند الاستلام (10%)' },
  fazaa_discount: { en: 'Fazaa member discount', ar: 'خصم أعضاء فزعة' },
  esaad_discount: { en: 'Esaad member discount', ar: 'خصم أعضاء إسعاد' },
  one_way: { en: 'Pick-up/drop-off charge', ar: 'رسوم الاستلام والإرجاع' },
  collection: { en: 'Collection charge', ar: 'رسوم الاستلام من الموقع' },
  delivery: { en: 'Delivery charge', ar: 'رسوم التوصيل' },
  promo_discount: { en: 'Promo code discount', ar: 'خصم الرمز الترويجي' },
  offer_discount: { en: 'Offer', ar: 'العرض' },
  young_driver: { en: 'Young driver surcharge', ar: 'رسوم السائق الشاب' },
};

/** A discount line names its percentage, as the customer was told it at checkout. */
function describeLine(
  code: QuoteLineCode,
  discountPercent: number | undefined,
  promoCode?: string,
  offerTitle?: { en: string; ar?: string },
): Bilingual {
  // The offer line names the offer, as the customer saw it on the offer's page and the quote.
  if (code === 'offer_discount' && offerTitle)
    return {
      en: `${lineDescriptions[code].en}: ${offerTitle.en}`,
      ar: `${lineDescriptions[code].ar}: ${offerTitle.ar ?? offerTitle.en}`,
    };
  // The promo line names its code, as the customer typed it at checkout.
  if (code === 'promo_discount' && promoCode)
    return { en: `${lineDescriptions[code].en} ${promoCode}`, ar: `${lineDescriptions[code].ar} ${promoCode}` };
  const description = lineDescriptions[code];
  if (!MEMBER_DISCOUNT_LINES.includes(code) || discountPercent === undefined) return description;
  return { en: `${description.en} (${discountPercent}%)`, ar: `${description.ar} (${discountPercent}%)` };
}

/** '2 days (daily rate)', 'يومين (سعر يومي)': the bill's words, counted by the language's plural rules. */
export function rentalPeriod(days: number, tier: RateTier): Bilingual {
  const inLanguage = (locale: Locale) => {
    const t = translator(locale);
    return t('price.days', { period: dayCount(t, locale, days), tier: t(`price.tier.${tier}`) });
  };
  return { en: inLanguage('en'), ar: inLanguage('ar') };
}

const paymentMethods: Record<TaxInvoiceSource['paymentMethod'], { method: Bilingual; status: Bilingual }> = {
  card: { method: { en: 'Card', ar: 'بطاقة' }, status: { en: 'Paid', ar: 'مدفوعة' } },
  pay_on_pickup: {
    method: { en: 'Pay on pick-up', ar: 'الدفع عند الاستلام' },
    status: { en: 'Payable at pick-up', ar: 'تُدفع عند الاستلام' },
  },
};

const counterMethods: Record<CounterPaymentMethod, Bilingual> = {
  cash: { en: 'cash', ar: 'نقداً' },
  card: { en: 'card', ar: 'بالبطاقة' },
};

/** How the invoice says it is paid: a card payment is, a pay-on-pick-up one once it was taken at the counter. */
function paymentOf(source: TaxInvoiceSource): TaxInvoice['payment'] {
  const { method, status } = paymentMethods[source.paymentMethod];
  const counter = source.paymentMethod === 'pay_on_pickup' ? source.counterPayment : null;
  if (!counter) return { method, status };
  const day = toDubaiParts(counter.at).date;
  const how = counterMethods[counter.method];
  return {
    method,
    status: { en: `Paid at the counter (${how.en}), ${day}`, ar: `مدفوعة في الفرع (${how.ar})، ${day}` },
  };
}

// The columns' headings say AED, so each amount shows only its digits, formatted like every other amount on the site.
const money = (fils: number): Money => ({ fils, text: formatAedDigits(fils) });

const units = { day: { en: 'day', ar: 'يوم' }, once: { en: 'item', ar: 'بند' } } as const;

/** How a line was charged: its day rate times the days, or once. */
function lineQuantity(code: QuoteLineCode, amountFils: number, days: number) {
  const perDay = PER_DAY_LINES.includes(code) && amountFils % days === 0;
  return perDay
    ? { quantity: days, unit: units.day, unitPrice: money(amountFils / days) }
    : { quantity: 1, unit: units.once, unitPrice: money(amountFils) };
}

const vatRounding: Bilingual = { en: 'VAT rounding adjustment', ar: 'تسوية تقريب ضريبة القيمة المضافة' };

/**
 * The row that reconciles the lines' VAT (each 5% of its own amount) with the VAT charged on the
 * gross: no amount before VAT, only the fils the rounding left over (decision 050).
 */
function vatRoundingLine(roundingFils: number): TaxInvoiceLine {
  return {
    code: 'vat_rounding',
    description: vatRounding,
    quantity: 1,
    unit: units.once,
    unitPrice: money(0),
    amount: money(0),
    vatRatePercent: VAT_RATE_PERCENT,
    vat: money(roundingFils),
    total: money(roundingFils),
  };
}

const bilingual = (text: LocalizedText): Bilingual => ({ en: text.en, ar: text.ar || text.en });

const place = (city: LocalizedText, branch: LocalizedText): Bilingual => ({
  en: `${city.en} – ${branch.en}`,
  ar: `${city.ar || city.en} – ${branch.ar || branch.en}`,
});

export function invoiceFileName(invoiceNumber: number) {
  return `tax-invoice-${invoiceNumber}.pdf`;
}

export function creditNoteFileName(creditNoteNumber: number) {
  return `tax-credit-note-${creditNoteNumber}.pdf`;
}

/** Why an invoice is reduced, by why the money went back. */
/** Why a credit note reduces an invoice: a refund's reason, or a booking cancelled before it was paid. */
export type CreditReason = RefundReason | 'unpaid_cancellation';

/** How the credited amount is settled: back to the card, paid out at the branch (or owed there), or nothing paid. */
export type CreditSettlement = 'card' | 'counter_owed' | 'counter_paid_out' | 'unpaid';

const settlements: Record<CreditSettlement, Bilingual> = {
  card: { en: 'Refunded to the card', ar: 'رُدّ إلى البطاقة' },
  counter_owed: { en: 'To be refunded at the branch', ar: 'يُرد في الفرع' },
  counter_paid_out: { en: 'Refunded at the branch', ar: 'رُدّ في الفرع' },
  unpaid: { en: 'Nothing was paid; nothing is refunded', ar: 'لم يُدفع شيء؛ فلا مبلغ يُرد' },
};

const creditReasons: Record<CreditReason, Bilingual> = {
  unpaid_cancellation: {
    en: 'Booking cancelled before payment; this invoice is cancelled in full',
    ar: 'أُلغي الحجز قبل الدفع؛ أُلغيت هذه الفاتورة بالكامل',
  },
  cancellation: {
    en: 'Booking cancelled; amount refunded under the rental terms',
    ar: 'أُلغي الحجز؛ ورُدّ المبلغ وفقاً لشروط الإيجار',
  },
  no_show: {
    en: 'Car not collected (no-show); amount refunded under the rental terms',
    ar: 'لم تُستلم السيارة (عدم حضور)؛ ورُدّ المبلغ وفقاً لشروط الإيجار',
  },
  stray_capture: {
    en: 'Payment taken on an order the booking no longer used; refunded in full',
    ar: 'دفعة على طلب لم يعد الحجز يستخدمه؛ رُدّت بالكامل',
  },
  amendment: {
    en: 'Booking changed; this invoice is cancelled in full and replaced by a new tax invoice',
    ar: 'عُدّل الحجز؛ أُلغيت هذه الفاتورة بالكامل واستُبدلت بفاتورة ضريبية جديدة',
  },
};

/** The part of a VAT-inclusive amount before VAT, half up to the fil: 283.50 at 5% -> 270.00. */
export function amountBeforeVat(inclusiveFils: number, percent = VAT_RATE_PERCENT): number {
  if (!Number.isSafeInteger(inclusiveFils) || inclusiveFils < 0)
    throw new RangeError(`Not an amount in fils: ${inclusiveFils}`);
  return Math.floor((inclusiveFils * 200 + (100 + percent)) / (2 * (100 + percent)));
}

/**
 * The tax credit note for money refunded on an invoiced booking: the supplier, the recipient, its
 * own number and date, the invoice it reduces (number, date, value), the amount credited before
 * VAT, its VAT and the total, and why. The refund is VAT-inclusive, so its VAT is taken out of it.
 */
export function buildTaxCreditNote(
  source: TaxInvoiceSource,
  credit: {
    number: number;
    issuedAt: Date;
    refundFils: number;
    reason?: CreditReason;
    replacedBy?: number;
    settlement?: CreditSettlement;
  },
): TaxInvoice {
  const invoice = buildTaxInvoice(source);
  if (!Number.isSafeInteger(credit.refundFils) || credit.refundFils <= 0 || credit.refundFils > invoice.total.fils) {
    throw new RangeError(
      `A credit note of ${credit.refundFils} fils cannot reduce invoice ${invoice.number} of ${invoice.total.fils}.`,
    );
  }
  const net = amountBeforeVat(credit.refundFils);
  const vat = credit.refundFils - net;
  return {
    ...invoice,
    kind: 'credit_note',
    fileName: creditNoteFileName(credit.number),
    number: String(credit.number),
    date: toDubaiParts(credit.issuedAt).date,
    lines: [
      {
        code: 'base',
        description:
          credit.replacedBy === undefined && credit.settlement !== 'unpaid'
            ? { en: `Refund, booking ${source.reference}`, ar: `مبلغ مسترد، الحجز ${source.reference}` }
            : { en: `Cancelled invoice, booking ${source.reference}`, ar: `فاتورة ملغاة، الحجز ${source.reference}` },
        quantity: 1,
        unit: units.once,
        unitPrice: money(net),
        amount: money(net),
        vatRatePercent: VAT_RATE_PERCENT,
        vat: money(vat),
        total: money(credit.refundFils),
      },
    ],
    subtotal: money(net),
    vatTotal: money(vat),
    total: money(credit.refundFils),
    payment:
      credit.replacedBy === undefined
        ? {
            method:
              credit.settlement === undefined || credit.settlement === 'card'
                ? paymentMethods.card.method
                : invoice.payment.method,
            status: settlements[credit.settlement ?? 'card'],
          }
        : {
            method: invoice.payment.method,
            status: {
              en: `Carried over to tax invoice ${credit.replacedBy}`,
              ar: `نُقل إلى الفاتورة الضريبية ${credit.replacedBy}`,
            },
          },
    creditFor: {
      invoiceNumber: invoice.number,
      invoiceDate: invoice.date,
      invoiceTotal: invoice.total,
      reason: creditReasons[credit.reason ?? 'cancellation'],
    },
  };
}

/** The damage cover bought, as the invoice states it with the excess of the car's class (AED, in digits). */
function coverOf(lines: { code: QuoteLineCode }[], cdwExcessFils: number): Bilingual {
  const excess = `AED ${formatAedDigits(cdwExcessFils)}`;
  const cover = damageCover(lines);
  if (cover === 'scdw')
    return {
      en: 'Full insurance with zero excess (CDW and SCDW): the renter pays nothing of a damage covered by the terms.',
      ar: 'التأمين الشامل مع الإعفاء من مبلغ التحمل (CDW وSCDW): لا يدفع المستأجر شيئاً من أي ضرر تشمله الشروط.',
    };
  return cover === 'cdw'
    ? {
        en: `Full insurance (CDW): the renter's share of any damage is at most ${excess} (the excess).`,
        ar: `التأمين الشامل (CDW): لا تتجاوز حصة المستأجر من أي ضرر ${excess} (مبلغ التحمل).`,
      }
    : {
        en: 'No full insurance (CDW) taken: the renter pays for any damage in full.',
        ar: 'لم يُختر التأمين الشامل (CDW): يتحمل المستأجر تكلفة أي ضرر كاملة.',
      };
}

export function buildTaxInvoice(source: TaxInvoiceSource): TaxInvoice {
  const { quote } = source.snapshot;
  const linesTotal = quote.lines.reduce((sum, line) => sum + line.amountFils, 0);
  // A tax invoice must match what was charged; a snapshot that does not add up is refused, not "fixed".
  if (linesTotal !== quote.grossFils || quote.grossFils + quote.vatFils !== quote.totalFils) {
    throw new Error(`The price snapshot of booking ${source.reference} does not add up; no invoice is issued from it.`);
  }
  const vats = vatByLine(quote);
  const driver = source.driver;
  const address = driver
    ? addressLines(driver, source.locale ?? 'en', source.places ?? { emirates: [], cities: [] })
    : [];
  const days = quote.days;
  return {
    kind: 'invoice',
    fileName: invoiceFileName(source.invoiceNumber),
    number: String(source.invoiceNumber),
    date: toDubaiParts(source.issuedAt).date,
    reference: source.reference,
    seller: {
      legalName: source.seller.legalName,
      tradeName: source.seller.tradeName,
      trn: source.seller.trn,
      address: bilingual(source.seller.address),
    },
    customer: {
      name: driver ? `${driver.firstName} ${driver.lastName}` : source.account.fullName,
      email: driver?.email ?? source.account.email,
      phone: driver?.mobile ?? source.account.phone,
      company: driver?.company ?? null,
      trn: driver?.trn ?? null,
      address,
    },
    vehicle: source.vehicle,
    rentalPeriod: rentalPeriod(days, quote.tier),
    pickup: { place: place(source.pickup.city, source.pickup.branch), at: formatDubaiStamp(source.pickup.at) },
    dropoff: { place: place(source.dropoff.city, source.dropoff.branch), at: formatDubaiStamp(source.dropoff.at) },
    lines: [
      ...quote.lines.map((line, index) => ({
        code: line.code,
        description: describeLine(
          line.code,
          source.snapshot.memberDiscount?.percent,
          source.snapshot.promo?.code,
          line.title,
        ),
        ...lineQuantity(line.code, line.amountFils, days),
        amount: money(line.amountFils),
        vatRatePercent: VAT_RATE_PERCENT,
        vat: money(vats.lines[index]),
        total: money(line.amountFils + vats.lines[index]),
      })),
      ...(vats.roundingFils !== 0 ? [vatRoundingLine(vats.roundingFils)] : []),
    ],
    subtotal: money(quote.grossFils),
    vatRatePercent: VAT_RATE_PERCENT,
    vatTotal: money(quote.vatFils),
    total: money(quote.totalFils),
    currency: 'AED',
    payment: paymentOf(source),
    ...(source.cdwExcessFils == null ? {} : { cover: coverOf(quote.lines, source.cdwExcessFils) }),
    ...(source.replaces
      ? {
          replaces: {
            invoiceNumber: String(source.replaces.invoiceNumber),
            creditNoteNumber: String(source.replaces.creditNoteNumber),
          },
        }
      : {}),
  };
}

import type { ChargeEvidence, RentalChargeKind } from '~/db/schema';
import type { ChargeKind, ChargeLine } from '~/modules/counter/charge-lines';
import { VAT_RATE_PERCENT } from '~/modules/pricing/quote-booking';
import { toDubaiParts } from '~/utils/dubai-time';
import { formatAedDigits } from '~/utils/money';
import {
  type Bilingual,
  type TaxInvoice,
  type TaxInvoiceLine,
  type TaxInvoiceSource,
  buildTaxInvoice,
} from './tax-invoice';

/**
 * The tax invoice of a charge after the hand-over (return charges, a toll, a fine): the booking's
 * seller, customer and rental, the charge's own number, date and lines. Pure, like buildTaxInvoice.
 */

export type ChargeInvoiceCharge = {
  invoiceNumber: number;
  issuedAt: Date;
  kind: RentalChargeKind;
  lines: readonly ChargeLine[];
  evidence: ChargeEvidence | null;
  fromDepositFils: number;
  paidFils: number;
  totalFils: number;
};

const descriptions: Record<ChargeKind, Bilingual> = {
  fuel: { en: 'Fuel', ar: 'الوقود' },
  fuel_service: { en: 'Refuelling service', ar: 'خدمة التزويد بالوقود' },
  late_return: { en: 'Late return', ar: 'تأخير الإرجاع' },
  late_return_hours: { en: 'Late return, by the hour', ar: 'تأخير الإرجاع بالساعة' },
  extra_km: { en: 'Extra kilometres', ar: 'كيلومترات إضافية' },
  damage: { en: 'Damage (outside the scope of VAT)', ar: 'أضرار (خارج نطاق الضريبة)' },
  cleaning: { en: 'Cleaning', ar: 'التنظيف' },
  salik_toll: { en: 'Salik toll (at cost, outside the scope of VAT)', ar: 'رسوم سالك (بالتكلفة، خارج نطاق الضريبة)' },
  salik_fee: { en: 'Salik administration fee', ar: 'رسوم إدارية على سالك' },
  traffic_fine: {
    en: 'Traffic fine (at cost, outside the scope of VAT)',
    ar: 'مخالفة مرورية (بالتكلفة، خارج نطاق الضريبة)',
  },
  traffic_fine_fee: { en: 'Traffic fine administration fee', ar: 'رسوم إدارية على المخالفة المرورية' },
  municipal_fine: {
    en: 'Municipal fine (at cost, outside the scope of VAT)',
    ar: 'مخالفة بلدية (بالتكلفة، خارج نطاق الضريبة)',
  },
  municipal_fine_fee: { en: 'Municipal fine administration fee', ar: 'رسوم إدارية على مخالفة البلدية' },
};

const units: Record<ChargeLine['unit'], Bilingual> = {
  litre: { en: 'litre', ar: 'لتر' },
  day: { en: 'day', ar: 'يوم' },
  hour: { en: 'hour', ar: 'ساعة' },
  km: { en: 'km', ar: 'كم' },
  item: { en: 'item', ar: 'بند' },
  percent: { en: '%', ar: '%' },
};

const money = (fils: number) => ({ fils, text: formatAedDigits(fils) });

/** A toll or a fine names its source's reference, place and time on its first line, so the invoice is its own evidence. */
function describe(line: ChargeLine, evidence: ChargeEvidence | null, first: boolean): Bilingual {
  const base = descriptions[line.kind];
  if (!evidence || !first) return base;
  const facts = [evidence.reference, evidence.place, evidence.at, evidence.plate].filter(Boolean).join(', ');
  return { en: `${base.en}: ${facts}`, ar: `${base.ar}: ${facts}` };
}

function invoiceLine(line: ChargeLine, evidence: ChargeEvidence | null, first: boolean): TaxInvoiceLine {
  // A percentage line (the Salik fee) is one item at its amount: '10 %' of a toll reads badly as a price.
  const once = line.unit === 'percent';
  return {
    code: line.kind,
    description: describe(line, evidence, first),
    quantity: once ? 1 : line.quantity,
    unit: once ? units.item : units[line.unit],
    unitPrice: money(once ? line.netFils : line.unitFils),
    amount: money(line.netFils),
    vatRatePercent: line.vatFils > 0 ? VAT_RATE_PERCENT : 0,
    vat: money(line.vatFils),
    total: money(line.totalFils),
  };
}

/** How the charge was settled, in words: kept from the deposit, paid, or still to pay. */
function paymentOf(charge: ChargeInvoiceCharge): TaxInvoice['payment'] {
  const rest = charge.totalFils - charge.fromDepositFils - charge.paidFils;
  const fromDeposit = formatAedDigits(charge.fromDepositFils);
  const method: Bilingual =
    charge.fromDepositFils > 0
      ? { en: `From the security deposit: AED ${fromDeposit}`, ar: `من مبلغ التأمين: ${fromDeposit} درهم` }
      : { en: 'Payment link or at the branch', ar: 'رابط الدفع أو في الفرع' };
  const status: Bilingual =
    rest <= 0
      ? { en: 'Paid', ar: 'مدفوعة' }
      : {
          en: `Due: AED ${formatAedDigits(rest)}`,
          ar: `المبلغ المستحق: ${formatAedDigits(rest)} درهم`,
        };
  return { method, status };
}

export function chargeInvoiceFileName(invoiceNumber: number) {
  return `tax-invoice-${invoiceNumber}.pdf`;
}

export function buildChargeInvoice(source: TaxInvoiceSource, charge: ChargeInvoiceCharge): TaxInvoice {
  const booking = buildTaxInvoice(source);
  const net = charge.lines.reduce((sum, line) => sum + line.netFils, 0);
  const vat = charge.lines.reduce((sum, line) => sum + line.vatFils, 0);
  if (net + vat !== charge.totalFils)
    throw new Error(`Charge invoice ${charge.invoiceNumber}: the lines do not add up to the total.`);
  return {
    ...booking,
    kind: 'invoice',
    fileName: chargeInvoiceFileName(charge.invoiceNumber),
    number: String(charge.invoiceNumber),
    date: toDubaiParts(charge.issuedAt).date,
    lines: charge.lines.map((line, index) => invoiceLine(line, charge.evidence, index === 0)),
    subtotal: money(net),
    vatRatePercent: VAT_RATE_PERCENT,
    vatTotal: money(vat),
    total: money(charge.totalFils),
    payment: paymentOf(charge),
    replaces: undefined,
  };
}

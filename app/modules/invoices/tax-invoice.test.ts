import { describe, expect, test } from 'vitest';
import { priceSnapshot } from '~/modules/bookings/records/price-snapshot';
import { noExtras, type RateCard } from '~/modules/pricing/quote-booking';
import {
  amountBeforeVat,
  buildTaxCreditNote,
  buildTaxInvoice,
  type TaxInvoiceSource,
  rentalPeriod,
} from './tax-invoice';
import { pricingExamplesCard } from '../../../tests/factories/rate-card';

// The rate card of PRICING-EXAMPLES.md with the daily rate of its rounding case (99.95 AED).
const card: RateCard = { ...pricingExamplesCard, dailyFils: 9_995 };

const pickupAt = new Date('2027-03-01T10:00:00+04:00');
const dropoffAt = new Date('2027-03-04T10:00:00+04:00');

/** PRICING-EXAMPLES.md: same-city one-way, pay on pick-up, 3 days at 99.95 -> gross 429.84, VAT 21.49, total 451.33. */
const source: TaxInvoiceSource = {
  invoiceNumber: 100_042,
  // 22:30 in Dubai on 28 February is 18:30 UTC: the invoice date is Dubai's.
  issuedAt: new Date('2027-02-28T18:30:00Z'),
  reference: 'OAS-7K2M9',
  seller: {
    legalName: 'Oasis Rent A Car L.L.C.',
    tradeName: 'Oasis Rent A Car',
    trn: '100384726500003',
    address: { en: 'Al Salam Street, Abu Dhabi', ar: 'شارع السلام، أبوظبي' },
  },
  account: { fullName: 'Account Holder', email: 'holder@example.ae', phone: '+971500000000' },
  driver: {
    firstName: 'محمد',
    lastName: 'الهاشمي',
    email: 'm.hashemi@example.ae',
    streetAddress: 'Sheikh Zayed Road 12',
    poBox: '12345',
    emirate: 'Dubai',
    city: 'Dubai',
    mobile: '+971501234567',
    birthDate: '1990-05-14',
    company: null,
    comments: null,
    hasFazaa: false,
    hasEsaad: false,
  },
  vehicle: 'Nissan Sunny',
  pickup: { city: { en: 'Dubai', ar: 'دبي' }, branch: { en: 'Ittihad Road', ar: 'شارع الاتحاد' }, at: pickupAt },
  dropoff: { city: { en: 'Dubai', ar: 'دبي' }, branch: { en: 'Ibn Battuta', ar: 'ابن بطوطة' }, at: dropoffAt },
  snapshot: priceSnapshot({
    rateCard: card,
    pickupBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
    dropoffBranch: { value: 'Dubai_Ibn Battuta', city: 'Dubai' },
    collectionCity: null,
    pickupAt,
    dropoffAt,
    extras: noExtras,
    paymentMethod: 'pay_on_pickup',
  }),
  paymentMethod: 'pay_on_pickup',
};

describe('tax invoice', () => {
  test('an Arabic-speaking customer’s address names the place in Arabic, with the Arabic comma', () => {
    const places = {
      emirates: [{ name: 'Abu Dhabi', label: { en: 'Abu Dhabi', ar: 'أبوظبي' } }],
      cities: [{ en: 'Al Ain', ar: 'العين' }],
    };
    const driver = { ...source.driver!, streetAddress: 'شارع زايد الأول', city: 'Al Ain', emirate: 'Abu Dhabi' };
    expect(buildTaxInvoice({ ...source, driver, locale: 'ar', places }).customer.address).toEqual([
      'شارع زايد الأول',
      'ص.ب 12345',
      'العين، أبوظبي',
    ]);
    expect(buildTaxInvoice({ ...source, driver, locale: 'en', places }).customer.address).toEqual([
      'شارع زايد الأول',
      'P.O. Box 12345',
      'Al Ain, Abu Dhabi',
    ]);
  });

  test('the worked example: lines, VAT per line adding up to the VAT charged, totals in AED', () => {
    const invoice = buildTaxInvoice(source);
    expect(
      invoice.lines.map((line) => [line.code, line.amount.text, line.vatRatePercent, line.vat.text, line.total.text]),
    ).toEqual([
      ['base', '299.85', 5, '14.99', '314.84'],
      ['pay_on_pickup', '29.99', 5, '1.50', '31.49'],
      ['one_way', '100.00', 5, '5.00', '105.00'],
    ]);
    expect([invoice.subtotal.text, invoice.vatTotal.text, invoice.total.text]).toEqual(['429.84', '21.49', '451.33']);
    // The rental is 3 days at 99.95; the 10% and the one-way charge are charged once.
    expect(invoice.lines.map((line) => [line.code, line.quantity, line.unit.en, line.unitPrice.text])).toEqual([
      ['base', 3, 'day', '99.95'],
      ['pay_on_pickup', 1, 'item', '29.99'],
      ['one_way', 1, 'item', '100.00'],
    ]);
    expect(invoice.lines.reduce((sum, line) => sum + line.vat.fils, 0)).toBe(invoice.vatTotal.fils);
    expect(invoice.lines.reduce((sum, line) => sum + line.total.fils, 0)).toBe(invoice.total.fils);
  });

  test('numbers, dates in Dubai time, the driver as customer, payment', () => {
    const invoice = buildTaxInvoice(source);
    expect(invoice.number).toBe('100042');
    expect(invoice.fileName).toBe('tax-invoice-100042.pdf');
    expect(invoice.date).toBe('2027-02-28');
    expect(invoice.seller.trn).toBe('100384726500003');
    expect(invoice.customer).toEqual({
      name: 'محمد الهاشمي',
      email: 'm.hashemi@example.ae',
      phone: '+971501234567',
      company: null,
      trn: null,
      address: ['Sheikh Zayed Road 12', 'P.O. Box 12345', 'Dubai'],
    });
    expect(invoice.pickup).toEqual({
      place: { en: 'Dubai – Ittihad Road', ar: 'دبي – شارع الاتحاد' },
      at: '2027-03-01 10:00',
    });
    expect(invoice.rentalPeriod).toEqual({ en: '3 days (daily rate)', ar: '3 أيام (سعر يومي)' });
    expect(invoice.payment.method.en).toBe('Pay on pick-up');
    expect(buildTaxInvoice({ ...source, issuedAt: new Date('2027-02-28T20:30:00Z') }).date).toBe('2027-03-01');
    expect(buildTaxInvoice({ ...source, paymentMethod: 'card' }).payment.status.en).toBe('Paid');
  });

  test('without driver details the account holder is the customer', () => {
    expect(buildTaxInvoice({ ...source, driver: null }).customer).toEqual({
      name: 'Account Holder',
      email: 'holder@example.ae',
      phone: '+971500000000',
      company: null,
      trn: null,
      address: [],
    });
  });

  test("a business renter's company and TRN, as given when booking, are the recipient's", () => {
    const business = { ...source, driver: { ...source.driver!, company: 'Gulf Trading LLC', trn: '100200300400500' } };
    expect(buildTaxInvoice(business).customer).toMatchObject({ company: 'Gulf Trading LLC', trn: '100200300400500' });
  });

  test('a snapshot that does not add up is refused', () => {
    const broken = {
      ...source.snapshot,
      quote: { ...source.snapshot.quote, vatFils: source.snapshot.quote.vatFils + 1 },
    };
    expect(() => buildTaxInvoice({ ...source, snapshot: broken })).toThrow(/does not add up/);
  });

  test('each line carries 5% of its own amount; lines that agree with the total need no adjustment', () => {
    const invoice = buildTaxInvoice(source);
    expect(invoice.lines.map((line) => [line.code, line.vat.text])).toEqual([
      ['base', '14.99'],
      ['pay_on_pickup', '1.50'],
      ['one_way', '5.00'],
    ]);
    expect(invoice.vatTotal.text).toBe('21.49');
  });
});

describe('a member discount on the tax invoice', () => {
  test('is a row of its own with its percentage, a negative amount and its share of VAT taken off', () => {
    const discounted = buildTaxInvoice({
      ...source,
      snapshot: priceSnapshot({
        ...source.snapshot,
        pickupAt,
        dropoffAt,
        memberDiscount: { programme: 'fazaa', percent: 10 },
      }),
    });
    // 3 x 99.95 = 299.85 rental; 10% is 29.985, half up 29.99 off; pay on pick-up 29.99; one-way 100.00.
    expect(discounted.lines.map((line) => [line.code, line.amount.text, line.vat.text, line.quantity])).toEqual([
      ['base', '299.85', '14.99', 3],
      ['pay_on_pickup', '29.99', '1.50', 1],
      ['fazaa_discount', '-29.99', '-1.50', 1],
      ['one_way', '100.00', '5.00', 1],
    ]);
    expect(discounted.lines[2].description).toEqual({ en: 'Fazaa member discount (10%)', ar: 'خصم أعضاء فزعة (10%)' });
    expect([discounted.subtotal.text, discounted.vatTotal.text, discounted.total.text]).toEqual([
      '399.85',
      '19.99',
      '419.84',
    ]);
  });

  test('the Fazaa case: 315.00 rental carries 15.75, the rounding left by the discount a row of its own', () => {
    const fazaa = buildTaxInvoice({
      ...source,
      snapshot: priceSnapshot({
        ...source.snapshot,
        rateCard: { ...card, dailyFils: 10_500 },
        pickupAt,
        dropoffAt,
        paymentMethod: 'card',
        dropoffBranch: source.snapshot.pickupBranch,
        memberDiscount: { programme: 'fazaa', percent: 10 },
      }),
    });
    expect(
      fazaa.lines.map((line) => [line.code, line.amount.text, line.vat.text, line.total.text, line.description.en]),
    ).toEqual([
      ['base', '315.00', '15.75', '330.75', 'Vehicle rental'],
      ['fazaa_discount', '-31.50', '-1.58', '-33.08', 'Fazaa member discount (10%)'],
      ['vat_rounding', '0.00', '0.01', '0.01', 'VAT rounding adjustment'],
    ]);
    expect(fazaa.lines[2].description.ar).toBe('تسوية تقريب ضريبة القيمة المضافة');
    // The VAT and the total charged are the quote's, worked out once on the gross.
    expect([fazaa.subtotal.text, fazaa.vatTotal.text, fazaa.total.text]).toEqual(['283.50', '14.18', '297.68']);
    expect(fazaa.lines.reduce((sum, line) => sum + line.total.fils, 0)).toBe(fazaa.total.fils);
  });
});

describe('the VAT rounding adjustment', () => {
  test('takes a fil off when every line rounded up (100.10 for a day, an additional driver at 50.10)', () => {
    const invoice = buildTaxInvoice({
      ...source,
      snapshot: priceSnapshot({
        ...source.snapshot,
        rateCard: { ...card, dailyFils: 10_010, additionalDriverFils: 5_010 },
        pickupAt,
        dropoffAt: new Date(pickupAt.getTime() + 86_400_000),
        paymentMethod: 'card',
        dropoffBranch: source.snapshot.pickupBranch,
        extras: { ...noExtras, additionalDriver: true },
      }),
    });
    expect(invoice.lines.map((line) => [line.code, line.amount.text, line.vat.text])).toEqual([
      ['base', '100.10', '5.01'],
      ['additional_driver', '50.10', '2.51'],
      ['vat_rounding', '0.00', '-0.01'],
    ]);
    expect([invoice.subtotal.text, invoice.vatTotal.text, invoice.total.text]).toEqual(['150.20', '7.51', '157.71']);
  });

  test.each([5, 10, 15, 20, 25, 50])(
    'with a %i%% member discount on every rental length up to 30 days, the rows add up to the VAT and total charged',
    (percent) => {
      for (let days = 1; days <= 30; days++) {
        const invoice = buildTaxInvoice({
          ...source,
          snapshot: priceSnapshot({
            ...source.snapshot,
            rateCard: { ...card, dailyFils: 10_500 },
            pickupAt,
            dropoffAt: new Date(pickupAt.getTime() + days * 86_400_000),
            extras: { ...noExtras, fullInsurance: true, babySeat: true },
            memberDiscount: { programme: 'esaad', percent },
          }),
        });
        const sum = (pick: (line: (typeof invoice.lines)[number]) => number) =>
          invoice.lines.reduce((total, line) => total + pick(line), 0);
        expect(sum((line) => line.vat.fils)).toBe(invoice.vatTotal.fils);
        expect(sum((line) => line.amount.fils)).toBe(invoice.subtotal.fils);
        expect(sum((line) => line.total.fils)).toBe(invoice.total.fils);
        for (const line of invoice.lines.filter((candidate) => candidate.code !== 'vat_rounding'))
          expect(Math.abs(line.vat.fils * 20 - line.amount.fils)).toBeLessThanOrEqual(10);
      }
    },
  );
});

describe('amountBeforeVat', () => {
  test.each([
    [28_350, 27_000],
    [11_025, 10_500],
    [45_133, 42_984],
    [1, 1],
    [0, 0],
  ])('given %i fils with 5%% VAT in it, should be %i before VAT', (inclusive, net) => {
    expect(amountBeforeVat(inclusive)).toBe(net);
  });
});

describe('buildTaxCreditNote', () => {
  test('given AED 283.50 refunded on the 451.33 invoice, should credit 270.00 + VAT 13.50 and name the invoice it reduces', () => {
    const note = buildTaxCreditNote(source, {
      number: 500_001,
      issuedAt: new Date('2027-03-02T21:00:00Z'),
      refundFils: 28_350,
    });
    expect(note).toMatchObject({
      kind: 'credit_note',
      fileName: 'tax-credit-note-500001.pdf',
      number: '500001',
      // 01:00 on 3 March in Dubai.
      date: '2027-03-03',
      reference: 'OAS-7K2M9',
      seller: { legalName: 'Oasis Rent A Car L.L.C.', trn: '100384726500003' },
      customer: { name: 'محمد الهاشمي' },
      subtotal: { fils: 27_000, text: '270.00' },
      vatTotal: { fils: 1_350, text: '13.50' },
      total: { fils: 28_350, text: '283.50' },
      creditFor: { invoiceNumber: '100042', invoiceDate: '2027-02-28', invoiceTotal: { fils: 45_133, text: '451.33' } },
    });
    expect(note.lines).toEqual([
      expect.objectContaining({
        amount: { fils: 27_000, text: '270.00' },
        vat: { fils: 1_350, text: '13.50' },
        total: { fils: 28_350, text: '283.50' },
        vatRatePercent: 5,
      }),
    ]);
    expect(note.lines[0]).toMatchObject({ quantity: 1, unitPrice: { fils: 27_000 } });
    expect(note.lines[0].description.en).toBe('Refund, booking OAS-7K2M9');
  });

  test('says why the invoice is reduced: a cancellation by default, a no-show when the car was not collected', () => {
    const credit = { number: 500_003, issuedAt: new Date('2027-03-01T10:00:00Z'), refundFils: 10_000 };
    expect(buildTaxCreditNote(source, credit).creditFor?.reason.en).toBe(
      'Booking cancelled; amount refunded under the rental terms',
    );
    expect(buildTaxCreditNote(source, { ...credit, reason: 'no_show' }).creditFor?.reason).toEqual({
      en: 'Car not collected (no-show); amount refunded under the rental terms',
      ar: 'لم تُستلم السيارة (عدم حضور)؛ ورُدّ المبلغ وفقاً لشروط الإيجار',
    });
  });

  test('given a refund of nothing or of more than the invoice, should refuse to issue one', () => {
    expect(() => buildTaxCreditNote(source, { number: 500_002, issuedAt: new Date(), refundFils: 0 })).toThrow(
      RangeError,
    );
    expect(() => buildTaxCreditNote(source, { number: 500_002, issuedAt: new Date(), refundFils: 45_134 })).toThrow(
      RangeError,
    );
  });
});

describe('the rental period on the invoice', () => {
  test('counts days by each language plural rules: Arabic has one, two, a few, many and the hundreds', () => {
    expect(rentalPeriod(1, 'daily')).toEqual({ en: '1 day (daily rate)', ar: 'يوم واحد (سعر يومي)' });
    expect(rentalPeriod(2, 'daily')).toEqual({ en: '2 days (daily rate)', ar: 'يومين (سعر يومي)' });
    expect(rentalPeriod(7, 'weekly')).toEqual({ en: '7 days (weekly rate)', ar: '7 أيام (سعر أسبوعي)' });
    expect(rentalPeriod(11, 'weekly')).toEqual({ en: '11 days (weekly rate)', ar: '11 يوماً (سعر أسبوعي)' });
    expect(rentalPeriod(100, 'monthly')).toEqual({ en: '100 days (monthly rate)', ar: '100 يوم (سعر شهري)' });
  });
});

describe('the damage cover on the invoice', () => {
  test('states the class excess when CDW was bought, and the full cost when it was not', () => {
    expect(buildTaxInvoice({ ...source, cdwExcessFils: 150_000 }).cover).toEqual({
      en: 'No full insurance (CDW) taken: the renter pays for any damage in full.',
      ar: 'لم يُختر التأمين الشامل (CDW): يتحمل المستأجر تكلفة أي ضرر كاملة.',
    });
    const withCdw = priceSnapshot({
      rateCard: card,
      pickupBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      dropoffBranch: { value: 'Dubai_Ibn Battuta', city: 'Dubai' },
      collectionCity: null,
      pickupAt,
      dropoffAt,
      extras: { ...noExtras, fullInsurance: true },
      paymentMethod: 'pay_on_pickup',
    });
    expect(buildTaxInvoice({ ...source, snapshot: withCdw, cdwExcessFils: 150_000 }).cover?.en).toBe(
      "Full insurance (CDW): the renter's share of any damage is at most AED 1,500.00 (the excess).",
    );
    // An invoice whose class figures are unknown says nothing rather than a wrong excess.
    expect(buildTaxInvoice(source).cover).toBeUndefined();
  });

  test('states no excess when the SCDW was bought, with its own priced line beside the CDW', () => {
    const withScdw = priceSnapshot({
      rateCard: { ...card, scdwDailyFils: 2_500 },
      pickupBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      dropoffBranch: { value: 'Dubai_Ittihad Road', city: 'Dubai' },
      collectionCity: null,
      pickupAt,
      dropoffAt,
      extras: { ...noExtras, zeroExcess: true },
      paymentMethod: 'card',
    });
    const invoice = buildTaxInvoice({ ...source, snapshot: withScdw, cdwExcessFils: 150_000 });
    expect(invoice.cover).toEqual({
      en: 'Full insurance with zero excess (CDW and SCDW): the renter pays nothing of a damage covered by the terms.',
      ar: 'التأمين الشامل مع الإعفاء من مبلغ التحمل (CDW وSCDW): لا يدفع المستأجر شيئاً من أي ضرر تشمله الشروط.',
    });
    const scdw = invoice.lines.find((line) => line.description.en.startsWith('Zero excess (SCDW)'));
    expect(scdw?.description.ar).toContain('الإعفاء من مبلغ التحمل (SCDW)');
  });
});

describe('a priced offer on the tax invoice', () => {
  test('is a row of its own naming the offer in both languages, with a negative amount and its VAT', () => {
    const invoice = buildTaxInvoice({
      ...source,
      snapshot: priceSnapshot({
        ...source.snapshot,
        pickupAt,
        dropoffAt,
        offer: {
          offerId: 4,
          title: { en: 'Weekend SUV Escape', ar: 'عطلة نهاية الأسبوع' },
          percentOff: null,
          amountOffFilsPerDay: 2_000,
        },
      }),
    });
    // AED 20 a day for 3 days: 60.00 off the 299.85 rental, 3.00 of VAT with it.
    const line = invoice.lines.find((candidate) => candidate.code === 'offer_discount')!;
    expect([line.amount.text, line.vat.text]).toEqual(['-60.00', '-3.00']);
    expect(line.description).toEqual({ en: 'Offer: Weekend SUV Escape', ar: 'العرض: عطلة نهاية الأسبوع' });
  });
});

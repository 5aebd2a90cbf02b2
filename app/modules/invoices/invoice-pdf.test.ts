import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import PDFDocument from 'pdfkit';
import { describe, expect, test } from 'vitest';
import { priceSnapshot } from '~/modules/bookings/records/price-snapshot';
import { noExtras } from '~/modules/pricing/quote-booking';
import { renderInvoicePdf } from './invoice-pdf.server';
import { drawLine, registerFonts } from './pdf-text.server';
import { buildTaxCreditNote, buildTaxInvoice, type TaxInvoiceSource } from './tax-invoice';
import { pricingExamplesCard as card } from '../../../tests/factories/rate-card';

/** The text of a PDF as a reader's copy or search gets it: pdf.js, as Firefox and many viewers use. */
async function extractText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return lines.join('\n');
}

async function pdfOf(draw: (doc: InstanceType<typeof PDFDocument>) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  registerFonts(doc);
  draw(doc);
  doc.end();
  return done;
}

const pickupAt = new Date('2027-03-01T10:00:00+04:00');
const dropoffAt = new Date('2027-03-04T10:00:00+04:00');
const branch = { value: 'Dubai_Ittihad Road', city: 'Dubai' };

const source: TaxInvoiceSource = {
  invoiceNumber: 100_042,
  issuedAt: new Date('2027-02-28T08:30:00Z'),
  reference: 'OAS-7K2M9',
  seller: {
    legalName: 'Oasis Rent A Car L.L.C.',
    tradeName: 'Oasis Rent A Car',
    trn: '100384726500003',
    address: { en: 'Al Salam Street, Abu Dhabi', ar: 'شارع السلام، أبوظبي' },
  },
  account: { fullName: 'Account Holder', email: 'holder@example.ae', phone: '+971500000000' },
  driver: {
    firstName: 'فاطمة',
    lastName: 'بنت نبيل التميمي',
    email: 'f.tamimi@example.ae',
    streetAddress: 'شارع الاتحاد 12',
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
  dropoff: { city: { en: 'Dubai', ar: 'دبي' }, branch: { en: 'Ittihad Road', ar: 'شارع الاتحاد' }, at: dropoffAt },
  snapshot: priceSnapshot({
    rateCard: card,
    pickupBranch: branch,
    dropoffBranch: branch,
    collectionCity: null,
    pickupAt,
    dropoffAt,
    extras: noExtras,
    paymentMethod: 'card',
  }),
  paymentMethod: 'card',
};

describe('Arabic text copied or searched from a PDF', () => {
  // The Arabic font builds ت, ب, ي and ن from one dotless body plus dots: a body shared by two
  // letters used to read as whichever came first ("فايورة" for "فاتورة").
  test('letters drawn on a shared shape read as themselves, in reading order', async () => {
    const text = await extractText(
      await pdfOf((doc) => {
        drawLine(doc, 'ثابت بن نبيل', 500, 80, { size: 12, direction: 'rtl', align: 'right' });
        drawLine(doc, 'فاتورة ضريبية', 500, 120, { size: 15, direction: 'rtl', align: 'right' });
        drawLine(doc, 'Name: يوسف تيسير', 40, 160, { size: 10, direction: 'ltr' });
      }),
    );
    expect(text).toContain('ثابت بن نبيل');
    expect(text).toContain('فاتورة ضريبية');
    expect(text).toContain('يوسف تيسير');
    // Nothing stray where the dots are.
    expect([...text].filter((char) => (char < ' ' && char !== '\n') || char === '\ufffd')).toEqual([]);
  });

  test('the tax invoice gives its Arabic title and the customer’s Arabic name', async () => {
    const text = await extractText(await renderInvoicePdf(buildTaxInvoice(source)));
    expect(text).toContain('فاتورة ضريبية');
    expect(text).toContain('فاطمة بنت نبيل التميمي');
    expect(text).toContain('Tax Invoice');
  });

  test('a Fazaa invoice prints the VAT rounding adjustment as its own row, in English and Arabic', async () => {
    const fazaa = buildTaxInvoice({
      ...source,
      snapshot: priceSnapshot({
        ...source.snapshot,
        rateCard: { ...card, dailyFils: 10_500 },
        pickupAt,
        dropoffAt,
        memberDiscount: { programme: 'fazaa', percent: 10 },
      }),
    });
    const text = await extractText(await renderInvoicePdf(fazaa));
    expect(text).toContain('VAT rounding adjustment');
    expect(text).toContain('تسوية تقريب ضريبة القيمة المضافة');
    expect(text).toContain('15.75');
    expect(text).not.toContain('15.76');
  });

  test('the tax credit note gives its Arabic title', async () => {
    const invoice = buildTaxInvoice(source);
    const note = buildTaxCreditNote(source, {
      number: 7,
      issuedAt: new Date('2027-02-28T10:00:00Z'),
      refundFils: 5_000,
    });
    expect(invoice.number).toBe('100042');
    const text = await extractText(await renderInvoicePdf(note));
    expect(text).toContain('إشعار دائن ضريبي');
    expect(text).toContain('فاطمة بنت نبيل التميمي');
  });
});

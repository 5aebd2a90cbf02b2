import { setImmediate } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { formatAed } from '~/utils/money';
import { type Bilingual, type TaxInvoice } from './tax-invoice';
import { type TextStyle, drawLine, registerFonts, warmUp, wrapText } from './pdf-text.server';
import { arabicLabel, label, navy, page, room, row, section, value } from './pdf-layout.server';

/**
 * Renders a tax invoice as an A4 PDF with English and Arabic labels side by side, as UAE tax
 * invoices commonly are; values (names, addresses) appear as entered, in either script.
 */

type Doc = InstanceType<typeof PDFDocument>;

warmUp(() => new PDFDocument({ size: 'A4' }));

// Laying out text is synchronous work; between sections the server gets to answer other requests.
const letOthersRun = () => setImmediate();

const titles = {
  invoice: {
    en: 'Tax Invoice',
    ar: 'فاتورة ضريبية',
    section: { en: 'Invoice', ar: 'الفاتورة' },
    number: { en: 'Invoice number', ar: 'رقم الفاتورة' },
    date: { en: 'Invoice date', ar: 'تاريخ الفاتورة' },
  },
  credit_note: {
    en: 'Tax Credit Note',
    ar: 'إشعار دائن ضريبي',
    section: { en: 'Credit note', ar: 'الإشعار الدائن' },
    number: { en: 'Credit note number', ar: 'رقم الإشعار الدائن' },
    date: { en: 'Credit note date', ar: 'تاريخ الإشعار الدائن' },
  },
} as const;

/** The PDF of one tax invoice or tax credit note, as bytes. */
export async function renderInvoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const title = titles[invoice.kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.left,
    info: {
      Title: `${title.en} ${invoice.number}`,
      Author: invoice.seller.legalName,
      Subject: `Booking ${invoice.reference}`,
    },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  await letOthersRun();
  let y = header(doc, invoice);
  await letOthersRun();
  y = section(doc, y, title.section);
  y = row(doc, y, title.number, [invoice.number], 'bold');
  y = row(doc, y, title.date, [invoice.date]);
  y = row(doc, y, { en: 'Booking reference', ar: 'رقم الحجز' }, [invoice.reference]);
  if (invoice.creditFor) {
    const credited = invoice.creditFor;
    y = row(
      doc,
      y,
      { en: 'Tax invoice credited', ar: 'الفاتورة الضريبية المعنية' },
      [`${credited.invoiceNumber}, ${credited.invoiceDate}`],
      'bold',
    );
    y = row(doc, y, { en: 'Value of the tax invoice', ar: 'قيمة الفاتورة الضريبية' }, [
      formatAed(credited.invoiceTotal.fils, 'en'),
    ]);
    y = row(doc, y, { en: 'Reason', ar: 'السبب' }, [credited.reason.en, credited.reason.ar]);
  }
  if (invoice.replaces) {
    const { invoiceNumber, creditNoteNumber } = invoice.replaces;
    y = row(
      doc,
      y,
      { en: 'Replaces tax invoice', ar: 'تحل محل الفاتورة الضريبية' },
      [`${invoiceNumber} (cancelled by credit note ${creditNoteNumber})`, `ألغيت بالإشعار الدائن ${creditNoteNumber}`],
      'bold',
    );
  }

  await letOthersRun();
  y = section(doc, y + 6, { en: 'Customer', ar: 'العميل' });
  y = row(doc, y, { en: 'Name', ar: 'الاسم' }, [invoice.customer.name], 'bold');
  if (invoice.customer.company) y = row(doc, y, { en: 'Company', ar: 'الشركة' }, [invoice.customer.company]);
  if (invoice.customer.trn)
    y = row(doc, y, { en: 'Customer TRN', ar: 'الرقم الضريبي للعميل' }, [invoice.customer.trn], 'bold');
  y = row(doc, y, { en: 'Email', ar: 'البريد الإلكتروني' }, [invoice.customer.email]);
  y = row(doc, y, { en: 'Phone', ar: 'الهاتف' }, [invoice.customer.phone]);
  if (invoice.customer.address.length) y = row(doc, y, { en: 'Address', ar: 'العنوان' }, invoice.customer.address);

  await letOthersRun();
  y = section(doc, y + 6, { en: 'Rental', ar: 'الإيجار' });
  y = row(doc, y, { en: 'Vehicle', ar: 'السيارة' }, [invoice.vehicle]);
  y = row(doc, y, { en: 'Pick-up', ar: 'الاستلام' }, [
    `${invoice.pickup.place.en}, ${invoice.pickup.at}`,
    invoice.pickup.place.ar,
  ]);
  y = row(doc, y, { en: 'Drop-off', ar: 'الإرجاع' }, [
    `${invoice.dropoff.place.en}, ${invoice.dropoff.at}`,
    invoice.dropoff.place.ar,
  ]);
  y = row(doc, y, { en: 'Rental period', ar: 'مدة الإيجار' }, [invoice.rentalPeriod.en, invoice.rentalPeriod.ar]);
  if (invoice.cover) y = row(doc, y, { en: 'Damage cover', ar: 'تغطية الأضرار' }, [invoice.cover.en, invoice.cover.ar]);

  await letOthersRun();
  y = await lineTable(doc, y + 14, invoice);
  await letOthersRun();
  y = room(doc, y, 110);
  y = Math.max(payment(doc, y, invoice), totals(doc, y, invoice));

  y = room(doc, y, 40) + 24;
  drawLine(
    doc,
    `All amounts are in UAE dirhams (${invoice.currency}). VAT is charged at ${invoice.vatRatePercent}%.`,
    page.left,
    y,
    label,
  );
  drawLine(
    doc,
    `جميع المبالغ بالدرهم الإماراتي. تُحتسب ضريبة القيمة المضافة بنسبة ${invoice.vatRatePercent}%.`,
    page.right,
    y + 13,
    { ...arabicLabel, align: 'right' },
  );
  await letOthersRun();
  doc.end();
  return done;
}

function header(doc: Doc, invoice: TaxInvoice) {
  const { seller } = invoice;
  drawLine(doc, titles[invoice.kind].en, page.right, 58, { size: 20, weight: 'bold', align: 'right' });
  drawLine(doc, titles[invoice.kind].ar, page.right, 82, {
    size: 15,
    weight: 'bold',
    direction: 'rtl',
    align: 'right',
  });
  drawLine(doc, seller.tradeName, page.left, 56, { size: 16, weight: 'bold' });
  let y = 72;
  drawLine(doc, seller.legalName, page.left, y, value);
  for (const line of wrapText(doc, seller.address.en, 270, label)) drawLine(doc, line, page.left, (y += 12), label);
  drawLine(doc, `TRN: ${seller.trn}`, page.left, (y += 13), { ...value, weight: 'bold' });
  let arabicY = 82;
  for (const line of wrapText(doc, seller.address.ar, 220, arabicLabel))
    drawLine(doc, line, page.right, (arabicY += 13), { ...arabicLabel, align: 'right' });
  drawLine(doc, `الرقم الضريبي: ${seller.trn}`, page.right, (arabicY += 13), { ...arabicLabel, align: 'right' });
  return Math.max(y, arabicY) + 12;
}

const columns = { quantity: 232, unitPrice: 300, amount: 368, rate: 418, vat: 484, total: page.right };

async function lineTable(doc: Doc, y: number, invoice: TaxInvoice) {
  doc.rect(page.left, y, page.right - page.left, 32).fill('#f6efe3');
  const head = { size: 8, weight: 'bold', color: navy } satisfies TextStyle;
  const headAr = { ...head, direction: 'rtl' } satisfies TextStyle;
  const headings: [number, 'left' | 'right', string, string][] = [
    [page.left + 6, 'left', 'Description', 'البيان'],
    [columns.quantity, 'right', 'Qty', 'الكمية'],
    [columns.unitPrice, 'right', 'Unit price', 'سعر الوحدة'],
    [columns.amount, 'right', 'Excl. VAT (AED)', 'قبل الضريبة'],
    [columns.rate, 'right', 'VAT rate', 'النسبة'],
    [columns.vat, 'right', 'VAT (AED)', 'مبلغ الضريبة'],
    [columns.total - 6, 'right', 'Total (AED)', 'الإجمالي'],
  ];
  for (const [x, align, en, ar] of headings) {
    drawLine(doc, en, x, y + 13, { ...head, align });
    drawLine(doc, ar, x, y + 25, { ...headAr, align });
  }
  let rowY = y + 32;
  for (const line of invoice.lines) {
    await letOthersRun();
    rowY = room(doc, rowY, 30);
    drawLine(doc, line.description.en, page.left + 6, rowY + 13, value);
    drawLine(doc, line.description.ar, page.left + 6, rowY + 24, { ...label, direction: 'rtl' });
    // The rounding adjustment is VAT alone: no quantity or price of its own to print.
    if (line.code !== 'vat_rounding') {
      drawLine(doc, String(line.quantity), columns.quantity, rowY + 13, { ...value, align: 'right' });
      drawLine(doc, `${line.unit.en} / ${line.unit.ar}`, columns.quantity, rowY + 24, { ...label, align: 'right' });
      drawLine(doc, line.unitPrice.text, columns.unitPrice, rowY + 13, { ...value, align: 'right' });
    }
    drawLine(doc, line.amount.text, columns.amount, rowY + 13, { ...value, align: 'right' });
    drawLine(doc, `${line.vatRatePercent}%`, columns.rate, rowY + 13, { ...value, align: 'right' });
    drawLine(doc, line.vat.text, columns.vat, rowY + 13, { ...value, align: 'right' });
    drawLine(doc, line.total.text, columns.total - 6, rowY + 13, { ...value, align: 'right' });
    rowY += 30;
    doc.moveTo(page.left, rowY).lineTo(page.right, rowY).lineWidth(0.5).strokeColor('#e2e8f0').stroke();
  }
  return rowY;
}

/** How it is paid and whether it is paid, beside the totals. */
function payment(doc: Doc, y: number, invoice: TaxInvoice) {
  const end = 280;
  let rowY = y;
  for (const [name, shown, weight] of [
    [{ en: 'Payment method', ar: 'طريقة الدفع' }, invoice.payment.method, 'regular'],
    [{ en: 'Payment status', ar: 'حالة الدفع' }, invoice.payment.status, 'bold'],
  ] as const) {
    rowY += 17;
    drawLine(doc, name.en, page.left, rowY, label);
    drawLine(doc, name.ar, end, rowY, { ...arabicLabel, align: 'right' });
    rowY += 13;
    drawLine(doc, shown.en, page.left, rowY, { ...value, weight });
    drawLine(doc, shown.ar, end, rowY, { ...value, weight, direction: 'rtl', align: 'right' });
  }
  return rowY;
}

function totals(doc: Doc, y: number, invoice: TaxInvoice) {
  const rows: [Bilingual, string, boolean][] = [
    [{ en: 'Subtotal (excl. VAT)', ar: 'المجموع قبل الضريبة' }, invoice.subtotal.text, false],
    [
      { en: `VAT ${invoice.vatRatePercent}%`, ar: `ضريبة القيمة المضافة ${invoice.vatRatePercent}%` },
      invoice.vatTotal.text,
      false,
    ],
    [{ en: `Total (${invoice.currency})`, ar: 'الإجمالي (درهم)' }, invoice.total.text, true],
  ];
  let rowY = y;
  for (const [name, amount, strong] of rows) {
    rowY += strong ? 22 : 17;
    const style = { size: strong ? 11 : 9.5, weight: strong ? 'bold' : 'regular', color: navy } satisfies TextStyle;
    drawLine(doc, name.en, 300, rowY, style);
    drawLine(doc, name.ar, 300, rowY + (strong ? 13 : 11), { ...label, direction: 'rtl' });
    drawLine(doc, amount, columns.total - 6, rowY, { ...style, align: 'right' });
    rowY += strong ? 13 : 11;
  }
  return rowY;
}

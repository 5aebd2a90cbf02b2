import { setImmediate } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { drawLine, registerFonts, wrapText } from '~/modules/invoices/pdf-text.server';
import { arabicLabel, label, page, room, row, section, value } from '~/modules/invoices/pdf-layout.server';
import type { RentalAgreement } from './rental-agreement';

/** The signed agreement as an A4 PDF, English and Arabic side by side, with the renter's signature. */
export async function renderRentalAgreementPdf(agreement: RentalAgreement, signaturePng: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.left,
    info: {
      Title: `${agreement.title.en} ${agreement.reference}`,
      Author: agreement.seller.legalName,
      Subject: `Booking ${agreement.reference}`,
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

  drawLine(doc, agreement.title.en, page.right, 58, { size: 18, weight: 'bold', align: 'right' });
  drawLine(doc, agreement.title.ar, page.right, 80, { size: 14, weight: 'bold', direction: 'rtl', align: 'right' });
  drawLine(doc, agreement.seller.tradeName, page.left, 56, { size: 16, weight: 'bold' });
  drawLine(doc, agreement.seller.legalName, page.left, 72, value);
  drawLine(doc, `TRN: ${agreement.seller.trn}`, page.left, 85, { ...value, weight: 'bold' });
  let y = row(doc, 96, { en: 'Booking reference', ar: 'رقم الحجز' }, [agreement.reference], 'bold');
  y = row(doc, y, { en: 'Signed', ar: 'تاريخ التوقيع' }, [agreement.signedAt]);

  for (const fact of agreement.facts) {
    await setImmediate();
    y = section(doc, y + 6, fact.section);
    for (const line of fact.rows) y = row(doc, y, line.name, line.values);
  }

  await setImmediate();
  y = section(doc, y + 6, { en: 'Terms', ar: 'الشروط' });
  const half = (page.right - page.left - 20) / 2;
  for (const term of agreement.terms) {
    const english = wrapText(doc, term.en, half, label);
    const arabic = wrapText(doc, term.ar, half, arabicLabel);
    const lines = Math.max(english.length, arabic.length);
    y = room(doc, y, lines * 11 + 8) + 4;
    english.forEach((line, index) => drawLine(doc, line, page.left, y + 11 * (index + 1), label));
    arabic.forEach((line, index) =>
      drawLine(doc, line, page.right, y + 11 * (index + 1), { ...arabicLabel, align: 'right' }),
    );
    y += lines * 11 + 4;
  }

  y = section(doc, y + 10, { en: "Renter's signature", ar: 'توقيع المستأجر' });
  y = room(doc, y, 110) + 8;
  doc.image(signaturePng, page.left, y, { fit: [240, 90] });
  doc
    .moveTo(page.left, y + 94)
    .lineTo(page.left + 240, y + 94)
    .lineWidth(0.5)
    .strokeColor('#94a3b8')
    .stroke();
  drawLine(doc, agreement.signedAt, page.left, y + 106, label);
  doc.end();
  return done;
}

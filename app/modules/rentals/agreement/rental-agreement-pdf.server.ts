import { setImmediate } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { drawLine, registerFonts, wrapText } from '~/modules/invoices/pdf-text.server';
import { arabicLabel, label, page, room, row, section, value } from '~/modules/invoices/pdf-layout.server';
import type { Bilingual } from '~/modules/invoices/tax-invoice';
import type { RentalAgreement } from './rental-agreement';

/** A paragraph in both languages side by side, English at the left and Arabic at the right; returns the y below it. */
function sideBySide(doc: InstanceType<typeof PDFDocument>, y: number, text: Bilingual) {
  const half = (page.right - page.left - 20) / 2;
  const english = wrapText(doc, text.en, half, label);
  const arabic = wrapText(doc, text.ar, half, arabicLabel);
  const lines = Math.max(english.length, arabic.length);
  const top = room(doc, y, lines * 11 + 8) + 4;
  english.forEach((line, index) => drawLine(doc, line, page.left, top + 11 * (index + 1), label));
  arabic.forEach((line, index) =>
    drawLine(doc, line, page.right, top + 11 * (index + 1), { ...arabicLabel, align: 'right' }),
  );
  return top + lines * 11 + 4;
}

/**
 * The signed agreement as an A4 PDF, English and Arabic side by side, with the renter's signature;
 * a re-issued version adds its addendum above the terms and keeps the signature given at hand-over.
 */
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
  if (agreement.reissue) y = row(doc, y, { en: 'Re-issued', ar: 'تاريخ إعادة الإصدار' }, [agreement.reissue.at]);

  for (const fact of agreement.facts) {
    await setImmediate();
    y = section(doc, y + 6, fact.section);
    for (const line of fact.rows) y = row(doc, y, line.name, line.values);
  }

  if (agreement.reissue) {
    await setImmediate();
    y = section(doc, y + 6, { en: 'Addendum', ar: 'ملحق' });
    y = sideBySide(doc, y, agreement.reissue.note);
    for (const addendum of agreement.reissue.addenda) y = sideBySide(doc, y, addendum);
  }

  await setImmediate();
  y = section(doc, y + 6, { en: 'Terms', ar: 'الشروط' });
  for (const term of agreement.terms) y = sideBySide(doc, y, term);

  y = section(doc, y + 10, { en: "Renter's signature", ar: 'توقيع المستأجر' });
  y = room(doc, y, 110) + 8;
  doc.image(signaturePng, page.left, y, { fit: [240, 90] });
  doc
    .moveTo(page.left, y + 94)
    .lineTo(page.left + 240, y + 94)
    .lineWidth(0.5)
    .strokeColor('#94a3b8')
    .stroke();
  // A re-issued version carries the signature given at hand-over, and says so under it.
  if (agreement.reissue) {
    drawLine(doc, `Signed at hand-over, ${agreement.signedAt}`, page.left, y + 106, label);
    drawLine(doc, 'وُقّع عند التسليم', page.right, y + 106, { ...arabicLabel, align: 'right' });
  } else drawLine(doc, agreement.signedAt, page.left, y + 106, label);
  doc.end();
  return done;
}

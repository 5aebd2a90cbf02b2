import type PDFDocument from 'pdfkit';
import type { Bilingual } from './tax-invoice';
import { type TextStyle, drawLine, wrapText } from './pdf-text.server';

/**
 * The layout our bilingual documents share (tax invoices, credit notes, rental agreements): an A4
 * page, sections under a gold rule with English and Arabic titles, and rows with the English label
 * at the start, the value in the middle and the Arabic label at the end.
 */

type Doc = InstanceType<typeof PDFDocument>;

export const page = { left: 40, right: 555.28, top: 40, bottom: 800 };
export const navy = '#0b2545';
const muted = '#475569';
const rule = '#dcc096';
const valueX = 175;
const valueWidth = 250;

export const label = { size: 8.5, color: muted } satisfies TextStyle;
export const arabicLabel = { ...label, direction: 'rtl' } satisfies TextStyle;
export const value = { size: 9.5, color: navy } satisfies TextStyle;

/** A new page when what comes next would not fit above the bottom margin. */
export function room(doc: Doc, y: number, needed: number) {
  if (y + needed <= page.bottom) return y;
  doc.addPage();
  return page.top;
}

export function section(doc: Doc, y: number, title: Bilingual) {
  const top = room(doc, y, 70) + 10;
  doc.moveTo(page.left, top).lineTo(page.right, top).lineWidth(0.8).strokeColor(rule).stroke();
  drawLine(doc, title.en, page.left, top + 14, { size: 10.5, weight: 'bold' });
  drawLine(doc, title.ar, page.right, top + 14, { size: 10.5, weight: 'bold', direction: 'rtl', align: 'right' });
  return top + 16;
}

/** A field: English label, the value (one or more lines, wrapped), Arabic label at the end. */
export function row(doc: Doc, y: number, name: Bilingual, values: string[], weight: 'regular' | 'bold' = 'regular') {
  const top = room(doc, y, 13 + values.length * 12.5) + 13;
  drawLine(doc, name.en, page.left, top, label);
  drawLine(doc, name.ar, page.right, top, { ...arabicLabel, align: 'right' });
  let lineY = top;
  let first = true;
  for (const text of values) {
    for (const line of wrapText(doc, text, valueWidth, { ...value, weight })) {
      if (!first) lineY += 12.5;
      drawLine(doc, line, valueX, lineY, { ...value, weight });
      first = false;
    }
  }
  return lineY;
}

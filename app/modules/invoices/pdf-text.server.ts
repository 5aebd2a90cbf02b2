import fs from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import type * as Fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff-to-sfnt.server';

/**
 * Text for PDFs in English and Arabic. PDF has no text layout of its own: pdfkit shapes each run
 * with fontkit (Arabic letters joined, a right-to-left run's glyphs reversed), and this module
 * does the rest of what a browser would: the Unicode bidirectional algorithm (runs of Arabic,
 * Latin and digits put in visual order, brackets mirrored) and the choice of a font per run,
 * because the bundled font files each cover one script.
 */

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = 'regular' | 'bold';
type Script = 'latin' | 'latinExt' | 'arabic';

const require = createRequire(import.meta.url);
// The same (CommonJS) copy of fontkit that pdfkit itself loads.
const fontkit = require('fontkit') as typeof Fontkit;
const fontFiles: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
    bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
  },
  latinExt: {
    regular: '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
    bold: '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
  },
  arabic: {
    regular: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
    bold: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  },
};

function readFont(file: string): Fontkit.Font {
  const font = fontkit.create(woffToSfnt(fs.readFileSync(require.resolve(file))));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  keepCharactersPerGlyph(font);
  return font;
}

/**
 * fontkit keeps one glyph object per glyph id, carrying the characters of the first text that
 * needed it. The Arabic font draws many letters from one shape plus dots (the same dotless body
 * is ت, ب, ي and ن in the middle of a word), so every later letter on that body would be copied
 * and searched as the first one ("فايورة"). Each shaped glyph gets a view that carries its own
 * characters instead; the dots split off a letter carry none.
 */
function keepCharactersPerGlyph(font: Fontkit.Font) {
  const shared = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = shared(id, codePoints);
    if (!glyph || sameCharacters(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as Fontkit.Glyph;
  };
}

const sameCharacters = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };

/** The parts of pdfkit's embedded font (not in its type declarations) that writing glyphs touches. */
type EmbeddedFont = {
  layout(text: string, features?: unknown): { glyphs: Fontkit.Glyph[]; positions: Position[] };
  encode(text: string, features?: unknown): [string[], Position[]];
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
};

/**
 * A PDF maps each glyph code to one piece of text (its ToUnicode table), which is what copy, search
 * and screen readers read. pdfkit keys that table by glyph id, so a shape shared by two letters
 * could only ever read as one of them. Here each (glyph, characters) pair gets a code of its own in
 * the embedded subset, repeating the outline when one shape stands for several letters. Glyphs
 * that stand for no character (the dots of a letter the font builds from parts) are left out of the
 * text: a reader would show them as stray characters. drawLine paints them as shapes instead.
 */
function encodeWithOwnCharacters(font: EmbeddedFont) {
  const codes = new Map<string, number>();
  font.encode = (text, features) => {
    const { glyphs, positions } = font.layout(text, features);
    const encoded: string[] = [];
    const kept: Position[] = [];
    glyphs.forEach((glyph, index) => {
      if (!glyph.codePoints.length && glyph.id !== 0) {
        const previous = kept.at(-1);
        if (previous) previous.xAdvance += positions[index].xAdvance;
        return;
      }
      const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
      let code = codes.get(key);
      if (code === undefined) {
        code = font.subset.includeGlyph(glyph.id);
        if (font.unicode[code] !== undefined) {
          font.subset.glyphs.push(glyph.id);
          code = font.subset.glyphs.length - 1;
        }
        codes.set(key, code);
        font.widths[code] = glyph.advanceWidth * font.scale;
        font.unicode[code] = glyph.codePoints;
      }
      encoded.push(`0000${code.toString(16)}`.slice(-4));
      kept.push({ ...positions[index] });
    });
    return [encoded, kept];
  };
}

/** Paints the glyphs encodeWithOwnCharacters leaves out of the text, where the text would have drawn them. */
function paintCharacterlessGlyphs(doc: Doc, font: Fontkit.Font, text: string, x: number, y: number, size: number) {
  const { glyphs, positions } = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = 0;
  glyphs.forEach((glyph, index) => {
    const position = positions[index];
    if (!glyph.codePoints.length && glyph.id !== 0) {
      doc.save();
      doc.translate(x + (pen + position.xOffset) * scale, y - position.yOffset * scale).scale(scale, -scale);
      doc.path(glyph.path.toSVG()).fill();
      doc.restore();
    }
    pen += position.xAdvance;
  });
}

// Parsed once per process and shared by every document: parsing the Arabic font's shaping tables
// for each document blocked the server for half a second.
let loaded: Record<Script, Record<Weight, Fontkit.Font>> | undefined;

function fonts() {
  loaded ??= Object.fromEntries(
    Object.entries(fontFiles).map(([script, weights]) => [
      script,
      { regular: readFont(weights.regular), bold: readFont(weights.bold) },
    ]),
  ) as Record<Script, Record<Weight, Fontkit.Font>>;
  return loaded;
}

const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** Makes the fonts known to a new document. */
export function registerFonts(doc: Doc) {
  const all = fonts();
  for (const script of Object.keys(all) as Script[]) {
    // pdfkit takes a parsed fontkit font as well as bytes; its type declarations only know bytes.
    for (const weight of ['regular', 'bold'] as const) {
      doc.registerFont(fontName(script, weight), all[script][weight] as unknown as Buffer);
      doc.font(fontName(script, weight));
      encodeWithOwnCharacters((doc as unknown as { _font: EmbeddedFont })._font);
    }
  }
  doc.font(fontName('latin', 'regular'));
}

const bidi = bidiFactory();

// The files are split by script as the fonts' unicode-range says: Arabic (with its comma and
// digits), Latin-1 and punctuation, and the rest of Latin.
function scriptFor(char: string): Script {
  if (/\p{scx=Arabic}/u.test(char)) return 'arabic';
  if ((char.codePointAt(0) ?? 0) > 0xff && /\p{sc=Latin}/u.test(char)) return 'latinExt';
  return 'latin';
}

type Run = { text: string; level: number; script: Script };

/** One line of text as runs in visual (left-to-right) order, each still in logical order for shaping. */
export function visualRuns(text: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): Run[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: Run[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index];
    const shown = mirrored.get(index) ?? char;
    const script = scriptFor(char);
    const last = runs.at(-1);
    if (last && last.level === level && last.script === script) last.text += shown;
    else runs.push({ text: shown, level, script });
    index += char.length;
  }
  // Unicode bidi rule L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start].level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    // fontkit reverses a right-to-left script itself; a right-to-left run of digits-free neutrals (spaces, dots) it leaves alone.
    const rtl = run.level % 2 === 1;
    return rtl && run.script !== 'arabic' && !/\p{L}|\p{N}/u.test(run.text)
      ? { ...run, text: [...run.text].reverse().join('') }
      : run;
  });
}

export type TextStyle = { size: number; weight?: Weight; color?: string; direction?: 'ltr' | 'rtl' | 'auto' };

function measureRuns(doc: Doc, runs: Run[], style: TextStyle) {
  return runs.map((run) => {
    doc.font(fontName(run.script, style.weight ?? 'regular')).fontSize(style.size);
    return doc.widthOfString(run.text);
  });
}

/** The width of one line as it would be drawn. */
function textWidth(doc: Doc, text: string, style: TextStyle) {
  return measureRuns(doc, visualRuns(text, style.direction), style).reduce((sum, width) => sum + width, 0);
}

/**
 * Draws one line with its baseline at `y`: from `x` (align start), ending at `x` (align end) or
 * centred on it. Returns the width drawn.
 */
export function drawLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { align?: 'left' | 'right' | 'center' },
) {
  const runs = visualRuns(text, style.direction);
  const widths = measureRuns(doc, runs, style);
  const total = widths.reduce((sum, width) => sum + width, 0);
  let cursor = style.align === 'right' ? x - total : style.align === 'center' ? x - total / 2 : x;
  doc.fillColor(style.color ?? '#0b2545');
  runs.forEach((run, index) => {
    if (run.text.trim() !== '') {
      doc.font(fontName(run.script, style.weight ?? 'regular')).fontSize(style.size);
      doc.text(run.text, cursor, y, { lineBreak: false, baseline: 'alphabetic' });
      paintCharacterlessGlyphs(doc, fonts()[run.script][style.weight ?? 'regular'], run.text, cursor, y, style.size);
    }
    cursor += widths[index];
  });
  return total;
}

/**
 * Splits text into lines no wider than `width`, at spaces (a longer word stays whole). Words are
 * measured once each: letters never join across a space, so a line is as wide as its words and spaces.
 */
export function wrapText(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const space = textWidth(doc, ' ', style);
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = textWidth(doc, word, style);
    if (current && currentWidth + space + wordWidth > width) {
      lines.push(current);
      current = word;
      currentWidth = wordWidth;
    } else {
      currentWidth += (current ? space : 0) + wordWidth;
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The first document in a process pays for parsing the fonts and compiling the layout code, half
 * a second of blocked server. Paid once at start-up instead of by the first confirmation.
 */
export function warmUp(makeDocument: () => Doc) {
  const doc = makeDocument();
  doc.on('data', () => undefined);
  registerFonts(doc);
  for (const weight of ['regular', 'bold'] as const)
    drawLine(doc, 'Tax Invoice 1,234.50 (AED) فاتورة ضريبية 5%', 0, 20, { size: 10, weight, direction: 'auto' });
  doc.end();
}

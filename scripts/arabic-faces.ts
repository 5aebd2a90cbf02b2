import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/**
 * The Arabic faces the site loads first: Noto Sans Arabic cut down to the Arabic block (the letters
 * of Arabic, Persian and Urdu, their marks, digits and punctuation) and the joiners. Fontsource's
 * file also carries the supplements and the presentation forms, 1,340 glyphs and 49 KB a weight;
 * the block alone is 21 KB. The rest stays reachable: app.css names the whole file for those other
 * ranges, so a page that uses one of them still gets it from the same family (decision record 091).
 */
export const arabicBlockRanges: Array<[number, number]> = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x0600, 0x06ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f, 0x204f],
  [0x2e41, 0x2e41],
  [0xfeff, 0xfeff],
];

/** What Fontsource's Arabic file covers beyond the block, served from that whole file. */
export const arabicRestRanges: Array<[number, number]> = [
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
  [0x10efd, 0x10eff],
];

export const arabicFaceFiles = {
  400: 'app/fonts/noto-sans-arabic-400-arabic-block.woff2',
  700: 'app/fonts/noto-sans-arabic-700-arabic-block.woff2',
} as const;

/** The CSS `unicode-range` value for a list of ranges. */
export function unicodeRange(ranges: Array<[number, number]>): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

const fontsource = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
  );

/** One weight of the face, cut from Fontsource's file with HarfBuzz (its joining forms and ligatures kept). */
export async function arabicBlockFace(weight: 400 | 700): Promise<Buffer> {
  const text = arabicBlockRanges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)))
    .join('');
  return subsetFont(fs.readFileSync(fontsource(weight)), text, { targetFormat: 'woff2' });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  for (const weight of [400, 700] as const) {
    const face = await arabicBlockFace(weight);
    fs.writeFileSync(arabicFaceFiles[weight], face);
    console.log(`wrote ${arabicFaceFiles[weight]} (${face.byteLength} bytes)`);
  }
}

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arabicBlockFace, arabicBlockRanges, arabicFaceFiles, arabicRestRanges, unicodeRange } from './arabic-faces';

const within = (codePoint: number, ranges: Array<[number, number]>) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Every Arabic-script character (block, supplement, extended, presentation forms) in a text. */
const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

describe('the Arabic block faces', () => {
  it('are what `npm run arabic-faces` cuts from the installed Noto Sans Arabic', async () => {
    for (const weight of [400, 700] as const) {
      expect(fs.readFileSync(arabicFaceFiles[weight]).equals(await arabicBlockFace(weight))).toBe(true);
    }
  });

  it('are named in app.css with the block range, and the whole file with the rest', () => {
    const css = fs.readFileSync('app/app.css', 'utf8');
    const faces = [...css.matchAll(/@font-face \{([^}]+)\}/g)].map((found) => found[1]);
    const arabic = faces.filter((face) => face.includes("'Noto Sans Arabic'"));
    expect(arabic).toHaveLength(4);
    for (const weight of [400, 700]) {
      const ofWeight = arabic.filter((face) => face.includes(`font-weight: ${weight};`));
      expect(ofWeight.find((face) => face.includes(`noto-sans-arabic-${weight}-arabic-block.woff2`))).toContain(
        `unicode-range: ${unicodeRange(arabicBlockRanges)};`,
      );
      expect(ofWeight.find((face) => face.includes(`noto-sans-arabic-arabic-${weight}-normal.woff2`))).toContain(
        `unicode-range: ${unicodeRange(arabicRestRanges)};`,
      );
    }
  });

  it('cover every Arabic letter of the catalogue and the seeded content', () => {
    const sources = [
      ...fs
        .readdirSync('app/i18n')
        .filter((name) => /^(ar|arabic)/.test(name))
        .map((name) => `app/i18n/${name}`),
      ...fs
        .readdirSync('app/db/seed')
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `app/db/seed/${name}`),
    ];
    const letters = new Set(sources.flatMap((file) => fs.readFileSync(file, 'utf8').match(arabicScript) ?? []));
    expect(letters.size).toBeGreaterThan(40);
    expect([...letters].filter((letter) => !within(letter.codePointAt(0)!, arabicBlockRanges))).toEqual([]);
  });

  it('leave nothing of the whole file out of one range or the other', () => {
    for (const codePoint of [0x0627, 0x06a4, 0x0750, 0x08a0, 0xfb50, 0xfefc]) {
      expect(within(codePoint, arabicBlockRanges) !== within(codePoint, arabicRestRanges)).toBe(true);
    }
    expect(unicodeRange(arabicBlockRanges)).toBe(
      'U+0020, U+00A0, U+0600-06FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FEFF',
    );
  });
});

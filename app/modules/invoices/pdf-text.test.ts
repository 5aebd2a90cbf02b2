import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { visualRuns } from './pdf-text.server';
import { woffToSfnt } from './woff-to-sfnt.server';

/** Runs as drawn from left to right: [text in logical order, right-to-left?]. */
const drawn = (text: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto') =>
  visualRuns(text, direction).map((run) => [run.text, run.level % 2 === 1]);

describe('text direction in PDFs', () => {
  test('English stays one left-to-right run', () => {
    expect(drawn('Sara Customer')).toEqual([['Sara Customer', false]]);
  });

  test('Arabic words are laid out right to left, each kept in reading order for shaping', () => {
    expect(drawn('محمد الهاشمي')).toEqual([
      ['الهاشمي', true],
      [' ', true],
      ['محمد', true],
    ]);
  });

  test('numbers inside Arabic read left to right, and brackets are mirrored', () => {
    expect(drawn('شارع 12 (أبو علي)', 'rtl')).toEqual([
      ['(', true],
      ['علي', true],
      [' ', true],
      ['أبو', true],
      [') ', true],
      ['12', false],
      [' ', true],
      ['شارع', true],
    ]);
  });

  test('an English label keeps an Arabic value in place', () => {
    expect(drawn('Name: محمد', 'ltr')).toEqual([
      ['Name: ', false],
      ['محمد', true],
    ]);
  });
});

describe('WOFF fonts', () => {
  test('unpack into the TrueType font they wrap', () => {
    const woff = fs.readFileSync(
      createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
    );
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBeGreaterThanOrEqual(woff.readUInt32BE(16));
    expect(() => woffToSfnt(sfnt)).toThrow(/Not a WOFF/);
  });
});

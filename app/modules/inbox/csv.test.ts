import { describe, expect, test } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csv cells', () => {
  test.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['=1+2', "'=1+2"],
    ['+971501234567', "'+971501234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', `"'\r=1+2"`],
    ['a=1', 'a=1'],
    ['محمد العلي', 'محمد العلي'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-5, "'-5"],
    [new Date('2026-03-01T08:00:00Z'), '2026-03-01T08:00:00.000Z'],
  ])('given %j, should write %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csv files', () => {
  test('start with a UTF-8 byte-order mark, end lines in CRLF and keep Arabic as it is', () => {
    const csv = toCsv(
      ['Name', 'Message'],
      [
        ['سارة', 'مرحبا, hello'],
        ['Tom', '=cmd|calc'],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe('Name,Message\r\nسارة,"مرحبا, hello"\r\nTom,\'=cmd|calc\r\n');
  });

  test('a header alone is still a valid file', () => {
    expect(toCsv(['a', 'b'], [])).toBe(`${CSV_BOM}a,b\r\n`);
  });
});

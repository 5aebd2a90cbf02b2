import { describe, expect, test } from 'vitest';
import { headerSeparator } from './csv-separator';

describe('headerSeparator', () => {
  test.each([
    ['a comma header', 'Reference,Date,Plate,Amount\n1,2,3,4', ','],
    ['a semicolon header whose rows hold commas', 'Reference;Location;Amount\r\n1;Sheikh Zayed Rd, Dubai;600', ';'],
    ['a tab header', 'Reference\tDate\tAmount\n', '\t'],
    ['a BOM before the header', '\uFEFFReference;Date;Amount\n', ';'],
    ['a quoted name holding a comma', 'Reference;"Amount, AED";Date\n', ';'],
    ['a quoted name holding semicolons', '"Gate;Lane;Side",Reference,Amount\n', ','],
    ['one comma in a name against one semicolon', 'Reference;Amount, AED\n', ';'],
    ['a single column', 'Reference\n1\n', ','],
    ['an empty file', '', ','],
    ['a header without a line end', 'Reference;Date;Amount', ';'],
  ])('given %s, should be %j', (_, text, separator) => {
    expect(headerSeparator(text)).toBe(separator);
  });

  test('given rows with more commas than the header has semicolons, should still go by the header', () => {
    expect(headerSeparator('A;B\r\n1,2,3,4,5,6;7\r\n')).toBe(';');
  });
});

import { describe, expect, it } from 'vitest';
import { dialCountries } from '~/modules/auth/sign-up.server';
import { type DialCountry, dialLabel, foldForSearch, matchCountries } from './country-search';

const english = dialCountries('en');
const arabic = dialCountries('ar');
const codes = (countries: DialCountry[]) => countries.map((country) => country.code);

describe('matchCountries', () => {
  it('gives the whole list, UAE first, when nothing is typed', () => {
    expect(codes(matchCountries(english, ''))[0]).toBe('AE');
    expect(matchCountries(english, '   ')).toHaveLength(english.length);
    expect(codes(matchCountries(arabic, ''))[0]).toBe('AE');
  });

  it('finds a country by the start of its name, in any case', () => {
    // Romania contains the letters, after the name that starts with them.
    expect(codes(matchCountries(english, 'oman'))).toEqual(['OM', 'RO']);
    expect(codes(matchCountries(english, 'OMAN'))).toEqual(['OM', 'RO']);
    expect(codes(matchCountries(english, 'germ'))[0]).toBe('DE');
  });

  it('keeps the UAE first among countries matching equally well', () => {
    const united = codes(matchCountries(english, 'united'));
    expect(united[0]).toBe('AE');
    expect(united).toEqual(expect.arrayContaining(['GB', 'US']));
    expect(united.indexOf('GB')).toBeLessThan(united.indexOf('US'));
  });

  it('ranks a name starting with the words before a name merely containing them', () => {
    const man = codes(matchCountries(english, 'man'));
    // "Isle of Man" has a word starting with it; "Oman" and "Romania" only contain it.
    expect(man.indexOf('IM')).toBeLessThan(man.indexOf('OM'));
    expect(man).toContain('OM');
  });

  it('finds a country by its ISO code before names that merely start the same way', () => {
    expect(codes(matchCountries(english, 'gb'))[0]).toBe('GB');
    expect(codes(matchCountries(english, 'om'))[0]).toBe('OM');
    expect(codes(matchCountries(english, 'ae'))[0]).toBe('AE');
  });

  it('finds the countries people call by another name', () => {
    expect(codes(matchCountries(english, 'uae'))[0]).toBe('AE');
    expect(codes(matchCountries(english, 'uk'))[0]).toBe('GB');
    expect(codes(matchCountries(english, 'ksa'))[0]).toBe('SA');
  });

  it('finds countries by dialling code, with or without its plus, the exact code first', () => {
    // The UK before Guernsey, Jersey and the Isle of Man, which share its code.
    expect(codes(matchCountries(english, '+44'))).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(codes(matchCountries(english, '+1'))[0]).toBe('US');
    expect(codes(matchCountries(english, '44'))).toEqual(codes(matchCountries(english, '+44')));
    expect(codes(matchCountries(english, '0044'))[0]).toBe('GB');
    expect(matchCountries(english, '+44').every((country) => country.dial === '44')).toBe(true);
    expect(codes(matchCountries(english, '+971'))).toEqual(['AE']);
    const nine = matchCountries(english, '+9');
    expect(nine.every((country) => country.dial.startsWith('9'))).toBe(true);
    expect(nine.length).toBeGreaterThan(10);
    // +968 is Oman's, +96 only starts it: an exact 1 comes before 1xxx codes.
    expect(codes(matchCountries(english, '+968'))).toEqual(['OM']);
    expect(matchCountries(english, '1')[0]?.dial).toBe('1');
  });

  it('finds a country by its Arabic name on Arabic pages, whatever form of alef is typed', () => {
    expect(codes(matchCountries(arabic, 'عمان'))).toContain('OM');
    expect(codes(matchCountries(arabic, 'الإمارات'))[0]).toBe('AE');
    expect(codes(matchCountries(arabic, 'الامارات'))[0]).toBe('AE');
    expect(codes(matchCountries(arabic, 'المملكة المتحدة'))[0]).toBe('GB');
  });

  it('finds a country by its English name on Arabic pages too', () => {
    expect(codes(matchCountries(arabic, 'oman'))[0]).toBe('OM');
    expect(codes(matchCountries(arabic, 'united kingdom'))).toEqual(['GB']);
  });

  it('finds nothing for words no country has', () => {
    expect(matchCountries(english, 'atlantis')).toEqual([]);
    expect(matchCountries(english, '+999')).toEqual([]);
  });
});

describe('the picker’s texts', () => {
  it('shows the ISO code and the dialling code, short enough for a narrow box', () => {
    expect(dialLabel({ code: 'AE', dial: '971', name: 'United Arab Emirates' })).toBe('AE +971');
  });

  it('folds case, accents and Arabic letter forms alike', () => {
    expect(foldForSearch('  Côte  d’Ivoire ')).toBe('cote d’ivoire');
    expect(foldForSearch('الإمارات')).toBe(foldForSearch('الامارات'));
    expect(foldForSearch('قطرة')).toBe('قطره');
  });
});

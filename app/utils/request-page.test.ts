import { describe, expect, it } from 'vitest';
import { pageOfUrl, hasControlCharacters } from './request-page';

const page = (url: string) => pageOfUrl(new URL(url, 'http://localhost'));

describe('pageOfUrl: a full load and its client navigation name the same page', () => {
  it.each([
    ['/', '/', '/', 'en'],
    ['/_.data', '/', '/', 'en'],
    ['/_root.data', '/', '/', 'en'],
    ['/ar', '/ar', '/', 'ar'],
    ['/ar.data', '/ar', '/', 'ar'],
    ['/ar/_.data', '/ar', '/', 'ar'],
    ['/ar/', '/ar', '/', 'ar'],
    ['/rental', '/rental', '/rental', 'en'],
    ['/rental.data', '/rental', '/rental', 'en'],
    ['/ar/rental.data', '/ar/rental', '/rental', 'ar'],
    ['/arabic-page', '/arabic-page', '/arabic-page', 'en'],
    ['/blog/a.data.data', '/blog/a.data', '/blog/a.data', 'en'],
  ])('given %s, should be %s (%s) in %s', (input, path, barePath, locale) => {
    expect(page(input)).toMatchObject({ path, barePath, locale });
  });

  it("given the router's own parameters, should keep only the page's query", () => {
    expect(page('/ar/fleet-guide.data?brand=Toyota&_routes=root,ar-fleet-guide&index').search).toBe('?brand=Toyota');
    expect(page('/faq.data?_routes=root').search).toBe('');
  });
});

describe('hasControlCharacters', () => {
  it('finds NUL, line breaks, tabs and DEL, and passes ordinary and Arabic text', () => {
    for (const value of ['\u0000', 'a\r\nb', '\tx', 'x\u007f', '\u0085'])
      expect(hasControlCharacters(value), JSON.stringify(value)).toBe(true);
    for (const value of ['omar-owner', 'اختبار', 'a b', '😀', ''])
      expect(hasControlCharacters(value), value).toBe(false);
  });
});

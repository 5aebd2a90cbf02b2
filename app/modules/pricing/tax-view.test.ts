import { describe, expect, it } from 'vitest';
import '~/i18n/ar';
import { translator } from '~/i18n/translate';
import { priceWithVat } from './quote-booking';
import { formatDeclaredPrice, taxViewFor } from './tax-view';

describe('taxViewFor', () => {
  it('shows prices before VAT only to an account with a TRN that chose it', () => {
    expect(taxViewFor('100123456700003', 'excl_vat')).toBe('excl_vat');
    expect(taxViewFor('100123456700003', 'with_vat')).toBe('with_vat');
    expect(taxViewFor('100123456700003', undefined)).toBe('with_vat');
  });

  it('never shows a customer without a TRN a price before VAT, whatever the cookie says', () => {
    for (const trn of [null, undefined, '', '   ']) expect(taxViewFor(trn, 'excl_vat')).toBe('with_vat');
  });
});

describe('formatDeclaredPrice', () => {
  const en = translator('en');
  // Intl puts a no-break space between the currency and the figure.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('is the price with VAT in the usual view', () => {
    expect(plain(formatDeclaredPrice(5500, 'with_vat', 'en', en))).toBe('AED 57.75');
  });

  it('marks the figure before VAT and still gives the one with VAT', () => {
    expect(plain(formatDeclaredPrice(5500, 'excl_vat', 'en', en))).toBe('AED 55.00 excl. VAT · AED 57.75 with VAT');
    expect(priceWithVat(5500)).toBe(5775);
  });

  it('takes the exact with-VAT figure when the caller holds it (a total, a sum of lines)', () => {
    expect(plain(formatDeclaredPrice(9950, 'excl_vat', 'en', en, 10_447))).toBe(
      'AED 99.50 excl. VAT · AED 104.47 with VAT',
    );
  });

  it('says the same in Arabic', () => {
    const text = formatDeclaredPrice(5500, 'excl_vat', 'ar', translator('ar'));
    expect(text).toContain('قبل الضريبة');
    expect(text).toContain('شاملاً الضريبة');
    expect(text).toContain('55.00');
    expect(text).toContain('57.75');
  });
});

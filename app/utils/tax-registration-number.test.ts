import { describe, expect, it } from 'vitest';
import { normalizeTrn } from './tax-registration-number';

describe('normalizeTrn', () => {
  it('keeps 15 digits as they are', () => {
    expect(normalizeTrn('100384726500003')).toBe('100384726500003');
  });

  it('drops the spaces and dashes of a number copied from a certificate', () => {
    expect(normalizeTrn('100 3847 2650 0003')).toBe('100384726500003');
    expect(normalizeTrn('100-3847-2650-0003')).toBe('100384726500003');
  });

  it('reads Arabic-Indic and Persian digits as the same number', () => {
    expect(normalizeTrn('١٠٠٣٨٤٧٢٦٥٠٠٠٠٣')).toBe('100384726500003');
    expect(normalizeTrn('۱۰۰۳۸۴۷۲۶۵۰۰۰۰۳')).toBe('100384726500003');
  });

  it('refuses anything that is not 15 digits', () => {
    for (const input of [
      '',
      '10038472650000',
      '1003847265000031',
      '10038472650000A',
      '+100384726500003',
      '1.00384726500003',
    ])
      expect(normalizeTrn(input), input).toBeNull();
  });
});

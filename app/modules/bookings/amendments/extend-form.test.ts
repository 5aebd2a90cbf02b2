import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { extendFormValuesOf, extendedDropoff, readExtendForm } from './extend-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const t = translator('en');

describe('the extension form', () => {
  test('given a drop-off and a payment, should read them', () => {
    expect(readExtendForm(form({ dropoffDate: '2026-12-03', dropoffTime: '10:00', payment: 'link' }))).toEqual({
      dropoffDate: '2026-12-03',
      dropoffTime: '10:00',
      payment: 'link',
    });
  });

  test('given an unknown payment, should read it as cash at the counter', () => {
    expect(readExtendForm(form({ dropoffDate: '2026-12-03', dropoffTime: '10:00', payment: 'cheque' }))?.payment).toBe(
      'cash',
    );
  });

  test('given no date, should say so at the date', () => {
    const values = readExtendForm(form({ dropoffDate: '', dropoffTime: '10:00' }))!;
    expect(extendedDropoff(values, t)).toEqual({ ok: false, errors: { dropoffDate: expect.any(String) } });
  });

  test('given a date and a time, should give the Dubai instant', () => {
    const values = readExtendForm(form({ dropoffDate: '2026-12-03', dropoffTime: '10:00' }))!;
    expect(extendedDropoff(values, t)).toEqual({ ok: true, dropoffAt: new Date('2026-12-03T06:00:00Z') });
  });

  test('should start one day after the drop-off, at its time', () => {
    expect(extendFormValuesOf(new Date('2026-12-01T06:00:00Z'))).toEqual({
      dropoffDate: '2026-12-02',
      dropoffTime: '10:00',
      payment: 'cash',
    });
  });
});

import { describe, expect, it } from 'vitest';
import '~/i18n/catalogues.server';
import { parseNewsletterForm } from './newsletter';

describe('the footer newsletter form', () => {
  it('accepts a valid address, trimmed, in the language of the page', () => {
    expect(parseNewsletterForm({ email: '  reader@example.ae ', locale: 'ar' })).toEqual({
      ok: true,
      email: 'reader@example.ae',
      locale: 'ar',
    });
  });

  it('answers an Arabic page in Arabic and an English page in English', () => {
    expect(parseNewsletterForm({ email: 'abc', locale: 'ar' })).toMatchObject({
      ok: false,
      error: 'البريد الإلكتروني المدخل غير صالح!',
    });
    expect(parseNewsletterForm({ email: '', locale: 'ar' })).toMatchObject({
      ok: false,
      error: 'يرجى إدخال بريدك الإلكتروني!',
    });
    expect(parseNewsletterForm({ email: 'abc', locale: 'en' })).toMatchObject({
      ok: false,
      error: 'The input is not valid E-mail!',
    });
  });

  it('treats a missing or unknown language as English and a non-text email as empty', () => {
    expect(parseNewsletterForm({ email: null, locale: 'fr' })).toEqual({
      ok: false,
      error: 'Please input your Email Address!',
      locale: 'en',
    });
  });
});

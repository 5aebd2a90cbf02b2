import { describe, expect, test } from 'vitest';
import { checkExpiry, checkPayForm, normaliseCardNumber, renderNoticePage, renderPayPage } from './hosted-page.server';
import { cardOutcome } from './ngenius-sandbox.server';
import { returnUrl } from './sandbox-responses.server';

const june2025 = new Date('2025-06-15T12:00:00Z');

describe('card numbers on the hosted page', () => {
  test.each([
    ['4111 1111 1111 1111', '4111111111111111'],
    ['4111111111111111', '4111111111111111'],
    [' 4000-0000-0000-3220 ', '4000000000003220'],
    ['4000 0000 0000 0002', '4000000000000002'],
  ])('given %j, should read %s', (typed, digits) => {
    expect(normaliseCardNumber(typed)).toBe(digits);
  });

  test.each(['', '4111', '4111 1111 1111 1111 1111', '4111 1111 1111 111a', '4111.1111.1111.1111'])(
    'given %j, should not read a card number',
    (typed) => {
      expect(normaliseCardNumber(typed)).toBeNull();
    },
  );

  test.each([
    ['4111111111111111', 'PURCHASED'],
    ['4000000000000002', 'DECLINED'],
    ['4000000000003220', 'AWAIT_3DS'],
    ['5555555555554444', 'FAILED'],
  ])('given test card %s, should leave the order %s', (cardNumber, state) => {
    expect(cardOutcome(cardNumber)).toBe(state);
  });
});

describe('expiry dates', () => {
  test.each([
    ['06/25', 'ok'],
    ['0625', 'ok'],
    ['12/39', 'ok'],
    ['05/25', 'expired'],
    ['13/30', 'invalid'],
    ['00/30', 'invalid'],
    ['6/25', 'invalid'],
    ['06/2025', 'invalid'],
  ] as const)('given %s in June 2025, should be %s', (typed, result) => {
    expect(checkExpiry(typed, june2025)).toBe(result);
  });
});

describe('the payment form', () => {
  test('given a spaced card number, should accept it as digits', () => {
    expect(checkPayForm({ cardNumber: '4111 1111 1111 1111', expiry: '09/29', cvv: '123' }, june2025)).toEqual({
      ok: true,
      cardNumber: '4111111111111111',
    });
  });

  test('given nothing, should name every field', () => {
    const check = checkPayForm({ cardNumber: '', expiry: '', cvv: '' }, june2025);
    expect(check.ok).toBe(false);
    expect(Object.keys(check.ok ? {} : check.errors).sort()).toEqual(['cardNumber', 'cvv', 'expiry']);
  });

  test('should label every field, escape what it shows, and carry no inline script or style', () => {
    const html = renderPayPage({
      order: { amountFils: 50_000, merchantOrderReference: '<b>x</b>' },
      stylesheetHref: '/sandbox/ngenius/pay.css',
      values: { cardNumber: '"><script>', cvv: '999' },
      errors: { cardNumber: 'Enter the card number: 12 to 19 digits.' },
    });
    for (const id of ['cardNumber', 'expiry', 'cvv']) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;"');
    expect(html).not.toContain('value="999"');
    expect(html).toContain('aria-describedby="cardNumber-error" aria-invalid="true"');
    expect(html).not.toMatch(/<script|\sstyle=|<style|\son[a-z]+=/i);
    expect(renderNoticePage({ title: 'Closed', message: 'm', stylesheetHref: '/s.css' })).not.toMatch(
      /<script|\sstyle=/i,
    );
  });
});

describe('the return address', () => {
  test('should append ref and keep the merchant query', () => {
    expect(returnUrl('https://oasis.example/booking/success?tab=payment&ref=old', 'abc-1')).toBe(
      'https://oasis.example/booking/success?tab=payment&ref=abc-1',
    );
    expect(returnUrl(undefined, 'abc-1')).toBeUndefined();
  });
});

import { describe, expect, test } from 'vitest';
import {
  checkExpiry,
  checkPayForm,
  normaliseCardNumber,
  pageLanguage,
  renderNoticePage,
  renderPayPage,
  stateWords,
} from './hosted-page.server';
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
      language: 'en',
      stylesheetHref: '/sandbox/ngenius/pay.css',
      values: { cardNumber: '"><script>', cvv: '999' },
      errors: { cardNumber: 'pay.error.cardNumber' },
    });
    for (const id of ['cardNumber', 'expiry', 'cvv']) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;"');
    expect(html).not.toContain('value="999"');
    expect(html).toContain('aria-describedby="cardNumber-error" aria-invalid="true"');
    expect(html).not.toMatch(/<script|\sstyle=|<style|\son[a-z]+=/i);
    const notice = { title: 'pay.closed.title', message: 'pay.closed.message', stylesheetHref: '/s.css' } as const;
    expect(renderNoticePage({ ...notice, language: 'en' })).not.toMatch(/<script|\sstyle=/i);
  });
});

describe('the page in the order’s language', () => {
  const order = { amountFils: 123_450, merchantOrderReference: 'OAS-7K2M9' };
  const visibleText = (html: string) =>
    html
      .replace(/<(title|style)[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#\d+;/g, ' ');

  test('given an Arabic order, should show the page right to left in Arabic with Western digits', () => {
    const html = renderPayPage({ order, language: 'ar', stylesheetHref: '/pay.css' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>الدفع بالبطاقة</h1>');
    for (const [id, label] of [
      ['cardNumber', 'رقم البطاقة'],
      ['expiry', 'تاريخ الانتهاء'],
      ['cvv', 'رمز الأمان (CVV)'],
    ])
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    expect(html).toMatch(/<dt>المبلغ<\/dt><dd>[^<]*1,234\.50[^<]*د\.إ/);
    expect(html).toMatch(/class="pay">ادفع [^<]*1,234\.50/);
    expect(html).toContain('id="cardNumber" name="cardNumber" dir="ltr"');
    // No Arabic-Indic digits, and no English words left but the brand, the CVV abbreviation and the MM/YY pattern.
    expect(html).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    const english = visibleText(html)
      .replace(/N-Genius|CVV|MM\/YY|3-D Secure|OAS-7K2M9/g, '')
      .match(/[A-Za-z]{2,}/g);
    expect(english).toBeNull();
  });

  test('given an Arabic order with mistakes, should name each in Arabic', () => {
    const check = checkPayForm({ cardNumber: '12', expiry: '05/25', cvv: '' }, june2025);
    if (check.ok) throw new Error('the form should not pass');
    const html = renderPayPage({ order, language: 'ar', stylesheetHref: '/pay.css', errors: check.errors });
    expect(html).toContain('<h2>لم تتم عملية الدفع</h2>');
    expect(html).toContain('أدخل رقم البطاقة: من 12 إلى 19 رقمًا.');
    expect(html).toContain('انتهت صلاحية هذه البطاقة.');
    expect(html).toContain('أدخل رمز الأمان المكوّن من 3 أو 4 أرقام والموجود على ظهر البطاقة.');
    const refused = renderPayPage({ order, language: 'ar', stylesheetHref: '/pay.css', notice: 'pay.refused' });
    expect(refused).toContain('رُفضت البطاقة. تحقق من الرقم، أو استخدم بطاقة أخرى.');
  });

  test('given an English order, should keep the English page', () => {
    const html = renderPayPage({ order, language: 'en', stylesheetHref: '/pay.css' });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    expect(html).toMatch(/class="pay">Pay AED.1,234\.50/);
  });

  test('a closed order says its state in words of its language', () => {
    const html = renderNoticePage({
      language: 'ar',
      title: 'pay.closed.title',
      message: 'pay.closed.message',
      values: { state: stateWords('DECLINED', 'ar') },
      stylesheetHref: '/pay.css',
      link: { href: 'https://oasis.example/back', text: 'pay.closed.back' },
    });
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('لم يعد بالإمكان دفع هذا الطلب: رفضه البنك.');
    expect(html).toContain('العودة إلى التاجر');
    expect(html).not.toContain('DECLINED');
  });

  test.each([
    ['ar', 'ar'],
    ['en', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ] as const)('given an order in %s, should show the page in %s', (language, shown) => {
    expect(pageLanguage(language)).toBe(shown);
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

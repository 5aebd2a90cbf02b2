import { arPaymentPage } from '~/i18n/ar-payment-page';
import { enPaymentPage, type PaymentPageKey } from '~/i18n/en-payment-page';
import { formatAed } from '~/utils/money';
import { SANDBOX_TEST_CARDS } from './sandbox-settings';

/**
 * The sandbox's hosted payment page: plain server HTML that works without JavaScript, with no
 * inline script or style, so the strict policy the sandbox sends with it holds.
 */

export type PayFormValues = { cardNumber: string; expiry: string; cvv: string };
export type PayFormErrors = Partial<Record<keyof PayFormValues, PaymentPageKey>>;

/** The page's languages: the ones an order may carry that the site sends. */
export type PageLanguage = 'en' | 'ar';

/** The hosted page speaks the order's language, as the provider's does; anything else reads English. */
export function pageLanguage(language: string | null | undefined): PageLanguage {
  return language === 'ar' ? 'ar' : 'en';
}

export function pageText(language: PageLanguage) {
  const messages = language === 'ar' ? arPaymentPage : enPaymentPage;
  return (key: PaymentPageKey, values: Record<string, string> = {}) =>
    messages[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** An order's state in words, for the pages shown once it can no longer be paid. */
export function stateWords(state: string, language: PageLanguage): string {
  const t = pageText(language);
  if (['PURCHASED', 'CAPTURED', 'AUTHORISED'].includes(state)) return t('pay.state.paid');
  if (state === 'DECLINED') return t('pay.state.declined');
  if (state === 'AWAIT_3DS') return t('pay.state.awaiting3ds');
  if (state === 'CANCELLED') return t('pay.state.cancelled');
  if (state === 'REFUNDED' || state === 'PARTIALLY_REFUNDED') return t('pay.state.refunded');
  if (state === 'FAILED') return t('pay.state.failed');
  return t('pay.state.other', { state });
}
export type PayFormCheck = { ok: true; cardNumber: string } | { ok: false; errors: PayFormErrors };

/** Digits only, or null: people type card numbers in groups, with spaces or hyphens. */
export function normaliseCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** 'MM/YY' (or 'MMYY') that has not passed by the end of its month, else why not. */
export function checkExpiry(raw: string, now: Date): 'ok' | 'invalid' | 'expired' {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(raw);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'invalid';
  const firstDayAfter = Date.UTC(2000 + Number(match[2]), month, 1);
  return firstDayAfter <= now.getTime() ? 'expired' : 'ok';
}

export function checkPayForm(values: PayFormValues, now: Date): PayFormCheck {
  const errors: PayFormErrors = {};
  const cardNumber = normaliseCardNumber(values.cardNumber);
  if (!cardNumber) errors.cardNumber = 'pay.error.cardNumber';
  const expiry = checkExpiry(values.expiry, now);
  if (expiry === 'invalid') errors.expiry = 'pay.error.expiryInvalid';
  if (expiry === 'expired') errors.expiry = 'pay.error.expired';
  if (!/^\d{3,4}$/.test(values.cvv.trim())) errors.cvv = 'pay.error.cvv';
  return cardNumber && !Object.keys(errors).length ? { ok: true, cardNumber } : { ok: false, errors };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type PageOrder = { amountFils: number; merchantOrderReference: string | null };

export function renderPayPage(options: {
  order: PageOrder;
  language: PageLanguage;
  stylesheetHref: string;
  values?: Partial<PayFormValues>;
  errors?: PayFormErrors;
  /** A message about the whole attempt, such as a refused card. */
  notice?: PaymentPageKey;
}): string {
  const { order, language, errors = {}, values = {} } = options;
  const t = pageText(language);
  const amount = formatAed(order.amountFils, language);
  const problems = [options.notice, ...Object.values(errors)].flatMap((key) => (key ? [t(key)] : []));
  const field = (name: keyof PayFormValues, label: string, attributes: string, hint?: string) => {
    const error = errors[name];
    const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    // The security code is never sent back to the browser.
    const value = name === 'cvv' ? '' : (values[name] ?? '');
    // Card digits read left to right in Arabic too.
    return `
      <div class="field">
        <label for="${name}">${escapeHtml(label)}</label>
        ${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
        <input id="${name}" name="${name}" dir="ltr" ${attributes} value="${escapeHtml(value)}" required${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>
        ${error ? `<p class="error" id="${name}-error">${escapeHtml(t(error))}</p>` : ''}
      </div>`;
  };
  const testCard = (cardNumber: string, key: PaymentPageKey) =>
    `<li><span class="mono" dir="ltr">${groups(cardNumber)}</span>: ${escapeHtml(t(key))}</li>`;
  return page(
    language,
    t('pay.title', { amount }),
    options.stylesheetHref,
    `
    <h1>${escapeHtml(t('pay.heading'))}</h1>
    <dl class="summary">
      <div><dt>${escapeHtml(t('pay.amount'))}</dt><dd>${escapeHtml(amount)}</dd></div>
      ${order.merchantOrderReference ? `<div><dt>${escapeHtml(t('pay.merchantReference'))}</dt><dd dir="ltr">${escapeHtml(order.merchantOrderReference)}</dd></div>` : ''}
    </dl>
    ${
      problems.length
        ? `<div class="problems" role="alert"><h2>${escapeHtml(t('pay.problems'))}</h2><ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul></div>`
        : ''
    }
    <form method="post" novalidate>
      ${field('cardNumber', t('pay.cardNumber'), 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"')}
      <div class="pair">
        ${field('expiry', t('pay.expiry'), 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7"', t('pay.expiryHint'))}
        ${field('cvv', t('pay.cvv'), 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', t('pay.cvvHint'))}
      </div>
      <div class="actions">
        <button type="submit" name="action" value="pay" class="pay">${escapeHtml(t('pay.submit', { amount }))}</button>
        <button type="submit" name="action" value="cancel" class="cancel">${escapeHtml(t('pay.cancel'))}</button>
      </div>
    </form>
    <section class="test-cards" aria-labelledby="test-cards">
      <h2 id="test-cards">${escapeHtml(t('pay.testCards'))}</h2>
      <p>${escapeHtml(t('pay.testCardsIntro'))}</p>
      <ul>
        ${testCard(SANDBOX_TEST_CARDS.approved, 'pay.testCard.approved')}
        ${testCard(SANDBOX_TEST_CARDS.declined, 'pay.testCard.declined')}
        ${testCard(SANDBOX_TEST_CARDS.threeDSecure, 'pay.testCard.threeDSecure')}
        ${testCard(SANDBOX_TEST_CARDS.refundRefused, 'pay.testCard.refundRefused')}
        <li>${escapeHtml(t('pay.testCard.other'))}</li>
      </ul>
    </section>`,
  );
}

/** A page for an order that cannot be paid (unknown, or already finished). */
export function renderNoticePage(options: {
  language: PageLanguage;
  title: PaymentPageKey;
  message: PaymentPageKey;
  values?: Record<string, string>;
  stylesheetHref: string;
  link?: { href: string; text: PaymentPageKey };
}): string {
  const t = pageText(options.language);
  const title = t(options.title);
  return page(
    options.language,
    title,
    options.stylesheetHref,
    `
    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(t(options.message, options.values))}</p>
    ${options.link ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(t(options.link.text))}</a></p>` : ''}`,
  );
}

function groups(cardNumber: string) {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function page(language: PageLanguage, title: string, stylesheetHref: string, body: string): string {
  const t = pageText(language);
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ${escapeHtml(t('pay.titleSuffix'))}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
</head>
<body>
<header class="banner"><p>${escapeHtml(t('pay.sandboxBanner'))}</p></header>
<main>${body}
</main>
</body>
</html>
`;
}

export const PAY_PAGE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c2430; background: #f3f5f8; }
.banner { background: #fff4d6; border-block-end: 1px solid #e6c96a; padding: 0.5rem 1rem; font-size: 0.875rem; }
.banner p { margin: 0 auto; max-width: 30rem; }
main { max-width: 30rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d5dbe3; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.0625rem; margin: 0 0 0.5rem; }
.summary { margin: 0 0 1.25rem; display: grid; gap: 0.25rem; }
.summary div { display: flex; justify-content: space-between; gap: 1rem; }
.summary dt { color: #4a5565; }
.summary dd { margin: 0; font-weight: 600; }
.problems { border: 2px solid #b42318; border-radius: 0.375rem; padding: 0.75rem 1rem; margin-block-end: 1.25rem; }
.problems ul { margin: 0; padding-inline-start: 1.25rem; }
.field { margin-block-end: 1rem; min-width: 0; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
label { display: block; font-weight: 600; }
.hint { margin: 0; color: #4a5565; font-size: 0.875rem; }
input { display: block; width: 100%; margin-block-start: 0.25rem; padding: 0.625rem 0.75rem; font: inherit; border: 1px solid #6b7685; border-radius: 0.375rem; }
:root[dir="rtl"] input[dir="ltr"] { text-align: end; }
:root[dir="rtl"] body { font-family: "Noto Sans Arabic", "Segoe UI", Tahoma, system-ui, sans-serif; }
input:focus-visible, button:focus-visible { outline: 3px solid #1d5fd1; outline-offset: 2px; }
input[aria-invalid="true"] { border-color: #b42318; border-width: 2px; }
.error { margin: 0.25rem 0 0; color: #b42318; font-size: 0.875rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-block-start: 1.5rem; }
button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 0.375rem; cursor: pointer; min-height: 2.75rem; }
.pay { background: #1d5fd1; color: #fff; border: 1px solid #1d5fd1; flex: 1 1 12rem; }
.cancel { background: #fff; color: #1c2430; border: 1px solid #6b7685; }
.test-cards { margin-block-start: 1.75rem; padding-block-start: 1rem; border-block-start: 1px solid #d5dbe3; font-size: 0.875rem; color: #4a5565; }
.test-cards p { margin: 0 0 0.5rem; }
.test-cards ul { margin: 0; padding-inline-start: 1.25rem; }
.mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; color: #1c2430; }
table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
th, td { text-align: start; padding: 0.375rem 0.5rem; border-block-end: 1px solid #d5dbe3; }
@media (max-width: 30rem) { main { margin: 0; border: 0; border-radius: 0; } }
`;

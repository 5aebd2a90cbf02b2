import type { PaymentPageKey } from '~/i18n/en-payment-page';
import { formatAed } from '~/utils/money';
import { formatDubaiDay } from '~/utils/dubai-time';
import { authorisationLapsesBy } from '~/utils/card-authorisation';
import { type PageLanguage, escapeHtml, page, pageText, stateWords } from './hosted-page.server';
import { type SandboxOrder, capturedFils } from './sandbox-responses.server';

/** The states a deposit's page names in its own words; any other reads as the hosted page says it. */
const DEPOSIT_STATES = new Set(['STARTED', 'AUTHORISED', 'PARTIALLY_CAPTURED', 'CAPTURED', 'REVERSED']);

/**
 * The sandbox's view of its AUTH orders (deposits held on cards): plain server HTML, like the
 * hosted page, so people and end-to-end tests can see what the provider holds, took and let go.
 */
export function renderDepositsPage(options: {
  orders: SandboxOrder[];
  language: PageLanguage;
  stylesheetHref: string;
}): string {
  const { language } = options;
  const t = pageText(language);
  const aed = (fils: number) => escapeHtml(formatAed(fils, language));
  /**
   * What became of the part not captured. The provider reverses only a whole hold, so after a
   * capture the rest stays reserved at the card's bank until the authorisation lapses.
   */
  const rest = (order: SandboxOrder) => {
    const restFils = order.amount.value - capturedFils(order);
    const lapsesBy = formatDubaiDay(
      authorisationLapsesBy(new Date(order.authorisedAt ?? order.createDateTime)),
      language,
    );
    if (order.state === 'REVERSED') return t('pay.deposits.rest.reversed', { amount: formatAed(restFils, language) });
    if (order.state === 'AUTHORISED' || order.state === 'PARTIALLY_CAPTURED')
      return t('pay.deposits.rest.lapses', { amount: formatAed(restFils, language), date: lapsesBy });
    return '—';
  };
  const words = (state: string) =>
    DEPOSIT_STATES.has(state) ? t(`pay.deposits.state.${state}` as PaymentPageKey) : stateWords(state, language);
  const rows = options.orders.map(
    (order) => `
        <tr data-order="${escapeHtml(order.reference)}">
          <td dir="ltr">${escapeHtml(order.merchantOrderReference ?? order.reference)}</td>
          <td>${aed(order.amount.value)}</td>
          <td>${aed(capturedFils(order))}</td>
          <td>${escapeHtml(rest(order))}</td>
          <td>${escapeHtml(words(order.state))}</td>
        </tr>`,
  );
  const table = rows.length
    ? `<table>
      <thead><tr><th scope="col">${escapeHtml(t('pay.deposits.reference'))}</th><th scope="col">${escapeHtml(t('pay.deposits.held'))}</th><th scope="col">${escapeHtml(t('pay.deposits.captured'))}</th><th scope="col">${escapeHtml(t('pay.deposits.rest'))}</th><th scope="col">${escapeHtml(t('pay.deposits.state'))}</th></tr></thead>
      <tbody>${rows.join('')}
      </tbody>
    </table>`
    : `<p>${escapeHtml(t('pay.deposits.none'))}</p>`;
  return page(
    language,
    t('pay.deposits.title'),
    options.stylesheetHref,
    `
    <h1>${escapeHtml(t('pay.deposits.title'))}</h1>
    <p>${escapeHtml(t('pay.deposits.intro'))}</p>
    ${table}`,
  );
}

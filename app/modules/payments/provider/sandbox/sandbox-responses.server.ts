import type { Response } from 'express';
import { pageLanguage, renderNoticePage, stateWords } from './hosted-page.server';

/** How the sandbox answers: the provider's JSON shapes, and the hosted page's HTTP around its HTML. */

export const PAYMENT_MEDIA_TYPE = 'application/vnd.ni-payment.v2+json';

export type SandboxOrder = {
  reference: string;
  paymentId: string;
  outletId: string;
  action: 'AUTH' | 'SALE' | 'PURCHASE';
  amount: { currencyCode: 'AED'; value: number };
  merchantOrderReference?: string;
  emailAddress: string;
  billingAddress: Record<string, string>;
  language: string;
  merchantAttributes: { redirectUrl?: string; cancelUrl?: string; skipConfirmationPage?: boolean };
  createDateTime: string;
  state: string;
  updateDateTime: string;
  /** The capture a PURCHASE makes when it succeeds; refunds are asked of it. */
  captureId: string;
  refunds: SandboxRefund[];
  /** When the card authorised an AUTH order's hold. */
  authorisedAt?: string;
  /** What was taken of an AUTH order's held amount, one entry per capture. */
  captures: SandboxCapture[];
  /** How many more refunds the issuer will refuse (the refund-refused test card sets one). */
  refundsToRefuse: number;
};

type SandboxCapture = {
  reference: string;
  amount: { currencyCode: 'AED'; value: number };
  state: 'SUCCESS';
  createdTime: string;
};

type SandboxRefund = {
  reference: string;
  amount: { currencyCode: 'AED'; value: number };
  state: 'SUCCESS';
  createdTime: string;
};

/** Payment states that have money to give back. */
export const REFUNDABLE_STATES = new Set(['PURCHASED', 'CAPTURED', 'PARTIALLY_REFUNDED']);

export const refundedFils = (order: SandboxOrder) =>
  order.refunds.reduce((sum, refund) => sum + refund.amount.value, 0);

/** Payment states of an AUTH order whose hold may still be captured. */
export const CAPTURABLE_STATES = new Set(['AUTHORISED', 'PARTIALLY_CAPTURED']);

export const capturedFils = (order: SandboxOrder) =>
  order.captures.reduce((sum, capture) => sum + capture.amount.value, 0);

/** As the provider: a hold may be reversed only while it is whole, with no capture or refund against it. */
export const mayReverse = (order: SandboxOrder) =>
  order.state === 'AUTHORISED' && order.captures.length === 0 && order.refunds.length === 0;

/** The order as the provider shows it: HAL links, and the payment attempt under _embedded. */
export function orderJson(order: SandboxOrder, base: string) {
  const self = `${base}/transactions/outlets/${order.outletId}/orders/${order.reference}`;
  const paymentSelf = `${self}/payments/${order.paymentId}`;
  const refundLink = REFUNDABLE_STATES.has(order.state)
    ? { 'cnp:refund': { href: `${paymentSelf}/captures/${order.captureId}/refund` } }
    : {};
  const holdLinks = {
    ...(CAPTURABLE_STATES.has(order.state) ? { 'cnp:capture': { href: `${paymentSelf}/captures` } } : {}),
    ...(mayReverse(order) ? { 'cnp:cancel': { href: `${paymentSelf}/cancel` } } : {}),
  };
  const captures = order.captures.map((capture) => ({
    _links: { self: { href: `${paymentSelf}/captures/${capture.reference}` } },
    ...capture,
  }));
  const embedded = {
    ...(order.refunds.length ? { 'cnp:refund': order.refunds } : {}),
    ...(captures.length ? { 'cnp:capture': captures } : {}),
  };
  return {
    _id: `urn:order:${order.reference}`,
    _links: {
      self: { href: self },
      payment: { href: `${base}/pay/${order.reference}` },
    },
    type: 'SINGLE',
    action: order.action,
    amount: order.amount,
    language: order.language,
    merchantAttributes: order.merchantAttributes,
    emailAddress: order.emailAddress,
    reference: order.reference,
    outletId: order.outletId,
    createDateTime: order.createDateTime,
    ...(order.merchantOrderReference ? { merchantOrderReference: order.merchantOrderReference } : {}),
    billingAddress: order.billingAddress,
    formattedAmount: `AED ${(order.amount.value / 100).toFixed(2)}`,
    _embedded: {
      payment: [
        {
          _id: `urn:payment:${order.paymentId}`,
          _links: { self: { href: paymentSelf }, ...refundLink, ...holdLinks },
          reference: order.paymentId,
          state: order.state,
          amount: order.amount,
          ...(Object.keys(embedded).length ? { _embedded: embedded } : {}),
          updateDateTime: order.updateDateTime,
          outletId: order.outletId,
          orderReference: order.reference,
        },
      ],
    },
  };
}

/** What the hosted page shows of an order, in the language the order was created with. */
export function pageOrder(order: SandboxOrder) {
  return {
    order: { amountFils: order.amount.value, merchantOrderReference: order.merchantOrderReference ?? null },
    language: pageLanguage(order.language),
  };
}

export function sendError(
  res: Response,
  status: number,
  message: string,
  detail: string,
  errorCode = message.replace(/\s/g, ''),
) {
  res
    .status(status)
    .type(PAYMENT_MEDIA_TYPE)
    .send(
      JSON.stringify({
        message,
        code: status,
        errors: [{ message: detail, localizedMessage: detail, errorCode, domain: 'sandbox' }],
      }),
    );
}

/**
 * A strict policy of its own: no script at all, styles only from this origin, and the form may
 * post here and follow the redirect back to the merchant's pages (form-action covers redirects).
 */
export function sendPage(res: Response, status: number, html: string, order?: SandboxOrder) {
  const returnOrigins = order
    ? [order.merchantAttributes.redirectUrl, order.merchantAttributes.cancelUrl].flatMap((url) =>
        url ? [new URL(url).origin] : [],
      )
    : [];
  const policy = [
    "default-src 'none'",
    "style-src 'self'",
    `form-action 'self'${[...new Set(returnOrigins)].map((origin) => ` ${origin}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  res.status(status).set({ 'Content-Security-Policy': policy, 'Cache-Control': 'no-store' }).type('html').send(html);
}

export function sendClosed(res: Response, order: SandboxOrder, stylesheetHref: string) {
  const back = returnUrl(order.merchantAttributes.redirectUrl, order.reference);
  sendPage(
    res,
    409,
    renderNoticePage({
      language: pageLanguage(order.language),
      title: 'pay.closed.title',
      message: 'pay.closed.message',
      values: { state: stateWords(order.state, pageLanguage(order.language)) },
      stylesheetHref,
      link: back ? { href: back, text: 'pay.closed.back' } : undefined,
    }),
  );
}

/** Sends the customer back with ?ref= appended, keeping the merchant's own query. */
export function returnToMerchant(res: Response, order: SandboxOrder, url: string | undefined, stylesheetHref: string) {
  const target = returnUrl(url, order.reference);
  if (target) return res.redirect(303, target);
  sendPage(
    res,
    200,
    renderNoticePage({
      language: pageLanguage(order.language),
      title: 'pay.finished.title',
      message: 'pay.finished.message',
      values: { state: stateWords(order.state, pageLanguage(order.language)) },
      stylesheetHref,
    }),
  );
}

export function returnUrl(url: string | undefined, reference: string): string | undefined {
  if (!url) return undefined;
  const target = new URL(url);
  target.searchParams.set('ref', reference);
  return target.toString();
}

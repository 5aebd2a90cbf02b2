import { z } from 'zod';
import type { PaymentStatus } from '~/db/schema';
import {
  PaymentProviderError,
  type PaymentOperation,
  asProviderError,
  readReply,
  untilAborted,
} from './provider-replies.server';

export { PaymentProviderError } from './provider-replies.server';

/**
 * A client of the N-Genius (Network International) order API: an access token from the identity
 * service, then orders created and read under one outlet. The same code talks to the real
 * provider and to the sandbox in ./sandbox; only the base URL and credentials differ.
 */

/**
 * The provider's payment states, and what each means in the site's words. This is the one place
 * that reads them: everything past this client sees a PaymentStatus. A state the provider adds later
 * reads as pending (the bank deciding) until it is named here.
 */
const STATUS_OF_PROVIDER_STATE: Record<string, PaymentStatus> = {
  STARTED: 'started',
  AWAIT_3DS: 'pending',
  POST_AUTH_REVIEW: 'pending',
  AUTHORISED: 'authorised',
  // Part of a held amount taken: the rest is still held, and the order is not paid in full.
  PARTIALLY_CAPTURED: 'authorised',
  PURCHASED: 'paid',
  CAPTURED: 'paid',
  PARTIALLY_REFUNDED: 'partly_refunded',
  REFUNDED: 'refunded',
  FAILED: 'failed',
  DECLINED: 'failed',
  CANCELLED: 'cancelled',
  REVERSED: 'cancelled',
};

export function paymentStatusOfProviderState(state: string): PaymentStatus {
  return STATUS_OF_PROVIDER_STATE[state] ?? 'pending';
}

const createOrderInput = z.object({
  /** PURCHASE takes the money at once; AUTH only holds it on the card (a deposit), to capture or reverse later. */
  action: z.enum(['PURCHASE', 'AUTH']).default('PURCHASE'),
  /** The booking's total in fils (AED minor units). */
  amountFils: z.number().int().positive(),
  /** The provider accepts letters, digits and hyphens only. */
  merchantOrderReference: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'letters, digits and hyphens only'),
  emailAddress: z.email(),
  billingAddress: z.object({
    firstName: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    address1: z.string().trim().min(1).optional(),
    city: z.string().trim().min(1).optional(),
    countryCode: z.string().trim().min(2).max(3).optional(),
  }),
  language: z.enum(['en', 'ar']),
  /** Where the hosted page sends the customer back; the provider appends ?ref={order reference}. */
  redirectUrl: z.url({ protocol: /^https?$/ }),
  /** Where the hosted page's cancel link leads; unset, cancelling returns to redirectUrl. */
  cancelUrl: z.url({ protocol: /^https?$/ }).optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;

type NgeniusOrder = {
  /** The provider's order reference: store it, and read the order by it. */
  reference: string;
  /** The hosted payment page; absent on some finished orders. */
  paymentUrl: string | null;
  /** Where the order's payment stands. */
  status: PaymentStatus;
  /** The provider's own word for it, kept for staff to quote to the provider; never decided on. */
  providerState: string;
  amount: { currencyCode: string; value: number };
  merchantOrderReference: string | null;
  /** What the provider has taken on the order so far, in fils. */
  capturedFils: number;
  /** What has been given back of the settled payment so far, in fils. */
  refundedFils: number;
};

/** An order's payment as just read: what the payment records keep of it. */
export type OrderReading = Pick<NgeniusOrder, 'status' | 'providerState' | 'capturedFils' | 'refundedFils'>;
type CreatedOrder = NgeniusOrder & { paymentUrl: string };

export type NgeniusClient = {
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  readOrder(orderRef: string): Promise<NgeniusOrder>;
  /**
   * Gives `amountFils` of the order's settled payment back to the card, through the refund link the
   * provider puts on the payment (or on its capture). Answers the order as it stands afterwards
   * (refunded, or partly refunded); a refusal is a PaymentProviderError of kind 'rejected'.
   */
  refundOrder(orderRef: string, amountFils: number): Promise<NgeniusOrder>;
};

/** The client with the moves of a held amount (a deposit: an AUTH order). */
export type NgeniusHoldClient = NgeniusClient & {
  /**
   * Takes `amountFils` of an AUTH order's held amount, through the payment's capture link
   * (cnp:capture). Several captures may follow each other while their sum stays within the held
   * amount. Answers the order as it stands afterwards (capturedFils is the sum of all captures); a
   * refusal (wrong state, more than is held) is a PaymentProviderError of kind 'rejected'.
   */
  captureOrder(orderRef: string, amountFils: number): Promise<NgeniusOrder>;
  /**
   * Reverses an AUTH order's hold (cnp:cancel): the whole authorisation ends. The provider offers
   * it only while nothing has been captured; otherwise a PaymentProviderError of kind 'rejected'.
   */
  cancelOrder(orderRef: string): Promise<NgeniusOrder>;
};

export type NgeniusClientOptions = {
  /** e.g. https://api-gateway.sandbox.ngenius-payments.com, without a trailing path. */
  baseUrl: string;
  /** The service account's API key, sent as is after 'Basic '. */
  apiKey: string;
  outletRef: string;
  /** The longest one call (token included) may take before it fails with kind 'timeout'. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock for token expiry; tests move it forward. */
  now?: () => number;
};

const tokenReply = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const link = z.object({ href: z.url() }).optional();
const refundLinks = z.object({ 'cnp:refund': link }).optional();
const paymentLinks = z.object({ 'cnp:refund': link, 'cnp:capture': link, 'cnp:cancel': link }).optional();
const paymentReply = z.object({
  state: z.string().min(1),
  _links: paymentLinks,
  _embedded: z
    .object({
      'cnp:capture': z
        .array(
          z.object({
            state: z.string().optional(),
            amount: z.object({ value: z.number().int().nonnegative() }).optional(),
            _links: refundLinks,
          }),
        )
        .optional(),
      'cnp:refund': z
        .array(z.object({ state: z.string(), amount: z.object({ value: z.number().int().nonnegative() }) }))
        .optional(),
    })
    .optional(),
});
const orderReply = z.object({
  reference: z.string().min(1),
  amount: z.object({ currencyCode: z.string().min(1), value: z.number().int().nonnegative() }),
  merchantOrderReference: z.string().optional(),
  _links: z.object({ payment: z.object({ href: z.url() }).optional() }).optional(),
  _embedded: z.object({ payment: z.array(paymentReply).min(1) }),
});
const refundReply = z.object({ state: z.string().min(1) });
/** A capture or a reversal answers the payment as it stands afterwards. */
const holdReply = paymentReply;

const PAYMENT_MEDIA_TYPE = 'application/vnd.ni-payment.v2+json';
const IDENTITY_MEDIA_TYPE = 'application/vnd.ni-identity.v1+json';
const ORDER_REFERENCE = /^[A-Za-z0-9-]{1,100}$/;
/** Statuses of a payment attempt that moved money; if a retried payment left several attempts, one of these wins. */
const MONEY_MOVED = new Set<PaymentStatus>(['authorised', 'paid', 'partly_refunded', 'refunded']);
/** A capture entry in this state has taken the money. */
const CAPTURE_DONE_STATE = 'SUCCESS';
/** A refund entry in one of these states has given the money back. */
const REFUND_DONE_STATES = new Set<string>(['SUCCESS', 'REFUNDED']);

export function createNgeniusClient(options: NgeniusClientOptions): NgeniusHoldClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const ordersUrl = `${baseUrl}/transactions/outlets/${encodeURIComponent(options.outletRef)}/orders`;

  let cachedToken: { value: string; refreshAt: number } | null = null;
  let tokenInFlight: Promise<string> | null = null;

  async function requestToken(): Promise<{ value: string; refreshAt: number }> {
    let reply: z.infer<typeof tokenReply>;
    try {
      const response = await doFetch(`${baseUrl}/identity/auth/access-token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${options.apiKey}`,
          'Content-Type': IDENTITY_MEDIA_TYPE,
          Accept: IDENTITY_MEDIA_TYPE,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      reply = await readReply('token', response, tokenReply);
    } catch (error) {
      throw asProviderError('token', error);
    }
    const lifeMs = reply.expires_in * 1000;
    // Renew a little early so a token never expires between our check and the provider's.
    const marginMs = Math.min(30_000, lifeMs / 5);
    return { value: reply.access_token, refreshAt: now() + lifeMs - marginMs };
  }

  /** One token request at a time: concurrent callers share the one in flight. */
  function accessToken(): Promise<string> {
    if (cachedToken && now() < cachedToken.refreshAt) return Promise.resolve(cachedToken.value);
    tokenInFlight ??= requestToken()
      .then((token) => {
        cachedToken = token;
        return token.value;
      })
      .finally(() => {
        tokenInFlight = null;
      });
    return tokenInFlight;
  }

  /** Runs an order call under one deadline; a 401 means the token died early, so it is renewed once. */
  async function orderCall<T extends z.ZodType>(
    operation: PaymentOperation,
    url: string,
    init: RequestInit,
    schema: T,
  ): Promise<z.infer<T>> {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      for (let attempt = 1; ; attempt++) {
        const token = await untilAborted(accessToken(), deadline);
        const response = await doFetch(url, {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            Authorization: `Bearer ${token}`,
            Accept: PAYMENT_MEDIA_TYPE,
          },
          signal: deadline,
        });
        if (response.status === 401 && attempt === 1) {
          await response.body?.cancel();
          if (cachedToken?.value === token) cachedToken = null;
          continue;
        }
        return await readReply(operation, response, schema);
      }
    } catch (error) {
      throw asProviderError(operation, error);
    }
  }

  return {
    async createOrder(input) {
      const order = createOrderInput.parse(input);
      const body = {
        action: order.action,
        amount: { currencyCode: 'AED', value: order.amountFils },
        merchantOrderReference: order.merchantOrderReference,
        emailAddress: order.emailAddress,
        billingAddress: order.billingAddress,
        language: order.language,
        merchantAttributes: {
          redirectUrl: order.redirectUrl,
          skipConfirmationPage: true,
          ...(order.cancelUrl ? { cancelUrl: order.cancelUrl } : {}),
        },
      };
      const reply = await orderCall(
        'createOrder',
        ordersUrl,
        { method: 'POST', headers: { 'Content-Type': PAYMENT_MEDIA_TYPE }, body: JSON.stringify(body) },
        orderReply,
      );
      const created = toOrder(reply);
      if (!created.paymentUrl)
        throw new PaymentProviderError('malformed', 'createOrder', 'the new order has no payment page link');
      return { ...created, paymentUrl: created.paymentUrl };
    },

    async readOrder(orderRef) {
      if (!ORDER_REFERENCE.test(orderRef))
        throw new PaymentProviderError('rejected', 'readOrder', 'not an order reference');
      const reply = await orderCall('readOrder', `${ordersUrl}/${orderRef}`, { method: 'GET' }, orderReply);
      return toOrder(reply);
    },

    async refundOrder(orderRef, amountFils) {
      if (!ORDER_REFERENCE.test(orderRef))
        throw new PaymentProviderError('rejected', 'refund', 'not an order reference');
      if (!Number.isSafeInteger(amountFils) || amountFils <= 0)
        throw new PaymentProviderError('rejected', 'refund', 'the amount must be a positive number of fils');
      const order = await orderCall('refund', `${ordersUrl}/${orderRef}`, { method: 'GET' }, orderReply);
      const payment = settledPayment(order._embedded.payment);
      const href =
        payment._links?.['cnp:refund']?.href ?? payment._embedded?.['cnp:capture']?.[0]?._links?.['cnp:refund']?.href;
      if (!href)
        throw new PaymentProviderError('rejected', 'refund', `a payment in state ${payment.state} cannot be refunded`);
      // The bearer token goes only to the provider's own address, whatever a reply says.
      if (new URL(href).origin !== new URL(baseUrl).origin)
        throw new PaymentProviderError('malformed', 'refund', 'the refund link points away from the provider');
      const body = JSON.stringify({ amount: { currencyCode: 'AED', value: amountFils } });
      const reply = await orderCall(
        'refund',
        href,
        { method: 'POST', headers: { 'Content-Type': PAYMENT_MEDIA_TYPE }, body },
        refundReply,
      );
      // The refund's own answer names the payment's new state; the amounts are those of the order
      // read just before, with this refund added.
      const before = toOrder(order);
      const providerState = reply.state;
      const refundedFils = Math.min(before.capturedFils, before.refundedFils + amountFils);
      return { ...before, status: paymentStatusOfProviderState(providerState), providerState, refundedFils };
    },

    async captureOrder(orderRef, amountFils) {
      if (!Number.isSafeInteger(amountFils) || amountFils <= 0)
        throw new PaymentProviderError('rejected', 'capture', 'the amount must be a positive number of fils');
      const { order, href } = await holdLink('capture', orderRef, 'cnp:capture');
      const body = JSON.stringify({ amount: { currencyCode: 'AED', value: amountFils } });
      const reply = await orderCall(
        'capture',
        href,
        { method: 'POST', headers: { 'Content-Type': PAYMENT_MEDIA_TYPE }, body },
        holdReply,
      );
      return afterHoldMove(order, reply);
    },

    async cancelOrder(orderRef) {
      const { order, href } = await holdLink('cancel', orderRef, 'cnp:cancel');
      // The provider's reversal takes no body.
      const reply = await orderCall(
        'cancel',
        href,
        { method: 'PUT', headers: { 'Content-Type': PAYMENT_MEDIA_TYPE } },
        holdReply,
      );
      return afterHoldMove(order, reply);
    },
  };

  /** Reads the order and the link the provider offers for a move of its hold; no link, no move. */
  async function holdLink(operation: 'capture' | 'cancel', orderRef: string, rel: 'cnp:capture' | 'cnp:cancel') {
    if (!ORDER_REFERENCE.test(orderRef))
      throw new PaymentProviderError('rejected', operation, 'not an order reference');
    const order = await orderCall(operation, `${ordersUrl}/${orderRef}`, { method: 'GET' }, orderReply);
    const payment = settledPayment(order._embedded.payment);
    const href = payment._links?.[rel]?.href;
    if (!href)
      throw new PaymentProviderError('rejected', operation, `a payment in state ${payment.state} offers no ${rel}`);
    // The bearer token goes only to the provider's own address, whatever a reply says.
    if (new URL(href).origin !== new URL(baseUrl).origin)
      throw new PaymentProviderError('malformed', operation, `the ${rel} link points away from the provider`);
    return { order, href };
  }
}

/** The order read before a capture or reversal, with the payment as the provider answered it afterwards. */
function afterHoldMove(order: z.infer<typeof orderReply>, payment: z.infer<typeof paymentReply>): NgeniusOrder {
  return toOrder({ ...order, _embedded: { payment: [payment] } });
}

/** The payment attempt that took money, if a retried payment left several; else the first. */
function settledPayment<T extends { state: string }>(payments: T[]): T {
  return payments.find((payment) => MONEY_MOVED.has(paymentStatusOfProviderState(payment.state))) ?? payments[0];
}

function toOrder(reply: z.infer<typeof orderReply>): NgeniusOrder {
  const payment = settledPayment(reply._embedded.payment);
  const state = payment.state;
  const refunds = payment._embedded?.['cnp:refund'] ?? [];
  const refundedFils = refunds
    .filter((refund) => REFUND_DONE_STATES.has(refund.state))
    .reduce((sum, refund) => sum + refund.amount.value, 0);
  const status = paymentStatusOfProviderState(state);
  const taken = status === 'paid' || status === 'partly_refunded' || status === 'refunded';
  // A held amount may be taken in parts: what its captures took, until the whole is taken.
  const capturesFils = (payment._embedded?.['cnp:capture'] ?? [])
    .filter((capture) => capture.state === CAPTURE_DONE_STATE)
    .reduce((sum, capture) => sum + (capture.amount?.value ?? 0), 0);
  return {
    capturedFils: taken ? reply.amount.value : Math.min(capturesFils, reply.amount.value),
    refundedFils: state === 'REFUNDED' ? Math.max(refundedFils, reply.amount.value) : refundedFils,
    reference: reply.reference,
    paymentUrl: reply._links?.payment?.href ?? null,
    status,
    providerState: state,
    amount: { currencyCode: reply.amount.currencyCode, value: reply.amount.value },
    merchantOrderReference: reply.merchantOrderReference ?? null,
  };
}

import crypto from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { z } from 'zod';
import { checkPayForm, PAY_PAGE_CSS, pageLanguage, renderNoticePage, renderPayPage } from './hosted-page.server';
import { renderDepositsPage } from './deposits-page.server';
import {
  CAPTURABLE_STATES,
  capturedFils,
  mayReverse,
  orderJson,
  PAYMENT_MEDIA_TYPE,
  REFUNDABLE_STATES,
  refundedFils,
  pageOrder,
  returnToMerchant,
  type SandboxOrder,
  sendClosed,
  sendError,
  sendPage,
} from './sandbox-responses.server';
import { SANDBOX_API_KEY, SANDBOX_OUTLET_REF, SANDBOX_TEST_CARDS } from './sandbox-settings';

/**
 * A development sandbox of the N-Genius order API: the identity token, create and read order, and
 * a hosted payment page, over the same HTTP as the real provider so the app's client is exercised
 * unchanged. Orders and tokens live in this process's memory and vanish on restart: it is for
 * development and tests only, and server/main.ts never mounts it in production.
 */

type SandboxFault =
  /** 503 with an error body. */
  | 'unavailable'
  /** Never answers; the client's timeout must end the wait. */
  | 'hang'
  /** 200 with a body that is not JSON. */
  | 'not-json'
  /** 200 with JSON of the wrong shape. */
  | 'wrong-shape'
  /** 401, as if the token had been revoked. */
  | 'unauthorised';
type SandboxEndpoint = 'identity' | 'orders' | 'refunds' | 'holds';

export type NgeniusSandboxOptions = {
  apiKey?: string;
  outletRef?: string;
  /** The sandbox's public address (origin and mount path); unset, taken from each request. */
  publicUrl?: string;
  tokenLifetimeSeconds?: number;
  now?: () => Date;
};

export type NgeniusSandbox = {
  router: express.Router;
  /** Test hooks: the next `times` requests to an endpoint fail in the given way. */
  failNext(endpoint: SandboxEndpoint, fault: SandboxFault, times?: number): void;
  /** Invalidates every token handed out, as an early expiry at the provider would. */
  revokeTokens(): void;
  /** How many tokens the identity endpoint has handed out. */
  tokensIssued(): number;
  /** The last order body received, to check what the client sent. */
  lastOrderRequest(): unknown;
};

const IDENTITY_MEDIA_TYPE = 'application/vnd.ni-identity.v1+json';
/** Enough for any development session; the oldest are dropped so memory stays bounded. */
const MAX_ORDERS = 1000;
const SUCCESS_STATE = { AUTH: 'AUTHORISED', SALE: 'CAPTURED', PURCHASE: 'PURCHASED' } as const;
const PAYABLE_STATES = new Set(['STARTED', 'FAILED']);

const httpUrl = z.url({ protocol: /^https?$/ });
const createOrderBody = z.object({
  action: z.enum(['AUTH', 'SALE', 'PURCHASE']),
  amount: z.object({
    currencyCode: z.literal('AED', { error: 'only AED is accepted by this outlet' }),
    value: z.number().int().positive(),
  }),
  merchantOrderReference: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,100}$/)
    .optional(),
  emailAddress: z.email(),
  billingAddress: z.object({
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    address1: z.string().min(1).optional(),
    city: z.string().min(1).optional(),
    countryCode: z.string().min(2).max(3).optional(),
  }),
  language: z.enum(['en', 'ar', 'fr']).default('en'),
  merchantAttributes: z
    .object({
      redirectUrl: httpUrl.optional(),
      cancelUrl: httpUrl.optional(),
      skipConfirmationPage: z.boolean().optional(),
    })
    .default({}),
});

const amountBody = z.object({
  amount: z.object({
    currencyCode: z.literal('AED', { error: 'only AED is accepted by this outlet' }),
    value: z.number().int().positive(),
  }),
});

export function createNgeniusSandbox(options: NgeniusSandboxOptions = {}): NgeniusSandbox {
  const apiKey = options.apiKey ?? SANDBOX_API_KEY;
  const outletRef = options.outletRef ?? SANDBOX_OUTLET_REF;
  const lifetimeSeconds = options.tokenLifetimeSeconds ?? 300;
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const orders = new Map<string, SandboxOrder>();
  const faults: Record<SandboxEndpoint, SandboxFault[]> = { identity: [], orders: [], refunds: [], holds: [] };
  let issued = 0;
  let lastOrderRequest: unknown;

  const router = express.Router();
  const publicUrl = (req: Request) =>
    (options.publicUrl ?? `${req.protocol}://${req.get('host')}${req.baseUrl}`).replace(/\/+$/, '');

  /** Answers with an injected fault, if one is queued; true when it did. */
  function injectFault(endpoint: SandboxEndpoint, res: Response): boolean {
    const fault = faults[endpoint].shift();
    if (!fault) return false;
    if (fault === 'hang') return true;
    if (fault === 'unavailable') sendError(res, 503, 'Service Unavailable', 'The sandbox was told to be unavailable.');
    if (fault === 'unauthorised') sendError(res, 401, 'Unauthorized', 'Token is not active.');
    if (fault === 'not-json') res.status(200).type(PAYMENT_MEDIA_TYPE).send('<html>Gateway error</html>');
    if (fault === 'wrong-shape')
      res
        .status(200)
        .type(PAYMENT_MEDIA_TYPE)
        .send(JSON.stringify({ reference: 42, _links: {} }));
    return true;
  }

  function bearerValid(req: Request): boolean {
    const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
    const expiresAt = match ? tokens.get(match[1]) : undefined;
    return expiresAt !== undefined && expiresAt > now().getTime();
  }

  router.post('/identity/auth/access-token', (req, res) => {
    if (injectFault('identity', res)) return;
    if (mediaType(req) !== IDENTITY_MEDIA_TYPE)
      return sendError(res, 415, 'Unsupported Media Type', `Send ${IDENTITY_MEDIA_TYPE}.`);
    if (req.get('authorization') !== `Basic ${apiKey}`) return sendError(res, 401, 'Unauthorized', 'Invalid API key.');
    const nowMs = now().getTime();
    for (const [token, expiresAt] of tokens) if (expiresAt <= nowMs) tokens.delete(token);
    const token = crypto.randomBytes(24).toString('base64url');
    tokens.set(token, nowMs + lifetimeSeconds * 1000);
    issued++;
    res
      .status(200)
      .type(IDENTITY_MEDIA_TYPE)
      .send(JSON.stringify({ access_token: token, expires_in: lifetimeSeconds, token_type: 'bearer' }));
  });

  router.post(
    '/transactions/outlets/:outlet/orders',
    express.json({ type: PAYMENT_MEDIA_TYPE, limit: '32kb' }),
    (req, res) => {
      if (injectFault('orders', res)) return;
      if (!bearerValid(req)) return sendError(res, 401, 'Unauthorized', 'Token is not active.');
      if (req.params.outlet !== outletRef) return sendError(res, 404, 'Not Found', 'Unknown outlet.');
      if (mediaType(req) !== PAYMENT_MEDIA_TYPE)
        return sendError(res, 415, 'Unsupported Media Type', `Send ${PAYMENT_MEDIA_TYPE}.`);
      lastOrderRequest = req.body;
      const parsed = createOrderBody.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return sendError(res, 400, 'Bad Request', `${issue.path.join('.')}: ${issue.message}`, 'invalidRequest');
      }
      const body = parsed.data;
      const stamp = now().toISOString();
      const order: SandboxOrder = {
        reference: crypto.randomUUID(),
        paymentId: crypto.randomUUID(),
        outletId: outletRef,
        action: body.action,
        amount: { currencyCode: 'AED', value: body.amount.value },
        merchantOrderReference: body.merchantOrderReference,
        emailAddress: body.emailAddress,
        billingAddress: body.billingAddress as Record<string, string>,
        language: body.language,
        merchantAttributes: body.merchantAttributes,
        createDateTime: stamp,
        state: 'STARTED',
        updateDateTime: stamp,
        captureId: crypto.randomUUID(),
        refunds: [],
        captures: [],
        refundsToRefuse: 0,
      };
      orders.set(order.reference, order);
      if (orders.size > MAX_ORDERS) orders.delete(orders.keys().next().value!);
      res
        .status(201)
        .type(PAYMENT_MEDIA_TYPE)
        .send(JSON.stringify(orderJson(order, publicUrl(req))));
    },
  );

  router.get('/transactions/outlets/:outlet/orders/:reference', (req, res) => {
    if (injectFault('orders', res)) return;
    if (!bearerValid(req)) return sendError(res, 401, 'Unauthorized', 'Token is not active.');
    const order = orders.get(req.params.reference);
    if (req.params.outlet !== outletRef || !order) return sendError(res, 404, 'Not Found', 'No such order.');
    res
      .status(200)
      .type(PAYMENT_MEDIA_TYPE)
      .send(JSON.stringify(orderJson(order, publicUrl(req))));
  });

  // A refund of a captured payment, by the link the order gives (cnp:refund): the amount may be part
  // of what is left; the payment becomes PARTIALLY_REFUNDED, or REFUNDED once nothing is left.
  router.post(
    '/transactions/outlets/:outlet/orders/:reference/payments/:payment/captures/:capture/refund',
    express.json({ type: PAYMENT_MEDIA_TYPE, limit: '8kb' }),
    (req, res) => {
      if (injectFault('refunds', res)) return;
      if (!bearerValid(req)) return sendError(res, 401, 'Unauthorized', 'Token is not active.');
      const order = orders.get(req.params.reference);
      if (
        req.params.outlet !== outletRef ||
        !order ||
        req.params.payment !== order.paymentId ||
        req.params.capture !== order.captureId
      ) {
        return sendError(res, 404, 'Not Found', 'No such capture.');
      }
      if (mediaType(req) !== PAYMENT_MEDIA_TYPE)
        return sendError(res, 415, 'Unsupported Media Type', `Send ${PAYMENT_MEDIA_TYPE}.`);
      const parsed = amountBody.safeParse(req.body);
      if (!parsed.success)
        return sendError(
          res,
          400,
          'Bad Request',
          `${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`,
          'invalidRequest',
        );
      if (!REFUNDABLE_STATES.has(order.state))
        return sendError(res, 409, 'Conflict', `A payment in state ${order.state} cannot be refunded.`, 'invalidState');
      const left = order.amount.value - refundedFils(order);
      if (parsed.data.amount.value > left)
        return sendError(res, 422, 'Unprocessable Entity', `At most ${left} can be refunded.`, 'refundAmountTooHigh');
      if (order.refundsToRefuse > 0) {
        order.refundsToRefuse--;
        return sendError(res, 422, 'Unprocessable Entity', 'The card issuer refused the refund.', 'refundRefused');
      }
      order.refunds.push({
        reference: crypto.randomUUID(),
        amount: { currencyCode: 'AED', value: parsed.data.amount.value },
        state: 'SUCCESS',
        createdTime: now().toISOString(),
      });
      setState(order, refundedFils(order) === order.amount.value ? 'REFUNDED' : 'PARTIALLY_REFUNDED');
      res
        .status(201)
        .type(PAYMENT_MEDIA_TYPE)
        .send(JSON.stringify(orderJson(order, publicUrl(req))._embedded.payment[0]));
    },
  );

  /** The order and its payment named by a capture or reversal's path, or a 404 already sent. */
  function heldOrder(req: Request, res: Response): SandboxOrder | null {
    if (injectFault('holds', res)) return null;
    if (!bearerValid(req)) {
      sendError(res, 401, 'Unauthorized', 'Token is not active.');
      return null;
    }
    const order = orders.get(String(req.params.reference));
    if (req.params.outlet !== outletRef || !order || req.params.payment !== order.paymentId) {
      sendError(res, 404, 'Not Found', 'No such payment.');
      return null;
    }
    return order;
  }

  // A capture of an AUTH order's hold (cnp:capture): in full or in part, several times, while the
  // captures together stay within the authorised amount. The payment becomes PARTIALLY_CAPTURED,
  // or CAPTURED once nothing is left.
  router.post(
    '/transactions/outlets/:outlet/orders/:reference/payments/:payment/captures',
    express.json({ type: PAYMENT_MEDIA_TYPE, limit: '8kb' }),
    (req, res) => {
      const order = heldOrder(req, res);
      if (!order) return;
      if (mediaType(req) !== PAYMENT_MEDIA_TYPE)
        return sendError(res, 415, 'Unsupported Media Type', `Send ${PAYMENT_MEDIA_TYPE}.`);
      const parsed = amountBody.safeParse(req.body);
      if (!parsed.success)
        return sendError(
          res,
          400,
          'Bad Request',
          `${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`,
          'invalidRequest',
        );
      if (!CAPTURABLE_STATES.has(order.state))
        return sendError(res, 409, 'Conflict', `A payment in state ${order.state} cannot be captured.`, 'invalidState');
      const left = order.amount.value - capturedFils(order);
      if (parsed.data.amount.value > left)
        return sendError(res, 422, 'Unprocessable Entity', `At most ${left} can be captured.`, 'captureAmountTooHigh');
      order.captures.push({
        reference: crypto.randomUUID(),
        amount: { currencyCode: 'AED', value: parsed.data.amount.value },
        state: 'SUCCESS',
        createdTime: now().toISOString(),
      });
      setState(order, capturedFils(order) === order.amount.value ? 'CAPTURED' : 'PARTIALLY_CAPTURED');
      res
        .status(201)
        .type(PAYMENT_MEDIA_TYPE)
        .send(JSON.stringify(orderJson(order, publicUrl(req))._embedded.payment[0]));
    },
  );

  // The reversal of a whole hold (cnp:cancel): as at the provider, only while nothing has been
  // captured or refunded against it; the payment becomes REVERSED.
  router.put('/transactions/outlets/:outlet/orders/:reference/payments/:payment/cancel', (req, res) => {
    const order = heldOrder(req, res);
    if (!order) return;
    if (!mayReverse(order))
      return sendError(
        res,
        409,
        'Conflict',
        `A payment in state ${order.state} cannot be reversed${order.captures.length ? ': it has captures' : ''}.`,
        'invalidState',
      );
    setState(order, 'REVERSED');
    res
      .status(200)
      .type(PAYMENT_MEDIA_TYPE)
      .send(JSON.stringify(orderJson(order, publicUrl(req))._embedded.payment[0]));
  });

  // For people and end-to-end tests: every AUTH order (a deposit) with what is held, taken and released.
  router.get('/deposits', (req, res) => {
    const language = pageLanguage(req.acceptsLanguages('en', 'ar') || 'en');
    const held = [...orders.values()].filter((order) => order.action === 'AUTH').reverse();
    sendPage(res, 200, renderDepositsPage({ orders: held, language, stylesheetHref: `${req.baseUrl}/pay.css` }));
  });

  router.get('/pay.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(PAY_PAGE_CSS);
  });

  router.get('/pay/:reference', (req, res) => {
    const order = orders.get(req.params.reference);
    const stylesheetHref = `${req.baseUrl}/pay.css`;
    if (!order) return sendPaymentNotFound(req, res, stylesheetHref);
    if (!PAYABLE_STATES.has(order.state)) return sendClosed(res, order, stylesheetHref);
    sendPage(res, 200, renderPayPage({ ...pageOrder(order), stylesheetHref }), order);
  });

  router.post('/pay/:reference', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const order = orders.get(req.params.reference);
    const stylesheetHref = `${req.baseUrl}/pay.css`;
    if (!order) return sendPaymentNotFound(req, res, stylesheetHref);
    if (!PAYABLE_STATES.has(order.state)) return sendClosed(res, order, stylesheetHref);
    const form = (req.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');

    if (text('action') === 'cancel') {
      setState(order, 'CANCELLED');
      return returnToMerchant(
        res,
        order,
        order.merchantAttributes.cancelUrl ?? order.merchantAttributes.redirectUrl,
        stylesheetHref,
      );
    }
    const values = { cardNumber: text('cardNumber'), expiry: text('expiry'), cvv: text('cvv') };
    const check = checkPayForm(values, now());
    if (!check.ok)
      return sendPage(
        res,
        400,
        renderPayPage({ ...pageOrder(order), stylesheetHref, values, errors: check.errors }),
        order,
      );

    const outcome = cardOutcome(check.cardNumber, order.action);
    setState(order, outcome);
    if (check.cardNumber === SANDBOX_TEST_CARDS.refundRefused) order.refundsToRefuse = 1;
    if (outcome === 'FAILED') {
      const notice = 'pay.refused' as const;
      return sendPage(res, 400, renderPayPage({ ...pageOrder(order), stylesheetHref, values, notice }), order);
    }
    returnToMerchant(res, order, order.merchantAttributes.redirectUrl, stylesheetHref);
  });

  const jsonErrors: ErrorRequestHandler = (error: { status?: number; type?: string }, req, res, next) => {
    if (res.headersSent || !req.path.startsWith('/transactions/')) return next(error);
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    sendError(
      res,
      status,
      status === 413 ? 'Payload Too Large' : 'Bad Request',
      error.type === 'entity.parse.failed' ? 'The body is not valid JSON.' : 'The request could not be read.',
    );
  };
  router.use(jsonErrors);

  function setState(order: SandboxOrder, state: string) {
    order.state = state;
    order.updateDateTime = now().toISOString();
    // The issuer's authorisation runs from here: its lapse date is what frees an uncaptured rest.
    if (state === 'AUTHORISED') order.authorisedAt = order.updateDateTime;
  }

  return {
    router,
    failNext(endpoint, fault, times = 1) {
      for (let i = 0; i < times; i++) faults[endpoint].push(fault);
    },
    revokeTokens() {
      tokens.clear();
    },
    tokensIssued: () => issued,
    lastOrderRequest: () => lastOrderRequest,
  };
}

/** With no order there is no language to follow but the browser's. */
function sendPaymentNotFound(req: Request, res: Response, stylesheetHref: string) {
  const language = pageLanguage(req.acceptsLanguages('en', 'ar') || 'en');
  sendPage(
    res,
    404,
    renderNoticePage({ language, title: 'pay.notFound.title', message: 'pay.notFound.message', stylesheetHref }),
  );
}

/** The test cards' outcomes; any other well-formed number is refused. */
export function cardOutcome(cardNumber: string, action: SandboxOrder['action'] = 'PURCHASE'): string {
  if (cardNumber === SANDBOX_TEST_CARDS.approved || cardNumber === SANDBOX_TEST_CARDS.refundRefused)
    return SUCCESS_STATE[action];
  if (cardNumber === SANDBOX_TEST_CARDS.declined) return 'DECLINED';
  if (cardNumber === SANDBOX_TEST_CARDS.threeDSecure) return 'AWAIT_3DS';
  return 'FAILED';
}

/** The Content-Type without parameters; req.is() cannot be used, as it ignores requests without a body. */
function mediaType(req: Request): string {
  return (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

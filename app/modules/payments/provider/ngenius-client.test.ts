import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  type CreateOrderInput,
  createNgeniusClient,
  type NgeniusClientOptions,
  PaymentProviderError,
} from './ngenius-client.server';
import { paymentOutcome } from '../payment-states';
import { createNgeniusSandbox, type NgeniusSandbox } from './sandbox/ngenius-sandbox.server';
import { SANDBOX_API_KEY, SANDBOX_MOUNT_PATH, SANDBOX_OUTLET_REF } from './sandbox/sandbox-settings';

let server: Server;
let origin: string;
let sandbox: NgeniusSandbox;

beforeEach(async () => {
  sandbox = createNgeniusSandbox();
  const app = express();
  app.use(SANDBOX_MOUNT_PATH, sandbox.router);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  // Requests the sandbox was told to leave hanging would otherwise hold the server open.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (options: Partial<NgeniusClientOptions> = {}) =>
  createNgeniusClient({
    baseUrl: `${origin}${SANDBOX_MOUNT_PATH}`,
    apiKey: SANDBOX_API_KEY,
    outletRef: SANDBOX_OUTLET_REF,
    timeoutMs: 2000,
    ...options,
  });

const booking: CreateOrderInput = {
  amountFils: 123_450,
  merchantOrderReference: 'OAS-24-00017',
  emailAddress: 'sara@example.ae',
  billingAddress: {
    firstName: 'Sara',
    lastName: 'Al Mansoori',
    address1: 'Sheikh Zayed Road',
    city: 'Dubai',
    countryCode: 'AE',
  },
  language: 'ar',
  redirectUrl: 'http://localhost:3000/ar/booking/BK1/success?tab=payment',
};

/** Submits the hosted page's form as a browser would, without following the redirect. */
async function submitPaymentPage(paymentUrl: string, fields: Record<string, string>) {
  return fetch(paymentUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('access token', () => {
  test('given parallel calls, should request one token and share it', async () => {
    const payments = client();
    const orders = await Promise.all(Array.from({ length: 5 }, () => payments.createOrder(booking)));
    expect(new Set(orders.map((order) => order.reference)).size).toBe(5);
    await payments.readOrder(orders[0].reference);
    expect(sandbox.tokensIssued()).toBe(1);
  });

  test('given the 5-minute token, should reuse it until shortly before it expires, then renew it', async () => {
    let clock = 1_000_000;
    const payments = client({ now: () => clock });
    const { reference } = await payments.createOrder(booking);
    clock += 269_000;
    await payments.readOrder(reference);
    expect(sandbox.tokensIssued()).toBe(1);
    clock += 2_000;
    await payments.readOrder(reference);
    expect(sandbox.tokensIssued()).toBe(2);
  });

  test('given a token the provider no longer accepts, should fetch a new one and retry once', async () => {
    const payments = client();
    const { reference } = await payments.createOrder(booking);
    sandbox.revokeTokens();
    expect((await payments.readOrder(reference)).providerState).toBe('STARTED');
    expect(sandbox.tokensIssued()).toBe(2);
  });

  test('given 401 twice, should give up after one retry', async () => {
    const payments = client();
    sandbox.failNext('orders', 'unauthorised', 2);
    const error = await providerError(payments.createOrder(booking));
    expect(error).toMatchObject({ kind: 'rejected', status: 401, operation: 'createOrder' });
    expect(sandbox.tokensIssued()).toBe(2);
  });

  test('given a wrong API key, should fail as rejected without echoing the key', async () => {
    const error = await providerError(client({ apiKey: 'd3Jvbmc6a2V5' }).createOrder(booking));
    expect(error).toMatchObject({ kind: 'rejected', status: 401, operation: 'token' });
    expect(error.message).not.toContain('d3Jvbmc6a2V5');
  });

  test('given a failed token request, should try again on the next call', async () => {
    const payments = client();
    sandbox.failNext('identity', 'unavailable');
    expect(await providerError(payments.createOrder(booking))).toMatchObject({
      kind: 'unavailable',
      status: 503,
      operation: 'token',
    });
    expect((await payments.createOrder(booking)).providerState).toBe('STARTED');
  });
});

describe('creating an order', () => {
  test('should send a PURCHASE in fils and return the hosted page with state STARTED', async () => {
    const order = await client().createOrder(booking);
    expect(order).toEqual({
      reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
      paymentUrl: `${origin}${SANDBOX_MOUNT_PATH}/pay/${order.reference}`,
      status: 'started',
      providerState: 'STARTED',
      amount: { currencyCode: 'AED', value: 123_450 },
      merchantOrderReference: 'OAS-24-00017',
      capturedFils: 0,
      refundedFils: 0,
    });
    expect(sandbox.lastOrderRequest()).toEqual({
      action: 'PURCHASE',
      amount: { currencyCode: 'AED', value: 123_450 },
      merchantOrderReference: 'OAS-24-00017',
      emailAddress: 'sara@example.ae',
      billingAddress: booking.billingAddress,
      language: 'ar',
      merchantAttributes: { redirectUrl: booking.redirectUrl, skipConfirmationPage: true },
    });
  });

  test.each([
    ['an amount in dirhams with fils', { amountFils: 12.5 }],
    ['a zero amount', { amountFils: 0 }],
    ['a reference the provider refuses', { merchantOrderReference: 'BK/17' }],
    ['a redirect that is not a web address', { redirectUrl: 'javascript:alert(1)' }],
  ])('given %s, should refuse before calling the provider', async (_name, change) => {
    await expect(client().createOrder({ ...booking, ...change })).rejects.toThrow();
    expect(sandbox.tokensIssued()).toBe(0);
  });

  test('given another outlet, should fail as rejected', async () => {
    expect(await providerError(client({ outletRef: 'another-outlet' }).createOrder(booking))).toMatchObject({
      kind: 'rejected',
      status: 404,
    });
  });
});

describe('paying on the hosted page, then reading the order', () => {
  const card = (cardNumber: string) => ({ action: 'pay', cardNumber, expiry: '12/39', cvv: '123' });

  test.each([
    ['4111 1111 1111 1111', 'PURCHASED', 'paid'],
    ['4000 0000 0000 0002', 'DECLINED', 'failed'],
    ['4000000000003220', 'AWAIT_3DS', 'pending'],
  ])('given card %s, should return to the merchant and read %s', async (cardNumber, state, outcome) => {
    const payments = client();
    const order = await payments.createOrder(booking);

    const page = await fetch(order.paymentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The order says Arabic: the provider's page speaks it, with Western digits.
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/1,234\.50\s*د\.إ/);
    expect(html).toContain('OAS-24-00017');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    const response = await submitPaymentPage(order.paymentUrl, card(cardNumber));
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/ar/booking/BK1/success');
    expect(Object.fromEntries(back.searchParams)).toEqual({ tab: 'payment', ref: order.reference });

    const read = await payments.readOrder(order.reference);
    expect(read).toMatchObject({
      reference: order.reference,
      providerState: state,
      amount: { currencyCode: 'AED', value: 123_450 },
    });
    expect(paymentOutcome(read.status)).toBe(outcome);
  });

  test('given Cancel, should return to the merchant and read CANCELLED', async () => {
    const payments = client();
    const order = await payments.createOrder(booking);
    const response = await submitPaymentPage(order.paymentUrl, { action: 'cancel' });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).searchParams.get('ref')).toBe(order.reference);
    expect((await payments.readOrder(order.reference)).providerState).toBe('CANCELLED');
  });

  test('given another card, should show the form again with a message, read FAILED, and accept a retry', async () => {
    const payments = client();
    const order = await payments.createOrder(booking);
    const refused = await submitPaymentPage(order.paymentUrl, card('5555 5555 5555 4444'));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('رُفضت البطاقة');
    expect(html).not.toContain('value="123"');
    expect((await payments.readOrder(order.reference)).providerState).toBe('FAILED');

    expect((await submitPaymentPage(order.paymentUrl, card('4111111111111111'))).status).toBe(303);
    expect((await payments.readOrder(order.reference)).providerState).toBe('PURCHASED');
  });

  test('given fields that are not a card, should ask again and leave the order STARTED', async () => {
    const payments = client();
    const order = await payments.createOrder({ ...booking, language: 'en' });
    const response = await submitPaymentPage(order.paymentUrl, {
      action: 'pay',
      cardNumber: '4111',
      expiry: '13/30',
      cvv: '',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Enter the expiry date as MM/YY');
    expect((await payments.readOrder(order.reference)).providerState).toBe('STARTED');
  });

  test('given a paid order, should not take a second payment', async () => {
    const payments = client();
    const order = await payments.createOrder(booking);
    await submitPaymentPage(order.paymentUrl, card('4111111111111111'));
    expect((await fetch(order.paymentUrl)).status).toBe(409);
    expect((await submitPaymentPage(order.paymentUrl, card('4000000000000002'))).status).toBe(409);
    expect((await payments.readOrder(order.reference)).providerState).toBe('PURCHASED');
  });
});

describe('refunding a paid order', () => {
  const card = (cardNumber: string) => ({ action: 'pay', cardNumber, expiry: '12/39', cvv: '123' });
  async function paidOrder(cardNumber = '4111111111111111') {
    const payments = client();
    const order = await payments.createOrder(booking);
    await submitPaymentPage(order.paymentUrl, card(cardNumber));
    return { payments, reference: order.reference };
  }

  test('given part of the payment, should read PARTIALLY_REFUNDED, then REFUNDED once the rest is given back', async () => {
    const { payments, reference } = await paidOrder();
    expect(await payments.refundOrder(reference, 11_025)).toMatchObject({
      status: 'partly_refunded',
      providerState: 'PARTIALLY_REFUNDED',
    });
    expect(await payments.readOrder(reference)).toMatchObject({
      providerState: 'PARTIALLY_REFUNDED',
      refundedFils: 11_025,
    });
    expect(await payments.refundOrder(reference, 123_450 - 11_025)).toMatchObject({
      status: 'refunded',
      providerState: 'REFUNDED',
      refundedFils: 123_450,
    });
    expect(await payments.readOrder(reference)).toMatchObject({ providerState: 'REFUNDED', refundedFils: 123_450 });
  });

  test('given more than is left, should be refused and give nothing back', async () => {
    const { payments, reference } = await paidOrder();
    await payments.refundOrder(reference, 100_000);
    const error = await providerError(payments.refundOrder(reference, 23_451));
    expect(error).toMatchObject({ kind: 'rejected', operation: 'refund', status: 422 });
    expect(error.message).toContain('refundAmountTooHigh');
    expect((await payments.readOrder(reference)).refundedFils).toBe(100_000);
  });

  test('given the issuer refuses the first refund, should fail as rejected, and a second attempt should go through', async () => {
    const { payments, reference } = await paidOrder('4000000000000119');
    const error = await providerError(payments.refundOrder(reference, 5_000));
    expect(error).toMatchObject({ kind: 'rejected', status: 422 });
    expect(error.message).toContain('refused the refund');
    expect((await payments.readOrder(reference)).refundedFils).toBe(0);
    expect(await payments.refundOrder(reference, 5_000)).toMatchObject({
      status: 'partly_refunded',
      providerState: 'PARTIALLY_REFUNDED',
    });
  });

  test('given an order that was never paid, should be refused without asking for a refund', async () => {
    const payments = client();
    const order = await payments.createOrder(booking);
    expect(await providerError(payments.refundOrder(order.reference, 100))).toMatchObject({
      kind: 'rejected',
      operation: 'refund',
    });
  });

  test('given the provider unavailable, should fail as unavailable so the refund can be tried again', async () => {
    const { payments, reference } = await paidOrder();
    sandbox.failNext('refunds', 'unavailable');
    expect(await providerError(payments.refundOrder(reference, 100))).toMatchObject({
      kind: 'unavailable',
      operation: 'refund',
    });
    expect((await payments.readOrder(reference)).refundedFils).toBe(0);
  });

  test('given an amount that is not whole fils, should refuse without a request', async () => {
    const { payments, reference } = await paidOrder();
    expect(await providerError(payments.refundOrder(reference, 10.5))).toMatchObject({ kind: 'rejected' });
    expect(await providerError(payments.refundOrder(reference, 0))).toMatchObject({ kind: 'rejected' });
  });
});

describe('reading an order', () => {
  test('given an unknown reference, should fail as rejected', async () => {
    expect(await providerError(client().readOrder('3b0f2c4e-0000-4000-8000-000000000000'))).toMatchObject({
      kind: 'rejected',
      status: 404,
    });
  });

  test('given something that is not a reference, should refuse without a request', async () => {
    expect(await providerError(client().readOrder('../../identity'))).toMatchObject({
      kind: 'rejected',
      status: undefined,
    });
    expect(sandbox.tokensIssued()).toBe(0);
  });
});

describe('provider faults', () => {
  test.each(['orders', 'identity'] as const)(
    'given %s hanging, should fail as timeout within the configured time',
    async (endpoint) => {
      sandbox.failNext(endpoint, 'hang');
      const started = Date.now();
      const error = await providerError(client({ timeoutMs: 300 }).createOrder(booking));
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  test('given a 503, should fail as unavailable', async () => {
    const payments = client();
    const { reference } = await payments.createOrder(booking);
    sandbox.failNext('orders', 'unavailable');
    expect(await providerError(payments.readOrder(reference))).toMatchObject({
      kind: 'unavailable',
      status: 503,
      operation: 'readOrder',
    });
  });

  test('given nothing listening, should fail as unavailable', async () => {
    const gone = await new Promise<Server>((resolve) => {
      const listening = express().listen(0, '127.0.0.1', () => resolve(listening));
    });
    const port = (gone.address() as AddressInfo).port;
    await new Promise((resolve) => gone.close(resolve));
    const error = await providerError(client({ baseUrl: `http://127.0.0.1:${port}` }).createOrder(booking));
    expect(error).toMatchObject({ kind: 'unavailable', status: undefined });
  });

  test.each([
    ['orders', 'not-json'],
    ['orders', 'wrong-shape'],
    ['identity', 'not-json'],
    ['identity', 'wrong-shape'],
  ] as const)('given %s answering %s, should fail as malformed', async (endpoint, fault) => {
    sandbox.failNext(endpoint, fault);
    expect(await providerError(client().createOrder(booking))).toMatchObject({ kind: 'malformed', status: 200 });
  });
});

describe('the sandbox refuses what N-Genius refuses', () => {
  const api = () => `${origin}${SANDBOX_MOUNT_PATH}`;
  const token = async () => {
    const response = await fetch(`${api()}/identity/auth/access-token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${SANDBOX_API_KEY}`, 'Content-Type': 'application/vnd.ni-identity.v1+json' },
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const postOrder = async (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api()}/transactions/outlets/${SANDBOX_OUTLET_REF}/orders`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await token()}`,
        'Content-Type': 'application/vnd.ni-payment.v2+json',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const valid = {
    action: 'PURCHASE',
    amount: { currencyCode: 'AED', value: 5000 },
    emailAddress: 'sara@example.ae',
    billingAddress: { firstName: 'Sara', lastName: 'Al Mansoori' },
  };

  test('given a valid order, should create it', async () => {
    expect((await postOrder(valid)).status).toBe(201);
  });

  test.each([
    ['fils as a fraction', { ...valid, amount: { currencyCode: 'AED', value: 50.5 } }],
    ['a zero amount', { ...valid, amount: { currencyCode: 'AED', value: 0 } }],
    ['another currency', { ...valid, amount: { currencyCode: 'USD', value: 5000 } }],
    ['no billing name', { ...valid, billingAddress: {} }],
    ['a body that is not JSON', '{"action":'],
  ])('given %s, should answer 400', async (_name, body) => {
    const response = await postOrder(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 400,
      errors: [expect.objectContaining({ message: expect.any(String) })],
    });
  });

  test('given plain JSON, should answer 415', async () => {
    expect((await postOrder(valid, { 'Content-Type': 'application/json' })).status).toBe(415);
  });

  test('given no token, should answer 401', async () => {
    const response = await fetch(`${api()}/transactions/outlets/${SANDBOX_OUTLET_REF}/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/vnd.ni-payment.v2+json' },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(401);
  });
});

import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type CreateOrderInput, createNgeniusClient, PaymentProviderError } from './ngenius-client.server';
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
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = () =>
  createNgeniusClient({
    baseUrl: `${origin}${SANDBOX_MOUNT_PATH}`,
    apiKey: SANDBOX_API_KEY,
    outletRef: SANDBOX_OUTLET_REF,
    timeoutMs: 2000,
  });

const deposit: CreateOrderInput = {
  action: 'AUTH',
  amountFils: 250_000,
  merchantOrderReference: 'OAS-24-00017-D1',
  emailAddress: 'sara@example.ae',
  billingAddress: { firstName: 'Sara', lastName: 'Al Mansoori' },
  language: 'en',
  redirectUrl: 'http://localhost:3000/admin/bookings/17?deposit=card',
};

const approved = { action: 'pay', cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' };

/** A deposit held on the approved test card, as the hosted page leaves it. */
async function heldDeposit() {
  const payments = client();
  const order = await payments.createOrder(deposit);
  const paid = await fetch(order.paymentUrl, {
    method: 'POST',
    body: new URLSearchParams(approved),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return { payments, reference: order.reference };
}

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** The sandbox's deposits page as text, with the amounts' spacing made plain. */
async function depositsPage() {
  return (await (await fetch(`${origin}${SANDBOX_MOUNT_PATH}/deposits`)).text()).replace(/[\u00a0\u202f]/g, ' ');
}

describe('a deposit held on the card (AUTH)', () => {
  test('should send action AUTH, and the hosted page should hold the amount without taking it', async () => {
    const { payments, reference } = await heldDeposit();
    expect(sandbox.lastOrderRequest()).toMatchObject({
      action: 'AUTH',
      amount: { currencyCode: 'AED', value: 250_000 },
    });
    expect(await payments.readOrder(reference)).toMatchObject({
      status: 'authorised',
      providerState: 'AUTHORISED',
      capturedFils: 0,
      amount: { value: 250_000 },
    });
    expect(await depositsPage()).toMatch(
      /OAS-24-00017-D1<\/td>\s*<td>AED 2,500\.00<\/td>\s*<td>AED 0\.00<\/td>\s*<td>AED 2,500\.00, reserved at the card’s bank until the authorisation lapses, by [^<]+<\/td>\s*<td>Held</,
    );
  });

  test('should capture in parts up to the held amount, then refuse more', async () => {
    const { payments, reference } = await heldDeposit();
    expect(await payments.captureOrder(reference, 30_000)).toMatchObject({
      status: 'authorised',
      providerState: 'PARTIALLY_CAPTURED',
      capturedFils: 30_000,
    });
    expect(await payments.captureOrder(reference, 20_000)).toMatchObject({ capturedFils: 50_000 });
    expect(await payments.readOrder(reference)).toMatchObject({
      providerState: 'PARTIALLY_CAPTURED',
      capturedFils: 50_000,
    });
    expect(await depositsPage()).toContain('<td>AED 500.00</td>');

    const tooMuch = await providerError(payments.captureOrder(reference, 200_001));
    expect(tooMuch).toMatchObject({ kind: 'rejected', status: 422, operation: 'capture' });
    expect(tooMuch.message).toContain('captureAmountTooHigh');

    expect(await payments.captureOrder(reference, 200_000)).toMatchObject({
      status: 'paid',
      providerState: 'CAPTURED',
      capturedFils: 250_000,
    });
    // Captured in full: the provider offers no capture link any more.
    expect(await providerError(payments.captureOrder(reference, 1))).toMatchObject({
      kind: 'rejected',
      operation: 'capture',
    });
  });

  test('should reverse a whole hold, after which nothing can be captured', async () => {
    const { payments, reference } = await heldDeposit();
    expect(await payments.cancelOrder(reference)).toMatchObject({
      status: 'cancelled',
      providerState: 'REVERSED',
      capturedFils: 0,
    });
    expect(await depositsPage()).toMatch(/<td>Released</);
    expect(await providerError(payments.captureOrder(reference, 100))).toMatchObject({ kind: 'rejected' });
    expect(await providerError(payments.cancelOrder(reference))).toMatchObject({ kind: 'rejected' });
  });

  test('given a capture, should refuse a reversal as the provider does', async () => {
    const { payments, reference } = await heldDeposit();
    await payments.captureOrder(reference, 10_000);
    const error = await providerError(payments.cancelOrder(reference));
    expect(error).toMatchObject({ kind: 'rejected', operation: 'cancel' });
    expect((await payments.readOrder(reference)).providerState).toBe('PARTIALLY_CAPTURED');
  });

  test('given an order not yet authorised, should offer neither capture nor reversal', async () => {
    const payments = client();
    const { reference } = await payments.createOrder(deposit);
    expect(await providerError(payments.captureOrder(reference, 100))).toMatchObject({ kind: 'rejected' });
    expect(await providerError(payments.cancelOrder(reference))).toMatchObject({ kind: 'rejected' });
  });

  test('given a purchase, should offer neither capture nor reversal', async () => {
    const payments = client();
    const order = await payments.createOrder({ ...deposit, action: 'PURCHASE' });
    await fetch(order.paymentUrl, { method: 'POST', body: new URLSearchParams(approved), redirect: 'manual' });
    expect((await payments.readOrder(order.reference)).providerState).toBe('PURCHASED');
    expect(await providerError(payments.captureOrder(order.reference, 100))).toMatchObject({ kind: 'rejected' });
    expect(await providerError(payments.cancelOrder(order.reference))).toMatchObject({ kind: 'rejected' });
  });
});

describe('the sandbox answering a capture or reversal sent straight to it', () => {
  async function call(method: string, path: string, body?: unknown) {
    const token = await fetch(`${origin}${SANDBOX_MOUNT_PATH}/identity/auth/access-token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${SANDBOX_API_KEY}`, 'Content-Type': 'application/vnd.ni-identity.v1+json' },
    }).then((response) => response.json() as Promise<{ access_token: string }>);
    const response = await fetch(`${origin}${SANDBOX_MOUNT_PATH}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/vnd.ni-payment.v2+json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as { errors?: { errorCode: string }[] } };
  }

  test('should answer 409 invalidState for a capture of a reversed hold, and 404 for an unknown payment', async () => {
    const { payments, reference } = await heldDeposit();
    const order = (await (
      await fetch(`${origin}${SANDBOX_MOUNT_PATH}/transactions/outlets/${SANDBOX_OUTLET_REF}/orders/${reference}`, {
        headers: { Authorization: 'Bearer none' },
      })
    ).json()) as unknown;
    expect(order).toMatchObject({ code: 401 });
    await payments.cancelOrder(reference);
    const read = await payments.readOrder(reference);
    expect(read.providerState).toBe('REVERSED');
    const base = `/transactions/outlets/${SANDBOX_OUTLET_REF}/orders/${reference}/payments`;
    const unknown = await call('POST', `${base}/not-a-payment/captures`, { amount: { currencyCode: 'AED', value: 1 } });
    expect(unknown.status).toBe(404);
  });
});

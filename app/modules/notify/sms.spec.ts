import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { outboxMessages } from '~/db/schema';
import { MAX_SMS_ATTEMPTS, deliverOutbox } from './outbox-delivery.server';
import { sendSms } from './sms.server';

// The HTTP transport is switched on per test against a local server that records what it receives.
const transport = vi.hoisted(() => ({ url: '' }));
vi.mock('~/modules/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/modules/config/env.server')>();
  return {
    ...actual,
    env: () => ({
      ...actual.env(),
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: transport.url,
      SMS_HTTP_TOKEN: 'provider-token',
      SMS_SENDER: 'OasisRAC',
    }),
  };
});

const database = withTestDatabase();
const received: Array<{ authorization?: string; body: unknown }> = [];
let answerStatus = 202;
const provider = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
    response.writeHead(answerStatus).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  transport.url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/messages`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const rowFor = async (to: string) =>
  (await database.handle().db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0];

describe('SMS over HTTP', () => {
  test('is written pending, then posted by the worker as JSON with the bearer token and recorded as sent', async () => {
    answerStatus = 202;
    await sendSms({ to: '+971501234567', text: 'Your code is 123456' });
    expect(await rowFor('+971501234567')).toMatchObject({ channel: 'sms', status: 'pending', attempts: 0 });
    expect(received).toHaveLength(0);
    expect(await deliverOutbox()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer provider-token',
      body: { to: '+971501234567', from: 'OasisRAC', text: 'Your code is 123456' },
    });
    expect(await rowFor('+971501234567')).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1 });
  });

  test(`a refusal by the provider is tried again a minute later, and failed after ${MAX_SMS_ATTEMPTS} tries`, async () => {
    answerStatus = 503;
    const now = new Date('2027-01-10T08:00:00Z');
    await sendSms({ to: '+971509999999', text: 'Your code is 654321' });
    expect(await deliverOutbox({ now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowFor('+971509999999')).toMatchObject({
      status: 'pending',
      nextAttemptAt: new Date(now.getTime() + 60_000),
      lastError: 'SMS provider answered 503',
    });
    expect(await deliverOutbox({ now: new Date(now.getTime() + 60_000) })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowFor('+971509999999')).toMatchObject({ status: 'failed', attempts: MAX_SMS_ATTEMPTS });
  });
});

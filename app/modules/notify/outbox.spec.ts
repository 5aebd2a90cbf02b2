import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { outboxMessages } from '~/db/schema';
import { storeFile } from '~/db/seed/store-file.server';
import { logger } from '~/modules/config/logger.server';
import { env } from '~/modules/config/env.server';
import { MAX_MAIL_ATTEMPTS, RETRY_DELAY_MINUTES, deliverOutbox } from './outbox-delivery.server';
import { sendMail } from './outbox.server';
import { startOutboxWorker } from './outbox-worker.server';

// SMTP is switched on against a real SMTP server on a local port, which can refuse or accept.
const transport = vi.hoisted(() => ({ url: '' }));
vi.mock('~/modules/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/modules/config/env.server')>();
  return {
    ...actual,
    env: () => ({
      ...actual.env(),
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: transport.url,
      MAIL_FROM: 'Oasis Rent A Car <no-reply@example.ae>',
    }),
  };
});

const database = withTestDatabase();
const db = () => database.handle().db;

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let accepting = false;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onConnect(_session, callback) {
    if (accepting) return callback();
    // 421: the usual "try again later" of a busy or restarting mail server.
    return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
  },
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('nobody@'))
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    return callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  transport.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  accepting = false;
});

const rowOf = async (id: number) => (await db().select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
const base64Lines = (raw: string) => raw.replace(/\r?\n/g, '');

const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1].trim();

describe('mail through SMTP', () => {
  test('nothing is sent while the mail is written: it waits with its Message-ID for the worker', async () => {
    accepting = true;
    const id = await sendMail({ to: 'fast@example.ae', subject: 'Hello', text: 'Later' });
    const written = await rowOf(id);
    expect(written).toMatchObject({ status: 'pending', attempts: 0, claimedUntil: null });
    expect(written.messageId).toMatch(/^<outbox-[0-9a-f-]{36}@localhost>$/);
    expect(received).toHaveLength(0);
    expect(await deliverOutbox()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
    expect(received.map((mail) => messageIdOf(mail.raw))).toEqual([written.messageId]);
  });

  test('a mail written in a transaction that rolls back is never written', async () => {
    await expect(
      db().transaction(async (tx) => {
        await sendMail({ to: 'undone@example.ae', subject: 'Undone', text: 'Text' }, tx);
        throw new Error('the record it announces failed');
      }),
    ).rejects.toThrow('failed');
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'undone@example.ae'))).toEqual(
      [],
    );
  });

  test('the worker is woken when the transaction commits, not by the request', async () => {
    accepting = true;
    const worker = startOutboxWorker();
    try {
      const id = await db().transaction((tx) =>
        sendMail({ to: 'woken@example.ae', subject: 'Soon', text: 'Text' }, tx),
      );
      const deadline = Date.now() + 5_000;
      while ((await rowOf(id)).status !== 'sent' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect((await rowOf(id)).status).toBe('sent');
      expect(received.map((mail) => mail.to[0])).toEqual(['woken@example.ae']);
    } finally {
      await worker.stop();
    }
  });

  test('a refused mail waits, is retried with growing delays and arrives once, with one Message-ID, and its attachment', async () => {
    const pdf = Buffer.from('%PDF-1.7\nnot really a tax invoice, but bytes to compare\n%%EOF');
    const fileId = await storeFile(db(), {
      purpose: 'invoice',
      contentType: 'application/pdf',
      bytes: pdf,
      originalName: 'tax-invoice-100001.pdf',
    });
    const start = new Date('2027-01-10T08:00:00Z');
    const id = await sendMail({
      to: 'sara@example.ae',
      subject: 'Your booking is confirmed',
      text: 'Thank you',
      attachments: [{ filename: 'tax-invoice-100001.pdf', contentType: 'application/pdf', storedFileId: fileId }],
    });
    const { messageId } = await rowOf(id);

    // The first try fails: kept, pending, next try in a minute.
    expect(await deliverOutbox({ now: start })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      claimedUntil: null,
      nextAttemptAt: minutes(start, RETRY_DELAY_MINUTES[0]),
    });
    expect((await rowOf(id)).lastError).toMatch(/421|not available/i);
    expect(await deliverOutbox({ now: minutes(start, 0.5) })).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const second = minutes(start, 1);
    expect(await deliverOutbox({ now: second })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: minutes(second, RETRY_DELAY_MINUTES[1]),
    });
    expect(await deliverOutbox({ now: minutes(second, 4) })).toEqual({ sent: 0, retrying: 0, failed: 0 });

    accepting = true;
    expect(await deliverOutbox({ now: minutes(second, 5) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      nextAttemptAt: null,
      lastError: null,
      messageId,
    });
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['sara@example.ae']);
    expect(messageIdOf(received[0].raw)).toBe(messageId);
    expect(received[0].raw).toContain('Subject: Your booking is confirmed');
    expect(received[0].raw).toMatch(/Content-Type: application\/pdf; name=tax-invoice-100001\.pdf/);
    expect(received[0].raw).toMatch(/Content-Disposition: attachment; filename=tax-invoice-100001\.pdf/);
    expect(base64Lines(received[0].raw)).toContain(pdf.toString('base64'));

    // Sent is final: no later run sends it again.
    expect(await deliverOutbox({ now: minutes(second, 600) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  test('a mail whose worker died mid-send is left alone until its lease passes, then sent with the same Message-ID', async () => {
    accepting = true;
    const now = new Date('2027-01-20T08:00:00Z');
    const id = await sendMail({ to: 'orphan@example.ae', subject: 'Orphan', text: 'Text' });
    // As a worker leaves it when killed after claiming it: one try counted, held for a lease.
    const leaseEnd = new Date(now.getTime() + env().OUTBOX_LEASE_SECONDS * 1000);
    await db().update(outboxMessages).set({ attempts: 1, claimedUntil: leaseEnd }).where(eq(outboxMessages.id, id));
    expect(await deliverOutbox({ now })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await deliverOutbox({ now: new Date(leaseEnd.getTime() - 1000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await deliverOutbox({ now: leaseEnd })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(messageIdOf(received[0].raw)).toBe((await rowOf(id)).messageId);
  });

  test('a mail written before Message-IDs were stored gets one when first claimed, and keeps it', async () => {
    const id = await sendMail({ to: 'old@example.ae', subject: 'Old', text: 'Text' });
    await db().update(outboxMessages).set({ messageId: null }).where(eq(outboxMessages.id, id));
    expect(await deliverOutbox()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const { messageId } = await rowOf(id);
    expect(messageId).toMatch(/^<outbox-[0-9a-f-]{36}@localhost>$/);
    accepting = true;
    expect(await deliverOutbox({ now: minutes(new Date(), 2) })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(messageIdOf(received[0].raw)).toBe(messageId);
  });

  test(`after ${MAX_MAIL_ATTEMPTS} refused tries the mail is marked failed and left alone`, async () => {
    let now = new Date('2027-02-01T08:00:00Z');
    const id = await sendMail({ to: 'later@example.ae', subject: 'Retry me', text: 'Text' });
    expect(await deliverOutbox({ now })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      now = minutes(now, RETRY_DELAY_MINUTES[attempt - 2]);
      const report = await deliverOutbox({ now });
      expect(report).toEqual(
        attempt < MAX_MAIL_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, nextAttemptAt: null });
    accepting = true;
    expect(await deliverOutbox({ now: minutes(now, 10_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(0);
  });

  test('an address the server refuses fails at once: retrying cannot help', async () => {
    accepting = true;
    const id = await sendMail({ to: 'nobody@example.ae', subject: 'Lost', text: 'Text' });
    expect(await deliverOutbox()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(id)).lastError).toMatch(/550|unavailable/i);
  });

  test('two instances delivering at once send every waiting mail exactly once', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 10; n++)
      ids.push(await sendMail({ to: `queue-${n}@example.ae`, subject: `Queued ${n}`, text: 'Text' }));
    accepting = true;
    const [first, second] = await Promise.all([deliverOutbox({ limit: 6 }), deliverOutbox({ limit: 6 })]);
    const third = await deliverOutbox();
    expect(first.sent + second.sent + third.sent).toBe(10);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual(ids.map((_, n) => `queue-${n}@example.ae`).sort());
    for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
  });

  test('a mail whose attachment has gone is failed with the reason, not retried forever', async () => {
    accepting = true;
    const id = await sendMail({
      to: 'attach@example.ae',
      subject: 'Invoice',
      text: 'Text',
      attachments: [{ filename: 'gone.pdf', contentType: 'application/pdf', storedFileId: 987_654 }],
    });
    await deliverOutbox();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/gone\.pdf/) });
    expect(received).toHaveLength(0);
  });

  test('a mail naming a document to issue is not sent before the file exists', async () => {
    accepting = true;
    const id = await sendMail({
      to: 'later@example.ae',
      subject: 'Your booking is confirmed',
      text: 'Your tax invoice is attached',
      // No such booking here: the document cannot be issued, as while its booking is being written.
      attachments: [
        {
          filename: 'tax-invoice-999999.pdf',
          contentType: 'application/pdf',
          document: { kind: 'invoice', bookingId: 987_654, invoiceNumber: 999_999 },
        },
      ],
    });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });

    // The worker cannot issue it, so it does not send a mail that promises an attachment without it.
    const logged = vi.spyOn(logger(), 'error').mockImplementationOnce(() => {});
    expect(await deliverOutbox()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(logged).toHaveBeenCalledWith(expect.anything(), `mail #${id}: its attachment could not be issued`);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/being issued/) });
    expect(received).toHaveLength(0);
  });
});

import { type Database, db } from '~/db/client.server';
import { outboxMessages } from '~/db/schema';
import { env } from '~/modules/config/env.server';
import { sql } from 'drizzle-orm';

export type Sms = { to: string; text: string };

/**
 * Writes a text message to the outbox, in the caller's transaction when one is given (the code it
 * carries and the message are stored together or not at all). Nothing is sent here: with the
 * outbox transport (development and tests) it stays there, readable at /dev/outbox; with the HTTP
 * transport every instance's worker is woken at commit and one posts it (outbox-delivery.server.ts).
 */
export async function sendSms(sms: Sms, database: Database = db()): Promise<number> {
  const viaHttp = env().SMS_TRANSPORT === 'http';
  const [row] = await database
    .insert(outboxMessages)
    .values({
      channel: 'sms',
      recipient: sms.to,
      text: sms.text,
      status: viaHttp ? 'pending' : 'stored',
      nextAttemptAt: viaHttp ? sql`now()` : null,
    })
    .returning({ id: outboxMessages.id });
  return row.id;
}

/**
 * Posts one text to the provider; throws when it is not accepted. The adapter posts JSON
 * `{ to, from, text }` with a bearer token: the shape most SMS gateways accept, and a small
 * function to change for one that differs.
 */
export async function postSms(sms: Sms, timeoutMs: number) {
  const config = env();
  const response = await fetch(config.SMS_HTTP_URL!, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.SMS_HTTP_TOKEN ? { Authorization: `Bearer ${config.SMS_HTTP_TOKEN}` } : {}),
    },
    body: JSON.stringify({ to: sms.to, from: config.SMS_SENDER, text: sms.text }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
}

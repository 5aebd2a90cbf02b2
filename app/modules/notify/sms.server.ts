import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { outboxMessages } from '~/db/schema';
import { env } from '~/modules/config/env.server';

export type Sms = { to: string; text: string };

/**
 * Every text message is written to the outbox first. With the outbox transport (development and
 * tests) it stays there, readable at /dev/outbox; with the HTTP transport it is posted to the
 * provider at once and the result recorded. Returns whether the provider accepted it.
 *
 * The HTTP adapter posts JSON `{ to, from, text }` with a bearer token: the shape most SMS
 * gateways accept, and a small function to change for one that differs.
 */
export async function sendSms(sms: Sms): Promise<boolean> {
  const config = env();
  const [row] = await db()
    .insert(outboxMessages)
    .values({
      channel: 'sms',
      recipient: sms.to,
      text: sms.text,
      status: config.SMS_TRANSPORT === 'outbox' ? 'stored' : 'pending',
    })
    .returning({ id: outboxMessages.id });
  if (config.SMS_TRANSPORT === 'outbox') return true;
  try {
    const response = await fetch(config.SMS_HTTP_URL!, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.SMS_HTTP_TOKEN ? { Authorization: `Bearer ${config.SMS_HTTP_TOKEN}` } : {}),
      },
      body: JSON.stringify({ to: sms.to, from: config.SMS_SENDER, text: sms.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    await db()
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
      .where(eq(outboxMessages.id, row.id));
    return true;
  } catch (error) {
    await db()
      .update(outboxMessages)
      .set({ status: 'failed', attempts: 1, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(outboxMessages.id, row.id));
    return false;
  }
}

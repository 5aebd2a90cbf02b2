import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '~/db/client.server';
import { outboxMessages } from '~/db/schema';
import { env } from '~/modules/config/env.server';

export type Mail = { to: string; subject: string; text: string; html?: string };

let smtp: Transporter | undefined;
function smtpTransport() {
  smtp ??= nodemailer.createTransport(env().SMTP_URL!);
  return smtp;
}

/**
 * Every mail is written to the outbox first, so nothing is lost if delivery fails. With the
 * outbox transport (development) it stays there to be read at /dev/outbox; with SMTP it is sent
 * at once and the result recorded.
 */
export async function sendMail(mail: Mail) {
  const config = env();
  const [row] = await db()
    .insert(outboxMessages)
    .values({ channel: 'email', recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html, status: config.MAIL_TRANSPORT === 'outbox' ? 'stored' : 'pending' })
    .returning({ id: outboxMessages.id });
  if (config.MAIL_TRANSPORT === 'smtp') await deliverMail(row.id, mail);
  return row.id;
}

async function deliverMail(id: number, mail: Mail) {
  try {
    await smtpTransport().sendMail({ from: env().MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await db().update(outboxMessages).set({ status: 'sent', sentAt: new Date(), attempts: 1 }).where(eq(outboxMessages.id, id));
  } catch (error) {
    await db()
      .update(outboxMessages)
      .set({ attempts: 1, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(outboxMessages.id, id));
  }
}

export function listOutbox(limit = 100) {
  return db()
    .select({ id: outboxMessages.id, channel: outboxMessages.channel, to: outboxMessages.recipient, subject: outboxMessages.subject, text: outboxMessages.text, status: outboxMessages.status, created: outboxMessages.createdAt })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

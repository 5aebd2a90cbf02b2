import { isProduction } from '~/modules/config/env.server';
import { listOutbox } from '~/modules/notify/outbox.server';

/** The development outbox as JSON, newest first; tests read OTPs and links from here. Absent in production. */
export async function loader() {
  if (isProduction()) return new Response('Not found', { status: 404 });
  const messages = await listOutbox();
  return Response.json(
    messages.map(({ to, subject, text, channel, status, attachments, created }) => ({
      to,
      subject,
      text,
      channel,
      status,
      attachments: (attachments ?? []).map((file) => file.filename),
      created,
    })),
  );
}

import type { Route } from './+types/dev-outbox-html';
import { isProduction } from '~/modules/config/env.server';
import { outboxHtml } from '~/modules/notify/outbox.server';
import { recordId } from '~/utils/record-id';

/**
 * Development only: a stored mail's HTML part on its own page, to see it as a mail program would.
 * The mail's own inline styles are allowed, nothing else: no script, no fetch, no form.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = recordId(params.messageId);
  const html = !isProduction() && id !== null ? await outboxHtml(id) : undefined;
  if (html === undefined)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'Cache-Control': 'no-store',
    },
  });
}

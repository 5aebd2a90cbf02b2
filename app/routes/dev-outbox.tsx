import { data } from 'react-router';
import type { Route } from './+types/dev-outbox';
import { isProduction } from '~/modules/config/env.server';
import { listOutbox } from '~/modules/notify/outbox.server';

export async function loader() {
  if (isProduction()) throw data(null, { status: 404 });
  return { messages: await listOutbox() };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Outbox (development)' },
  { name: 'robots', content: 'noindex' },
];

/** Development only: the mail and SMS the site would have sent. Not translated: it is a developer tool. */
export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" dir="ltr">
      <h1 className="text-2xl font-bold text-navy-900">Outbox</h1>
      <p className="mt-2 text-slate-700">
        Mail and SMS stored instead of sent, newest first. Also at /dev/outbox.json.
      </p>
      {loaderData.messages.length === 0 ? <p className="mt-6">Nothing has been sent yet.</p> : null}
      <ol className="mt-6 space-y-4">
        {loaderData.messages.map((message) => (
          <li key={message.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm text-slate-600">
              {message.channel} to <strong>{message.to}</strong> · {new Date(message.created).toISOString()} ·{' '}
              {message.status}
              {message.attempts > 1 ? ` · ${message.attempts} tries` : ''}
              {message.lastError ? ` · last error: ${message.lastError}` : ''}
            </p>
            {message.subject ? <h2 className="mt-1 font-bold">{message.subject}</h2> : null}
            {message.hasHtml ? (
              <p className="mt-2 text-sm">
                <a className="font-semibold text-navy-800 underline" href={`/dev/outbox/${message.id}/html`}>
                  The HTML part, as the customer sees it
                </a>
              </p>
            ) : null}
            <pre className="mt-2 text-sm whitespace-pre-wrap">{message.text}</pre>
            {message.attachments?.length ? (
              <p className="mt-2 text-sm text-slate-700">
                Attachments: {message.attachments.map((file) => `${file.filename} (${file.contentType})`).join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

import type { Route } from './+types/clients';
import { PageHero } from '~/components/content/page-hero';
import { listClients } from '~/modules/content/company.server';
import { copyFor } from '~/modules/content/page-copy.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { sharedPageHeaders } from '~/modules/site/shared-pages.server';

export async function loader({ context }: Route.LoaderArgs) {
  const locale = pageLocale(context);
  const clients = await listClients();
  return {
    copy: await copyFor('clients', locale),
    clients: clients.map((client) => ({ name: client.name, logo: mediaUrl(client.logoFileId) })),
  };
}

// Made only of its address, language and reference data: shared between anonymous visitors (server/page-cache.ts).
export const headers: Route.HeadersFunction = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: args.loaderData.copy.title, description: args.loaderData.copy.metaDescription })
    : [];

export default function Clients({ loaderData: { copy, clients } }: Route.ComponentProps) {
  return (
    <article>
      <PageHero heading={copy.heading} intro={copy.intro} />
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-12 sm:grid-cols-4 lg:grid-cols-5">
        {clients.map((client) => (
          <li
            key={client.name}
            className="flex items-center justify-center rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            {client.logo ? (
              <img
                src={client.logo}
                alt={client.name}
                width={240}
                height={120}
                loading="lazy"
                className="h-auto w-full"
              />
            ) : (
              <span>{client.name}</span>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}

import { eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { runNamed } from '~/db/named-statement.server';
import { pageDataVersion } from '~/db/schema';

/**
 * Tables whose writes do not move the page data version on (migration 0058): sessions move on with
 * every visit, and no page shows rate limits, page views or the mail outbox. Every other table has the
 * trigger; a new table gets it in its own migration (a test holds the database to this list).
 */
export const TABLES_WITHOUT_PAGE_DATA_VERSION = [
  'page_data_version',
  'sessions',
  'rate_limits',
  'page_views',
  'outbox_messages',
] as const;

/** The number every committed write to the site's data moves on (decision record 090). */
export async function readPageDataVersion(): Promise<number> {
  const [row] = await runNamed(
    'page_data_version',
    db().select({ version: pageDataVersion.version }).from(pageDataVersion).where(eq(pageDataVersion.id, 1)),
  );
  return row?.version ?? 0;
}

import { db } from '~/db/client.server';
import { pageViews } from '~/db/schema';
import { deviceType } from '~/utils/device';

/** Records one page view; called only for visitors who accepted analytics cookies. */
export async function recordPageView(input: { path: string; userAgent: string | null; locale: string }) {
  await db()
    .insert(pageViews)
    .values({ path: input.path.slice(0, 500), device: deviceType(input.userAgent), locale: input.locale });
}

import '~/i18n/staff-messages';
import type { Route } from './+types/admin-inbox-csv';
import { translator } from '~/i18n/translate';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { inboxCsv } from '~/modules/inbox/inbox-export.server';
import { isInboxKind, readAssigneeFilter, readHandlingState, readSearch } from '~/modules/inbox/inbox-kinds';
import { dubaiToday } from '~/utils/dubai-time';
import { notFound } from '~/utils/http.server';

/** One kind of the inbox as a CSV download (with the page's search and filters). */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const staff = await requireStaffScreen(request, 'admin-inbox-export');
  if (!isInboxKind(params.kind)) throw notFound();
  const t = translator(url.searchParams.get('lang') === 'ar' ? 'ar' : 'en');
  const filter = {
    state: readHandlingState(url.searchParams.get('state')),
    assignee: readAssigneeFilter(url.searchParams.get('assignee')),
    staffId: staff.id,
  };
  const csv = await inboxCsv(params.kind, readSearch(url.searchParams.get('q')), t, filter);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inbox-${params.kind}-${dubaiToday()}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

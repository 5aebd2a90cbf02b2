import '~/i18n/staff-messages';
import type { Route } from './+types/admin-reports-csv';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { fleetReport, readReportQuery } from '~/modules/reports/fleet-report.server';
import { utilisationCsv } from '~/modules/reports/utilisation-csv.server';

/** The fleet report's table (same period and branch as /admin/reports) as a CSV download. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-reports-export');
  const locale = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en';
  const query = readReportQuery(url.searchParams);
  const csv = utilisationCsv(await fleetReport(query, locale), query.period, locale);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="fleet-${query.period.kind}-${query.period.first}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

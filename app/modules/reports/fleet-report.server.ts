import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { recordId } from '~/utils/record-id';
import { fleetUtilisation } from './fleet-utilisation.server';
import { type ReportPeriod, readReportPeriod } from './report-period';
import { type ReportTable, reportTable } from './report-table';

export type ReportQuery = { period: ReportPeriod; branchId: number | null };

/** What the page and the CSV read from the address: the period and the branch filter. */
export function readReportQuery(params: URLSearchParams): ReportQuery {
  return { period: readReportPeriod(params), branchId: recordId(params.get('branch') ?? '') };
}

/** The fleet report's table for the period and branch, labelled in the reader's language. */
export async function fleetReport(query: ReportQuery, locale: Locale): Promise<ReportTable> {
  const rows = await fleetUtilisation(query.period, { branchId: query.branchId });
  return reportTable(
    rows.map((row) => ({
      ...row,
      branch: `${localized(row.branchCity, locale)} – ${localized(row.branchName, locale)}`,
      model: `${row.brand} ${row.model}`,
    })),
  );
}

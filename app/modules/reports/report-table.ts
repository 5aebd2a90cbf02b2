import { type UtilisationFigures, figuresOf, sumCarDays, totalsBy } from './utilisation-figures';
import type { CarDays } from './utilisation-figures';

/** One line of the fleet report as the page and the CSV show it, labels already in the reader's language. */
export type ReportLine = UtilisationFigures & {
  kind: 'model_at_branch' | 'branch' | 'model' | 'total';
  branch: string | null;
  model: string | null;
};

export type ReportTable = { byBranch: ReportLine[]; byModel: ReportLine[]; total: ReportLine };

type LabelledRow = CarDays & { branchId: number; branch: string; vehicleModelId: number; model: string };

/**
 * The report's lines: each branch's models followed by the branch's total, then each model over
 * the branches shown, then the total. Rows come ordered by branch from the statement.
 */
export function reportTable(rows: readonly LabelledRow[]): ReportTable {
  const byBranch = totalsBy(rows, (row) => row.branchId).flatMap(({ key, first, figures }) => [
    ...rows
      .filter((row) => row.branchId === key)
      .map((row) => ({ kind: 'model_at_branch' as const, branch: row.branch, model: row.model, ...figuresOf(row) })),
    { kind: 'branch' as const, branch: first.branch, model: null, ...figures },
  ]);
  const byModel = totalsBy(
    [...rows].sort((a, b) => a.model.localeCompare(b.model, 'en')),
    (row) => row.vehicleModelId,
  ).map(({ first, figures }) => ({ kind: 'model' as const, branch: null, model: first.model, ...figures }));
  return { byBranch, byModel, total: { kind: 'total', branch: null, model: null, ...figuresOf(sumCarDays(rows)) } };
}

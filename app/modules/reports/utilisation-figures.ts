/**
 * The ratios of the fleet report and its totals, from the car-days the report's statement counted
 * per branch and model. Pure, so the page, the CSV and the tests share one rounding.
 */
export type CarDays = {
  availableCarDays: number;
  onRentCarDays: number;
  /** The rentals' revenue before VAT that falls on the period's days, in fils. */
  revenueFils: number;
};

export type UtilisationFigures = CarDays & {
  /** On rent over available, as a percent with one decimal; null when no car was available. */
  utilisationPercent: number | null;
  /** Revenue per available car-day in fils; null when no car was available. */
  revenuePerCarDayFils: number | null;
};

export function figuresOf(days: CarDays): UtilisationFigures {
  const { availableCarDays, onRentCarDays, revenueFils } = days;
  return {
    ...days,
    utilisationPercent: availableCarDays > 0 ? Math.round((onRentCarDays / availableCarDays) * 1000) / 10 : null,
    revenuePerCarDayFils: availableCarDays > 0 ? Math.round(revenueFils / availableCarDays) : null,
  };
}

export function sumCarDays(rows: readonly CarDays[]): CarDays {
  return rows.reduce(
    (sum, row) => ({
      availableCarDays: sum.availableCarDays + row.availableCarDays,
      onRentCarDays: sum.onRentCarDays + row.onRentCarDays,
      revenueFils: sum.revenueFils + row.revenueFils,
    }),
    { availableCarDays: 0, onRentCarDays: 0, revenueFils: 0 },
  );
}

/** Rows grouped by a key, each group summed, in the order the keys first appear. */
export function totalsBy<Row extends CarDays, Key>(rows: readonly Row[], keyOf: (row: Row) => Key) {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups].map(([key, group]) => ({ key, first: group[0], figures: figuresOf(sumCarDays(group)) }));
}

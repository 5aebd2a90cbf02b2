/**
 * Which class (vehicle type) stands above another, for the counter's upgrades (decision 087). A
 * class stands at the day rate of its cheapest model on sale: a class is higher than another when
 * that rate is higher. The rate is what the company itself says a class is worth, it is kept up to
 * date by the rates page, and it needs no ranking for staff to maintain beside it. A class with no
 * model on sale at a rate has no place in the order: nothing is upgraded to or from it.
 */

/** The day rate of each class's cheapest model on sale (in fils, before VAT), by vehicle type id. */
export function classRates(models: readonly { vehicleTypeId: number; dailyFils: number }[]): Map<number, number> {
  const rates = new Map<number, number>();
  for (const model of models) {
    if (model.dailyFils <= 0) continue;
    const known = rates.get(model.vehicleTypeId);
    if (known === undefined || model.dailyFils < known) rates.set(model.vehicleTypeId, model.dailyFils);
  }
  return rates;
}

/** Whether `candidate` is a higher class than `booked`: its cheapest model's day rate is higher. */
export function isHigherClass(rates: ReadonlyMap<number, number>, candidate: number, booked: number): boolean {
  const candidateRate = rates.get(candidate);
  const bookedRate = rates.get(booked);
  return candidateRate !== undefined && bookedRate !== undefined && candidateRate > bookedRate;
}

/**
 * The fleet card's 'Starting from {rate} AED / per day': the monthly per-day rate of the model's
 * first rate record, or of the second when the first is 0, rounded to whole dirhams. 0 means
 * the model has no rate and is offered on enquiry.
 */
export function startingRateAed(monthlyRatesFils: number[]): number {
  const [first, second] = monthlyRatesFils;
  const chosen = first ? first : (second ?? 0);
  return Math.round(chosen / 100);
}

/** Rate data spells Volkswagen 'VW' while the fleet says 'VOLKSWAGEN'; both name one brand. */
export function sameBrand(a: string, b: string): boolean {
  const canonical = (brand: string) => {
    const upper = brand.trim().toUpperCase();
    return upper === 'VW' ? 'VOLKSWAGEN' : upper;
  };
  return canonical(a) === canonical(b);
}

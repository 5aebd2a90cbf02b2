import type { MemberDiscount, MemberProgramme } from './quote-booking';

/** The owner's percentage off the car's rental for each programme's members; 0 means the programme is not offered. */
export type MemberDiscountRates = Record<MemberProgramme, number>;

/** The programmes offered now, for the ticks on the personal step. */
export const offeredProgrammes = (rates: MemberDiscountRates): MemberProgramme[] =>
  (['fazaa', 'esaad'] as const).filter((programme) => rates[programme] > 0);

/**
 * The discount a driver gets for the cards they say they hold: programmes do not add up, so a
 * member of both gets the larger one (Fazaa on a tie). A tick for a programme not offered gives nothing.
 */
export function memberDiscountFor(
  ticks: { hasFazaa: boolean; hasEsaad: boolean },
  rates: MemberDiscountRates,
): MemberDiscount | null {
  const held = offeredProgrammes(rates).filter((programme) =>
    programme === 'fazaa' ? ticks.hasFazaa : ticks.hasEsaad,
  );
  if (!held.length) return null;
  const best = held.reduce((a, b) => (rates[b] > rates[a] ? b : a));
  return { programme: best, percent: rates[best] };
}

import { type MemberDiscountRates, offeredProgrammes } from '~/modules/pricing/member-discounts';
import type { MemberDiscount, MemberProgramme, Quote } from '~/modules/pricing/quote-booking';
import { oneRentalDayFils } from '../cancellations/cancellation-terms';
import { type PriceSnapshot, repriceSnapshot } from '../records/price-snapshot';

export type PersonalStepPrice = {
  /** The price paying by card; paying on pick-up adds 10% of the car's rental. */
  quote: Quote;
  payOnPickupTotalFils: number;
  /** What a late cancellation keeps: one rental day with VAT. */
  oneDayFils: number;
};

/**
 * The prices the personal step may show, worked out on the server by the pricing module: without a
 * member card, and for each programme offered, so the summary follows the driver's Fazaa or Esaad
 * tick at once and matches what the server will charge.
 */
export function personalStepPrices(
  snapshot: PriceSnapshot,
  rates: MemberDiscountRates,
): { none: PersonalStepPrice } & Partial<Record<MemberProgramme, PersonalStepPrice>> {
  const priced = (memberDiscount: MemberDiscount | null): PersonalStepPrice => {
    const quote = repriceSnapshot(snapshot, { paymentMethod: 'card', memberDiscount }).quote;
    const onPickup = repriceSnapshot(snapshot, { paymentMethod: 'pay_on_pickup', memberDiscount }).quote;
    return { quote, payOnPickupTotalFils: onPickup.totalFils, oneDayFils: oneRentalDayFils(quote) };
  };
  return {
    none: priced(null),
    ...Object.fromEntries(
      offeredProgrammes(rates).map((programme) => [programme, priced({ programme, percent: rates[programme] })]),
    ),
  };
}

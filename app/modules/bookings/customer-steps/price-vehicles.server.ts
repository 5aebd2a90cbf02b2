import { turnaroundMinutes } from '~/modules/fleet/availability.server';
import { carsAvailableForQuote } from '~/modules/fleet/availability-ledger.server';
import { offeredRateCards } from '~/modules/pricing/rate-cards.server';
import { offerForRental } from '~/modules/offers/offer-rules';
import { pricedOffers } from '~/modules/offers/priced-offers.server';
import {
  type BranchRef,
  type Extras,
  type PaymentMethod,
  type PromoDiscount,
  type Quote,
  quoteBooking,
} from '~/modules/pricing/quote-booking';

export type PricingRequest = {
  vehicleModelIds: number[];
  pickupBranch: BranchRef & { id: number };
  dropoffBranch: BranchRef & { id: number };
  collectionCity: string | null;
  deliveryCity?: string | null;
  youngDriver?: boolean;
  promo?: PromoDiscount | null;
  pickupAt: Date;
  dropoffAt: Date;
  extras: Extras;
  paymentMethod: PaymentMethod;
  now?: Date;
};

export type VehiclePrice = { quote: Quote | null; available: boolean };

/**
 * The price of each model for one rental and whether a car of it is free at the pick-up branch:
 * the one place pages and the API get prices from. A model without a rate, or no longer offered,
 * has no quote. Rates, priced offers and the turnaround come from the reference cache; availability from the
 * instance's ledger kept by notifications, or one query (availability-ledger.server.ts).
 */
export async function priceVehicles(request: PricingRequest): Promise<Map<number, VehiclePrice>> {
  const [{ cards }, turnaround, priced] = await Promise.all([offeredRateCards(), turnaroundMinutes(), pricedOffers()]);
  const free = await carsAvailableForQuote({
    vehicleModelIds: request.vehicleModelIds,
    branchId: request.pickupBranch.id,
    pickupAt: request.pickupAt,
    dropoffAt: request.dropoffAt,
    turnaroundMinutes: turnaround,
    now: request.now ?? new Date(),
  });
  const prices = new Map<number, VehiclePrice>();
  for (const id of request.vehicleModelIds) {
    const rateCard = cards.get(id);
    let quote: Quote | null = null;
    if (rateCard) {
      try {
        const offer = offerForRental(priced, {
          ...request,
          vehicleModelId: id,
          rateCard,
          pickupBranchId: request.pickupBranch.id,
        });
        quote = quoteBooking({ ...request, rateCard, offer });
      } catch {
        quote = null; // a tier without a rate: offered on enquiry only
      }
    }
    prices.set(id, { quote, available: (free.get(id) ?? 0) > 0 });
  }
  return prices;
}

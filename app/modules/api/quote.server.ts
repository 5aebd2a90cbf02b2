import { priceVehicles } from '~/modules/bookings/customer-steps/price-vehicles.server';
import type { Quote } from '~/modules/pricing/quote-booking';
import { offeredRateCards } from '~/modules/pricing/rate-cards.server';
import { findBranchesByIds, listCollectionCities } from '~/modules/fleet/quote-lookups.server';
import { db } from '~/db/client.server';
import { deliveryCitiesOf } from '~/modules/bookings/customer-steps/enquiry-choices';
import { checkPromoCode } from '~/modules/promotions/promo-codes.server';
import type { PromoRefusal } from '~/modules/promotions/promo-code-rules';
import { scheduleErrors, toWholeMinute } from './quote-schedule';
import type { FieldErrors, QuoteRequestBody } from './schemas';

const quoteMessages = {
  unknownVehicle: 'Unknown vehicle.',
  unknownBranch: 'Unknown branch.',
  enquiryOnly: 'This vehicle is offered on enquiry only.',
  unknownCity: (cities: string[]) => `Must be null or one of the collection cities: ${cities.join(', ')}.`,
  unknownDeliveryCity: (cities: string[]) => `Must be null or one of the delivery cities: ${cities.join(', ')}.`,
  promo: {
    unknown: 'Unknown promo code.',
    not_yet: 'This promo code is not valid yet.',
    ended: 'This promo code has ended.',
    other_model: 'This promo code does not apply to this vehicle.',
    used_up: 'This promo code has no uses left.',
    used_by_you: 'This promo code has no uses left.',
  } satisfies Record<PromoRefusal, string>,
} as const;

export type QuoteOutcome = { ok: true; quote: Quote; available: boolean } | { ok: false; errors: FieldErrors };

/**
 * Prices a schema-checked API request: checks that what it names exists and that the schedule
 * keeps the booking rules, then asks `priceVehicles` (the one source of prices and availability).
 * Every problem found is reported at once, by field.
 */
export async function quoteRental(input: QuoteRequestBody, now: Date): Promise<QuoteOutcome> {
  const pickupAt = toWholeMinute(new Date(input.pickupAt));
  const dropoffAt = toWholeMinute(new Date(input.dropoffAt));
  // Reference data only (cached): the one query of a valid quote is the availability in priceVehicles.
  const [{ offered, cards }, branchRows, cities] = await Promise.all([
    offeredRateCards(),
    findBranchesByIds([input.pickupBranchId, input.dropoffBranchId]),
    listCollectionCities(),
  ]);
  const vehicle = offered.has(input.vehicleId) ? { id: input.vehicleId } : undefined;
  const pickupBranch = branchRows.find((row) => row.id === input.pickupBranchId);
  const dropoffBranch = branchRows.find((row) => row.id === input.dropoffBranchId);
  // Partners may send any letter case; pricing compares cities exactly, so use the stored name.
  const collectionCity =
    input.collectionCity === null
      ? null
      : cities.find((city) => city.toLowerCase() === input.collectionCity?.trim().toLowerCase());
  const deliveryCities = deliveryCitiesOf(cities);
  const deliveryCity =
    input.deliveryCity === null
      ? null
      : deliveryCities.find((city) => city.toLowerCase() === input.deliveryCity?.trim().toLowerCase());
  // A quote books nothing: the code is read without a lock, and its uses per customer wait for the booking.
  const promo =
    input.promoCode === null || !vehicle
      ? null
      : await checkPromoCode(db(), input.promoCode, { vehicleModelId: vehicle.id, userId: null, now, lock: false });

  const errors: FieldErrors = {};
  if (!vehicle) errors.vehicleId = quoteMessages.unknownVehicle;
  else if (!cards.has(vehicle.id)) errors.vehicleId = quoteMessages.enquiryOnly;
  if (!pickupBranch) errors.pickupBranchId = quoteMessages.unknownBranch;
  if (!dropoffBranch) errors.dropoffBranchId = quoteMessages.unknownBranch;
  if (collectionCity === undefined) errors.collectionCity = quoteMessages.unknownCity(cities);
  if (deliveryCity === undefined) errors.deliveryCity = quoteMessages.unknownDeliveryCity(deliveryCities);
  if (promo && !promo.ok) errors.promoCode = quoteMessages.promo[promo.reason];
  if (pickupBranch && dropoffBranch) {
    Object.assign(
      errors,
      scheduleErrors({ now, pickupAt, dropoffAt, pickupHours: pickupBranch, dropoffHours: dropoffBranch }),
    );
  }
  if (
    !vehicle ||
    !pickupBranch ||
    !dropoffBranch ||
    collectionCity === undefined ||
    deliveryCity === undefined ||
    Object.keys(errors).length
  )
    return { ok: false, errors };

  const prices = await priceVehicles({
    vehicleModelIds: [vehicle.id],
    pickupBranch,
    dropoffBranch,
    collectionCity,
    deliveryCity,
    promo: promo?.ok ? promo.code.discount : null,
    pickupAt,
    dropoffAt,
    extras: input.extras,
    paymentMethod: input.paymentMethod,
    now,
  });
  const price = prices.get(vehicle.id);
  // A card can lack a rate for just this length of rental (its tier is 0): that, too, is enquiry only.
  if (!price?.quote) return { ok: false, errors: { vehicleId: quoteMessages.enquiryOnly } };
  return { ok: true, quote: price.quote, available: price.available };
}

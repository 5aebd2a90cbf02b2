import {
  type BranchRef,
  type Extras,
  type MemberDiscount,
  type OfferDiscount,
  type PaymentMethod,
  type PromoDiscount,
  type Quote,
  type RateCard,
  quoteBooking,
} from '~/modules/pricing/quote-booking';

/**
 * Everything a booking's price was worked out from, kept with the booking. Extras and the payment
 * method change the price later from the same rate card, so a rate change by staff after Select
 * never alters a booking (DECISIONS: money; the rate rule).
 */
export type PriceSnapshot = {
  rateCard: RateCard;
  pickupBranch: BranchRef;
  dropoffBranch: BranchRef;
  collectionCity: string | null;
  /** The city the car is delivered to at pick-up; absent on bookings made before delivery was offered. */
  deliveryCity?: string | null;
  pickupAt: string;
  dropoffAt: string;
  extras: Extras;
  paymentMethod: PaymentMethod;
  /** A Fazaa or Esaad discount, from the driver's tick on the personal step; absent on older bookings. */
  memberDiscount?: MemberDiscount | null;
  /** A promo code's discount, from the extras step; absent on older bookings. */
  promo?: PromoDiscount | null;
  /** The priced offer the booking was quoted under (decision 083); absent on older bookings. */
  offer?: OfferDiscount | null;
  /** The renter is under the class's minimum age and pays its young-driver surcharge; absent on older bookings. */
  youngDriver?: boolean;
  quote: Quote;
};

export type SnapshotInput = Omit<PriceSnapshot, 'quote' | 'pickupAt' | 'dropoffAt'> & {
  pickupAt: Date;
  dropoffAt: Date;
};

/** Prices a booking and keeps the inputs beside the result. Throws when the rate card has no rate for the tier. */
export function priceSnapshot(input: SnapshotInput): PriceSnapshot {
  const quote = quoteBooking(input);
  return { ...input, pickupAt: input.pickupAt.toISOString(), dropoffAt: input.dropoffAt.toISOString(), quote };
}

/** The same booking with other extras, another payment method or member discount, priced from its own rate card. */
export function repriceSnapshot(
  snapshot: PriceSnapshot,
  changes: {
    extras?: Extras;
    paymentMethod?: PaymentMethod;
    memberDiscount?: MemberDiscount | null;
    promo?: PromoDiscount | null;
    youngDriver?: boolean;
  },
): PriceSnapshot {
  return priceSnapshot({
    rateCard: snapshot.rateCard,
    pickupBranch: snapshot.pickupBranch,
    dropoffBranch: snapshot.dropoffBranch,
    collectionCity: snapshot.collectionCity,
    deliveryCity: snapshot.deliveryCity ?? null,
    pickupAt: new Date(snapshot.pickupAt),
    dropoffAt: new Date(snapshot.dropoffAt),
    extras: changes.extras ?? snapshot.extras,
    paymentMethod: changes.paymentMethod ?? snapshot.paymentMethod,
    memberDiscount: changes.memberDiscount !== undefined ? changes.memberDiscount : (snapshot.memberDiscount ?? null),
    promo: changes.promo !== undefined ? changes.promo : (snapshot.promo ?? null),
    offer: snapshot.offer ?? null,
    youngDriver: changes.youngDriver ?? snapshot.youngDriver,
  });
}

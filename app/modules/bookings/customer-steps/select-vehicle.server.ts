import type { Database } from '~/db/client.server';
import type { SessionUser } from '~/modules/auth/sessions.server';
import { listBranches } from '~/modules/fleet/branches.server';
import { turnaroundMinutes } from '~/modules/fleet/availability.server';
import { type Quote, noExtras } from '~/modules/pricing/quote-booking';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import { offerForRental } from '~/modules/offers/offer-rules';
import { pricedOffers } from '~/modules/offers/priced-offers.server';
import { findEnquiry } from './booking-enquiries.server';
import { holdVehicle } from './hold-vehicle.server';
import { type PriceSnapshot, priceSnapshot } from '../records/price-snapshot';
import { MIN_LEAD_HOURS } from '../rental-schedule';

export type SelectResult =
  | { ok: true; bookingId: number; enquiryKey: string }
  | {
      ok: false;
      reason:
        | 'not_found'
        | 'under_review'
        | 'rejected'
        | 'documents_needed'
        | 'too_soon'
        | 'no_price'
        | 'unavailable'
        | 'too_many_holds';
    }
  /** The price is no longer the one the customer saw: nothing is held, and this is the price to confirm. */
  | { ok: false; reason: 'price_changed'; quote: Quote };

/**
 * The Select button: a reviewed customer takes one car of the model for the enquiry's dates. The
 * price is worked out again inside the hold's transaction (never taken from the page) and kept, with
 * the rate card it came from, as the booking's snapshot. `seenTotalFils` is the total the page
 * showed: when the price has changed since (a rate saved meanwhile, on any instance) nothing is held
 * and the new price comes back for the customer to confirm, the rule of the booking change form.
 * Null (a form without the figure) is never the price; undefined skips the check.
 */
export async function selectVehicle(
  user: Pick<SessionUser, 'id' | 'reviewStatus'>,
  enquiryKey: string,
  vehicleModelId: number,
  now = new Date(),
  seenTotalFils?: number | null,
): Promise<SelectResult> {
  const enquiry = await findEnquiry(enquiryKey);
  // An enquiry made by someone signed in belongs to them; an anonymous one may be taken up by whoever signs in.
  if (!enquiry || (enquiry.userId !== null && enquiry.userId !== user.id)) return { ok: false, reason: 'not_found' };
  if (user.reviewStatus === 'pending') return { ok: false, reason: 'under_review' };
  if (user.reviewStatus === 'rejected') return { ok: false, reason: 'rejected' };
  if (user.reviewStatus === 'documents_needed') return { ok: false, reason: 'documents_needed' };
  if (enquiry.pickupAt.getTime() - now.getTime() < MIN_LEAD_HOURS * 60 * 60 * 1000)
    return { ok: false, reason: 'too_soon' };

  const branches = await listBranches();
  const pickupBranch = branches.find((branch) => branch.id === enquiry.pickupBranchId);
  const dropoffBranch = branches.find((branch) => branch.id === enquiry.dropoffBranchId);
  if (!pickupBranch || !dropoffBranch) return { ok: false, reason: 'not_found' };
  const price = async (tx: Database) => {
    const rateCard = (await rateCardsInForce([vehicleModelId], tx)).get(vehicleModelId);
    if (!rateCard) return null;
    let snapshot: PriceSnapshot;
    try {
      const offer = offerForRental(await pricedOffers(tx), {
        vehicleModelId,
        rateCard,
        pickupBranchId: pickupBranch.id,
        pickupAt: enquiry.pickupAt,
        dropoffAt: enquiry.dropoffAt,
      });
      snapshot = priceSnapshot({
        rateCard,
        offer,
        pickupBranch,
        dropoffBranch,
        collectionCity: enquiry.collectionCity,
        deliveryCity: enquiry.deliveryCity,
        youngDriver: enquiry.youngDriver,
        pickupAt: enquiry.pickupAt,
        dropoffAt: enquiry.dropoffAt,
        extras: noExtras,
        paymentMethod: 'card',
      });
    } catch {
      return null; // the rate card has no rate for this length of rental
    }
    return { priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils };
  };

  const held = await holdVehicle(
    {
      userId: user.id,
      enquiryId: enquiry.id,
      vehicleModelId,
      pickupBranchId: pickupBranch.id,
      dropoffBranchId: dropoffBranch.id,
      collectionCity: enquiry.collectionCity,
      delivery: enquiry.deliveryCity ? { city: enquiry.deliveryCity, address: enquiry.deliveryAddress ?? '' } : null,
      pickupAt: enquiry.pickupAt,
      dropoffAt: enquiry.dropoffAt,
      turnaroundMinutes: await turnaroundMinutes(),
      price,
      seenTotalFils,
    },
    now,
  );
  if (held.ok) return { ok: true, bookingId: held.bookingId, enquiryKey: enquiry.publicId };
  if (held.reason === 'price_changed')
    return { ok: false, reason: 'price_changed', quote: held.price.priceSnapshot.quote };
  return held;
}

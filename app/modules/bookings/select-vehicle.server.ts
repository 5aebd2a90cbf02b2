import type { SessionUser } from '~/modules/auth/sessions.server';
import { listBranches } from '~/modules/fleet/branches.server';
import { turnaroundMinutes } from '~/modules/fleet/availability.server';
import { noExtras } from '~/modules/pricing/quote-booking';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import { findEnquiry } from './enquiries.server';
import { holdVehicle } from './hold-vehicle.server';
import { type PriceSnapshot, priceSnapshot } from './price-snapshot';
import { MIN_LEAD_HOURS } from './rental-schedule';

export type SelectResult =
  | { ok: true; bookingId: number; enquiryKey: string }
  | {
      ok: false;
      reason: 'not_found' | 'under_review' | 'rejected' | 'too_soon' | 'no_price' | 'unavailable' | 'too_many_holds';
    };

/**
 * The Select button: a reviewed customer takes one car of the model for the enquiry's dates. The
 * price is worked out again here (never taken from the page) and kept, with the rate card it came
 * from, as the booking's snapshot.
 */
export async function selectVehicle(
  user: Pick<SessionUser, 'id' | 'reviewStatus'>,
  enquiryKey: string,
  vehicleModelId: number,
  now = new Date(),
): Promise<SelectResult> {
  const enquiry = await findEnquiry(enquiryKey);
  // An enquiry made by someone signed in belongs to them; an anonymous one may be taken up by whoever signs in.
  if (!enquiry || (enquiry.userId !== null && enquiry.userId !== user.id)) return { ok: false, reason: 'not_found' };
  if (user.reviewStatus === 'pending') return { ok: false, reason: 'under_review' };
  if (user.reviewStatus === 'rejected') return { ok: false, reason: 'rejected' };
  if (enquiry.pickupAt.getTime() - now.getTime() < MIN_LEAD_HOURS * 60 * 60 * 1000)
    return { ok: false, reason: 'too_soon' };

  const branches = await listBranches();
  const pickupBranch = branches.find((branch) => branch.id === enquiry.pickupBranchId);
  const dropoffBranch = branches.find((branch) => branch.id === enquiry.dropoffBranchId);
  if (!pickupBranch || !dropoffBranch) return { ok: false, reason: 'not_found' };
  const rateCard = (await rateCardsInForce([vehicleModelId])).get(vehicleModelId);
  let snapshot: PriceSnapshot;
  try {
    if (!rateCard) return { ok: false, reason: 'no_price' };
    snapshot = priceSnapshot({
      rateCard,
      pickupBranch,
      dropoffBranch,
      collectionCity: enquiry.collectionCity,
      pickupAt: enquiry.pickupAt,
      dropoffAt: enquiry.dropoffAt,
      extras: noExtras,
      paymentMethod: 'card',
    });
  } catch {
    return { ok: false, reason: 'no_price' }; // the rate card has no rate for this length of rental
  }

  const held = await holdVehicle(
    {
      userId: user.id,
      enquiryId: enquiry.id,
      vehicleModelId,
      pickupBranchId: pickupBranch.id,
      dropoffBranchId: dropoffBranch.id,
      collectionCity: enquiry.collectionCity,
      pickupAt: enquiry.pickupAt,
      dropoffAt: enquiry.dropoffAt,
      turnaroundMinutes: await turnaroundMinutes(),
      priceSnapshot: snapshot,
      totalFils: snapshot.quote.totalFils,
    },
    now,
  );
  return held.ok ? { ok: true, bookingId: held.bookingId, enquiryKey: enquiry.publicId } : held;
}

import { and, asc, count, eq, exists, inArray } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { stockStatuses } from '~/modules/cars/car-rules';
import { type AmendedRental, bookingAmendments, fleetCars, vehicleModels, vehicleTypes } from '~/db/schema';
import type { Translate } from '~/i18n/translate';
import { findBranchesByIds } from '~/modules/fleet/quote-lookups.server';
import { carsAvailable, modelHeldBy, turnaroundMinutes } from '~/modules/fleet/availability.server';
import type { Extras, PromoDiscount } from '~/modules/pricing/quote-booking';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import { normalisePromoCode } from '~/modules/promotions/promo-code-form';
import type { PromoRefusal } from '~/modules/promotions/promo-code-rules';
import { checkPromoCode } from '~/modules/promotions/promo-codes.server';
import {
  type AmendRefusal,
  type ExtensionPayment,
  type ExtensionSettlement,
  bookingIsAmendable,
  bookingIsExtendable,
  customerMayAmend,
  isExtension,
  settleDifference,
  settleExtension,
  timeToHold,
} from './amendment-terms';
import { earliestChangedPickup } from './change-notice';
import { driverAgeFor } from './change-form';
import { type BookingView, readBooking } from '../records/booking-view.server';
import { type PriceSnapshot, priceSnapshot } from '../records/price-snapshot';
import { type ScheduleErrors, checkSchedule } from '../rental-schedule';
import { toDubaiParts } from '~/utils/dubai-time';

/*
 * What a change of a booking would be, before anything is written: who may change it, and the
 * booking priced again with its new dates, extras or car, and the cars staff may move it to.
 * booking-amendments.server.ts applies a change.
 */

/** Who changes the booking: its customer (from their history) or a staff member (from the booking's page). */
export type AmendmentActor = { kind: 'customer'; userId: number } | { kind: 'staff'; staffId: number };

/**
 * The booking as it should be: new dates and times, extras, and (staff only) another car model,
 * delivery, promo code or driver's date of birth. What a request leaves out stays as booked.
 */
export type AmendmentRequest = {
  bookingId: number;
  pickupAt: Date;
  dropoffAt: Date;
  extras: Extras;
  vehicleModelId?: number;
  /** Delivered to this address at pick-up, or null: taken at the branch. */
  delivery?: { city: string; address: string } | null;
  /** The promo code the booking is to hold, as typed, or null: none. */
  promoCode?: string | null;
  /** The driver's date of birth ('YYYY-MM-DD'), which decides the young-driver surcharge (decision 082). */
  driverBirthDate?: string;
  /** Staff extending a car on rent: only the drop-off moves, later, and how the difference is paid. */
  extension?: { payment: ExtensionPayment };
};

export type AmendmentQuote = {
  before: AmendedRental;
  after: AmendedRental;
  differenceFils: number;
  settlement: ExtensionSettlement;
};

export type AmendmentRefusal =
  | {
      ok: false;
      reason: 'not_found' | AmendRefusal | 'unavailable' | 'no_rate' | 'unchanged' | 'no_model' | 'not_later';
    }
  | { ok: false; reason: 'schedule'; errors: ScheduleErrors }
  | { ok: false; reason: 'promo'; refusal: PromoRefusal }
  /** The driver is under the youngest age the car's class takes. */
  | { ok: false; reason: 'too_young'; age: number };

// The snapshot apart: a booking's may be null in general, but never once it can be changed.
const rentalOf = (booking: BookingView, priceSnapshot: PriceSnapshot): AmendedRental => ({
  vehicleModelId: booking.vehicleModelId,
  vehicle: `${booking.brand} ${booking.model}`,
  pickupAt: booking.pickupAt.toISOString(),
  dropoffAt: booking.dropoffAt.toISOString(),
  totalFils: booking.totalFils ?? 0,
  priceSnapshot,
  delivery: booking.deliveryCity ? { city: booking.deliveryCity, address: booking.deliveryAddress ?? '' } : null,
  promoCodeId: booking.promoCodeId,
  driverBirthDate: booking.customerDetails?.birthDate || null,
});

const sameDelivery = (a: AmendedRental['delivery'], b: AmendedRental['delivery']) =>
  (a ?? null) === null ? (b ?? null) === null : a!.city === b?.city && a!.address === b.address;

/**
 * The promo code a change leaves on the booking: the one it holds, at the terms it was booked at, when
 * the request keeps it; none; or a new one, checked as a staff booking checks it (decision 081), its own
 * booking not counted among its uses. Read without a lock: the change takes it under the code's lock.
 */
async function promoOfChange(
  booking: BookingView,
  snapshot: PriceSnapshot,
  request: AmendmentRequest,
  vehicleModelId: number,
  now: Date,
): Promise<
  { ok: true; promo: PromoDiscount | null; promoCodeId: number | null } | { ok: false; refusal: PromoRefusal }
> {
  const held = { ok: true as const, promo: snapshot.promo ?? null, promoCodeId: booking.promoCodeId };
  if (request.promoCode === undefined) return held;
  if (!request.promoCode) return { ok: true, promo: null, promoCodeId: null };
  if (held.promo && normalisePromoCode(request.promoCode) === held.promo.code) return held;
  const checked = await checkPromoCode(db(), request.promoCode, {
    vehicleModelId,
    userId: booking.userId,
    exceptBookingId: booking.id,
    now,
    lock: false,
  });
  return checked.ok
    ? { ok: true, promo: checked.code.discount, promoCodeId: checked.code.id }
    : { ok: false, refusal: checked.reason };
}

/** How many changes the customer has applied to the booking (read in the change's own transaction when given). */
export function appliedByCustomer(bookingId: number, database: Database = db()) {
  return database
    .select({ n: count() })
    .from(bookingAmendments)
    .where(
      and(
        eq(bookingAmendments.bookingId, bookingId),
        eq(bookingAmendments.actorKind, 'customer'),
        eq(bookingAmendments.state, 'applied'),
      ),
    )
    .then(([row]) => row.n);
}

/** How many of their own changes the customer has used on the booking. */
export const customerChangesUsed = (bookingId: number) => appliedByCustomer(bookingId);

/** Whether the booking may be changed by this actor now, and why not. */
export async function amendability(
  actor: AmendmentActor,
  booking: Pick<BookingView, 'id' | 'status' | 'pickupAt' | 'paymentMethod' | 'counterPaidAt'>,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: AmendRefusal }> {
  if (actor.kind === 'staff')
    return bookingIsAmendable(booking, now) ? { ok: true } : { ok: false, reason: 'not_amendable' };
  return customerMayAmend(booking, await appliedByCustomer(booking.id), now);
}

/**
 * Prices the booking as it would be after the change, from the pricing module at the model's rates
 * in force (DECISIONS: amendments), keeping its branches, payment method and member discount.
 * Nothing is written. The booking's rules apply to new dates and times (lead time, branch
 * hours, closures); a pick-up left as it was is not checked again.
 */
export async function quoteAmendment(
  actor: AmendmentActor,
  request: AmendmentRequest,
  now = new Date(),
  t?: Translate,
): Promise<{ ok: true; quote: AmendmentQuote; booking: BookingView } | AmendmentRefusal> {
  const booking = await readBooking(request.bookingId, actor.kind === 'customer' ? { ownerId: actor.userId } : {});
  if (!booking || !booking.priceSnapshot || booking.paymentMethod === null) return { ok: false, reason: 'not_found' };
  const { extension } = request;
  if (extension && (actor.kind !== 'staff' || !bookingIsExtendable(booking)))
    return { ok: false, reason: 'not_amendable' };
  const allowed = extension ? ({ ok: true } as const) : await amendability(actor, booking, now);
  if (!allowed.ok) return allowed;
  const snapshot = booking.priceSnapshot;
  const before = rentalOf(booking, snapshot);
  // Only staff move a booking to another car, deliver it or give it a code; a customer's change keeps them.
  const staff = actor.kind === 'staff';
  const modelId = staff ? (request.vehicleModelId ?? booking.vehicleModelId) : booking.vehicleModelId;
  const delivery = staff && request.delivery !== undefined ? request.delivery : (before.delivery ?? null);
  const driverBirthDate = (staff && request.driverBirthDate) || before.driverBirthDate || null;
  const samePickup = request.pickupAt.getTime() === booking.pickupAt.getTime();
  const sameDropoff = request.dropoffAt.getTime() === booking.dropoffAt.getTime();
  const sameExtras = (Object.keys(snapshot.extras) as (keyof Extras)[]).every(
    (key) => snapshot.extras[key] === request.extras[key],
  );
  const promo = await promoOfChange(
    booking,
    snapshot,
    staff ? request : { ...request, promoCode: undefined },
    modelId,
    now,
  );
  if (!promo.ok) return { ok: false, reason: 'promo', refusal: promo.refusal };
  const sameRest =
    sameDelivery(delivery, before.delivery) &&
    promo.promoCodeId === before.promoCodeId &&
    (promo.promo?.code ?? null) === (snapshot.promo?.code ?? null) &&
    driverBirthDate === before.driverBirthDate;
  if (samePickup && sameDropoff && sameExtras && modelId === booking.vehicleModelId && sameRest)
    return { ok: false, reason: 'unchanged' };
  // An extension keeps the car, its extras, its pick-up and everything else; only a later drop-off makes one.
  if (extension && (!samePickup || !sameExtras || modelId !== booking.vehicleModelId || !sameRest))
    return { ok: false, reason: 'not_amendable' };
  if (extension && !isExtension(booking, request)) return { ok: false, reason: 'not_later' };

  if (!samePickup || !sameDropoff) {
    const found = await findBranchesByIds([booking.pickupBranchId, booking.dropoffBranchId]);
    const pickupHours = found.find((branch) => branch.id === booking.pickupBranchId);
    const dropoffHours = found.find((branch) => branch.id === booking.dropoffBranchId);
    if (!pickupHours || !dropoffHours) return { ok: false, reason: 'not_found' };
    const pickup = toDubaiParts(request.pickupAt);
    const dropoff = toDubaiParts(request.dropoffAt);
    const errors = checkSchedule({
      t,
      now,
      pickupDate: pickup.date,
      pickupTime: pickup.time,
      dropoffDate: dropoff.date,
      dropoffTime: dropoff.time,
      pickupHours,
      dropoffHours,
      earliestPickupAt: earliestChangedPickup(actor.kind, now),
    });
    if (samePickup) {
      delete errors.pickupDate;
      delete errors.pickupTime;
    }
    if (Object.keys(errors).length > 0) return { ok: false, reason: 'schedule', errors };
  }

  // Re-priced at the model's rates in force (DECISIONS: amendments), for the same car or another.
  const [model] = await db()
    .select({
      brand: vehicleModels.brand,
      name: vehicleModels.name,
      active: vehicleModels.active,
      minimumAge: vehicleTypes.minimumRenterAge,
      youngDriverAge: vehicleTypes.youngDriverMinimumAge,
    })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(eq(vehicleModels.id, modelId));
  const rateCard = (await rateCardsInForce([modelId])).get(modelId);
  if (!model || !rateCard || (modelId !== booking.vehicleModelId && !model.active))
    return { ok: false, reason: 'no_model' };
  // The driver's birth date decides, for the class of the car and the day of the pick-up (decision 082);
  // a booking without one keeps what it was priced with.
  const age = driverBirthDate ? driverAgeFor(driverBirthDate, toDubaiParts(request.pickupAt).date, model) : null;
  if (age === 'too_young') return { ok: false, reason: 'too_young', age: model.youngDriverAge ?? model.minimumAge };
  const vehicle = `${model.brand} ${model.name}`;
  let priced: PriceSnapshot;
  try {
    priced = priceSnapshot({
      rateCard,
      pickupBranch: snapshot.pickupBranch,
      dropoffBranch: snapshot.dropoffBranch,
      collectionCity: snapshot.collectionCity,
      deliveryCity: delivery?.city ?? null,
      pickupAt: request.pickupAt,
      dropoffAt: request.dropoffAt,
      extras: request.extras,
      paymentMethod: snapshot.paymentMethod,
      memberDiscount: snapshot.memberDiscount ?? null,
      promo: promo.promo,
      // A change keeps the offer the booking was sold under, as it keeps its promo code (decision 083).
      offer: snapshot.offer ?? null,
      youngDriver: age === null ? snapshot.youngDriver === true : age === 'young_driver',
    });
  } catch {
    return { ok: false, reason: 'no_rate' };
  }
  // The same model keeps the car the booking holds: for a car on rent, the one it has out, whatever its model (decision 087).
  const heldModel = modelId === booking.vehicleModelId ? ((await modelHeldBy(booking.id, db())) ?? modelId) : modelId;
  const free = await carsAvailable({
    vehicleModelIds: [heldModel],
    branchId: booking.pickupBranchId,
    ...timeToHold(booking.status, booking, request),
    turnaroundMinutes: await turnaroundMinutes(),
    now,
    exceptBookingId: booking.id,
  });
  if ((free.get(heldModel) ?? 0) < 1) return { ok: false, reason: 'unavailable' };

  const after: AmendedRental = {
    vehicleModelId: modelId,
    vehicle,
    pickupAt: request.pickupAt.toISOString(),
    dropoffAt: request.dropoffAt.toISOString(),
    totalFils: priced.quote.totalFils,
    priceSnapshot: priced,
    delivery,
    promoCodeId: promo.promoCodeId,
    driverBirthDate,
  };
  return {
    ok: true,
    booking,
    quote: {
      before,
      after,
      differenceFils: after.totalFils - before.totalFils,
      settlement: extension
        ? settleExtension(
            { paymentMethod: booking.paymentMethod, counterPaidAt: booking.counterPaidAt },
            before.totalFils,
            after.totalFils,
            extension.payment,
          )
        : settleDifference(booking.paymentMethod, before.totalFils, after.totalFils),
    },
  };
}

/**
 * The models the pick-up branch stocks and still offers: the cars staff may move a booking to, each with
 * its class's minimum renter age and the youngest it takes with the surcharge (decision 082).
 */
export function modelsAtBranch(branchId: number) {
  return db()
    .select({
      id: vehicleModels.id,
      brand: vehicleModels.brand,
      name: vehicleModels.name,
      minimumAge: vehicleTypes.minimumRenterAge,
      youngDriverAge: vehicleTypes.youngDriverMinimumAge,
    })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(
      and(
        eq(vehicleModels.active, true),
        exists(
          db()
            .select({ id: fleetCars.id })
            .from(fleetCars)
            .where(
              and(
                eq(fleetCars.vehicleModelId, vehicleModels.id),
                eq(fleetCars.homeBranchId, branchId),
                inArray(fleetCars.status, [...stockStatuses]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name));
}

/** One model's class ages, as `modelsAtBranch` gives them: the booking's own car, which the branch may no longer stock. */
export async function modelAges(modelId: number) {
  const [row] = await db()
    .select({ minimumAge: vehicleTypes.minimumRenterAge, youngDriverAge: vehicleTypes.youngDriverMinimumAge })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(eq(vehicleModels.id, modelId));
  return row;
}

import { asc, eq } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { type BookingCustomerDetails, users, vehicleModels, vehicleTypes } from '~/db/schema';
import { splitName } from '~/modules/auth/prefill.server';
import { turnaroundMinutes } from '~/modules/fleet/availability.server';
import { listBranches, listEmirates } from '~/modules/fleet/branches.server';
import { takeCounterPayment } from '~/modules/payments/counter-payments.server';
import type { PaymentMethod, Quote } from '~/modules/pricing/quote-booking';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import type { PromoRefusal } from '~/modules/promotions/promo-code-rules';
import { checkPromoCode } from '~/modules/promotions/promo-codes.server';
import { offerForRental } from '~/modules/offers/offer-rules';
import { pricedOffers } from '~/modules/offers/priced-offers.server';
import { sendBookingConfirmation } from '../booking-mail.server';
import { moveBooking, nextInvoiceNumber } from '../booking-transitions.server';
import { holdVehicle } from '../customer-steps/hold-vehicle.server';
import { priceVehicles } from '../customer-steps/price-vehicles.server';
import { type PriceSnapshot, priceSnapshot } from '../records/price-snapshot';
import type { StaffBookingInput, StaffPayment } from './staff-booking-form';
import { type AccountResult, accountForStaffBooking } from './walk-in-accounts.server';

/** The reasons the booking's history records for a staff booking, by channel (put in words by booking-event-words.ts). */
const staffBookingReasons = { walk_in: 'booked at the counter', phone: 'booked by phone' } as const;

/** Paid at the branch, now or at pick-up: priced as pay on pick-up, the way the counter payment records it. */
const methodOf = (_payment: StaffPayment): PaymentMethod => 'pay_on_pickup';

/** The active models with the minimum renter age of their type, for the staff's form. */
export function modelsForStaffBooking() {
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
    .where(eq(vehicleModels.active, true))
    .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name));
}

/** The customer the form is for: whether staff must record documents, and the birth date already checked. */
export async function customerForForm(userId: number | null) {
  if (userId === null) return null;
  const [account] = await db()
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      birthDate: users.birthDate,
      licenceNumber: users.licenceNumber,
      licenceExpiry: users.licenceExpiry,
      passportNumber: users.passportNumber,
      passportExpiry: users.passportExpiry,
      reviewStatus: users.reviewStatus,
      roles: users.roles,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return account?.roles.includes('customer') ? account : null;
}

export const emiratesForStaffBooking = listEmirates;

export type StaffQuote =
  | { ok: true; quote: Quote }
  | { ok: false; reason: 'unavailable' | 'no_price' }
  | { ok: false; reason: 'promo'; refusal: PromoRefusal };

/** The customer whose uses of a code count: an account found; a new customer has none yet. */
const customerIdOf = (input: StaffBookingInput) => (input.customer.kind === 'existing' ? input.customer.userId : null);

/**
 * The price staff read out before confirming: from the one pricing path the site quotes from,
 * with whether a car of the model is free at the pick-up branch for the whole rental.
 */
export async function quoteStaffBooking(input: StaffBookingInput, now = new Date()): Promise<StaffQuote> {
  const branches = await listBranches();
  const pickupBranch = branches.find((branch) => branch.id === input.pickupBranchId);
  const dropoffBranch = branches.find((branch) => branch.id === input.dropoffBranchId);
  if (!pickupBranch || !dropoffBranch) return { ok: false, reason: 'no_price' };
  // The code's rules as on the customer's extras step (decision 081); read without a lock, as a quote books nothing.
  const promo = input.promoCode
    ? await checkPromoCode(db(), input.promoCode, {
        vehicleModelId: input.vehicleModelId,
        userId: customerIdOf(input),
        now,
        lock: false,
      })
    : null;
  if (promo && !promo.ok) return { ok: false, reason: 'promo', refusal: promo.reason };
  const prices = await priceVehicles({
    vehicleModelIds: [input.vehicleModelId],
    pickupBranch,
    dropoffBranch,
    collectionCity: null,
    deliveryCity: input.delivery?.city ?? null,
    youngDriver: input.youngDriver,
    promo: promo?.code.discount ?? null,
    pickupAt: input.pickupAt,
    dropoffAt: input.dropoffAt,
    extras: input.extras,
    paymentMethod: methodOf(input.payment),
    now,
  });
  const price = prices.get(input.vehicleModelId);
  if (!price?.quote) return { ok: false, reason: 'no_price' };
  if (!price.available) return { ok: false, reason: 'unavailable' };
  return { ok: true, quote: price.quote };
}

export type StaffBookingResult =
  | { ok: true; bookingId: number; reference: string; customerCreated: boolean }
  | { ok: false; reason: Extract<AccountResult, { ok: false }>['reason'] }
  | { ok: false; reason: 'unavailable' | 'no_price' | 'too_many_holds' | 'expired' | 'counter_payment' }
  | { ok: false; reason: 'price_changed'; quote: Quote }
  | { ok: false; reason: 'promo'; refusal: PromoRefusal };

/**
 * Books a car for a walk-in or phone customer the way a customer's own booking is made: the car is
 * held through holdVehicle (the model locked at the branch, checked free, priced inside the hold),
 * then confirmed with the customer's confirmation mail. Paid at the counter now, the payment is
 * recorded in the same transaction as the confirmation: both or neither. `seenTotalFils` is the
 * total staff read out; a different price now holds nothing and comes back to be confirmed.
 */
export async function bookForCustomer(
  input: StaffBookingInput,
  staffId: number,
  seenTotalFils: number | null,
  now = new Date(),
): Promise<StaffBookingResult> {
  // Checked before an account is made for a new customer, so a refusal leaves nothing behind as a rule.
  const quoted = await quoteStaffBooking(input, now);
  if (!quoted.ok) return quoted;
  const staff = { id: staffId, channel: input.channel };
  const found = await accountForStaffBooking(input.customer, input.documents, staff, now);
  if (!found.ok) return found;
  const { account } = found;

  const branches = await listBranches();
  const pickupBranch = branches.find((branch) => branch.id === input.pickupBranchId)!;
  const dropoffBranch = branches.find((branch) => branch.id === input.dropoffBranchId)!;
  const paymentMethod = methodOf(input.payment);
  let promoRefused: PromoRefusal | null = null;
  const held = await holdVehicle(
    {
      userId: account.userId,
      enquiryId: null,
      vehicleModelId: input.vehicleModelId,
      pickupBranchId: pickupBranch.id,
      dropoffBranchId: dropoffBranch.id,
      collectionCity: null,
      delivery: input.delivery,
      pickupAt: input.pickupAt,
      dropoffAt: input.dropoffAt,
      turnaroundMinutes: await turnaroundMinutes(),
      price: async (tx) => {
        const rateCard = (await rateCardsInForce([input.vehicleModelId], tx)).get(input.vehicleModelId);
        if (!rateCard) return null;
        // Checked again under the code's lock, so its uses cannot run out between the quote and this hold.
        const promo = input.promoCode
          ? await checkPromoCode(tx, input.promoCode, {
              vehicleModelId: input.vehicleModelId,
              userId: account.userId,
              now,
              lock: true,
            })
          : null;
        if (promo && !promo.ok) {
          promoRefused = promo.reason;
          return null;
        }
        let snapshot: PriceSnapshot;
        try {
          const offer = offerForRental(await pricedOffers(tx), {
            vehicleModelId: input.vehicleModelId,
            rateCard,
            pickupBranchId: pickupBranch.id,
            pickupAt: input.pickupAt,
            dropoffAt: input.dropoffAt,
          });
          snapshot = priceSnapshot({
            rateCard,
            offer,
            pickupBranch,
            dropoffBranch,
            collectionCity: null,
            deliveryCity: input.delivery?.city ?? null,
            youngDriver: input.youngDriver,
            promo: promo?.code.discount ?? null,
            pickupAt: input.pickupAt,
            dropoffAt: input.dropoffAt,
            extras: input.extras,
            paymentMethod,
          });
        } catch {
          return null; // no rate for this length of rental
        }
        return { priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils, promoCodeId: promo?.code.id ?? null };
      },
      seenTotalFils: seenTotalFils ?? undefined,
      madeBy: { staffId, channel: input.channel },
    },
    now,
  );
  if (promoRefused) return { ok: false, reason: 'promo', refusal: promoRefused };
  if (!held.ok)
    return held.reason === 'price_changed'
      ? { ok: false, reason: 'price_changed', quote: held.price.priceSnapshot.quote }
      : { ok: false, reason: held.reason };

  const { firstName, lastName } = splitName(account.fullName);
  const details: BookingCustomerDetails = {
    firstName,
    lastName,
    email: account.email,
    mobile: account.phone,
    birthDate: account.birthDate ?? '',
    company: null,
    ...input.address,
    hasFazaa: false,
    hasEsaad: false,
  };
  const counterMethod = input.payment === 'counter_cash' ? 'cash' : input.payment === 'counter_card' ? 'card' : null;
  const confirmed = await db()
    .transaction(async (tx) => {
      const moved = await moveBooking(
        {
          bookingId: held.bookingId,
          to: 'confirmed',
          from: ['draft'],
          actorId: staffId,
          holdValidAt: now,
          reason: staffBookingReasons[input.channel],
          details: { channel: input.channel, customerCreated: found.created },
          set: {
            customerDetails: details,
            paymentMethod,
            confirmedAt: now,
            holdExpiresAt: null,
            invoiceNumber: nextInvoiceNumber(),
          },
        },
        tx,
      );
      if (!moved) return 'expired' as const;
      if (counterMethod) {
        const paid = await takeCounterPayment(
          tx,
          { bookingId: held.bookingId, method: counterMethod, actorId: staffId, note: '' },
          now,
        );
        // Never confirmed without the money staff said they took: the whole step is undone.
        if (!paid.ok) throw new CounterPaymentRefused();
      }
      await sendBookingConfirmation(held.bookingId, tx);
      return 'confirmed' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof CounterPaymentRefused) return 'counter_payment' as const;
      throw error;
    });
  if (confirmed !== 'confirmed') return { ok: false, reason: confirmed };
  return { ok: true, bookingId: held.bookingId, reference: held.reference, customerCreated: found.created };
}

class CounterPaymentRefused extends Error {}

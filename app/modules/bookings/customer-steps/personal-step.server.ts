import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { type BookingCustomerDetails, bookings, users, vehicleModels, vehicleTypes } from '~/db/schema';
import { carsAvailable, turnaroundMinutes } from '~/modules/fleet/availability.server';
import { lockModelAtBranch } from '~/modules/cars/car-stock.server';
import { listEmirates } from '~/modules/fleet/branches.server';
import { type MemberDiscountRates, memberDiscountFor } from '~/modules/pricing/member-discounts';
import type { PaymentMethod } from '~/modules/pricing/quote-booking';
import { memberDiscountRates } from '~/modules/settings/member-discount-rates.server';
import { type CustomerBooking, driverFromAccount } from './bill.server';
import { sendBookingConfirmation } from '../booking-mail.server';
import { holdsCar } from '../states/booking-states';
import { moveBooking, nextInvoiceNumber } from '../booking-transitions.server';
import { repriceSnapshot } from '../records/price-snapshot';
import { toDubaiParts } from '~/utils/dubai-time';
import { asResidency } from './renter-address';

/**
 * What the personal step's rules need: the emirates, where the renter lives (the booking box's
 * residency; a booking without an enquiry is a resident's), the vehicle type's minimum age, the
 * pick-up day in Dubai, and the customer's birth date as staff verified it (an approved account's).
 */
export async function personalStepRules(
  booking: Pick<CustomerBooking, 'vehicleModelId' | 'pickupAt' | 'residency'>,
  userId: number,
) {
  const [emirateRows, [type], [account]] = await Promise.all([
    listEmirates(),
    db()
      .select({ minimumAge: vehicleTypes.minimumRenterAge, youngDriverAge: vehicleTypes.youngDriverMinimumAge })
      .from(vehicleModels)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
      .where(eq(vehicleModels.id, booking.vehicleModelId)),
    db()
      .select({ birthDate: users.birthDate, reviewStatus: users.reviewStatus })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  return {
    emirates: emirateRows.map((row) => row.name),
    residency: asResidency(booking.residency),
    // The youngest renter the class takes (its young-driver age where set); under `surchargeBelowAge` pays the surcharge.
    minimumAge: type?.youngDriverAge ?? type?.minimumAge ?? 25,
    surchargeBelowAge: type?.minimumAge ?? 25,
    pickupDay: toDubaiParts(booking.pickupAt).date,
    verifiedBirthDate: account?.reviewStatus === 'approved' ? account.birthDate : null,
  };
}

/** The states from which the customer may (re)submit the personal step. */
export const payableStates = ['draft', 'payment_failed'] as const;

export type PersonalStepResult = { ok: true } | { ok: false; reason: 'not_found' | 'expired' | 'unavailable' };

/**
 * Checks, under the branch's stock lock, that the booking may still go ahead: a draft within its
 * hold keeps its car; a booking whose payment failed gave its car back and needs one free again.
 */
export async function stillBookable(
  tx: Database,
  booking: CustomerBooking,
  turnaround: number,
  now: Date,
): Promise<PersonalStepResult> {
  const [row] = await tx
    .select({
      pickupBranchId: bookings.pickupBranchId,
      dropoffAt: bookings.dropoffAt,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  if (!row || !(payableStates as readonly string[]).includes(row.status)) return { ok: false, reason: 'not_found' };
  await lockModelAtBranch(tx, row.pickupBranchId, booking.vehicleModelId);
  if (row.status === 'draft') return holdsCar(row, now) ? { ok: true } : { ok: false, reason: 'expired' };
  const free = await carsAvailable(
    {
      vehicleModelIds: [booking.vehicleModelId],
      branchId: row.pickupBranchId,
      pickupAt: booking.pickupAt,
      dropoffAt: row.dropoffAt,
      turnaroundMinutes: turnaround,
      now,
    },
    tx,
  );
  return (free.get(booking.vehicleModelId) ?? 0) > 0 ? { ok: true } : { ok: false, reason: 'unavailable' };
}

/**
 * The booking with the driver's details and the price for the chosen way of paying, less the
 * member discount their Fazaa or Esaad tick gives at today's rates (the card is checked at pick-up).
 */
export function withDriver(
  booking: CustomerBooking,
  details: BookingCustomerDetails,
  paymentMethod: PaymentMethod,
  rates: MemberDiscountRates,
) {
  const memberDiscount = memberDiscountFor(details, rates);
  const snapshot = repriceSnapshot(booking.priceSnapshot, { paymentMethod, memberDiscount });
  return { customerDetails: details, paymentMethod, priceSnapshot: snapshot, totalFils: snapshot.quote.totalFils };
}

/** Pay on pick-up: the booking is confirmed at once, with its invoice number, at the price including the 10%. */
export async function confirmPayOnPickup(
  userId: number,
  booking: CustomerBooking,
  details: BookingCustomerDetails,
  now = new Date(),
): Promise<PersonalStepResult> {
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const [turnaround, rates] = await Promise.all([turnaroundMinutes(), memberDiscountRates()]);
  const result = await db().transaction(async (tx): Promise<PersonalStepResult> => {
    const check = await stillBookable(tx, booking, turnaround, now);
    if (!check.ok) return check;
    const moved = await moveBooking(
      {
        bookingId: booking.id,
        to: 'confirmed',
        from: [...payableStates],
        userId,
        holdValidAt: now,
        reason: 'pay on pick-up',
        details: { termsAccepted: true },
        set: {
          ...withDriver(booking, details, 'pay_on_pickup', rates),
          confirmedAt: now,
          holdExpiresAt: null,
          invoiceNumber: nextInvoiceNumber(),
        },
      },
      tx,
    );
    if (!moved) return { ok: false, reason: 'expired' };
    await sendBookingConfirmation(booking.id, tx);
    return { ok: true };
  });
  return result;
}

/** What a customer's earlier booking lends the next one: where they live and who they bill, which rarely change. */
const remembered = ['streetAddress', 'poBox', 'emirate', 'city', 'country', 'postcode', 'company'] as const;
/** Kept on the account when it has them (staff check the birth date); an earlier booking fills the gap. */
const accountFirst = ['birthDate', 'trn'] as const;

/**
 * The driver's details from the customer's most recent other booking that got through the personal
 * step (its address, company, and the birth date and TRN the account lacks), or {} for a first booking.
 */
async function driverFromLastBooking(userId: number, bookingId: number): Promise<Record<string, string>> {
  const [last] = await db()
    .select({ details: bookings.customerDetails })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), ne(bookings.id, bookingId), isNotNull(bookings.customerDetails)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  if (!last?.details) return {};
  const details = last.details as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    [...remembered, ...accountFirst]
      .map((name) => [name, details[name]])
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/**
 * The personal step's starting values. What the customer typed for this booking wins: the draft
 * kept while they logged in again, else the details already saved on it. Only when there is
 * neither does the most recent earlier booking fill in the address, over the account's name,
 * email, phone, birth date and TRN.
 */
export async function personalStepDefaults(
  userId: number,
  booking: Pick<CustomerBooking, 'id' | 'customerDetails' | 'paymentMethod'>,
  draft: Record<string, string> | null,
): Promise<Record<string, string>> {
  const startsFresh = !draft && !booking.customerDetails;
  const [account, earlier] = await Promise.all([
    driverFromAccount(userId),
    startsFresh ? driverFromLastBooking(userId, booking.id) : {},
  ]);
  const fromEarlier = Object.fromEntries(
    Object.entries(earlier).filter(([name]) => !(accountFirst as readonly string[]).includes(name) || !account[name]),
  );
  const saved = booking.customerDetails
    ? {
        ...booking.customerDetails,
        hasFazaa: booking.customerDetails.hasFazaa ? 'on' : '',
        hasEsaad: booking.customerDetails.hasEsaad ? 'on' : '',
        company: booking.customerDetails.company ?? '',
        trn: booking.customerDetails.trn ?? '',
        comments: booking.customerDetails.comments ?? '',
      }
    : {};
  return {
    ...account,
    ...fromEarlier,
    ...saved,
    ...(booking.paymentMethod ? { paymentMethod: booking.paymentMethod } : {}),
    ...draft,
  };
}

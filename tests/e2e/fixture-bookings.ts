import { and, eq, gt } from 'drizzle-orm';
import { db } from '../../app/db/client.server';
import {
  bookingPaymentOrders,
  bookings,
  fleetCars,
  branches,
  rateCards,
  users,
  vehicleModels,
  vehicleTypes,
} from '../../app/db/schema';
import { nextInvoiceNumber } from '../../app/modules/bookings/booking-transitions.server';
import { priceSnapshot } from '../../app/modules/bookings/records/price-snapshot';
import { env } from '../../app/modules/config/env.server';
import { paymentClient } from '../../app/modules/payments/provider/payment-client.server';
import { type Extras, noExtras } from '../../app/modules/pricing/quote-booking';
import { rateCardsInForce } from '../../app/modules/pricing/rate-cards.server';
import { recordCounterDeposit } from '../../app/modules/payments/deposits.server';
import { depositAmountFor } from '../../app/modules/settings/deposit-amount.server';
import { testDriver } from '../factories/bookings';
import { addCars } from '../factories/cars';
import {
  COUNTER_RENTAL_ARABIC_REFERENCE,
  COUNTER_RENTAL_REFERENCE,
  NOT_COLLECTED_REFERENCE,
  ON_RENT_REFERENCE,
  PAID_WITHIN_A_DAY_REFERENCE,
  PICKUP_TODAY_REFERENCES,
  UPGRADE_RENTAL,
} from './fixture-references';
import { dubaiDateTime, dubaiToday } from '../../app/utils/dubai-time';

/*
 * Bookings no journey through the site can make, because the site books pick-ups at least 24
 * hours ahead (and a car is handed over on its pick-up day only): the end-to-end server adds them
 * as soon as its seed is in.
 */

const HOUR_MS = 3_600_000;

/** The server opens and seeds the database as it starts; the demo customer is among the last rows written. */
export async function seeded() {
  for (let tries = 0; tries < 1200; tries++) {
    const holder = globalThis as { __rentalDatabase?: unknown };
    if (holder.__rentalDatabase) {
      const found = await db()
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'customer@example.ae'))
        .catch(() => []);
      if (found.length) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The test server never finished seeding its database.');
}

/** The provider's sandbox is mounted on the server itself: wait until it answers. */
export async function listening() {
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(new URL('/healthz', env().APP_URL)).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The test server never started listening.');
}

/**
 * A confirmed booking at a branch, for two days (or `days`) from `pickupAt`, with its invoice, as
 * the site would have left it: of the demo customer unless another is named, and of the first model
 * the branch stocks at a rate unless one is named.
 */
export async function insertConfirmedBooking(args: {
  reference: string;
  branch: string;
  pickupAt: Date;
  paymentMethod: 'card' | 'pay_on_pickup';
  extras?: Extras;
  days?: number;
  model?: { brand: string; name: string };
  customer?: { email: string; firstName: string; lastName: string };
  /** The model booked; by default the first the branch stocks at a rate. */
  vehicleModelId?: number;
}) {
  const [branch] = await db()
    .select({ id: branches.id, value: branches.value, city: branches.city })
    .from(branches)
    .where(eq(branches.value, args.branch));
  const email = args.customer?.email ?? 'customer@example.ae';
  const [customer] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  const [model] = args.vehicleModelId
    ? [{ id: args.vehicleModelId }]
    : await db()
        .select({ id: vehicleModels.id })
        .from(fleetCars)
        .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
        .innerJoin(rateCards, eq(rateCards.vehicleModelId, vehicleModels.id))
        .where(
          and(
            eq(fleetCars.homeBranchId, branch.id),
            gt(rateCards.dailyFils, 0),
            eq(vehicleModels.active, true),
            args.model ? eq(vehicleModels.brand, args.model.brand) : undefined,
            args.model ? eq(vehicleModels.name, args.model.name) : undefined,
          ),
        )
        .orderBy(fleetCars.id)
        .limit(1);
  if (!model) throw new Error(`${args.branch} stocks no ${args.model?.brand ?? ''} ${args.model?.name ?? 'model'}.`);
  const rateCard = (await rateCardsInForce([model.id])).get(model.id)!;
  const dropoffAt = new Date(args.pickupAt.getTime() + (args.days ?? 2) * 24 * HOUR_MS);
  const place = { value: branch.value, city: branch.city };
  const snapshot = priceSnapshot({
    rateCard,
    pickupBranch: place,
    dropoffBranch: place,
    collectionCity: null,
    pickupAt: args.pickupAt,
    dropoffAt,
    extras: args.extras ?? noExtras,
    paymentMethod: args.paymentMethod,
  });
  const [booking] = await db()
    .insert(bookings)
    .values({
      reference: args.reference,
      userId: customer.id,
      status: 'confirmed',
      vehicleModelId: model.id,
      pickupBranchId: branch.id,
      dropoffBranchId: branch.id,
      pickupAt: args.pickupAt,
      dropoffAt,
      blockedUntil: dropoffAt,
      paymentMethod: args.paymentMethod,
      priceSnapshot: snapshot,
      totalFils: snapshot.quote.totalFils,
      customerDetails: {
        ...testDriver,
        email,
        ...(args.customer ? { firstName: args.customer.firstName, lastName: args.customer.lastName } : {}),
      },
      confirmedAt: new Date(args.pickupAt.getTime() - 48 * HOUR_MS),
      invoiceNumber: nextInvoiceNumber(),
    })
    .onConflictDoNothing()
    .returning({ id: bookings.id, totalFils: bookings.totalFils });
  return booking;
}

/** A pay-on-pick-up booking at Sharjah (a branch no other journey books), its pick-up three hours ago: a no-show to record. */
export async function insertBookingNotCollected(now = new Date()) {
  await seeded();
  await insertConfirmedBooking({
    reference: NOT_COLLECTED_REFERENCE,
    branch: 'Sharjah_MG Showroom',
    pickupAt: new Date(now.getTime() - 3 * HOUR_MS),
    paymentMethod: 'pay_on_pickup',
  });
}

/**
 * Pay-on-pick-up bookings at Ittihad Road picking up ten minutes before the server started: on
 * today's sheet (in Dubai), not yet a no-show, with their whole total due at the counter.
 */
export async function insertBookingsPickingUpToday(now = new Date()) {
  await seeded();
  for (const reference of Object.values(PICKUP_TODAY_REFERENCES))
    await insertConfirmedBooking({
      reference,
      branch: 'Dubai_Ittihad Road',
      pickupAt: new Date(now.getTime() - 10 * 60_000),
      paymentMethod: 'pay_on_pickup',
      // The sheet shows the extras to hand over with the car.
      extras: reference === PICKUP_TODAY_REFERENCES.sheet ? { ...noExtras, gps: true, babySeat: true } : noExtras,
    });
}

/**
 * A booking paid by card at Al Ain (a branch no other journey books) whose pick-up is 12 hours
 * away, inside the terms' last 24 hours: cancelling it keeps one rental day. Its payment is a real
 * order of the provider's sandbox, paid with the approved test card through the hosted page's form.
 */
export async function insertCardBookingPaidWithinADay(now = new Date()) {
  await seeded();
  await listening();
  const booking = await insertConfirmedBooking({
    reference: PAID_WITHIN_A_DAY_REFERENCE,
    branch: 'Al Ain_Al Jimi',
    pickupAt: new Date(now.getTime() + 12 * HOUR_MS),
    paymentMethod: 'card',
  });
  if (!booking) return;
  await payByCard(booking, PAID_WITHIN_A_DAY_REFERENCE, 'customer@example.ae');
}

/**
 * Pays a booking inserted above with a real order of the provider's sandbox, paid with the approved
 * test card through the hosted page's form, as the card journey leaves it. Needs the server listening.
 */
export async function payByCard(booking: { id: number; totalFils: number | null }, reference: string, email: string) {
  const order = await paymentClient().createOrder({
    amountFils: booking.totalFils!,
    merchantOrderReference: reference,
    emailAddress: email,
    billingAddress: { firstName: testDriver.firstName, lastName: testDriver.lastName, countryCode: 'AE' },
    language: 'en',
    redirectUrl: new URL('/my-history', env().APP_URL).toString(),
  });
  const paid = await fetch(order.paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' }),
    redirect: 'manual',
  });
  const reading = await paymentClient().readOrder(order.reference);
  if (reading.status !== 'paid')
    throw new Error(`The sandbox did not take ${reference}'s payment (${paid.status}, ${reading.providerState}).`);
  await db().insert(bookingPaymentOrders).values({
    bookingId: booking.id,
    orderRef: order.reference,
    amountFils: booking.totalFils!,
    status: reading.status,
    providerState: reading.providerState,
    capturedFils: reading.capturedFils,
  });
  await db()
    .update(bookings)
    .set({ paymentOrderRef: order.reference, paymentStatus: reading.status })
    .where(eq(bookings.id, booking.id));
}

/** The counter's whole rental, once in each language: card bookings picked up 50 hours ago (so due back two hours ago), not yet handed over. */
export async function insertBookingForCounterRental(now = new Date()) {
  await seeded();
  await insertConfirmedBooking({
    reference: COUNTER_RENTAL_REFERENCE,
    branch: 'Abu Dhabi_Mussafah',
    pickupAt: new Date(now.getTime() - 50 * HOUR_MS),
    paymentMethod: 'card',
  });
  await insertConfirmedBooking({
    reference: COUNTER_RENTAL_ARABIC_REFERENCE,
    branch: 'Dubai_Al Quoz',
    pickupAt: new Date(now.getTime() - 50 * HOUR_MS),
    paymentMethod: 'card',
  });
}

/**
 * A pay-on-pick-up booking at Abu Dhabi Khalifa City (a branch no other journey books) whose car
 * went out yesterday at 10:00 (UAE time), paid at the counter then, and is due back tomorrow at
 * 10:00: on rent, for the extension.
 */
export async function insertBookingOnRent(now = new Date()) {
  await seeded();
  // Dubai keeps one offset all year: a day earlier is 24 hours earlier.
  const pickupAt = new Date(dubaiDateTime(dubaiToday(now), '10:00')!.getTime() - 24 * HOUR_MS);
  const booking = await insertConfirmedBooking({
    reference: ON_RENT_REFERENCE,
    branch: 'Abu Dhabi_Khalifa City',
    pickupAt,
    paymentMethod: 'pay_on_pickup',
  });
  if (!booking) return;
  await db()
    .update(bookings)
    .set({ status: 'active', counterPaidAt: pickupAt, counterPaymentMethod: 'cash' })
    .where(eq(bookings.id, booking.id));
}

/** The first model on sale at a rate of a class (vehicle type), by name. */
async function modelOfClass(name: string) {
  const [row] = await db()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .innerJoin(rateCards, eq(rateCards.vehicleModelId, vehicleModels.id))
    .where(and(eq(vehicleTypes.name, name), eq(vehicleModels.active, true), gt(rateCards.dailyFils, 0)))
    .orderBy(vehicleModels.id)
    .limit(1);
  return row.id;
}

/**
 * A card booking of a Standard car at Dubai Ibn Battuta (a branch no other journey books) picking up
 * ten minutes before the server started, its deposit left at the counter in cash, and a Luxury car
 * of its own at the branch (plate Dubai U 8701): the counter upgrades the booking to it from the
 * Today sheet, whatever else the branch holds.
 */
export async function insertBookingForUpgrade(now = new Date()) {
  await seeded();
  const [standard, luxury] = [await modelOfClass('Standard'), await modelOfClass('Luxury')];
  const branchValue = 'Dubai_Ibn Battuta';
  const booking = await insertConfirmedBooking({
    reference: UPGRADE_RENTAL.reference,
    branch: branchValue,
    pickupAt: new Date(now.getTime() - 10 * 60_000),
    paymentMethod: 'card',
    vehicleModelId: standard,
  });
  if (!booking) return;
  const [branch] = await db().select({ id: branches.id }).from(branches).where(eq(branches.value, branchValue));
  await addCars(branch.id, luxury, 1, {
    plateEmirate: UPGRADE_RENTAL.plate.emirate,
    plateCode: UPGRADE_RENTAL.plate.code,
    plateNumber: UPGRADE_RENTAL.plate.number,
    vin: UPGRADE_RENTAL.vin,
    colour: 'Black',
    odometerKm: 8_400,
  });
  const [staff] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.ae'));
  const deposit = await recordCounterDeposit({
    bookingId: booking.id,
    amountFils: await depositAmountFor({ vehicleModelId: standard }),
    tender: 'cash',
    staffId: staff.id,
  });
  if (!deposit.ok) throw new Error(`The upgrade fixture's deposit was refused (${deposit.reason}).`);
}

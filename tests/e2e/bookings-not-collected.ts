import { and, eq, gt } from 'drizzle-orm';
import { db } from '../../app/db/client.server';
import { bookings, branchFleet, branches, rateCards, users, vehicleModels } from '../../app/db/schema';
import { nextInvoiceNumber } from '../../app/modules/bookings/booking-transitions.server';
import { priceSnapshot } from '../../app/modules/bookings/price-snapshot';
import { testDriver } from '../factories/bookings';
import { noExtras } from '../../app/modules/pricing/quote-booking';
import { rateCardsInForce } from '../../app/modules/pricing/rate-cards.server';

import { NOT_COLLECTED_REFERENCE } from './fixture-references';

/** The server opens and seeds the database as it starts; the demo customer is among the last rows written. */
async function seeded() {
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

/**
 * The demo customer's pay-on-pick-up booking at Sharjah (a branch no other journey books), its
 * pick-up three hours ago, confirmed with its invoice as the site would have left it.
 */
export async function insertBookingNotCollected(now = new Date()) {
  await seeded();
  const [branch] = await db()
    .select({ id: branches.id, value: branches.value, city: branches.city })
    .from(branches)
    .where(eq(branches.value, 'Sharjah_MG Showroom'));
  const [customer] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'customer@example.ae'));
  const [model] = await db()
    .select({ id: vehicleModels.id })
    .from(branchFleet)
    .innerJoin(vehicleModels, eq(vehicleModels.id, branchFleet.vehicleModelId))
    .innerJoin(rateCards, eq(rateCards.vehicleModelId, vehicleModels.id))
    .where(and(eq(branchFleet.branchId, branch.id), gt(rateCards.dailyFils, 0), eq(vehicleModels.active, true)))
    .limit(1);
  const rateCard = (await rateCardsInForce([model.id])).get(model.id)!;
  const pickupAt = new Date(now.getTime() - 3 * 3_600_000);
  const dropoffAt = new Date(pickupAt.getTime() + 2 * 86_400_000);
  const place = { value: branch.value, city: branch.city };
  const snapshot = priceSnapshot({
    rateCard,
    pickupBranch: place,
    dropoffBranch: place,
    collectionCity: null,
    pickupAt,
    dropoffAt,
    extras: noExtras,
    paymentMethod: 'pay_on_pickup',
  });
  await db()
    .insert(bookings)
    .values({
      reference: NOT_COLLECTED_REFERENCE,
      userId: customer.id,
      status: 'confirmed',
      vehicleModelId: model.id,
      pickupBranchId: branch.id,
      dropoffBranchId: branch.id,
      pickupAt,
      dropoffAt,
      blockedUntil: dropoffAt,
      paymentMethod: 'pay_on_pickup',
      priceSnapshot: snapshot,
      totalFils: snapshot.quote.totalFils,
      customerDetails: { ...testDriver, email: 'customer@example.ae' },
      confirmedAt: new Date(pickupAt.getTime() - 2 * 86_400_000),
      invoiceNumber: nextInvoiceNumber(),
    })
    .onConflictDoNothing();
}

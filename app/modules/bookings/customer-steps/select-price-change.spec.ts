import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { createAccount, settle } from '../../../../tests/factories/accounts';
import { bookableModel, enquiryFor } from '../../../../tests/factories/bookings';
import { routeArgs } from '../../../../tests/factories/route-args';
import { seedDatabase } from '~/db/seed/index.server';
import { bookings, rateCards } from '~/db/schema';
import type { Quote } from '~/modules/pricing/quote-booking';
import { formatAed } from '~/utils/money';
import { action, loader } from '~/routes/details-master';

/**
 * Select carries the total the customer saw. A rate raised meanwhile (on any instance) holds
 * nothing: the page answers with the new price and a message, and Select at that figure holds the car.
 */
const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(5));
});

const pagePath = (prefix: string, enquiryKey: string) => `${prefix}/details-master/${enquiryKey}/${modelId}/a/b`;
const params = (enquiryKey: string) => ({ bookingId: enquiryKey, carId: String(modelId), brand: 'a', model: 'b' });

async function shownTotal(enquiryKey: string) {
  const page = await loader(routeArgs(new Request(`http://localhost${pagePath('', enquiryKey)}`), params(enquiryKey)));
  return page.quote!.totalFils;
}

function select(cookie: string, enquiryKey: string, fields: Record<string, string>, prefix = '') {
  const request = new Request(`http://localhost${pagePath(prefix, enquiryKey)}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return settle(() => action(routeArgs(request, params(enquiryKey))));
}

/** What staff saving a higher rate does: a new card, newest first, 10% dearer. */
async function raiseRate() {
  const [newest] = await db()
    .select()
    .from(rateCards)
    .where(eq(rateCards.vehicleModelId, modelId))
    .orderBy(desc(rateCards.createdAt), desc(rateCards.id))
    .limit(1);
  const { id: _id, createdAt: _createdAt, ...card } = newest;
  await db()
    .insert(rateCards)
    .values({
      ...card,
      dailyFils: Math.round(card.dailyFils * 1.1),
      weeklyFils: Math.round(card.weeklyFils * 1.1),
      monthlyFils: Math.round(card.monthlyFils * 1.1),
      createdAt: new Date(),
    });
}

const heldBy = (userId: number) =>
  db()
    .select({ id: bookings.id, totalFils: bookings.totalFils })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'draft')));

describe('Select at the price the customer saw', () => {
  test('given a stale total, shows the new price to confirm and holds nothing; given the current one, holds the car', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const enquiryKey = await enquiryFor(customer.id, 10, 3);
    const seen = await shownTotal(enquiryKey);
    await raiseRate();

    const stale = await select(customer.cookie, enquiryKey, { quotedTotalFils: String(seen) });
    expect(stale.status).toBe(409);
    const reply = stale.body as { reason: string; message: string; quote: Quote };
    expect(reply.reason).toBe('price_changed');
    expect(reply.quote.totalFils).toBeGreaterThan(seen);
    expect(reply.message).toBe(
      `The price has changed since it was shown: the total is now ${formatAed(reply.quote.totalFils, 'en')}. Please check the new price and select again to confirm.`,
    );
    expect(await heldBy(customer.id)).toEqual([]);

    // A form without the figure is never taken as agreement to a price.
    expect((await select(customer.cookie, enquiryKey, {})).body).toMatchObject({ reason: 'price_changed' });
    expect(await heldBy(customer.id)).toEqual([]);

    const confirmed = await select(customer.cookie, enquiryKey, { quotedTotalFils: String(reply.quote.totalFils) });
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toMatch(new RegExp(`^/bill/\\d+/${enquiryKey}/extrass$`));
    expect(await heldBy(customer.id)).toEqual([{ id: expect.any(Number), totalFils: reply.quote.totalFils }]);
  });

  test('the message is in the page’s language', async () => {
    const customer = await createAccount({ reviewStatus: 'approved', locale: 'ar' });
    const enquiryKey = await enquiryFor(customer.id, 12, 2);
    const seen = await shownTotal(enquiryKey);
    await raiseRate();
    const stale = await select(customer.cookie, enquiryKey, { quotedTotalFils: String(seen) }, '/ar');
    const reply = stale.body as { reason: string; message: string; quote: Quote };
    expect(reply.reason).toBe('price_changed');
    expect(reply.message).toBe(
      `تغير السعر منذ عرضه: أصبح الإجمالي ${formatAed(reply.quote.totalFils, 'ar')}. يرجى مراجعة السعر الجديد والاختيار مرة أخرى للتأكيد.`,
    );
    expect(await heldBy(customer.id)).toEqual([]);
  });
});

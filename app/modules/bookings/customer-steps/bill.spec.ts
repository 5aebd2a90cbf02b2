import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookings, users } from '~/db/schema';
import { createSession } from '~/modules/auth/sessions.server';
import { noExtras } from '~/modules/pricing/quote-booking';
import { action } from '~/routes/bill';
import { bookableModel, enquiryFor } from '../../../../tests/factories/bookings';
import { extraPrices, findCustomerBooking, saveExtras } from './bill.server';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { selectVehicle } from './select-vehicle.server';
import { routeArgs } from '../../../../tests/factories/route-args';

const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;
let owner: { id: number; reviewStatus: 'approved' };
let stranger: number;

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(20));
  [owner] = (
    await db()
      .insert(users)
      .values({
        fullName: 'Sara Customer',
        email: 'sara@example.ae',
        phone: '+971501234567',
        passwordHash: 'x',
        reviewStatus: 'approved',
      })
      .returning({ id: users.id })
  ).map((row) => ({ ...row, reviewStatus: 'approved' as const }));
  [{ id: stranger }] = await db()
    .insert(users)
    .values({
      fullName: 'Other Person',
      email: 'other@example.ae',
      phone: '+971501111111',
      passwordHash: 'x',
      reviewStatus: 'approved',
    })
    .returning({ id: users.id });
});

async function draftBooking() {
  const enquiryId = await enquiryFor(owner.id, 3, 2);
  // A customer holds at most two cars: the earlier tests' holds are let go first.
  await db()
    .update(bookings)
    .set({ holdExpiresAt: new Date(0) })
    .where(and(eq(bookings.userId, owner.id), eq(bookings.status, 'draft')));
  const selected = await selectVehicle(owner, enquiryId, modelId);
  if (!selected.ok) throw new Error(`select failed: ${selected.reason}`);
  return selected;
}

const withGps = { ...noExtras, gps: true };

describe('the bill: extras', () => {
  test('extras are priced from the booking’s own rate card and saved with the new total', async () => {
    const { bookingId } = await draftBooking();
    const before = (await findCustomerBooking(owner.id, bookingId))!;
    const gpsPrice = extraPrices(before.priceSnapshot).gps;
    expect(gpsPrice).toBeGreaterThan(0);
    const saved = await saveExtras(owner.id, bookingId, withGps);
    expect(saved.ok).toBe(true);
    const after = (await findCustomerBooking(owner.id, bookingId))!;
    expect(after.priceSnapshot.extras).toEqual(withGps);
    // The GPS price is declared with its VAT: the total grows by exactly what the box said, to the fil.
    expect(after.totalFils! - before.totalFils!).toBe(gpsPrice);
    const gpsLine = after.priceSnapshot.quote.lines.find((line) => line.code === 'gps')!.amountFils;
    expect(gpsPrice).toBe(gpsLine + Math.round(gpsLine * 0.05));
  });

  test("another customer's booking is not found, and cannot be changed", async () => {
    const { bookingId } = await draftBooking();
    expect(await findCustomerBooking(stranger, bookingId)).toBeUndefined();
    expect(await saveExtras(stranger, bookingId, withGps)).toEqual({ ok: false, reason: 'not_found' });
  });

  test('after the 30-minute hold nothing can be changed', async () => {
    const { bookingId } = await draftBooking();
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await saveExtras(owner.id, bookingId, withGps, later)).toEqual({ ok: false, reason: 'expired' });
    const [row] = await db()
      .select({ snapshot: bookings.priceSnapshot })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(readPriceSnapshot(row.snapshot, 'the booking').extras).toEqual(noExtras);
  });

  test('the page ignores any amount the browser sends and moves on to the personal step', async () => {
    const { bookingId, enquiryKey } = await draftBooking();
    const cookie = (await createSession(owner.id, ['customer'], null)).split(';')[0];
    const body = new URLSearchParams({ gps: 'on', intent: 'save', totalFils: '1', amount: '1' });
    const request = new Request(`http://localhost/bill/${bookingId}/${enquiryKey}/extrass`, {
      method: 'POST',
      body,
      headers: { Cookie: cookie },
    });
    const response = (await action(
      routeArgs(request, { bookingId: String(bookingId), enquiryId: enquiryKey, tab: 'extrass' }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/bill/${bookingId}/${enquiryKey}/personal`);
    const after = (await findCustomerBooking(owner.id, bookingId))!;
    expect(after.priceSnapshot.extras).toEqual(withGps);
    expect(after.totalFils).toBeGreaterThan(1);

    const strangerCookie = (await createSession(stranger, ['customer'], null)).split(';')[0];
    const foreign = new Request(`http://localhost/bill/${bookingId}/${enquiryKey}/extrass`, {
      method: 'POST',
      body,
      headers: { Cookie: strangerCookie },
    });
    await expect(
      action(routeArgs(foreign, { bookingId: String(bookingId), enquiryId: enquiryKey, tab: 'extrass' })),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { bookableModel, enquiryFor } from '../../../tests/factories/bookings';
import { bookings, users } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import { findCustomerBooking } from '~/modules/bookings/customer-steps/bill.server';
import { selectVehicle } from '~/modules/bookings/customer-steps/select-vehicle.server';
import { dubaiToday } from '~/utils/dubai-time';
import { addDays } from '~/utils/form-rules';
import {
  applyPromoCode,
  createPromoCode,
  listPromoCodesForStaff,
  removePromoCode,
  setPromoCodeActive,
} from './promo-codes.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;
let staffId: number;
const customers: { id: number; reviewStatus: 'approved' }[] = [];

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(20));
  const rows = await db()
    .insert(users)
    .values(
      ['one', 'two', 'three', 'staff'].map((name, index) => ({
        fullName: `Customer ${name}`,
        email: `${name}@example.ae`,
        phone: `+97150111111${index}`,
        passwordHash: 'x',
        reviewStatus: 'approved' as const,
      })),
    )
    .returning({ id: users.id });
  customers.push(...rows.slice(0, 3).map((row) => ({ id: row.id, reviewStatus: 'approved' as const })));
  staffId = rows[3].id;
});

/** A car held by this customer for a two-day rental three days ahead; their earlier holds are let go. */
async function heldBooking(customer: { id: number; reviewStatus: 'approved' }) {
  await db()
    .update(bookings)
    .set({ holdExpiresAt: new Date(0) })
    .where(and(eq(bookings.userId, customer.id), eq(bookings.status, 'draft')));
  const selected = await selectVehicle(customer, await enquiryFor(customer.id, 3, 2), modelId);
  if (!selected.ok) throw new Error(`select failed: ${selected.reason}`);
  return selected.bookingId;
}

const today = () => dubaiToday();
async function newCode(code: string, terms: Partial<Parameters<typeof createPromoCode>[1]> = {}) {
  const created = await createPromoCode(staffId, {
    code,
    percentOff: 10,
    amountOffFils: null,
    validFrom: addDays(today(), -1),
    validUntil: addDays(today(), 30),
    maxUses: null,
    maxUsesPerCustomer: 1,
    vehicleModelIds: [],
    ...terms,
  });
  if (!created.ok) throw new Error('code taken');
  return created.id;
}

describe('promo codes on a held booking', () => {
  test('a code typed in any case takes 10% off the rental, keeps the extras, and comes off again', async () => {
    await newCode('WELCOME10');
    const bookingId = await heldBooking(customers[0]);
    const before = (await findCustomerBooking(customers[0].id, bookingId))!;
    const base = before.priceSnapshot.quote.lines.find((line) => line.code === 'base')!.amountFils;
    const applied = await applyPromoCode(customers[0].id, bookingId, ' welcome10 ');
    expect(applied.ok).toBe(true);
    const after = (await findCustomerBooking(customers[0].id, bookingId))!;
    expect(after.priceSnapshot.promo).toEqual({ code: 'WELCOME10', percentOff: 10, amountOffFils: null });
    expect(after.priceSnapshot.quote.lines).toContainEqual({
      code: 'promo_discount',
      amountFils: -Math.round(base / 10),
    });
    expect(after.totalFils).toBeLessThan(before.totalFils!);
    expect(await removePromoCode(customers[0].id, bookingId)).toBe(true);
    expect((await findCustomerBooking(customers[0].id, bookingId))!.totalFils).toBe(before.totalFils);
  });

  test('refuses an unknown, retired, ended or other-model code, and another customer’s booking', async () => {
    const bookingId = await heldBooking(customers[1]);
    expect(await applyPromoCode(customers[1].id, bookingId, 'NOPE')).toEqual({ ok: false, reason: 'unknown' });
    const retired = await newCode('RETIRED5');
    await setPromoCodeActive(staffId, retired, false);
    expect(await applyPromoCode(customers[1].id, bookingId, 'RETIRED5')).toEqual({ ok: false, reason: 'unknown' });
    await newCode('LASTWEEK', { validFrom: addDays(today(), -9), validUntil: addDays(today(), -2) });
    expect(await applyPromoCode(customers[1].id, bookingId, 'lastweek')).toEqual({ ok: false, reason: 'ended' });
    await newCode('OTHERCAR', { vehicleModelIds: [modelId + 100_000] });
    expect(await applyPromoCode(customers[1].id, bookingId, 'OTHERCAR')).toEqual({
      ok: false,
      reason: 'other_model',
    });
    expect(await applyPromoCode(customers[0].id, bookingId, 'WELCOME10')).toEqual({ ok: false, reason: 'not_found' });
  });

  test('a code with one use left goes to one of two customers applying at once; the other is told it is used up', async () => {
    await newCode('ONLYONE', { maxUses: 1, amountOffFils: 5_000, percentOff: null });
    const [first, second] = await Promise.all([heldBooking(customers[1]), heldBooking(customers[2])]);
    const results = await Promise.all([
      applyPromoCode(customers[1].id, first, 'ONLYONE'),
      applyPromoCode(customers[2].id, second, 'ONLYONE'),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'used_up' }]);
    const listed = (await listPromoCodesForStaff()).find((code) => code.code === 'ONLYONE')!;
    expect(listed.uses).toBe(1);
  });

  test('one use per customer: a second booking of the same customer is refused; a lapsed hold gives the use back', async () => {
    await newCode('ONCE');
    const first = await heldBooking(customers[2]);
    expect((await applyPromoCode(customers[2].id, first, 'ONCE')).ok).toBe(true);
    // heldBooking lets the first hold lapse: a draft whose hold ran out is no longer a use.
    const second = await heldBooking(customers[2]);
    expect((await applyPromoCode(customers[2].id, second, 'ONCE')).ok).toBe(true);
    await db().update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, second));
    const third = await heldBooking(customers[2]);
    expect(await applyPromoCode(customers[2].id, third, 'ONCE')).toEqual({ ok: false, reason: 'used_by_you' });
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../tests/factories/accounts';
import { bookableModel } from '../../../tests/factories/bookings';
import { addCars } from '../../../tests/factories/cars';
import { cardBooking } from '../../../tests/factories/invoices';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { depositEvents } from '~/db/schema';
import { moveBooking } from '~/modules/bookings/booking-transitions.server';
import { moveCarStatus } from '~/modules/cars/car-moves.server';
import { blockCars } from '~/modules/fleet/blocked-cars.server';
import { recordCounterDeposit } from '~/modules/payments/deposits.server';
import { saveSettingsSection } from '~/modules/settings/company-settings.server';
import { addDays } from '~/modules/bookings/booking-search';
import { dubaiToday } from '~/utils/dubai-time';
import { type HistoryFilter, unfilteredHistory } from './history-filter';
import { listHistory } from './history-list.server';
import { historyPage } from './history-page.server';
import { kindOfEntry } from './history-words';

/**
 * The history screen's one query against a real database: changes made through the domain's own
 * functions by two staff members, listed newest first and filtered by who, kind and Dubai dates.
 */
const database = withTestDatabase();
const db = () => database.handle().db;

let counter: TestAccount;
let manager: TestAccount;
let customer: TestAccount;
let bookingId: number;
let carId: number;
const today = dubaiToday();
const lastWeek = addDays(today, -7);

const filter = (changes: Partial<HistoryFilter>): HistoryFilter => ({ ...unfilteredHistory, ...changes });
const keysOf = async (changes: Partial<HistoryFilter>) =>
  (await listHistory(filter(changes), 500)).entries.map((entry) => `${entry.source}:${kindOfEntry(entry)}`);

beforeAll(async () => {
  await seedDatabase(db());
  [counter, manager, customer] = await Promise.all([
    createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Counter Clerk' }),
    createAccount({ roles: ['owner'], reviewStatus: 'approved', fullName: 'Branch Manager' }),
    createAccount({ reviewStatus: 'approved' }),
  ]);
  const booking = await cardBooking(customer.id);
  bookingId = booking.id;
  const { branchId, modelId } = await bookableModel(3);
  [carId] = await addCars(branchId, modelId, 1);

  // In this order, each a moment after the one before: a deposit, a booking move, a car move, a block, settings.
  expect(await recordCounterDeposit({ bookingId, amountFils: 150_000, tender: 'cash', staffId: counter.id })).toEqual({
    ok: true,
  });
  expect(await moveBooking({ bookingId, to: 'active', actorId: counter.id, reason: 'Handed over' })).toBe(true);
  expect(await moveCarStatus(db(), carId, 'in_service', manager.id, 'Oil change')).toBe(true);
  const startsAt = new Date(Date.now() + 60 * 86_400_000);
  const blocked = await blockCars(manager.id, modelId, {
    branchId,
    cars: 1,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 86_400_000),
    reason: 'maintenance',
    note: 'Tyres',
  });
  expect(blocked.ok).toBe(true);
  expect(await saveSettingsSection(manager.id, 'company', { companyTradeName: 'Oasis Rent A Car Test' })).toBe(true);
  // The deposit was taken last week: the date filter must find it there and only there.
  await db()
    .update(depositEvents)
    .set({ createdAt: new Date(`${lastWeek}T10:00:00+04:00`) })
    .where(eq(depositEvents.bookingId, bookingId));
});

describe('the history of every change', () => {
  test('given no filter, should list changes of every kind newest first', async () => {
    const { entries } = await listHistory(filter({}), 500);
    const times = entries.map((entry) => entry.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ours = entries.filter((entry) => entry.actorId === counter.id || entry.actorId === manager.id);
    expect(ours.map(kindOfEntry)).toEqual(['settings', 'block', 'car', 'booking', 'deposit']);
  });

  test('given a staff member, should list only what that person did', async () => {
    expect(await keysOf({ who: counter.id })).toEqual(['booking:booking', 'deposit:deposit']);
    expect(await keysOf({ who: manager.id })).toEqual(['audit:settings', 'audit:block', 'audit:car']);
  });

  test('given a kind, should list only changes of that kind of record', async () => {
    const cars = (await listHistory(filter({ kind: 'car' }), 500)).entries;
    expect(cars.map((entry) => entry.recordId)).toContain(String(carId));
    expect(cars.every((entry) => entry.source === 'audit' && entry.entity === 'car')).toBe(true);
    expect(await keysOf({ kind: 'block', who: manager.id })).toEqual(['audit:block']);
    expect(await keysOf({ kind: 'deposit', who: counter.id })).toEqual(['deposit:deposit']);
    expect(await keysOf({ kind: 'settings', who: counter.id })).toEqual([]);
  });

  test('given Dubai dates, should list only changes made on those days', async () => {
    expect(await keysOf({ who: counter.id, from: today, to: today })).toEqual(['booking:booking']);
    expect(await keysOf({ who: counter.id, from: lastWeek, to: lastWeek })).toEqual(['deposit:deposit']);
    expect(await keysOf({ who: counter.id, from: addDays(today, 1) })).toEqual([]);
  });

  test('given the site and customers as who, should keep staff changes out', async () => {
    const system = (await listHistory(filter({ who: 'system' }), 500)).entries;
    expect(system.some((entry) => entry.actorId === counter.id || entry.actorId === manager.id)).toBe(false);
    const customers = (await listHistory(filter({ who: 'customer' }), 500)).entries;
    expect(customers.every((entry) => entry.actorKind === 'customer' || entry.source === 'account')).toBe(true);
  });

  test('given a small page, should page through without losing or repeating a change', async () => {
    const all = (await listHistory(filter({}), 500)).entries.map((entry) => `${entry.source}-${entry.id}`);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
      const { entries, more } = await listHistory(filter({ page }), 3);
      pages.push(...entries.map((entry) => `${entry.source}-${entry.id}`));
      expect(more).toBe(page < Math.ceil(all.length / 3));
    }
    expect(pages).toEqual(all);
  });

  test('should say in words who did what, and link each change to its record', async () => {
    const { lines } = await historyPage(filter({ who: manager.id }), 'en');
    expect(lines.map((line) => [line.who, line.what, line.record.href])).toEqual([
      ['Branch Manager', 'Changed', '/admin/settings'],
      ['Branch Manager', 'Cars blocked', '/admin/blocks'],
      ['Branch Manager', 'Status changed', `/admin/cars/${carId}`],
    ]);
    const booking = (await historyPage(filter({ who: counter.id }), 'ar')).lines;
    expect(booking[0]).toMatchObject({ who: 'Counter Clerk', reason: 'Handed over', kind: 'booking' });
    expect(booking[0].record.href).toBe(`/admin/bookings/${bookingId}`);
    expect(booking[1].what).toMatch(/[\u0600-\u06FF]/);
  });
});

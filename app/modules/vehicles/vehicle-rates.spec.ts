import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { bookableModel, enquiryFor } from '../../../tests/factories/bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { auditEvents, bookings, fleetCars, rateCards } from '~/db/schema';
import { moveCarStatus } from '~/modules/cars/car-moves.server';
import { selectVehicle } from '~/modules/bookings/customer-steps/select-vehicle.server';
import { rateCardsInForce } from '~/modules/pricing/rate-cards.server';
import * as adminVehicles from '~/routes/admin-vehicles';
import * as ratesRoute from '~/routes/admin-vehicle-rates';
import { filsToAedText } from './aed-amount';
import { rateAmounts } from './rates-form';

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** The form as the page fills it, with some amounts changed. */
async function ratesForm(modelId: number, amounts: Partial<Record<(typeof rateAmounts)[number], string>>) {
  const [card] = await db()
    .select()
    .from(rateCards)
    .where(eq(rateCards.vehicleModelId, modelId))
    .orderBy(desc(rateCards.createdAt), desc(rateCards.id))
    .limit(1);
  const fields: Record<string, string> = Object.fromEntries(
    rateAmounts.map((key) => [key, amounts[key] ?? filsToAedText(card[key])]),
  );
  return fields;
}

describe('rates and cars', () => {
  test('a rate change applies to new quotes only: a booking keeps its snapshot and total', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const customer = await createAccount({ reviewStatus: 'approved' });
    const { modelId } = await bookableModel(3);
    const selected = await selectVehicle(
      { id: customer.id, reviewStatus: 'approved' },
      await enquiryFor(customer.id, 5, 3),
      modelId,
    );
    if (!selected.ok) throw new Error(`not booked: ${selected.reason}`);
    const [before] = await db().select().from(bookings).where(eq(bookings.id, selected.bookingId));
    const oldDaily = (await rateCardsInForce([modelId])).get(modelId)!.dailyFils;

    const path = `/admin/vehicles/${modelId}/rates`;
    const outcome = await settle(async () =>
      ratesRoute.action(
        routeArgs(post(path, await ratesForm(modelId, { dailyFils: '1,234.56' }), cms.cookie), {
          vehicleId: String(modelId),
        }),
      ),
    );
    expect(outcome).toMatchObject({ status: 302, location: path });

    const [after] = await db().select().from(bookings).where(eq(bookings.id, selected.bookingId));
    expect(after.priceSnapshot).toEqual(before.priceSnapshot);
    expect(after.totalFils).toBe(before.totalFils);

    const card = (await rateCardsInForce([modelId])).get(modelId)!;
    expect(card.dailyFils).toBe(123456);
    expect(card.dailyFils).not.toBe(oldDaily);
    const next = await selectVehicle(
      { id: customer.id, reviewStatus: 'approved' },
      await enquiryFor(customer.id, 6, 3),
      modelId,
    );
    if (!next.ok) throw new Error(`not booked: ${next.reason}`);
    const [newBooking] = await db().select().from(bookings).where(eq(bookings.id, next.bookingId));
    expect(newBooking.priceSnapshot?.rateCard.dailyFils).toBe(123456);
    expect(newBooking.totalFils!).toBeGreaterThan(before.totalFils!);

    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(modelId)))
      .orderBy(asc(auditEvents.id));
    expect(audit.map((row) => `${row.entity}.${row.action}`)).toEqual(['rate_card.created']);
    expect(audit[0].changes).toMatchObject({ dailyFils: { from: oldDaily, to: 123456 } });

    // Saving the same again adds no card and no audit row.
    const cards = await db().$count(rateCards);
    await settle(async () =>
      ratesRoute.action(
        routeArgs(post(path, await ratesForm(modelId, {}), cms.cookie), { vehicleId: String(modelId) }),
      ),
    );
    expect(await db().$count(rateCards)).toBe(cards);
    expect(await db().$count(auditEvents, eq(auditEvents.entityId, String(modelId)))).toBe(1);
  });

  test('the cars per branch are counted from the cars: one in service is left out, and only admins get the link', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const owner = await createAccount({ roles: ['owner'] });
    const { branchId, modelId } = await bookableModel(3);
    const [car] = await db()
      .select({ id: fleetCars.id })
      .from(fleetCars)
      .where(and(eq(fleetCars.homeBranchId, branchId), eq(fleetCars.vehicleModelId, modelId)))
      .limit(1);
    const page = async (cookie: string) =>
      (
        await settle(() =>
          ratesRoute.loader(routeArgs(get(`/admin/vehicles/${modelId}/rates`, cookie), { vehicleId: String(modelId) })),
        )
      ).body as { carsPerBranch: { branchId: number; cars: number }[]; mayOpenCars: boolean };
    const before = await page(cms.cookie);
    expect(before.carsPerBranch.find((row) => row.branchId === branchId)?.cars).toBe(3);
    expect(before.mayOpenCars).toBe(false);
    expect(await moveCarStatus(db(), car.id, 'in_service', null, 'tyres')).toBe(true);
    const after = await page(owner.cookie);
    expect(after.carsPerBranch.find((row) => row.branchId === branchId)?.cars).toBe(2);
    expect(after.mayOpenCars).toBe(true);
  });

  test('a wrong amount is refused at its field and nothing is saved', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const { modelId } = await bookableModel(2);
    const cards = await db().$count(rateCards);
    const outcome = await settle(async () =>
      ratesRoute.action(
        routeArgs(
          post(`/admin/vehicles/${modelId}/rates`, await ratesForm(modelId, { weeklyFils: '12.345' }), cms.cookie),
          { vehicleId: String(modelId) },
        ),
      ),
    );
    expect(outcome.status).toBe(400);
    expect((outcome.body as { result: { error: Record<string, string[]> } }).result.error.weeklyFils).toEqual([
      'Enter an amount in AED with up to 2 decimals, such as 99.95.',
    ]);
    expect(await db().$count(rateCards)).toBe(cards);
  });

  test('the staff list shows offered and retired models, filtered', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const list = async (query: string) =>
      (await settle(() => adminVehicles.loader(routeArgs(get(`/admin/vehicles${query}`, cms.cookie))))).body as {
        vehicles: { active: boolean }[];
      };
    const all = await list('');
    expect(all.vehicles.some((vehicle) => vehicle.active) && all.vehicles.some((vehicle) => !vehicle.active)).toBe(
      true,
    );
    expect((await list('?status=retired')).vehicles.every((vehicle) => !vehicle.active)).toBe(true);
    expect((await list('?status=active')).vehicles.every((vehicle) => vehicle.active)).toBe(true);
  });

  test('staff find a model by brand, name, reference or type, every word counting, with LIKE characters taken literally', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    type Row = { brand: string; name: string; referenceNo: string; typeLabel: string; active: boolean };
    const list = async (query: string) =>
      (await settle(() => adminVehicles.loader(routeArgs(get(`/admin/vehicles${query}`, cms.cookie))))).body as {
        vehicles: Row[];
        search: string;
      };
    const all = (await list('')).vehicles;
    const sample = all.find((vehicle) => vehicle.active)!;

    const byBrand = await list(`?q=${encodeURIComponent(`  ${sample.brand.toLowerCase()}  `)}`);
    expect(byBrand.search).toBe(sample.brand.toLowerCase());
    expect(byBrand.vehicles.length).toBeGreaterThan(0);
    expect(byBrand.vehicles.length).toBeLessThan(all.length);
    expect(
      byBrand.vehicles.every(
        (vehicle) =>
          vehicle.brand === sample.brand ||
          `${vehicle.name} ${vehicle.referenceNo} ${vehicle.typeLabel}`
            .toLowerCase()
            .includes(sample.brand.toLowerCase()),
      ),
    ).toBe(true);

    const exact = await list(`?q=${encodeURIComponent(`${sample.brand} ${sample.name}`)}`);
    expect(exact.vehicles.map((vehicle) => `${vehicle.brand} ${vehicle.name}`)).toContain(
      `${sample.brand} ${sample.name}`,
    );
    expect(
      (await list(`?q=${encodeURIComponent(sample.referenceNo.toLowerCase())}`)).vehicles.map(
        (vehicle) => vehicle.referenceNo,
      ),
    ).toContain(sample.referenceNo);
    expect(
      (await list(`?q=${encodeURIComponent(sample.typeLabel)}`)).vehicles.every(
        (vehicle) =>
          vehicle.typeLabel === sample.typeLabel ||
          JSON.stringify(vehicle).toLowerCase().includes(sample.typeLabel.toLowerCase()),
      ),
    ).toBe(true);
    expect((await list(`?q=${encodeURIComponent(`${sample.brand} zzzz`)}`)).vehicles).toEqual([]);
    expect((await list('?q=%25')).vehicles).toEqual([]);
    expect((await list('?q=_')).vehicles).toEqual([]);
    expect(
      (await list(`?q=${encodeURIComponent(sample.brand)}&status=retired`)).vehicles.every(
        (vehicle) => !vehicle.active,
      ),
    ).toBe(true);
  });
});

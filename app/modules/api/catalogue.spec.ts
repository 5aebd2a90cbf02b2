import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { env } from '~/modules/config/env.server';
import * as branchesRoute from '~/routes/api/branches';
import * as notFoundRoute from '~/routes/api/not-found';
import * as quotesRoute from '~/routes/api/quotes';
import * as vehiclesRoute from '~/routes/api/vehicles';
import { call, dubaiIso, postJson } from './api-test-requests';
import { branchesResponseSchema, vehiclesResponseSchema, type VehicleJson } from './schemas';

const database = withTestDatabase();

beforeAll(async () => {
  await seedDatabase(database.handle().db);
});

const vehicles = async (query = '') => {
  const answer = await call(vehiclesRoute.loader, `/api/v1/vehicles${query}`);
  return { ...answer, vehicles: answer.body.vehicles as VehicleJson[] };
};

describe('GET /api/v1/branches', () => {
  test('lists every branch with its city_branch value, phone and opening hours, cacheable', async () => {
    const { status, headers, body } = await call(branchesRoute.loader, '/api/v1/branches');
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(() => branchesResponseSchema.parse(body)).not.toThrow();
    const branches = body.branches as Array<Record<string, unknown>>;
    expect(branches).toHaveLength(10);
    expect(branches[0]).toEqual({
      id: expect.any(Number),
      city: 'Al Ain',
      name: 'Al Jimi',
      value: 'Al Ain_Al Jimi',
      phone: '+971 3 764 2210',
      openingHours: { opens: '08:00', closes: '20:00' },
      weekdayHours: [],
      closures: [],
    });
    expect(branches.map((branch) => branch.value)).toContain('Airport_Dubai International Airport');
  });
});

describe('GET /api/v1/vehicles', () => {
  test('lists only active models, each shaped by the schema, with absolute image URLs', async () => {
    const { status, headers, body, vehicles: list } = await vehicles();
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(() => vehiclesResponseSchema.parse(body)).not.toThrow();
    expect(list).toHaveLength(36); // 37 seeded, the Mitsubishi Lancer retired
    expect(list.some((vehicle) => vehicle.model === 'Lancer')).toBe(false);
    for (const vehicle of list) expect(vehicle.imageUrl).toMatch(new RegExp(`^${env().APP_URL}/media/\\d+$`));
  });

  test('gives the rate card in force: the newest card, not the price history', async () => {
    const { vehicles: list } = await vehicles('?brand=toyota');
    const camry = list.find((vehicle) => vehicle.model === 'Camry');
    expect(camry?.rates).toEqual({
      dailyFils: 17_900,
      weeklyFils: 15_500,
      monthlyFils: 11_000,
      cdw: { dailyFils: 3_500, weeklyFils: 3_000, monthlyFils: 2_500 },
      pai: { dailyFils: 1_500, weeklyFils: 1_200, monthlyFils: 1_000 },
      gps: { dailyFils: 4_000, weeklyFils: 3_500, monthlyFils: 3_000 },
      additionalDriverFils: 5_000,
      babySeatFils: 3_000,
    });
    // AED 110 a day on monthly rentals, AED 115.50 with VAT.
    expect(camry?.startingFrom).toEqual({ perDayFils: 11_550, tier: 'monthly', fromDays: 22 });
    expect(camry?.startingFromAedPerDay).toBe(110);
  });

  test.each([
    ['?type=suv%20standard', (v: VehicleJson) => v.vehicleType === 'SUV Standard'],
    ['?type=COMPACT', (v: VehicleJson) => v.vehicleType === 'Compact'],
    ['?brand=kia', (v: VehicleJson) => v.brand === 'Kia'],
    ['?type=Economy&brand=TOYOTA', (v: VehicleJson) => v.vehicleType === 'Economy' && v.brand === 'Toyota'],
  ])('given %s, should answer only the matching models', async (query, matches) => {
    const { vehicles: list } = await vehicles(query);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every(matches)).toBe(true);
  });

  test('given brand=VW, should find the VOLKSWAGEN models', async () => {
    const { vehicles: list } = await vehicles('?brand=VW');
    expect(list.map((vehicle) => `${vehicle.brand} ${vehicle.model}`)).toEqual(['VOLKSWAGEN Tiguan']);
  });

  test('given an unknown type, should answer an empty list', async () => {
    expect((await vehicles('?type=Spaceship')).vehicles).toEqual([]);
  });

  test('an empty filter is no filter', async () => {
    expect((await vehicles('?type=&brand=')).vehicles).toHaveLength(36);
  });

  test('a model without a rate has rates null and starts from 0', async () => {
    const { vehicles: list } = await vehicles('?brand=lamborghini');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ model: 'Huracán EVO', rates: null, startingFrom: null, startingFromAedPerDay: 0 });
  });

  test('a filter too long to be a name is a 400 with the field', async () => {
    const { status, body } = await call(vehiclesRoute.loader, `/api/v1/vehicles?brand=${'x'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { brand: 'Must be at most 100 characters.' } });
  });
});

describe('methods and unknown paths', () => {
  test.each([
    ['branches', branchesRoute.action, 'POST'],
    ['vehicles', vehiclesRoute.action, 'DELETE'],
  ])('given %s with %s, should answer 405 JSON naming the allowed methods', async (name, action, method) => {
    const { status, headers, body } = await call(action, `/api/v1/${name}`, { method });
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('GET, HEAD');
    expect(body).toEqual({ error: 'Method not allowed' });
  });

  test.each(['GET', 'POST', 'PUT'])(
    'given an unknown /api/v1 path with %s, should answer a JSON 404',
    async (method) => {
      const handler = method === 'GET' ? notFoundRoute.loader : notFoundRoute.action;
      const { status, body } = await call(handler, '/api/v1/cars', { method });
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'Not found' });
    },
  );
});

describe("every car's 'from' price", () => {
  test('is, to the fil, what the quote charges a day for a rental of its tier paid by card, VAT included, across the fleet', async () => {
    const branches = (await call(branchesRoute.loader, '/api/v1/branches')).body.branches as Array<{
      id: number;
      value: string;
    }>;
    const ittihad = branches.find((branch) => branch.value === 'Dubai_Ittihad Road')!.id;
    const priced = (await vehicles()).vehicles.filter((vehicle) => vehicle.startingFrom);
    expect(priced.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const vehicle of priced) {
      const { perDayFils, fromDays, tier } = vehicle.startingFrom!;
      const { status, body } = await postJson(quotesRoute.action, '/api/v1/quotes', {
        vehicleId: vehicle.id,
        pickupBranchId: ittihad,
        dropoffBranchId: ittihad,
        pickupAt: dubaiIso(60, '10:00'),
        dropoffAt: dubaiIso(60 + fromDays, '10:00'),
        paymentMethod: 'card',
      });
      expect(status).toBe(200);
      // VAT is charged once on the total (decision 050): a rate whose 5% ends in half a fil (99.50) costs
      // 104.475 a day over the rental, declared as 104.48. The quote's day, to the fil, is the declared one.
      const total = body.totalFils as number;
      if (body.tier !== tier || Math.round(total / fromDays) !== perDayFils)
        wrong.push(`${vehicle.brand} ${vehicle.model}: ${perDayFils} a day for ${fromDays} days against ${total}`);
    }
    expect(wrong).toEqual([]);
  });
});

import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { vehicleModels, vehicleTypes } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import { loader } from '~/routes/vehicle-details';
import { loadVehicleDetails } from './vehicle-details.server';
import { routeArgs } from '../../../tests/factories/route-args';

const database = withTestDatabase();
/** Seeded model ids by reference number (ids are the database's to choose). */
const ids = new Map<string, number>();
const idOf = (referenceNo: string) => String(ids.get(referenceNo));

beforeAll(async () => {
  const db = database.handle().db;
  await seedDatabase(db);
  for (const row of await db
    .select({ id: vehicleModels.id, referenceNo: vehicleModels.referenceNo })
    .from(vehicleModels))
    ids.set(row.referenceNo, row.id);
});

/** Each similar vehicle's type and body style, read back from the database. */
async function describeModels(modelIds: number[]) {
  const rows = await database
    .handle()
    .db.select({ id: vehicleModels.id, type: vehicleTypes.name, bodyStyle: vehicleModels.bodyStyle })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(inArray(vehicleModels.id, modelIds));
  return modelIds.map((id) => rows.find((row) => row.id === id)!);
}

const callLoader = (path: string, carId: string) =>
  loader(routeArgs(new Request(`http://localhost${path}`), { carId }));

describe('the vehicle details', () => {
  test('given an offered model, should give its facts, from-price with VAT, picture and description in the language asked for', async () => {
    const english = await loadVehicleDetails(idOf('RAC-0001'), 'en');
    expect(english?.vehicle).toMatchObject({
      brand: 'Kia',
      name: 'Picanto',
      vehicleType: 'Compact',
      seats: 5,
      luggage: 1,
      doors: 5,
      airConditioned: true,
      transmission: 'Automatic',
      // AED 55 a day on monthly rentals before VAT: AED 57.75 declared.
      startingPrice: { perDayFils: 5_775, tier: 'monthly', fromDays: 22 },
      description: expect.stringMatching(/^A nimble city hatchback/),
    });
    expect(english?.vehicle.images).toEqual([
      { src: expect.stringMatching(/^\/media\/\d+$/), alt: 'Kia Picanto', width: 640, height: 360 },
    ]);
    const arabic = await loadVehicleDetails(idOf('RAC-0001'), 'ar');
    expect(arabic?.vehicle.description).toMatch(/^سيارة هاتشباك/);
  });
});

describe('similar vehicles', () => {
  test('given a type with three or more other models, should offer three of that type and never the model itself', async () => {
    const details = await loadVehicleDetails(idOf('RAC-0010'), 'en'); // Toyota Camry, Standard
    expect(details?.similar.map((vehicle) => `${vehicle.brand} ${vehicle.name}`)).toEqual([
      'Hyundai Sonata',
      'Kia K5',
      'Nissan Altima',
    ]);
    expect(
      details?.similar.every((vehicle) => vehicle.vehicleType === 'Standard' && vehicle.startingPrice !== null),
    ).toBe(true);
  });

  test('given a type with fewer other models, should fill up with the same body style from other types', async () => {
    const details = await loadVehicleDetails(idOf('RAC-0014'), 'en'); // Lexus ES 350, Premium luxury saloon
    const similar = await describeModels(details!.similar.map((vehicle) => vehicle.id));
    expect(similar).toHaveLength(3);
    expect(similar[0]).toMatchObject({ id: ids.get('RAC-0015'), type: 'Premium' }); // Mercedes-Benz C-Class
    for (const other of similar.slice(1))
      expect(other).toMatchObject({ type: expect.not.stringMatching(/^Premium$/), bodyStyle: 'luxury-sedan' });
    expect(similar.map((other) => other.id)).not.toContain(ids.get('RAC-0014'));
  });

  test('given neither enough of its type nor of its body style, should offer only those there are', async () => {
    const details = await loadVehicleDetails(idOf('RAC-0001'), 'en'); // Kia Picanto: the only other hatchback is the Suzuki Swift
    expect(details?.similar.map((vehicle) => `${vehicle.brand} ${vehicle.name}`)).toEqual(['Suzuki Swift']);
  });

  test('given a retired model of the same type, should never offer it', async () => {
    const db = database.handle().db;
    await db
      .update(vehicleModels)
      .set({ active: false })
      .where(eq(vehicleModels.id, ids.get('RAC-0002')!));
    try {
      expect((await loadVehicleDetails(idOf('RAC-0001'), 'en'))?.similar).toEqual([]);
    } finally {
      await db
        .update(vehicleModels)
        .set({ active: true })
        .where(eq(vehicleModels.id, ids.get('RAC-0002')!));
    }
  });
});

describe('not a vehicle', () => {
  test.each([
    ['a retired model', () => idOf('RAC-0037')],
    ['an unknown id', () => '999999'],
    ['a word', () => 'picanto'],
    ['zero', () => '0'],
    ['a negative number', () => '-1'],
    ['a fraction', () => '1.5'],
    ['an exponent', () => '1e3'],
    ['a number beyond the id column', () => '99999999999'],
  ])('given %s, should find nothing', async (_, segment) => {
    expect(await loadVehicleDetails(segment(), 'en')).toBeNull();
  });

  test.each([
    ['/details/999999', '999999'],
    ['/ar/details/abc', 'abc'],
  ])('given %s, the page should answer 404', async (path, carId) => {
    await expect(callLoader(path, carId)).rejects.toMatchObject({ init: { status: 404 } });
  });

  test('given a real vehicle, the page loader should answer with it, its similar vehicles and the terms in short', async () => {
    const page = await callLoader(`/ar/details/${idOf('RAC-0010')}`, idOf('RAC-0010'));
    expect(page.vehicle.name).toBe('Camry');
    expect(page.similar).toHaveLength(3);
    expect(page.terms.length).toBeGreaterThan(5);
    expect(page.terms[0]).toEqual({
      id: expect.any(Number),
      heading: 'حول هذه الشروط',
      summary: expect.stringMatching(/^تسري هذه الشروط/),
    });
    expect(page.terms[0].summary).not.toContain('\n');
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { enquiryFor } from '../../../../tests/factories/bookings';
import { routeArgs } from '../../../../tests/factories/route-args';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingEnquiries, vehicleModels } from '~/db/schema';
import { loader as chooseVehicle } from '~/routes/booking';
import { loader as vehicleForEnquiry } from '~/routes/details-master';

const database = withTestDatabase();
const db = () => database.handle().db;
let modelId: number;

beforeAll(async () => {
  await seedDatabase(db());
  [{ id: modelId }] = await db().select({ id: vehicleModels.id }).from(vehicleModels).limit(1);
});

const choose = (segment: string) =>
  chooseVehicle(routeArgs(new Request(`http://localhost/booking/${segment}`), { id: segment }));
const details = (segment: string) =>
  vehicleForEnquiry(
    routeArgs(new Request(`http://localhost/details-master/${segment}/${modelId}/a/b`), {
      bookingId: segment,
      carId: String(modelId),
      brand: 'a',
      model: 'b',
    }),
  );

describe("an enquiry's links name it by a random key, never by its number", () => {
  test('the key opens the vehicle choice and the vehicle page, and links on with the same key', async () => {
    const key = await enquiryFor(null, 10, 2);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const page = await choose(key);
    expect(page.enquiryKey).toBe(key);
    expect((await details(key)).otherVehicles).toBe(`/booking/${key}/Economy`);
  });

  test("counting through sequential numbers finds nobody's enquiry", async () => {
    const key = await enquiryFor(null, 11, 2);
    const [{ id }] = await db()
      .select({ id: bookingEnquiries.id })
      .from(bookingEnquiries)
      .where(eq(bookingEnquiries.publicId, key));
    for (const segment of [String(id), String(id - 1), '1']) {
      await expect(choose(segment)).rejects.toMatchObject({ init: { status: 404 } });
      await expect(details(segment)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  test('an unknown key is not found, like a malformed one', async () => {
    await expect(choose('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(choose('not-a-key')).rejects.toMatchObject({ init: { status: 404 } });
  });

  test('two enquiries never share a key', async () => {
    const keys = await Promise.all(Array.from({ length: 20 }, (_, index) => enquiryFor(null, 12 + index, 1)));
    expect(new Set(keys).size).toBe(20);
  });
});

import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { bookableModel, enquiryFor } from '../../../tests/factories/bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { selectVehicle } from '~/modules/bookings/customer-steps/select-vehicle.server';
import * as ratesRoute from '~/routes/admin-vehicle-rates';
import { dubaiToday } from '~/utils/dubai-time';
import { currentBlocks } from './blocked-cars.server';

const database = withTestDatabase();
let cms: TestAccount;
let customer: TestAccount;
let branchId: number;
let modelId: number;

beforeAll(async () => {
  await seedDatabase(database.handle().db);
  ({ branchId, modelId } = await bookableModel(2));
  cms = await createAccount({ roles: ['cms'], reviewStatus: 'approved' });
  customer = await createAccount({ reviewStatus: 'approved' });
});

const post = (body: Record<string, string>, vehicleId = modelId) =>
  settle(() =>
    ratesRoute.action(
      routeArgs(
        new Request(`http://localhost/admin/vehicles/${vehicleId}/rates`, {
          method: 'POST',
          body: new URLSearchParams(body),
          headers: { Cookie: cms.cookie },
        }),
        { vehicleId: String(vehicleId) },
      ),
    ),
  );
const inDays = (days: number) => dubaiToday(new Date(Date.now() + days * 86_400_000));

describe('staff block cars of a model at a branch', () => {
  test('every car blocked for the dates: a customer can no longer book the model; given back, they can', async () => {
    const enquiryId = await enquiryFor(customer.id, 3);
    const blocked = await post({
      intent: 'block',
      branchId: String(branchId),
      cars: '2',
      from: inDays(2),
      to: inDays(5),
      reason: 'maintenance',
      note: 'Service and tyres',
    });
    expect(blocked).toMatchObject({ status: 302, location: `/admin/vehicles/${modelId}/rates` });
    const [block] = await currentBlocks(modelId);
    expect(block).toMatchObject({ cars: 2, reason: 'maintenance', note: 'Service and tyres' });

    expect(await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId)).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });

    expect(await post({ intent: 'unblock', blockId: String(block.id) }, modelId)).toMatchObject({ status: 302 });
    expect(await currentBlocks(modelId)).toEqual([]);
    expect(await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId)).toMatchObject({
      ok: true,
    });
  });

  test('a bad block is a message at the field with what was typed kept, and nothing is blocked', async () => {
    const answer = await post({
      intent: 'block',
      branchId: String(branchId),
      cars: '3',
      from: inDays(4),
      to: inDays(1),
      reason: 'maintenance',
      note: 'Windscreen',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      blockResult: {
        error: { cars: ['Enter a number of cars from 1 to 2.'], to: ['The last day cannot be before the first.'] },
        initialValue: { cars: '3', note: 'Windscreen' },
      },
    });
    expect(await currentBlocks(modelId)).toEqual([]);
  });

  test("a block of another model cannot be given back from this one's page", async () => {
    await post({
      intent: 'block',
      branchId: String(branchId),
      cars: '1',
      from: inDays(1),
      to: inDays(1),
      reason: 'accident',
    });
    const [block] = await currentBlocks(modelId);
    const other = modelId + 1;
    expect(await post({ intent: 'unblock', blockId: String(block.id) }, other)).toMatchObject({
      status: expect.any(Number),
    });
    expect(await currentBlocks(modelId)).toHaveLength(1);
    expect(await post({ intent: 'unblock', blockId: 'x' })).toMatchObject({ status: 302 });
    expect(await currentBlocks(modelId)).toHaveLength(1);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { addCars } from '../../../tests/factories/cars';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { auditEvents, branches, fleetCars, vehicleModels } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import * as carRoute from '~/routes/admin-car';
import * as carsRoute from '~/routes/admin-cars';
import { moveCarStatus } from './car-moves.server';
import { addDays } from './car-rules';
import { carsDueSoon, listCars } from './car-store.server';
import { carsReadyForHandover } from './cars-for-handover.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let branchId: number;
let otherBranchId: number;
let modelId: number;
let vehicleTypeId: number;

beforeAll(async () => {
  await seedDatabase(db());
  const rows = await db().select({ id: branches.id }).from(branches).orderBy(branches.id).limit(2);
  [branchId, otherBranchId] = rows.map((row) => row.id);
  [{ id: modelId, vehicleTypeId }] = await db()
    .select({ id: vehicleModels.id, vehicleTypeId: vehicleModels.vehicleTypeId })
    .from(vehicleModels)
    .where(eq(vehicleModels.active, true))
    .limit(1);
});

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Sec-Fetch-Mode': 'navigate', Cookie: cookie },
  });
const carFields = (change: Record<string, string> = {}) => ({
  intent: 'add',
  plateEmirate: 'Sharjah',
  plateCode: '3',
  plateNumber: '45678',
  vin: 'JTDBR32E720012345',
  colour: 'Silver',
  vehicleModelId: String(modelId),
  homeBranchId: String(branchId),
  odometerKm: '9000',
  registrationExpiresOn: '2028-03-31',
  insuranceExpiresOn: '2028-02-28',
  nextServiceKm: '15000',
  ...change,
});

describe('the car store', () => {
  test('admin adds a car: it starts available, with the audit record, and a second car with its plate or VIN is refused at the field', async () => {
    const admin = await createAccount({ roles: ['admin'] });
    const added = await settle(() => carsRoute.action(routeArgs(post('/admin/cars', carFields(), admin.cookie))));
    expect(added).toMatchObject({ status: 302, location: '/admin/cars' });
    const [car] = await db().select().from(fleetCars).where(eq(fleetCars.vin, 'JTDBR32E720012345'));
    expect(car).toMatchObject({ plateEmirate: 'Sharjah', plateCode: '3', plateNumber: 45678, status: 'available' });
    const [record] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'car'), eq(auditEvents.entityId, String(car.id))));
    expect(record).toMatchObject({ actorId: admin.id, action: 'created' });

    const samePlate = await settle(() =>
      carsRoute.action(routeArgs(post('/admin/cars', carFields({ vin: 'JTDBR32E720099999' }), admin.cookie))),
    );
    expect(samePlate.status).toBe(400);
    expect((samePlate.body as { result: { error: Record<string, string[]> } }).result.error.plateNumber).toEqual([
      'Another car already has this plate.',
    ]);
    const sameVin = await settle(() =>
      carsRoute.action(routeArgs(post('/admin/cars', carFields({ plateNumber: '45679' }), admin.cookie))),
    );
    expect((sameVin.body as { result: { error: Record<string, string[]> } }).result.error.vin).toEqual([
      'Another car already has this VIN.',
    ]);
    const wrong = await settle(() =>
      carsRoute.action(routeArgs(post('/admin/cars', carFields({ plateCode: 'A', vin: 'short' }), admin.cookie))),
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys((wrong.body as { result: { error: Record<string, string[]> } }).result.error).sort()).toEqual([
      'plateCode',
      'vin',
    ]);
  });

  test('a cms user may not open or post to the cars screen', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const refused = await settle(() => carsRoute.action(routeArgs(post('/admin/cars', carFields(), cms.cookie))));
    expect(refused.status).toBe(403);
  });

  test('admin edits a car: details in place and the state through the mover, each in the history with who and why', async () => {
    const admin = await createAccount({ roles: ['admin'] });
    const [carId] = await addCars(branchId, modelId, 1);
    const [before] = await db().select().from(fleetCars).where(eq(fleetCars.id, carId));
    const fields = {
      intent: 'save',
      plateEmirate: before.plateEmirate,
      plateCode: before.plateCode,
      plateNumber: String(before.plateNumber),
      vin: before.vin,
      colour: before.colour,
      vehicleModelId: String(before.vehicleModelId),
      homeBranchId: String(before.homeBranchId),
      odometerKm: '20500',
      registrationExpiresOn: before.registrationExpiresOn,
      insuranceExpiresOn: before.insuranceExpiresOn,
      status: 'in_service',
      statusReason: 'Windscreen',
    };
    const saved = await settle(() =>
      carRoute.action(routeArgs(post(`/admin/cars/${carId}`, fields, admin.cookie), { carId: String(carId) })),
    );
    expect(saved).toMatchObject({ status: 302, location: `/admin/cars/${carId}` });
    const [after] = await db().select().from(fleetCars).where(eq(fleetCars.id, carId));
    expect(after).toMatchObject({ odometerKm: 20500, status: 'in_service' });
    const history = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'car'), eq(auditEvents.entityId, String(carId))))
      .orderBy(auditEvents.id);
    expect(history.map((row) => [row.action, row.changes, row.reason, row.actorId])).toEqual([
      ['updated', { odometerKm: { from: 0, to: 20500 } }, null, admin.id],
      ['status', { status: { from: 'available', to: 'in_service' } }, 'Windscreen', admin.id],
    ]);

    // Staff cannot put a car on rent by hand: the form refuses it at the field and nothing changes.
    const onRent = await settle(() =>
      carRoute.action(
        routeArgs(post(`/admin/cars/${carId}`, { ...fields, status: 'on_rent' }, admin.cookie), {
          carId: String(carId),
        }),
      ),
    );
    expect(onRent.status).toBe(400);
    expect((onRent.body as { result: { error: Record<string, string[]> } }).result.error.status).toHaveLength(1);
    const [still] = await db().select({ status: fleetCars.status }).from(fleetCars).where(eq(fleetCars.id, carId));
    expect(still.status).toBe('in_service');
  });

  test('the list filters by branch, model, state and plate or VIN, sorted by plate', async () => {
    const ids = await addCars(otherBranchId, modelId, 3, { colour: 'Red' });
    await moveCarStatus(db(), ids[1], 'retired', null, 'sold');
    const atOther = await listCars({ branchId: otherBranchId, vehicleModelId: modelId });
    expect(atOther.map((car) => car.id)).toEqual(expect.arrayContaining(ids));
    const sorted = atOther.map(
      (car) => `${car.plateEmirate}|${car.plateCode}|${String(car.plateNumber).padStart(5, '0')}`,
    );
    expect(sorted).toEqual([...sorted].sort());
    expect((await listCars({ branchId: otherBranchId, status: 'retired' })).map((car) => car.id)).toEqual([ids[1]]);
    const [third] = await db().select().from(fleetCars).where(eq(fleetCars.id, ids[2]));
    expect((await listCars({ search: `${third.plateCode} ${third.plateNumber}` })).map((car) => car.id)).toContain(
      ids[2],
    );
    expect((await listCars({ search: third.vin.toLowerCase() })).map((car) => car.id)).toEqual([ids[2]]);
  });

  test('the due panel lists papers and services falling due within 30 days, and not retired cars', async () => {
    const today = '2027-01-15';
    const [registration, service, far, retired] = await addCars(branchId, modelId, 4, {
      registrationExpiresOn: addDays(today, 400),
      insuranceExpiresOn: addDays(today, 400),
    });
    await db()
      .update(fleetCars)
      .set({ registrationExpiresOn: addDays(today, 20) })
      .where(eq(fleetCars.id, registration));
    await db().update(fleetCars).set({ odometerKm: 14_500, nextServiceKm: 15_000 }).where(eq(fleetCars.id, service));
    await db()
      .update(fleetCars)
      .set({ nextServiceOn: addDays(today, 45) })
      .where(eq(fleetCars.id, far));
    await db()
      .update(fleetCars)
      .set({ registrationExpiresOn: addDays(today, 5) })
      .where(eq(fleetCars.id, retired));
    await moveCarStatus(db(), retired, 'retired', null, 'written off');
    const due = new Map((await carsDueSoon(today)).map((car) => [car.id, car.due]));
    expect(due.get(registration)).toEqual(['registration']);
    expect(due.get(service)).toEqual(['service_km']);
    expect(due.has(far)).toBe(false);
    expect(due.has(retired)).toBe(false);
  });
});

describe('the car mover', () => {
  test('moves along the table only, once under a race, and records each move', async () => {
    const [carId] = await addCars(branchId, modelId, 1);
    expect(await moveCarStatus(db(), carId, 'available', null, null)).toBe(false);
    const racing = await Promise.all([1, 2, 3].map(() => moveCarStatus(db(), carId, 'on_rent', null, 'hand-over')));
    expect(racing.filter(Boolean)).toHaveLength(1);
    expect(await moveCarStatus(db(), carId, 'retired', null, null)).toBe(false);
    expect(await moveCarStatus(db(), carId, 'available', null, 'returned')).toBe(true);
    expect(await moveCarStatus(db(), 999_999, 'in_service', null, null)).toBe(false);
    const moves = await db()
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity, 'car'), eq(auditEvents.entityId, String(carId)), eq(auditEvents.action, 'status')),
      )
      .orderBy(auditEvents.id);
    expect(moves.map((row) => row.changes)).toEqual([
      { status: { from: 'available', to: 'on_rent' } },
      { status: { from: 'on_rent', to: 'available' } },
    ]);
  });
});

describe('cars ready for hand-over', () => {
  test('lists the available cars of the model or class at the branch with papers valid through the drop-off day', async () => {
    const dropoffDay = addDays('2027-01-15', 600);
    await db()
      .delete(fleetCars)
      .where(and(eq(fleetCars.homeBranchId, otherBranchId), eq(fleetCars.vehicleModelId, modelId)));
    const longPapers = { registrationExpiresOn: addDays(dropoffDay, 10), insuranceExpiresOn: addDays(dropoffDay, 10) };
    const [ready, onRent, inService] = await addCars(otherBranchId, modelId, 3, longPapers);
    const [expiring] = await addCars(otherBranchId, modelId, 1, {
      ...longPapers,
      insuranceExpiresOn: addDays(dropoffDay, -1),
    });
    const [lastDay] = await addCars(otherBranchId, modelId, 1, { ...longPapers, registrationExpiresOn: dropoffDay });
    await moveCarStatus(db(), onRent, 'on_rent', null, null);
    await moveCarStatus(db(), inService, 'in_service', null, null);
    const byModel = await carsReadyForHandover({ branchId: otherBranchId, vehicleModelId: modelId, dropoffDay });
    expect(byModel.map((car) => car.id).sort()).toEqual([ready, lastDay].sort());
    expect(byModel.some((car) => car.id === expiring)).toBe(false);
    const byClass = await carsReadyForHandover({
      branchId: otherBranchId,
      vehicleTypeIds: [vehicleTypeId],
      dropoffDay,
    });
    expect(byClass.map((car) => car.id)).toEqual(expect.arrayContaining([ready, lastDay]));
    expect(await carsReadyForHandover({ branchId: otherBranchId, dropoffDay })).toEqual([]);
  });
});

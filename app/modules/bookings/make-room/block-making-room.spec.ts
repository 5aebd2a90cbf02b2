import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { bookableModel, enquiryFor, setStock, testDriver } from '../../../../tests/factories/bookings';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { auditEvents, blockedCars, bookings, fleetCars, outboxMessages, rateCards, vehicleModels } from '~/db/schema';
import { blockCars, currentBlocks } from '~/modules/fleet/blocked-cars.server';
import * as ratesRoute from '~/routes/admin-vehicle-rates';
import * as blocksRoute from '~/routes/admin-blocks';
import { dubaiToday } from '~/utils/dubai-time';
import { findCustomerBooking } from '../customer-steps/bill.server';
import { confirmPayOnPickup } from '../customer-steps/personal-step.server';
import { selectVehicle } from '../customer-steps/select-vehicle.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const DAY = 86_400_000;

let cms: TestAccount;
let customer: TestAccount;
let branchId: number;
let modelId: number;
let otherModelId: number;
let daysAhead = 4;

beforeAll(async () => {
  await seedDatabase(db());
  ({ branchId, modelId } = await bookableModel(2));
  const [other] = await db()
    .selectDistinct({ id: fleetCars.vehicleModelId })
    .from(fleetCars)
    .innerJoin(rateCards, eq(rateCards.vehicleModelId, fleetCars.vehicleModelId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, fleetCars.vehicleModelId))
    .where(and(eq(fleetCars.homeBranchId, branchId), eq(vehicleModels.active, true)))
    .limit(2)
    .then((rows) => rows.filter((row) => row.id !== modelId));
  otherModelId = other.id;
  await setStock(branchId, otherModelId, 3);
  cms = await createAccount({ roles: ['cms'], reviewStatus: 'approved' });
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
});

/** A booking of the model made through the journey and confirmed to pay at pick-up: 3 days from 10:00 Dubai time. */
async function confirmedBooking() {
  const enquiryId = await enquiryFor(customer.id, (daysAhead += 6), 3);
  const selected = await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  const booking = (await findCustomerBooking(customer.id, selected.bookingId))!;
  const done = await confirmPayOnPickup(customer.id, booking, testDriver);
  if (!done.ok) throw new Error(done.reason);
  return booking;
}

const days = (booking: { pickupAt: Date }) => ({
  from: dubaiToday(booking.pickupAt),
  to: dubaiToday(new Date(booking.pickupAt.getTime() + 2 * DAY)),
});

const post = (body: Record<string, string>) =>
  settle(() =>
    ratesRoute.action(
      routeArgs(
        new Request(`http://localhost/admin/vehicles/${modelId}/rates`, {
          method: 'POST',
          body: new URLSearchParams(body),
          headers: { Cookie: cms.cookie },
        }),
        { vehicleId: String(modelId) },
      ),
    ),
  );

const blocksOverlapping = (from: Date) =>
  db()
    .select()
    .from(blockedCars)
    .where(eq(blockedCars.vehicleModelId, modelId))
    .then((rows) => rows.filter((row) => row.endsAt > from));

const mailsAbout = (reference: string) =>
  db()
    .select({ subject: outboxMessages.subject, text: outboxMessages.text })
    .from(outboxMessages)
    .where(like(outboxMessages.subject, `%${reference}%`));

describe('blocks never promise more cars than the branch holds', () => {
  test('both cars over a booked day: refused with the booking and its customer listed; one car fits', async () => {
    const booking = await confirmedBooking();
    const answer = await post({
      intent: 'block',
      branchId: String(branchId),
      cars: '2',
      ...days(booking),
      reason: 'maintenance',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      blockResult: { error: { cars: [expect.stringContaining('Cars that can be blocked for those days: 1.')] } },
      inTheWay: [
        {
          id: booking.id,
          reference: booking.reference,
          customerName: 'Sara Customer',
          phone: testDriver.mobile,
          email: testDriver.email,
          moves: expect.arrayContaining([expect.objectContaining({ id: otherModelId })]),
        },
      ],
    });
    expect(await blocksOverlapping(booking.pickupAt)).toEqual([]);

    const one = await post({
      intent: 'block',
      branchId: String(branchId),
      cars: '1',
      ...days(booking),
      reason: 'maintenance',
    });
    expect(one).toMatchObject({ status: 302 });
    const [block] = await blocksOverlapping(booking.pickupAt);
    expect(block).toMatchObject({ cars: 1, createdBy: cms.id });
    // Now the booking and the block hold both cars: even one more is refused.
    const more = await post({
      intent: 'block',
      branchId: String(branchId),
      cars: '1',
      ...days(booking),
      reason: 'other',
    });
    expect(more.status).toBe(400);
    const [history] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'car_block'), eq(auditEvents.entityId, String(block.id))));
    expect(history).toMatchObject({ actorId: cms.id, action: 'blocked' });
    expect(await post({ intent: 'unblock', blockId: String(block.id) })).toMatchObject({ status: 302 });
    expect(
      await db()
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'car_block'), eq(auditEvents.entityId, String(block.id)))),
    ).toEqual(expect.arrayContaining([{ action: 'blocked' }, { action: 'given_back' }]));
  });

  test('cancelling the booking in the same step: it is cancelled, the customer mailed, and the block lands', async () => {
    const booking = await confirmedBooking();
    const answer = await post({
      intent: 'block',
      branchId: String(branchId),
      cars: '2',
      ...days(booking),
      reason: 'accident',
      [`room.${booking.id}`]: 'cancel',
    });
    expect(answer).toMatchObject({ status: 302 });
    const [row] = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe('cancelled');
    expect(await blocksOverlapping(booking.pickupAt)).toEqual([expect.objectContaining({ cars: 2 })]);
    const mails = await mailsAbout(booking.reference);
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: `Your booking ${booking.reference} is cancelled`,
          text: expect.stringContaining('out of service'),
        }),
      ]),
    );
  });

  test('moving the booking to another model in the same step: it keeps its dates on that model, and the block lands', async () => {
    const booking = await confirmedBooking();
    const answer = await post({
      intent: 'block',
      branchId: String(branchId),
      cars: '2',
      ...days(booking),
      reason: 'maintenance',
      [`room.${booking.id}`]: `move:${otherModelId}`,
    });
    expect(answer).toMatchObject({ status: 302 });
    const [row] = await db()
      .select({ status: bookings.status, vehicleModelId: bookings.vehicleModelId, pickupAt: bookings.pickupAt })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row).toEqual({ status: 'confirmed', vehicleModelId: otherModelId, pickupAt: booking.pickupAt });
    expect(await blocksOverlapping(booking.pickupAt)).toEqual([expect.objectContaining({ cars: 2 })]);
    const mails = await mailsAbout(booking.reference);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: `Your booking ${booking.reference} is changed`,
          text: expect.stringContaining(
            'Reason: the cars of this model at the branch are out of service on those days',
          ),
        }),
      ]),
    );
  });

  test('a block and a customer selecting the last car at once: never both', async () => {
    await setStock(branchId, modelId, 1);
    try {
      for (let round = 0; round < 4; round++) {
        const enquiryId = await enquiryFor(customer.id, (daysAhead += 6), 1);
        const pickupAt = new Date(Date.now() + daysAhead * DAY);
        pickupAt.setUTCHours(6, 0, 0, 0);
        const startsAt = new Date(pickupAt.getTime() - 6 * 3_600_000);
        const [held, blocked] = await Promise.all([
          selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId),
          blockCars(cms.id, modelId, {
            branchId,
            cars: 1,
            startsAt,
            endsAt: new Date(startsAt.getTime() + DAY),
            reason: 'maintenance',
            note: null,
          }),
        ]);
        expect([held.ok, blocked.ok].filter(Boolean)).toHaveLength(1);
        if (held.ok)
          await db().update(bookings).set({ holdExpiresAt: new Date() }).where(eq(bookings.id, held.bookingId));
      }
    } finally {
      await setStock(branchId, modelId, 2);
    }
    expect((await currentBlocks(modelId)).length).toBeGreaterThan(0);
  });

  test('the counter (admin) blocks and gives back from the blocks screen, recorded with who did it', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    const from = dubaiToday(new Date(Date.now() + 200 * DAY));
    const answer = await settle(() =>
      blocksRoute.action(
        routeArgs(
          new Request(`http://localhost/admin/blocks?model=${modelId}`, {
            method: 'POST',
            body: new URLSearchParams({
              intent: 'block',
              branchId: String(branchId),
              cars: '1',
              from,
              to: from,
              reason: 'accident',
            }),
            headers: { Cookie: admin.cookie },
          }),
        ),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: `/admin/blocks?model=${modelId}` });
    const block = (await currentBlocks(modelId)).find((row) => row.blockedBy === admin.fullName);
    expect(block).toMatchObject({ cars: 1, reason: 'accident' });
    const page = await settle(() =>
      blocksRoute.loader(
        routeArgs(new Request(`http://localhost/admin/blocks?model=${modelId}`, { headers: { Cookie: admin.cookie } })),
      ),
    );
    expect(page.body).toMatchObject({ blocks: expect.arrayContaining([expect.objectContaining({ id: block!.id })]) });
    // A customer may not open it.
    const refused = await settle(() =>
      blocksRoute.loader(
        routeArgs(new Request('http://localhost/admin/blocks', { headers: { Cookie: customer.cookie } })),
      ),
    );
    expect(refused.status).toBe(403);
  });
});

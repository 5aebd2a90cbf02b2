import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../../tests/factories/accounts';
import { cardBooking } from '../../../../tests/factories/invoices';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingDeposits, depositEvents, outboxMessages, rentalCharges } from '~/db/schema';
import { captureDeposit, recordCounterDeposit } from '~/modules/payments/deposits.server';
import type { NgeniusHoldClient } from '~/modules/payments/provider/ngenius-client.server';
import { chargeLine } from '../charge-lines';
import { recordRentalCharge, settleStrandedCharges } from './charge-rental.server';

/**
 * A process that dies after the return's transaction commits leaves its charge recorded in
 * `settling`; any instance's minute sweep settles it, once, without taking the deposit twice.
 * The deposits here are held at the counter, so no provider is called.
 */
const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await seedDatabase(db());
  [admin, customer] = await Promise.all([
    createAccount({ roles: ['admin'], reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
  ]);
});

const noProvider = new Proxy({} as NgeniusHoldClient, {
  get: () => () => Promise.reject(new Error('The provider is not called for a counter deposit.')),
});

/** A booking with AED 500 held at the counter and return charges of AED 105 recorded, as the dead process left them. */
async function strandedReturnCharge() {
  const booking = await cardBooking(customer.id);
  await recordCounterDeposit({ bookingId: booking.id, amountFils: 500_00, tender: 'cash', staffId: admin.id });
  const recorded = await db().transaction((tx) =>
    recordRentalCharge(tx, {
      bookingId: booking.id,
      kind: 'return',
      lines: [chargeLine('cleaning', { quantity: 1, unit: 'item', unitFils: 100_00, netFils: 100_00 })],
      actorId: admin.id,
    }),
  );
  if (!recorded.ok) throw new Error('not recorded');
  return { booking, charge: recorded.charge };
}

const age = (chargeId: number, minutes: number) =>
  db()
    .update(rentalCharges)
    .set({ updatedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(rentalCharges.id, chargeId));
const chargeOf = async (id: number) => (await db().select().from(rentalCharges).where(eq(rentalCharges.id, id)))[0];
const capturesOf = (bookingId: number) =>
  db()
    .select({ amountFils: depositEvents.amountFils, details: depositEvents.details })
    .from(depositEvents)
    .where(and(eq(depositEvents.bookingId, bookingId), sql`${depositEvents.toState} like '%captured'`));
const chargeMailsOf = async (reference: string) =>
  (await db().select({ subject: outboxMessages.subject }).from(outboxMessages)).filter(
    (mail) => mail.subject?.includes(reference) && /return charges/i.test(mail.subject),
  );

describe('charges a dead process left half-settled', () => {
  test('are left alone while their process may still be at work, then settled from the deposit and mailed once', async () => {
    const { booking, charge } = await strandedReturnCharge();
    expect(charge).toMatchObject({ state: 'settling', totalFils: 105_00, fromDepositFils: 0 });
    await age(charge.id, 1);
    await settleStrandedCharges(noProvider);
    expect((await chargeOf(charge.id)).state).toBe('settling');

    await age(charge.id, 3);
    await settleStrandedCharges(noProvider);
    expect(await chargeOf(charge.id)).toMatchObject({ state: 'paid', fromDepositFils: 105_00 });
    expect(await capturesOf(booking.id)).toEqual([
      { amountFils: 105_00, details: expect.objectContaining({ chargeIds: [charge.id] }) },
    ]);
    expect(await chargeMailsOf(booking.reference)).toHaveLength(1);

    await age(charge.id, 10);
    await settleStrandedCharges(noProvider);
    expect(await capturesOf(booking.id)).toHaveLength(1);
    expect(await chargeMailsOf(booking.reference)).toHaveLength(1);
  });

  test('whose deposit capture was made before the process died: the capture is counted, never made again', async () => {
    const { booking, charge } = await strandedReturnCharge();
    await captureDeposit({
      bookingId: booking.id,
      amountFils: 105_00,
      reason: 'Return charges',
      staffId: admin.id,
      chargeIds: [charge.id],
    });
    await age(charge.id, 3);
    await settleStrandedCharges(noProvider);
    expect(await chargeOf(charge.id)).toMatchObject({ state: 'paid', fromDepositFils: 105_00 });
    expect(await capturesOf(booking.id)).toHaveLength(1);
    const [deposit] = await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, booking.id));
    expect(deposit.capturedFils).toBe(105_00);
  });

  test('swept by two instances at once: settled by one, the deposit taken once', async () => {
    const { booking, charge } = await strandedReturnCharge();
    await age(charge.id, 3);
    const sweeps = await Promise.all([settleStrandedCharges(noProvider), settleStrandedCharges(noProvider)]);
    expect(sweeps.map((sweep) => sweep.settled).sort()).toEqual([0, 1]);
    expect(await chargeOf(charge.id)).toMatchObject({ state: 'paid', fromDepositFils: 105_00 });
    expect(await capturesOf(booking.id)).toHaveLength(1);
    expect(await chargeMailsOf(booking.reference)).toHaveLength(1);
  });
});

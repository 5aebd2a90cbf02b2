import { and, asc, eq } from 'drizzle-orm';
import { formatDubaiDay } from '~/utils/dubai-time';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../tests/factories/accounts';
import { cardBooking } from '../../../tests/factories/invoices';
import { type RunningSandbox, startPaymentSandbox } from '../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingDeposits, bookings, depositEvents, outboxMessages, vehicleModels, vehicleTypes } from '~/db/schema';
import { depositAmountFor } from '~/modules/settings/deposit-amount.server';
import {
  captureDeposit,
  confirmCardDeposit,
  depositOf,
  recordCounterDeposit,
  releaseDeposit,
  startCardDeposit,
} from './deposits.server';
import { SANDBOX_TEST_CARDS } from './provider/sandbox/sandbox-settings';

/**
 * A booking's deposit against a real database and the sandbox over HTTP: held on the card or at the
 * counter, captured in parts, released; never more taken than held, however the clicks race.
 */
const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let customer: TestAccount;
let payments: RunningSandbox;

beforeAll(async () => {
  await seedDatabase(db());
  [admin, customer] = await Promise.all([
    createAccount({ roles: ['admin'], reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
  ]);
  payments = await startPaymentSandbox(3000);
});

afterAll(async () => {
  await payments.close();
});

const returnUrl = 'http://localhost:3000/admin/bookings/1?deposit=card';

/** A confirmed booking with a card deposit of `amountFils` authorised on the hosted page (or not, with another card). */
async function cardDeposit(amountFils = 200_000, card: string = SANDBOX_TEST_CARDS.approved) {
  const booking = await cardBooking(customer.id);
  const started = await startCardDeposit(
    { bookingId: booking.id, amountFils, staffId: admin.id, returnUrl },
    payments.client,
  );
  if (!started.ok) throw new Error(started.reason);
  await payments.pay(started.paymentUrl, card);
  const deposit = await confirmCardDeposit({ bookingId: booking.id }, payments.client);
  return { booking, deposit: deposit! };
}

async function counterDeposit(amountFils = 200_000) {
  const booking = await cardBooking(customer.id);
  expect(await recordCounterDeposit({ bookingId: booking.id, amountFils, tender: 'cash', staffId: admin.id })).toEqual({
    ok: true,
  });
  return booking;
}

/** The deposit mails about one booking, oldest first. */
const depositMails = async (reference: string) =>
  (
    await db()
      .select({ subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .orderBy(asc(outboxMessages.id))
  ).filter((mail) => /deposit/i.test(mail.subject ?? '') && mail.subject!.includes(reference));

const capture = (bookingId: number, amountFils: number, reason = 'Fuel shortfall') =>
  captureDeposit({ bookingId, amountFils, reason, staffId: admin.id }, payments.client);

describe('a deposit held on the card', () => {
  test('should be held once the provider says so, captured in part, and the rest released, mailing each step', async () => {
    const { booking, deposit } = await cardDeposit(250_000);
    expect(deposit).toMatchObject({ method: 'card', state: 'held', amountFils: 250_000, heldFils: 250_000 });
    expect(deposit.providerState).toBe('AUTHORISED');

    expect(await capture(booking.id, 300_000)).toEqual({ ok: false, reason: 'too_much', heldFils: 250_000 });
    expect(await capture(booking.id, 40_000)).toEqual({ ok: true, capturedFils: 40_000, remainingFils: 210_000 });
    expect(
      await captureDeposit(
        {
          bookingId: booking.id,
          amountFils: 10_000,
          reason: 'Salik',
          staffId: admin.id,
          chargeIds: [7, 8],
          invoiceNumber: 42,
        },
        payments.client,
      ),
    ).toMatchObject({ ok: true, capturedFils: 50_000 });
    expect((await payments.client.readOrder(deposit.orderRef!)).capturedFils).toBe(50_000);

    const released = await releaseDeposit({ bookingId: booking.id, staffId: admin.id }, payments.client);
    // The provider reverses only a whole hold: the rest stays reserved until the authorisation lapses, 30 days after it was given.
    const [{ heldAt }] = await db()
      .select({ heldAt: depositEvents.createdAt })
      .from(depositEvents)
      .where(and(eq(depositEvents.bookingId, booking.id), eq(depositEvents.toState, 'held')));
    const lapsesBy = new Date(heldAt.getTime() + 30 * 24 * 3_600_000);
    expect(released).toEqual({ ok: true, releasedFils: 200_000, how: 'lapses_at_bank', lapsesBy });
    expect((await payments.client.readOrder(deposit.orderRef!)).providerState).toBe('PARTIALLY_CAPTURED');
    expect(await depositOf(booking.id)).toMatchObject({
      state: 'released',
      capturedFils: 50_000,
      releasedFils: 200_000,
      release: { how: 'lapses_at_bank', lapsesBy: lapsesBy.toISOString() },
      heldFils: 0,
      captures: [
        { amountFils: 40_000, reason: 'Fuel shortfall' },
        { amountFils: 10_000, reason: 'Salik' },
      ],
    });
    expect(await capture(booking.id, 1)).toEqual({ ok: false, reason: 'not_held' });

    const events = await db()
      .select()
      .from(depositEvents)
      .where(eq(depositEvents.bookingId, booking.id))
      .orderBy(asc(depositEvents.id));
    expect(events.map((event) => [event.fromState, event.toState, event.amountFils])).toEqual([
      [null, 'requested', 250_000],
      ['requested', 'held', null],
      ['held', 'partly_captured', 40_000],
      ['partly_captured', 'partly_captured', 10_000],
      ['partly_captured', 'released', 200_000],
    ]);
    expect(events[3].details).toEqual({ chargeIds: [7, 8], invoiceNumber: 42 });
    // After a capture the provider takes no reversal: the rest lapses at the card's bank.
    expect(events[4].details).toEqual({ how: 'lapses_at_bank' });

    const [{ reference }] = await db()
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    const mails = await depositMails(reference);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Deposit of AED\s2,500\.00 held for booking /),
      expect.stringMatching(/^AED\s400\.00 of your deposit for booking .* kept$/),
      expect.stringMatching(/^AED\s100\.00 of your deposit for booking .* kept$/),
      expect.stringMatching(/^Deposit for booking .* released: AED\s2,000\.00$/),
    ]);
    expect(mails[1].text).toContain('Fuel shortfall');
    expect(mails[1].text).toMatch(/Still held: AED\s2,100\.00/);
    expect(mails[3].text).toContain('until the authorisation lapses at your bank, by');
    expect(mails[3].text).toContain(formatDubaiDay(lapsesBy, 'en'));
  });

  test('given nothing captured, should reverse the whole hold at the provider', async () => {
    const { booking, deposit } = await cardDeposit();
    expect(await releaseDeposit({ bookingId: booking.id, staffId: admin.id }, payments.client)).toEqual({
      ok: true,
      releasedFils: 200_000,
      how: 'reversed',
      lapsesBy: null,
    });
    expect(await payments.client.readOrder(deposit.orderRef!)).toMatchObject({ providerState: 'REVERSED' });
    expect(await depositOf(booking.id)).toMatchObject({
      state: 'released',
      providerState: 'REVERSED',
      release: { how: 'reversed', lapsesBy: null },
    });
    const [{ reference }] = await db()
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect((await depositMails(reference)).at(-1)!.text).toContain('up to 30 days');
  });

  test('given a declined card, should fail and let staff ask again', async () => {
    const { booking, deposit } = await cardDeposit(200_000, SANDBOX_TEST_CARDS.declined);
    expect(deposit).toMatchObject({ state: 'failed', providerState: 'DECLINED' });
    const again = await startCardDeposit(
      { bookingId: booking.id, amountFils: 200_000, staffId: admin.id, returnUrl },
      payments.client,
    );
    expect(again.ok).toBe(true);
    expect(await depositOf(booking.id)).toMatchObject({ state: 'requested' });
  });

  test('given the customer never came back, should stay requested until the order reads authorised', async () => {
    const booking = await cardBooking(customer.id);
    const started = await startCardDeposit(
      { bookingId: booking.id, amountFils: 200_000, staffId: admin.id, returnUrl },
      payments.client,
    );
    expect(started.ok).toBe(true);
    expect(await confirmCardDeposit({ bookingId: booking.id }, payments.client)).toMatchObject({ state: 'requested' });
    expect(await capture(booking.id, 100)).toEqual({ ok: false, reason: 'not_held' });
    // A second start replaces the request that was never completed.
    const second = await startCardDeposit(
      { bookingId: booking.id, amountFils: 200_000, staffId: admin.id, returnUrl },
      payments.client,
    );
    expect(second.ok).toBe(true);
    const rows = await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, booking.id));
    expect(rows.map((row) => row.state).sort()).toEqual(['failed', 'requested']);
  });

  test('given a booking not confirmed, should refuse to take a deposit', async () => {
    const booking = await cardBooking(customer.id, { confirmed: false });
    expect(
      await startCardDeposit(
        { bookingId: booking.id, amountFils: 200_000, staffId: admin.id, returnUrl },
        payments.client,
      ),
    ).toEqual({ ok: false, reason: 'booking_state' });
    expect(
      await recordCounterDeposit({ bookingId: booking.id, amountFils: 200_000, tender: 'cash', staffId: admin.id }),
    ).toEqual({ ok: false, reason: 'booking_state' });
  });
});

describe('a deposit left at the counter', () => {
  test('should record what is kept and what is handed back, and refuse a second deposit', async () => {
    const booking = await counterDeposit(200_000);
    expect(
      await recordCounterDeposit({ bookingId: booking.id, amountFils: 200_000, tender: 'card', staffId: admin.id }),
    ).toEqual({ ok: false, reason: 'already' });
    expect(await capture(booking.id, 25_000, 'Traffic fine')).toMatchObject({ ok: true, remainingFils: 175_000 });
    await db().update(bookings).set({ status: 'active' }).where(eq(bookings.id, booking.id));
    expect(await releaseDeposit({ bookingId: booking.id, staffId: admin.id })).toEqual({
      ok: false,
      reason: 'car_out',
    });
    await db().update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    expect(await releaseDeposit({ bookingId: booking.id, staffId: admin.id })).toEqual({
      ok: true,
      releasedFils: 175_000,
      how: 'handed_back',
      lapsesBy: null,
    });
    expect(await depositOf(booking.id)).toMatchObject({
      method: 'counter',
      state: 'released',
      capturedFils: 25_000,
      releasedFils: 175_000,
    });
  });

  test('given the whole deposit captured, should be captured and hold nothing', async () => {
    const booking = await counterDeposit(200_000);
    expect(await capture(booking.id, 200_000)).toEqual({ ok: true, capturedFils: 200_000, remainingFils: 0 });
    expect(await depositOf(booking.id)).toMatchObject({ state: 'captured', heldFils: 0 });
    expect(await releaseDeposit({ bookingId: booking.id, staffId: admin.id })).toEqual({
      ok: false,
      reason: 'not_held',
    });
  });
});

describe('captures and releases at the same moment', () => {
  test('given two parallel captures of more than half on the card, should take only one', async () => {
    const { booking, deposit } = await cardDeposit(200_000);
    const results = await Promise.all([capture(booking.id, 150_000), capture(booking.id, 150_000)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'too_much', heldFils: 50_000 }]);
    expect((await payments.client.readOrder(deposit.orderRef!)).capturedFils).toBe(150_000);
    expect(await depositOf(booking.id)).toMatchObject({ capturedFils: 150_000, heldFils: 50_000 });
  });

  test('given four parallel captures at the counter, should never take more than held', async () => {
    const booking = await counterDeposit(200_000);
    const results = await Promise.all(Array.from({ length: 4 }, () => capture(booking.id, 60_000)));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    const [row] = await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, booking.id));
    expect(row).toMatchObject({ capturedFils: 180_000, state: 'partly_captured' });
  });

  test('given a capture racing a release, should account for every fils once', async () => {
    for (const method of ['card', 'counter'] as const) {
      const booking = method === 'card' ? (await cardDeposit(200_000)).booking : await counterDeposit(200_000);
      const [captured, released] = await Promise.all([
        capture(booking.id, 80_000),
        releaseDeposit({ bookingId: booking.id, staffId: admin.id }, payments.client),
      ]);
      const deposit = (await depositOf(booking.id))!;
      expect(deposit.state).toBe('released');
      expect(deposit.capturedFils + deposit.releasedFils).toBe(200_000);
      expect(released.ok).toBe(true);
      // Whichever came first: the capture took its part before the release, or found nothing held.
      if (captured.ok) expect(deposit).toMatchObject({ capturedFils: 80_000, releasedFils: 120_000 });
      else expect(deposit).toMatchObject({ capturedFils: 0, releasedFils: 200_000 });
    }
  });
});

describe('the deposit offered by class', () => {
  test('should be AED 2,000, and AED 2,500 for SUVs, luxury and sports cars', async () => {
    const models = await db()
      .select({ id: vehicleModels.id, type: vehicleTypes.name })
      .from(vehicleModels)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId));
    const byType = new Map<string, number>();
    for (const model of models)
      if (!byType.has(model.type)) byType.set(model.type, await depositAmountFor({ vehicleModelId: model.id }));
    expect(byType.get('Economy')).toBe(200_000);
    expect(byType.get('SUV Standard')).toBe(250_000);
    expect(byType.get('Luxury')).toBe(250_000);
  });
});

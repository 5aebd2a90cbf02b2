import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { cardBooking } from '../../../../tests/factories/invoices';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingEvents, rentalCharges } from '~/db/schema';
import { recordCounterDeposit } from '~/modules/payments/deposits.server';
import { type NgeniusClient, PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import { SANDBOX_TEST_CARDS } from '~/modules/payments/provider/sandbox/sandbox-settings';
import { seededChargeRules } from '~/modules/settings/charge-settings-form';
import * as bookingRoute from '~/routes/admin-booking';
import { tollOrFineCharge } from '../toll-or-fine-charge';
import { recordChargePaidAtCounter } from './charge-payments.server';
import { chargeRental } from './charge-rental.server';

/**
 * Staff record the rest of a charge after hand-over as paid at the counter, against a real database
 * and the provider's sandbox over HTTP: once, with how, who and when, in the booking's history; a
 * second click, a colleague or the customer's link first records nothing more.
 */
const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let colleague: TestAccount;
let customer: TestAccount;
let payments: RunningSandbox;

beforeAll(async () => {
  await seedDatabase(db());
  [admin, colleague, customer] = await Promise.all([
    createAccount({ roles: ['admin'], reviewStatus: 'approved' }),
    createAccount({ roles: ['admin'], reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
  ]);
  payments = await startPaymentSandbox(3000);
});

afterAll(async () => {
  await payments.close();
});

let nextReference = 1;

/** A traffic fine of AED 600 (AED 652.50 with the fee and its VAT) charged to a new card booking, holding `depositFils`. */
async function fineAwaitingPayment(depositFils = 0) {
  const booking = await cardBooking(customer.id);
  if (depositFils)
    await recordCounterDeposit({ bookingId: booking.id, amountFils: depositFils, tender: 'cash', staffId: admin.id });
  const { lines } = tollOrFineCharge({ kind: 'traffic_fine', fineFils: 60_000 }, seededChargeRules);
  const result = await chargeRental(
    {
      bookingId: booking.id,
      kind: 'fine',
      lines,
      sourceReference: `FINE-${process.pid}-${nextReference++}`,
      actorId: admin.id,
    },
    payments.client,
  );
  if (!result.ok) throw new Error(result.reason);
  return { booking, charge: result.charge };
}

const chargeRow = async (id: number) => (await db().select().from(rentalCharges).where(eq(rentalCharges.id, id)))[0];

/** The booking's history lines that record a charge paid at the counter. */
const chargePaymentEvents = async (bookingId: number) =>
  (await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))).filter(
    (event) => event.details?.chargePayment,
  );

describe('recordChargePaidAtCounter', () => {
  test('given a charge awaiting payment by the link, should record the rest paid once, with how, who and when, in the history', async () => {
    const { booking, charge } = await fineAwaitingPayment(20_000);
    expect(charge).toMatchObject({ totalFils: 65_250, fromDepositFils: 20_000, state: 'awaiting_payment' });
    const before = Date.now();
    const paid = await recordChargePaidAtCounter(
      {
        chargeId: charge.id,
        bookingId: booking.id,
        method: 'card',
        note: 'Terminal receipt 4411',
        actorId: admin.id,
      },
      payments.client,
    );
    expect(paid).toEqual({ ok: true, invoiceNumber: charge.invoiceNumber, amountFils: 45_250 });
    const row = await chargeRow(charge.id);
    expect(row).toMatchObject({
      state: 'paid',
      paidFils: 45_250,
      paidBy: 'counter',
      counterPaymentMethod: 'card',
      counterPaidBy: admin.id,
    });
    expect(row.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [event] = await chargePaymentEvents(booking.id);
    expect(event).toMatchObject({
      actorId: admin.id,
      actorKind: 'staff',
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      reason: 'Terminal receipt 4411',
      details: {
        chargePayment: {
          chargeId: charge.id,
          kind: 'fine',
          invoiceNumber: charge.invoiceNumber,
          method: 'card',
          amountFils: 45_250,
        },
      },
    });
  });

  test('given a second click, or two colleagues at once, should record it once and answer the others already paid', async () => {
    const { booking, charge } = await fineAwaitingPayment();
    const input = (actorId: number) => ({
      chargeId: charge.id,
      bookingId: booking.id,
      method: 'cash' as const,
      note: '',
      actorId,
    });
    const both = await Promise.all([
      recordChargePaidAtCounter(input(admin.id), payments.client),
      recordChargePaidAtCounter(input(colleague.id), payments.client),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)).toEqual({
      ok: false,
      reason: 'already',
      invoiceNumber: charge.invoiceNumber,
    });
    expect(await recordChargePaidAtCounter(input(admin.id), payments.client)).toMatchObject({
      ok: false,
      reason: 'already',
    });
    expect(await chargePaymentEvents(booking.id)).toHaveLength(1);
    expect(await chargeRow(charge.id)).toMatchObject({ paidFils: 65_250, paidBy: 'counter' });
  });

  test('given a charge not awaiting payment, should record nothing', async () => {
    // Covered by the deposit: nothing was ever asked for.
    const covered = await fineAwaitingPayment(100_000);
    expect(covered.charge.state).toBe('paid');
    const input = (charge: { id: number }, bookingId: number) => ({
      chargeId: charge.id,
      bookingId,
      method: 'cash' as const,
      note: '',
      actorId: admin.id,
    });
    expect(await recordChargePaidAtCounter(input(covered.charge, covered.booking.id), payments.client)).toEqual({
      ok: false,
      reason: 'already',
      invoiceNumber: covered.charge.invoiceNumber,
    });
    expect(await chargeRow(covered.charge.id)).toMatchObject({ paidFils: 0, paidBy: null, counterPaymentMethod: null });

    // Still being settled against the deposit (a crash left it so): no rest is asked for yet.
    const settling = await fineAwaitingPayment();
    await db().update(rentalCharges).set({ state: 'settling' }).where(eq(rentalCharges.id, settling.charge.id));
    expect(await recordChargePaidAtCounter(input(settling.charge, settling.booking.id), payments.client)).toEqual({
      ok: false,
      reason: 'not_due',
      invoiceNumber: settling.charge.invoiceNumber,
    });
    expect(await chargeRow(settling.charge.id)).toMatchObject({ state: 'settling', paidFils: 0 });

    // Another booking's charge, or none at all, is not found from this booking's page.
    expect(await recordChargePaidAtCounter(input(settling.charge, covered.booking.id), payments.client)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await recordChargePaidAtCounter(input({ id: 999_999 }, covered.booking.id), payments.client)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await chargePaymentEvents(covered.booking.id)).toHaveLength(0);
    expect(await chargePaymentEvents(settling.booking.id)).toHaveLength(0);
  });

  test('given a charge due at the counter because no link could be opened, should record it paid', async () => {
    const { booking, charge } = await fineAwaitingPayment();
    await db()
      .update(rentalCharges)
      .set({ state: 'due_at_counter', paymentOrderRef: null, paymentUrl: null })
      .where(eq(rentalCharges.id, charge.id));
    expect(
      await recordChargePaidAtCounter(
        { chargeId: charge.id, bookingId: booking.id, method: 'cash', note: '', actorId: admin.id },
        payments.client,
      ),
    ).toMatchObject({ ok: true, amountFils: 65_250 });
  });

  test('given the customer paid the link meanwhile, should record the link’s payment and not the counter’s', async () => {
    const { booking, charge } = await fineAwaitingPayment();
    // Paid on the provider's page; the customer never came back to the site, so nothing is recorded yet.
    await payments.pay(charge.paymentUrl!, SANDBOX_TEST_CARDS.approved);
    expect((await chargeRow(charge.id)).state).toBe('awaiting_payment');
    expect(
      await recordChargePaidAtCounter(
        { chargeId: charge.id, bookingId: booking.id, method: 'cash', note: '', actorId: admin.id },
        payments.client,
      ),
    ).toEqual({ ok: false, reason: 'already', invoiceNumber: charge.invoiceNumber });
    expect(await chargeRow(charge.id)).toMatchObject({
      state: 'paid',
      paidFils: 65_250,
      paidBy: 'link',
      counterPaymentMethod: null,
      counterPaidBy: null,
    });
    expect(await chargePaymentEvents(booking.id)).toHaveLength(0);
  });

  test('given the provider cannot say whether the link was paid, should record nothing and say so', async () => {
    const { booking, charge } = await fineAwaitingPayment();
    const down: NgeniusClient = {
      ...payments.client,
      readOrder: () => Promise.reject(new PaymentProviderError('unavailable', 'readOrder', 'no answer')),
    };
    expect(
      await recordChargePaidAtCounter(
        { chargeId: charge.id, bookingId: booking.id, method: 'cash', note: '', actorId: admin.id },
        down,
      ),
    ).toEqual({ ok: false, reason: 'unchecked', invoiceNumber: charge.invoiceNumber });
    const [row] = await db()
      .select({ state: rentalCharges.state })
      .from(rentalCharges)
      .where(and(eq(rentalCharges.id, charge.id), eq(rentalCharges.bookingId, booking.id)));
    expect(row.state).toBe('awaiting_payment');
  });
});

describe('the staff booking page’s form', () => {
  const post = (bookingId: number, body: Record<string, string>, cookie: string) =>
    settle(() =>
      bookingRoute.action(
        routeArgs(
          new Request(`http://localhost/admin/bookings/${bookingId}`, {
            method: 'POST',
            body: new URLSearchParams({ intent: 'chargePaidAtCounter', ...body }),
            headers: { Cookie: cookie },
          }),
          { bookingId: String(bookingId) },
        ),
      ),
    );

  test('given staff of the booking screen, should read the form, refuse others, and record the payment with who took it', async () => {
    const { booking, charge } = await fineAwaitingPayment();
    // Due at the counter: no link to read back from the provider.
    await db()
      .update(rentalCharges)
      .set({ state: 'due_at_counter', paymentOrderRef: null, paymentUrl: null })
      .where(eq(rentalCharges.id, charge.id));
    const cms = await createAccount({ roles: ['cms'], reviewStatus: 'approved' });
    const chargeId = String(charge.id);
    expect((await post(booking.id, { chargeId, method: 'cash' }, cms.cookie)).status).toBe(403);
    expect(await post(booking.id, { chargeId, note: 'Receipt 9' }, admin.cookie)).toMatchObject({
      status: 400,
      body: {
        intent: 'chargePaidAtCounter',
        chargeId: charge.id,
        field: 'method',
        note: 'Receipt 9',
        error: 'Please choose how the customer paid.',
      },
    });
    expect((await post(booking.id, { chargeId: 'x', method: 'cash' }, admin.cookie)).status).toBe(404);
    const other = await cardBooking(customer.id);
    expect((await post(other.id, { chargeId, method: 'cash' }, admin.cookie)).status).toBe(404);
    expect((await chargeRow(charge.id)).state).toBe('due_at_counter');

    expect(await post(booking.id, { chargeId, method: 'cash', note: 'Receipt 9' }, colleague.cookie)).toMatchObject({
      status: 302,
      location: `/admin/bookings/${booking.id}`,
    });
    expect(await chargeRow(charge.id)).toMatchObject({
      state: 'paid',
      paidBy: 'counter',
      counterPaymentMethod: 'cash',
      counterPaidBy: colleague.id,
    });
    expect(await chargePaymentEvents(booking.id)).toMatchObject([{ actorId: colleague.id, reason: 'Receipt 9' }]);
    // The second post of a stale page changes nothing.
    expect((await post(booking.id, { chargeId, method: 'card' }, admin.cookie)).status).toBe(302);
    expect(await chargePaymentEvents(booking.id)).toHaveLength(1);
  });
});

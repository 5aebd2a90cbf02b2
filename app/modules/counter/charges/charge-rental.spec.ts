import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../../tests/factories/accounts';
import { cardBooking } from '../../../../tests/factories/invoices';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingDeposits, depositEvents, outboxMessages, rentalCharges } from '~/db/schema';
import { issuedChargeInvoice } from '~/modules/invoices/issued-charge-invoice.server';
import {
  captureDeposit,
  confirmCardDeposit,
  recordCounterDeposit,
  startCardDeposit,
} from '~/modules/payments/deposits.server';
import { SANDBOX_TEST_CARDS } from '~/modules/payments/provider/sandbox/sandbox-settings';
import { seededChargeRules } from '~/modules/settings/charge-settings-form';
import { chargeLine } from '../charge-lines';
import { tollOrFineCharge } from '../toll-or-fine-charge';
import { chargeForPayer, confirmChargePayment, recordChargePaidAtCounter } from './charge-payments.server';
import { chargeRental } from './charge-rental.server';

/**
 * chargeRental against a real database and the provider's sandbox over HTTP: what the held deposit
 * covers is captured, the rest asked for by a link, the customer mailed with the invoice, and a
 * second call for the same toll, fine or return charges nothing more.
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

let nextReference = 1;
/** A Salik trip of `tollFils`: toll plus the seeded 10% fee with its VAT. */
function salik(tollFils: number) {
  const { lines } = tollOrFineCharge({ kind: 'salik', tollFils }, seededChargeRules);
  const reference = `SALIK-${process.pid}-${nextReference++}`;
  return {
    kind: 'toll' as const,
    lines,
    sourceReference: reference,
    occurredAt: new Date('2027-03-02T05:10:00Z'),
    evidence: { reference, place: 'Al Garhoud Bridge', at: '2027-03-02 09:10', plate: 'Dubai A 12345' },
    actorId: admin.id,
  };
}

async function withCounterDeposit(amountFils: number) {
  const booking = await cardBooking(customer.id);
  await recordCounterDeposit({ bookingId: booking.id, amountFils, tender: 'cash', staffId: admin.id });
  return booking;
}

const chargeMails = async (reference: string) =>
  (
    await db()
      .select({ subject: outboxMessages.subject, text: outboxMessages.text, attachments: outboxMessages.attachments })
      .from(outboxMessages)
      .orderBy(asc(outboxMessages.id))
  ).filter((mail) => /toll|fine|return charges/i.test(mail.subject ?? '') && mail.subject!.includes(reference));

describe('chargeRental', () => {
  test('given a deposit that covers the charge, should capture it all, owe nothing and mail the invoice', async () => {
    const booking = await withCounterDeposit(200_000);
    const toll = salik(400);
    const result = await chargeRental({ bookingId: booking.id, ...toll }, payments.client);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 4.00 toll + 0.40 fee + 0.02 VAT on the fee.
    expect(result.charge).toMatchObject({
      totalFils: 442,
      vatFils: 2,
      fromDepositFils: 442,
      state: 'paid',
      paymentUrl: null,
    });
    expect(result.charge.invoiceNumber).toBeGreaterThan(booking.invoiceNumber!);
    const [deposit] = await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, booking.id));
    expect(deposit).toMatchObject({ capturedFils: 442, state: 'partly_captured' });
    const [capture] = await db()
      .select()
      .from(depositEvents)
      .where(eq(depositEvents.toState, 'partly_captured'))
      .orderBy(asc(depositEvents.id));
    expect(capture.details).toMatchObject({
      chargeIds: [result.charge.id],
      invoiceNumber: result.charge.invoiceNumber,
    });
    const [mail] = await chargeMails(booking.reference);
    expect(mail.text).toContain(toll.sourceReference);
    expect(mail.text).toContain('Al Garhoud Bridge');
    expect(mail.text).toContain('Nothing more is due');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ document: { kind: 'charge_invoice', chargeId: result.charge.id } }),
    ]);
    const invoice = await issuedChargeInvoice(result.charge.id);
    expect(invoice?.fileName).toBe(`tax-invoice-${result.charge.invoiceNumber}.pdf`);
    expect(invoice?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('given a card deposit holding less than the charge, should capture what is held and ask the rest by a link the customer pays', async () => {
    const booking = await cardBooking(customer.id);
    const started = await startCardDeposit(
      { bookingId: booking.id, amountFils: 20_000, staffId: admin.id, returnUrl: 'http://localhost:3000/x' },
      payments.client,
    );
    if (!started.ok) throw new Error(started.reason);
    await payments.pay(started.paymentUrl, SANDBOX_TEST_CARDS.approved);
    await confirmCardDeposit({ bookingId: booking.id }, payments.client);
    const { lines } = tollOrFineCharge({ kind: 'traffic_fine', fineFils: 60_000 }, seededChargeRules);
    const result = await chargeRental(
      { bookingId: booking.id, kind: 'fine', lines, sourceReference: `FINE-${process.pid}-1`, actorId: admin.id },
      payments.client,
    );
    if (!result.ok) throw new Error(result.reason);
    // 600.00 fine + 50.00 fee + 2.50 VAT.
    expect(result.charge).toMatchObject({ totalFils: 65_250, fromDepositFils: 20_000, state: 'awaiting_payment' });
    expect(result.charge.paymentUrl).toMatch(/^http/);
    const [mail] = await chargeMails(booking.reference);
    expect(mail.text).toMatch(/Still to pay/);
    const link = /\/charges\/(\d+)\/([\w-]+)/.exec(mail.text)!;
    expect(Number(link[1])).toBe(result.charge.id);
    expect(await chargeForPayer(result.charge.id, { token: link[2] })).not.toBeNull();
    expect(await chargeForPayer(result.charge.id, { userId: customer.id })).not.toBeNull();
    expect(await chargeForPayer(result.charge.id, { token: 'guessed', userId: admin.id })).toBeNull();

    await payments.pay(result.charge.paymentUrl!, SANDBOX_TEST_CARDS.approved);
    const paid = await confirmChargePayment(result.charge, payments.client);
    expect(paid).toMatchObject({ state: 'paid', paidFils: 45_250, paidBy: 'link' });
  });

  test('given no deposit, should ask the whole charge by a link, and record it paid at the counter instead', async () => {
    const booking = await cardBooking(customer.id);
    const result = await chargeRental({ bookingId: booking.id, ...salik(800) }, payments.client);
    if (!result.ok) throw new Error(result.reason);
    expect(result.charge).toMatchObject({ totalFils: 884, fromDepositFils: 0, state: 'awaiting_payment' });
    const counter = {
      chargeId: result.charge.id,
      bookingId: booking.id,
      method: 'cash' as const,
      note: '',
      actorId: admin.id,
    };
    expect(await recordChargePaidAtCounter(counter, payments.client)).toMatchObject({ ok: true });
    const [row] = await db().select().from(rentalCharges).where(eq(rentalCharges.id, result.charge.id));
    expect(row).toMatchObject({ state: 'paid', paidFils: 884, paidBy: 'counter' });
    expect(await recordChargePaidAtCounter(counter, payments.client)).toMatchObject({
      ok: false,
      reason: 'already',
    });
  });

  test('given the same toll twice at once, should charge it once and take from the deposit once', async () => {
    const booking = await withCounterDeposit(200_000);
    const toll = salik(500);
    const [first, second] = await Promise.all([
      chargeRental({ bookingId: booking.id, ...toll }, payments.client),
      chargeRental({ bookingId: booking.id, ...toll }, payments.client),
    ]);
    expect([first, second].map((result) => result.ok && result.created).sort()).toEqual([false, true]);
    const again = await chargeRental({ bookingId: booking.id, ...toll }, payments.client);
    expect(again.ok && again.created).toBe(false);
    const charges = await db().select().from(rentalCharges).where(eq(rentalCharges.bookingId, booking.id));
    expect(charges).toHaveLength(1);
    const [deposit] = await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, booking.id));
    expect(deposit.capturedFils).toBe(charges[0].totalFils);
    expect(await chargeMails(booking.reference)).toHaveLength(1);
  });

  test('given return charges, should charge a booking once, and refuse nothing to charge or a toll without reference', async () => {
    const booking = await withCounterDeposit(1_000);
    const lines = [chargeLine('cleaning', { quantity: 1, unit: 'item', unitFils: 10_000, netFils: 10_000 })];
    const charged = await chargeRental(
      { bookingId: booking.id, kind: 'return', lines, actorId: admin.id },
      payments.client,
    );
    if (!charged.ok) throw new Error(charged.reason);
    expect(charged.charge).toMatchObject({ totalFils: 10_500, fromDepositFils: 1_000, state: 'awaiting_payment' });
    const twice = await chargeRental(
      { bookingId: booking.id, kind: 'return', lines, actorId: admin.id },
      payments.client,
    );
    expect(twice).toMatchObject({ ok: true, created: false, charge: { id: charged.charge.id } });
    expect(await chargeRental({ bookingId: booking.id, kind: 'return', lines: [], actorId: admin.id })).toEqual({
      ok: false,
      reason: 'nothing_to_charge',
    });
    expect(await chargeRental({ bookingId: booking.id, kind: 'toll', lines, actorId: admin.id })).toEqual({
      ok: false,
      reason: 'reference_needed',
    });
    expect(await chargeRental({ bookingId: 999_999, ...salik(100) })).toEqual({ ok: false, reason: 'not_found' });
    // The deposit is used up: a later capture is refused, not taken twice.
    expect(
      await captureDeposit({ bookingId: booking.id, amountFils: 1, reason: 'x', staffId: admin.id }),
    ).toMatchObject({
      ok: false,
    });
  });
});

import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { bookableModel, enquiryFor, testDriver } from '../../../../tests/factories/bookings';
import { insertBooking } from '../../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { type BookingStatus, bookingEvents, bookings, outboxMessages } from '~/db/schema';
import { PaymentProviderError } from '~/modules/payments/provider/ngenius-client.server';
import * as bookingRoute from '~/routes/admin-booking';
import { readPriceSnapshot } from '../records/price-snapshot-schema';
import { selectVehicle } from '../customer-steps/select-vehicle.server';
import { applyStaffAction } from './staff-booking-actions.server';
import { actionsFor, counterStepFor } from './staff-booking-actions-form';
import { recordCounterPayment } from '~/modules/payments/counter-payments.server';
import { readProviderOrder } from './staff-booking-details.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let customer: TestAccount;
let arabicCustomer: TestAccount;
let modelId: number;

beforeAll(async () => {
  await seedDatabase(db());
  ({ modelId } = await bookableModel(5));
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Desk Admin' });
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
  arabicCustomer = await createAccount({ reviewStatus: 'approved', fullName: 'عمر', locale: 'ar' });
});

const soon = () => new Date(Date.now() + 3 * 86_400_000);
// A car is handed over on its pick-up day only: now is always within today in Dubai.
const today = () => new Date();
const booking = (status: BookingStatus, extra: Partial<Parameters<typeof insertBooking>[0]> = {}) =>
  insertBooking({
    status,
    userId: customer.id,
    vehicleModelId: modelId,
    pickupAt: soon(),
    customerDetails: testDriver,
    ...extra,
  });
const statusOf = async (id: number) =>
  (await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].status;
const eventsOf = (id: number) =>
  db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(bookingEvents.id);
const lastMail = async () => (await db().select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0];
const act = (bookingId: number, action: 'confirm' | 'noShow' | 'cancel', reason = 'At the counter') =>
  applyStaffAction({ bookingId, action, reason, actorId: admin.id });

describe('staff steps on a booking', () => {
  test('a second click finds the booking already moved and changes nothing', async () => {
    const { id, reference } = await booking('confirmed', { pickupAt: today(), paymentMethod: 'pay_on_pickup' });
    await act(id, 'cancel');
    const mails = (await db().select({ id: outboxMessages.id }).from(outboxMessages)).length;
    expect(await act(id, 'cancel')).toEqual({ ok: false, reason: 'already', status: 'cancelled', reference });
    expect(await eventsOf(id)).toHaveLength(1);
    expect((await db().select({ id: outboxMessages.id }).from(outboxMessages)).length).toBe(mails);
  });

  test.each([
    ['noShow', 'active'],
    ['noShow', 'draft'],
    ['cancel', 'active'],
    ['cancel', 'completed'],
    ['confirm', 'awaiting_payment'],
    ['confirm', 'cancelled'],
  ] as const)('given %s on a %s booking, should refuse and change nothing', async (action, status) => {
    const { id } = await booking(status);
    expect(await act(id, action)).toMatchObject({ ok: false, reason: 'refused', status });
    expect(await statusOf(id)).toBe(status);
    expect(await eventsOf(id)).toEqual([]);
  });

  test('cancel: the car goes back, the customer is told why in their language, and a booking nobody paid for promises no money', async () => {
    const { id, reference } = await booking('confirmed', {
      userId: arabicCustomer.id,
      customerDetails: null,
      paymentMethod: 'pay_on_pickup',
    });
    expect(await act(id, 'cancel', 'العميل طلب الإلغاء')).toMatchObject({ ok: true, status: 'cancelled' });
    const mail = await lastMail();
    expect(mail).toMatchObject({ recipient: arabicCustomer.email, subject: `تم إلغاء حجزك ${reference}` });
    expect(mail.text).toContain('السبب: العميل طلب الإلغاء');
    // The HTML part says the same, right to left, with the reference kept left to right.
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain(`<bdi dir="ltr" style="white-space:nowrap">${reference}</bdi>`);
    expect(mail.html).toContain('السبب: <bdi>العميل طلب الإلغاء</bdi>');
    expect(mail.html).toMatch(/href="http[^"]+\/ar\/my-history"/);
    expect(mail.text).not.toContain('نرد مبلغ');
    expect(mail.text).not.toContain('يُحتفظ');
    for (const status of ['draft', 'awaiting_payment', 'payment_failed'] as const) {
      const other = await booking(status);
      expect(await act(other.id, 'cancel')).toMatchObject({ ok: true });
    }
  });

  test('confirm for payment on pick-up: repriced with the 10%, an invoice number, the confirmation mail', async () => {
    const enquiryId = await enquiryFor(customer.id, 6, 2);
    const selected = await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId);
    if (!selected.ok) throw new Error(selected.reason);
    await db().update(bookings).set({ customerDetails: testDriver }).where(eq(bookings.id, selected.bookingId));
    expect(await act(selected.bookingId, 'confirm', 'Card declined twice, pays cash')).toMatchObject({
      ok: true,
      status: 'confirmed',
    });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, selected.bookingId));
    expect(row).toMatchObject({ status: 'confirmed', paymentMethod: 'pay_on_pickup', holdExpiresAt: null });
    expect(row.invoiceNumber).toBeGreaterThan(100000);
    const quote = readPriceSnapshot(row.priceSnapshot, 'the booking').quote;
    expect(quote.lines.some((line) => line.code === 'pay_on_pickup')).toBe(true);
    expect(row.totalFils).toBe(quote.totalFils);
    expect((await lastMail()).subject).toBe(`Your booking ${row.reference} is confirmed`);
    expect(await eventsOf(row.id)).toMatchObject([
      { actorId: admin.id, fromStatus: 'draft', toStatus: 'confirmed', reason: 'Card declined twice, pays cash' },
    ]);
  });

  test('confirm needs the driver’s details and a car still held', async () => {
    const enquiryId = await enquiryFor(customer.id, 8, 2);
    const selected = await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId);
    if (!selected.ok) throw new Error(selected.reason);
    expect(await act(selected.bookingId, 'confirm')).toMatchObject({ ok: false, reason: 'no_driver', status: 'draft' });
    await db()
      .update(bookings)
      .set({ customerDetails: testDriver, holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, selected.bookingId));
    expect(await act(selected.bookingId, 'confirm')).toMatchObject({ ok: false, reason: 'expired', status: 'draft' });
  });

  test('a booking that does not exist', async () => {
    expect(await act(999_999, 'cancel')).toEqual({ ok: false, reason: 'not_found' });
  });

  test('the steps offered follow the state, the counter screens from the pick-up day in Dubai, a no-show only two hours after the pick-up time', () => {
    // 12:00 in Dubai on 26 November.
    const now = new Date('2026-11-26T08:00:00Z');
    const pickupAt = new Date('2026-11-27T06:00:00Z');
    const offered = (status: BookingStatus, at: Date) => [
      actionsFor({ status, pickupAt: at }, now),
      counterStepFor({ status, pickupAt: at }, now),
    ];
    expect(offered('draft', pickupAt)).toEqual([['confirm', 'cancel'], null]);
    expect(offered('awaiting_payment', pickupAt)).toEqual([['cancel'], null]);
    // Tomorrow's pick-up is not handed over today; tonight's at 23:59 in Dubai is, and yesterday's late one too.
    expect(offered('confirmed', pickupAt)).toEqual([['cancel'], null]);
    expect(offered('confirmed', new Date('2026-11-26T20:00:00Z'))).toEqual([['cancel'], null]);
    expect(offered('confirmed', new Date('2026-11-26T19:59:00Z'))).toEqual([['cancel'], 'pickup']);
    expect(offered('confirmed', new Date('2026-11-25T19:00:00Z'))).toEqual([['noShow', 'cancel'], 'pickup']);
    expect(offered('confirmed', new Date('2026-11-26T06:00:01Z'))).toEqual([['cancel'], 'pickup']);
    expect(offered('confirmed', new Date('2026-11-26T06:00:00Z'))).toEqual([['noShow', 'cancel'], 'pickup']);
    expect(offered('active', pickupAt)).toEqual([[], 'return']);
    expect(offered('completed', pickupAt)).toEqual([[], null]);
    expect(offered('no_show', pickupAt)).toEqual([[], null]);
  });
});

describe('the booking page for staff', () => {
  const post = (id: number, body: Record<string, string>, cookie?: string) =>
    settle(() =>
      bookingRoute.action(
        routeArgs(
          new Request(`http://localhost/admin/bookings/${id}`, {
            method: 'POST',
            body: new URLSearchParams(body),
            headers: cookie ? { Cookie: cookie } : {},
          }),
          { bookingId: String(id) },
        ),
      ),
    );
  const load = (id: number | string, cookie?: string) =>
    settle(() =>
      bookingRoute.loader(
        routeArgs(new Request(`http://localhost/admin/bookings/${id}`, { headers: cookie ? { Cookie: cookie } : {} }), {
          bookingId: String(id),
        }),
      ),
    );

  test('a visitor is sent to log in; customers and content staff get 403, for the page and its actions', async () => {
    const { id } = await booking('confirmed');
    const cms = await createAccount({ roles: ['cms'], reviewStatus: 'approved' });
    expect(await load(id)).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(`/admin/bookings/${id}`)}`,
    });
    expect((await load(id, customer.cookie)).status).toBe(403);
    expect((await load(id, cms.cookie)).status).toBe(403);
    expect((await post(id, { intent: 'cancel', reason: 'x' })).status).toBe(302);
    expect((await post(id, { intent: 'cancel', reason: 'x' }, customer.cookie)).status).toBe(403);
    expect((await post(id, { intent: 'cancel', reason: 'x' }, cms.cookie)).status).toBe(403);
    expect(await statusOf(id)).toBe('confirmed');
    expect((await load('abc', admin.cookie)).status).toBe(404);
    expect((await load(999_999, admin.cookie)).status).toBe(404);
  });

  test('shows the booking, its offered steps, the hand-over screen on its day, and history', async () => {
    const { id, reference } = await booking('confirmed', {
      invoiceNumber: 424242,
      paymentMethod: 'pay_on_pickup',
      pickupAt: today(),
    });
    await recordCounterPayment({ bookingId: id, actorId: admin.id, method: 'cash', note: 'Receipt 12' });
    const page = await load(id, admin.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      booking: { reference, status: 'confirmed' },
      customer: { name: 'Sara Customer' },
      driver: { firstName: 'Sara' },
      documents: { userId: customer.id, reviewStatus: 'approved', files: [] },
      payment: { invoiceNumber: 424242, paymentSummary: 'paidAtCounter' },
      provider: null,
      actions: ['cancel'],
      counterStep: 'pickup',
      history: [
        { fromStatus: 'confirmed', toStatus: 'confirmed', counterPayment: { method: 'cash', amountFils: 1_000_00 } },
      ],
    });
  });

  test('a no-show is offered two hours after the pick-up time, saying first what it does to the money', async () => {
    const unpaid = await booking('confirmed', {
      pickupAt: new Date(Date.now() - 3 * 3_600_000),
      invoiceNumber: 515151,
    });
    expect((await load(unpaid.id, admin.cookie)).body).toMatchObject({
      actions: ['noShow', 'cancel'],
      counterStep: 'pickup',
      noShowMoney: { paidFils: 0, keptFils: 0, refundFils: 0, via: null },
    });
    const waiting = await booking('confirmed', { pickupAt: new Date(Date.now() - 3_600_000) });
    expect((await load(waiting.id, admin.cookie)).body).toMatchObject({ noShowMoney: null });
  });

  test('a reason is required; an unknown step is refused; a refused move is a message, never a 500', async () => {
    const { id } = await booking('confirmed', { pickupAt: today() });
    expect(await post(id, { intent: 'cancel', reason: '   ' }, admin.cookie)).toMatchObject({
      status: 400,
      body: { intent: 'cancel', error: 'Please give a reason.' },
    });
    // The car goes out and comes back through the counter's screens only, never by a one-click step.
    for (const intent of ['explode', 'pickup', 'return'])
      expect(await post(id, { intent, reason: 'x' }, admin.cookie)).toMatchObject({
        status: 400,
        body: { intent: null },
      });
    expect(await statusOf(id)).toBe('confirmed');
    expect(await post(id, { intent: 'noShow', reason: 'Too early' }, admin.cookie)).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('is Confirmed, so this cannot be done now') },
    });
    const done = await post(id, { intent: 'cancel', reason: 'Customer phoned' }, admin.cookie);
    expect(done).toMatchObject({ status: 302, location: `/admin/bookings/${id}` });
    const again = await post(id, { intent: 'cancel', reason: 'Customer phoned' }, admin.cookie);
    expect(again).toMatchObject({ status: 302, location: `/admin/bookings/${id}` });
    expect(await eventsOf(id)).toHaveLength(1);
    expect((await post(999_999, { intent: 'cancel', reason: 'x' }, admin.cookie)).status).toBe(404);
  });
});

describe('the payment record read from the provider', () => {
  const order = {
    reference: 'b7d5f0a4-1111-4a4a-9c9c-123456789abc',
    paymentUrl: null,
    status: 'paid' as const,
    providerState: 'PURCHASED',
    amount: { currencyCode: 'AED', value: 500_00 },
    merchantOrderReference: 'OAS-1',
    capturedFils: 500_00,
    refundedFils: 0,
  };
  const client = (readOrder: () => Promise<typeof order>) => ({
    createOrder: () => Promise.reject(new Error('not used')),
    readOrder,
    refundOrder: () => Promise.reject(new Error('not used')),
  });

  test('the order as the provider has it now, and whether it matches the booking', async () => {
    const booking = { paymentOrderRef: order.reference, totalFils: 500_00, reference: 'OAS-1' };
    expect(
      await readProviderOrder(
        client(() => Promise.resolve(order)),
        booking,
      ),
    ).toEqual({
      ok: true,
      reference: order.reference,
      state: 'PURCHASED',
      amountFils: 500_00,
      currency: 'AED',
      matchesBooking: true,
    });
    expect(
      await readProviderOrder(
        client(() => Promise.resolve(order)),
        { ...booking, totalFils: 400_00 },
      ),
    ).toMatchObject({ ok: true, matchesBooking: false });
    expect(
      await readProviderOrder(
        client(() => Promise.resolve(order)),
        { ...booking, paymentOrderRef: null },
      ),
    ).toBeNull();
  });

  test('a provider failure is a message, not an error', async () => {
    const failing = client(() => Promise.reject(new PaymentProviderError('timeout', 'readOrder', 'took too long')));
    expect(
      await readProviderOrder(failing, { paymentOrderRef: order.reference, totalFils: 1, reference: 'OAS-1' }),
    ).toEqual({ ok: false, reference: order.reference, problem: 'timeout' });
  });
});

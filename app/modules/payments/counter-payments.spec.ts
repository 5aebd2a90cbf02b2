import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { cardBooking, pdfText } from '../../../tests/factories/invoices';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingEvents, bookings, storedFiles } from '~/db/schema';
import { issuedInvoice } from '~/modules/invoices/issued-invoices.server';
import * as bookingRoute from '~/routes/admin-booking';
import { moveBooking } from '~/modules/bookings/booking-transitions.server';
import { recordCounterPayment } from './counter-payments.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let cms: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await seedDatabase(db());
  [admin, cms, customer] = await Promise.all([
    createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Desk Admin' }),
    createAccount({ roles: ['cms'], reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
  ]);
});

const payOnPickup = () => cardBooking(customer.id, { paymentMethod: 'pay_on_pickup' });
const rowOf = async (id: number) =>
  (
    await db()
      .select({
        counterPaidAt: bookings.counterPaidAt,
        counterPaymentMethod: bookings.counterPaymentMethod,
        counterPaidBy: bookings.counterPaidBy,
        status: bookings.status,
      })
      .from(bookings)
      .where(eq(bookings.id, id))
  )[0];

function post(bookingId: number, cookie: string, body: Record<string, string>) {
  return settle(() =>
    bookingRoute.action(
      routeArgs(
        new Request(`http://localhost/admin/bookings/${bookingId}`, {
          method: 'POST',
          body: new URLSearchParams(body),
          headers: { Cookie: cookie },
        }),
        { bookingId: String(bookingId) },
      ),
    ),
  );
}

describe('payment received at the counter', () => {
  test('records the whole total once, with who, when and how, and a line in the booking history', async () => {
    const booking = await payOnPickup();
    const at = new Date('2027-03-01T06:20:00Z');
    expect(
      await recordCounterPayment(
        { bookingId: booking.id, method: 'cash', actorId: admin.id, note: 'Receipt 4411' },
        at,
      ),
    ).toEqual({ ok: true, reference: booking.reference, amountFils: 51_030 });
    expect(await rowOf(booking.id)).toEqual({
      counterPaidAt: at,
      counterPaymentMethod: 'cash',
      counterPaidBy: admin.id,
      status: 'confirmed',
    });
    const events = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events).toMatchObject([
      {
        actorId: admin.id,
        fromStatus: 'confirmed',
        toStatus: 'confirmed',
        reason: 'Receipt 4411',
        details: { counterPayment: { method: 'cash', amountFils: 51_030 } },
      },
    ]);
    // A second click, or a colleague at another desk: nothing more is recorded.
    expect(
      await recordCounterPayment({ bookingId: booking.id, method: 'card', actorId: admin.id, note: '' }),
    ).toMatchObject({ ok: false, reason: 'already', status: 'confirmed' });
    expect((await rowOf(booking.id)).counterPaymentMethod).toBe('cash');
  });

  test('two desks recording at once record it once', async () => {
    const booking = await payOnPickup();
    const results = await Promise.all(
      (['cash', 'card'] as const).map((method) =>
        recordCounterPayment({ bookingId: booking.id, method, actorId: admin.id, note: '' }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))).toHaveLength(1);
  });

  test('is refused for a card booking, a booking not yet confirmed, a cancelled one and an unknown id', async () => {
    const card = await cardBooking(customer.id);
    expect(
      await recordCounterPayment({ bookingId: card.id, method: 'cash', actorId: admin.id, note: '' }),
    ).toMatchObject({
      ok: false,
      reason: 'not_pay_on_pickup',
    });
    const draft = await cardBooking(customer.id, { paymentMethod: 'pay_on_pickup', confirmed: false });
    expect(
      await recordCounterPayment({ bookingId: draft.id, method: 'cash', actorId: admin.id, note: '' }),
    ).toMatchObject({
      ok: false,
      reason: 'refused',
      status: 'draft',
    });
    const cancelled = await payOnPickup();
    await moveBooking({ bookingId: cancelled.id, to: 'cancelled', from: ['confirmed'], actorId: admin.id });
    expect(
      await recordCounterPayment({ bookingId: cancelled.id, method: 'cash', actorId: admin.id, note: '' }),
    ).toMatchObject({ ok: false, reason: 'refused', status: 'cancelled' });
    for (const bookingId of [999_999, 0, -1, 2 ** 40])
      expect(await recordCounterPayment({ bookingId, method: 'cash', actorId: admin.id, note: '' })).toEqual({
        ok: false,
        reason: 'not_found',
      });
  });

  test('the invoice then says Paid at the counter; the copy issued before stays as it was', async () => {
    const booking = await payOnPickup();
    const before = await issuedInvoice(booking.id);
    expect(await pdfText(before!.bytes)).toContain('Payable at pick-up');
    await recordCounterPayment(
      { bookingId: booking.id, method: 'card', actorId: admin.id, note: '' },
      new Date('2027-03-01T06:20:00Z'),
    );
    const after = await issuedInvoice(booking.id);
    expect(after!.fileName).toBe(before!.fileName);
    expect(after!.storedFileId).not.toBe(before!.storedFileId);
    const text = await pdfText(after!.bytes);
    expect(text).toContain('Paid at the counter (card), 2027-03-01');
    // The same number, date and figures: 486.00 + VAT 24.30 = 510.30.
    expect(text).toContain(String(booking.invoiceNumber));
    expect(text).toMatch(/486\.00[\s\S]*24\.30[\s\S]*510\.30/);
    const kept = await db()
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.purpose, 'invoice'), eq(storedFiles.id, before!.storedFileId)));
    expect(kept).toHaveLength(1);
    expect((await issuedInvoice(booking.id))!.storedFileId).toBe(after!.storedFileId);
  });
});

describe('the counter payment on the staff booking page', () => {
  test('the page offers it for a confirmed pay-on-pick-up booking, and records it with a flash message', async () => {
    const booking = await payOnPickup();
    const page = await settle(() =>
      bookingRoute.loader(
        routeArgs(new Request(`http://localhost/admin/bookings/${booking.id}`, { headers: { Cookie: admin.cookie } }), {
          bookingId: String(booking.id),
        }),
      ),
    );
    expect(page.body).toMatchObject({ counterDueFils: 51_030, payment: { paymentSummary: 'onPickup', counter: null } });

    const missing = await post(booking.id, admin.cookie, { intent: 'counterPayment', method: '', note: 'Receipt 7' });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        intent: 'counterPayment',
        field: 'method',
        note: 'Receipt 7',
        error: 'Please choose how the customer paid.',
      },
    });
    const tooLong = await post(booking.id, admin.cookie, {
      intent: 'counterPayment',
      method: 'cash',
      note: 'x'.repeat(501),
    });
    expect(tooLong).toMatchObject({ status: 400, body: { field: 'note' } });
    expect((await rowOf(booking.id)).counterPaidAt).toBeNull();

    const done = await post(booking.id, admin.cookie, { intent: 'counterPayment', method: 'cash', note: '' });
    expect(done).toMatchObject({ status: 302, location: `/admin/bookings/${booking.id}` });
    // The flash cookie's value is base64 JSON, signed.
    const flash = /flash=([^.;]+)/.exec(done.headers?.get('Set-Cookie') ?? '')![1];
    expect(JSON.parse(Buffer.from(decodeURIComponent(flash), 'base64').toString())).toEqual({
      kind: 'success',
      message: `The payment of AED\u00a0510.30 at the counter is recorded for booking ${booking.reference}.`,
    });
    const paid = await settle(() =>
      bookingRoute.loader(
        routeArgs(new Request(`http://localhost/admin/bookings/${booking.id}`, { headers: { Cookie: admin.cookie } }), {
          bookingId: String(booking.id),
        }),
      ),
    );
    expect(paid.body).toMatchObject({
      counterDueFils: null,
      payment: { paymentSummary: 'paidAtCounter', counter: { method: 'cash', by: 'Desk Admin' } },
      history: [{ counterPayment: { method: 'cash', amountFils: 51_030 } }],
    });
  });

  test('content staff cannot record a payment', async () => {
    const booking = await payOnPickup();
    const result = await post(booking.id, cms.cookie, { intent: 'counterPayment', method: 'cash', note: '' });
    expect(result.status).toBe(403);
    expect((await rowOf(booking.id)).counterPaidAt).toBeNull();
  });
});

import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../../tests/factories/accounts';
import { bookableModel, testDriver } from '../../../../tests/factories/bookings';
import { PAID_TOTAL_FILS, insertCardPaidBooking } from '../../../../tests/factories/card-paid-bookings';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingEvents, bookingManageLinks, bookingRefunds, bookings, outboxMessages } from '~/db/schema';
import { sha256 } from '~/modules/auth/secrets.server';
import * as adminBookingRoute from '~/routes/admin-booking';
import * as documentRoute from '~/routes/manage-booking-document';
import * as manageRoute from '~/routes/manage-booking';
import { takeFlash } from '~/modules/site/cookies.server';
import { CLIENT_ADDRESS_HEADER } from '~/utils/http.server';
import { sendBookingConfirmation } from '../booking-mail.server';
import { openManageLink } from './manage-links.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let running: RunningSandbox;
let customer: TestAccount;
let staff: TestAccount;
let modelId: number;
let address = 0;

beforeAll(async () => {
  running = await startPaymentSandbox();
  await seedDatabase(db());
  ({ modelId } = await bookableModel(20));
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
  staff = await createAccount({ roles: ['admin'] });
});
afterAll(() => running.close());

// Each test guesses from its own address, so the limit of one never decides another.
const nextAddress = () => `198.51.100.${++address}`;
const linkIn = (text: string | null) => /\/bookings\/manage\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];

/** A card-paid booking three days ahead, confirmed with its mail written, and the token that mail carries. */
async function confirmedWithMail(pickupInHours = 72) {
  const booking = await insertCardPaidBooking(running, {
    userId: customer.id,
    vehicleModelId: modelId,
    customerDetails: testDriver,
    pickupInHours,
    invoiced: true,
  });
  await db().transaction((tx) => sendBookingConfirmation(booking.id, tx));
  const [mail] = await lastMailAbout(booking.reference);
  return { ...booking, mail, token: linkIn(mail.text)! };
}

const lastMailAbout = async (reference: string) =>
  (await db().select().from(outboxMessages).orderBy(desc(outboxMessages.id))).filter((mail) =>
    mail.subject?.includes(reference),
  );

const request = (path: string, from: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, {
    ...init,
    headers: { [CLIENT_ADDRESS_HEADER]: from, ...(init.headers as Record<string, string>) },
  });
const page = (token: string, from = nextAddress(), search = '') =>
  settle(() => manageRoute.loader(routeArgs(request(`/bookings/manage/${token}${search}`, from), { token })));
const post = (token: string, fields: Record<string, string>, from = nextAddress()) =>
  settle(() =>
    manageRoute.action(
      routeArgs(request(`/bookings/manage/${token}`, from, { method: 'POST', body: new URLSearchParams(fields) }), {
        token,
      }),
    ),
  );
const documentOf = (token: string, kind: string, refundId?: string) =>
  settle(() =>
    documentRoute.loader(
      routeArgs(request(`/bookings/manage/${token}/documents/${kind}`, nextAddress()), { token, kind, refundId }),
    ),
  );
const staffPost = (bookingId: number, intent: string) =>
  settle(() =>
    adminBookingRoute.action(
      routeArgs(
        new Request(`http://localhost/admin/bookings/${bookingId}`, {
          method: 'POST',
          headers: { Cookie: staff.cookie },
          body: new URLSearchParams({ intent }),
        }),
        { bookingId: String(bookingId) },
      ),
    ),
  );
const flashOf = async (location: string | null, headers: Headers | null) => {
  const cookie = headers?.get('Set-Cookie')?.split(';')[0] ?? '';
  return (await takeFlash(new Request(`http://localhost${location}`, { headers: { Cookie: cookie } }))).flash;
};
const expiredAnswer = { status: 404, body: { expired: true } };

describe('the link in the confirmation mail', () => {
  test('is written with the mail, only its hash is kept, and it opens the booking with its facts and price', async () => {
    const { id, reference, mail, token } = await confirmedWithMail();
    expect(token).toBeDefined();
    expect(mail.text).toContain('Manage this booking');
    const rows = await db().select().from(bookingManageLinks).where(eq(bookingManageLinks.bookingId, id));
    expect(rows).toMatchObject([{ tokenHash: sha256(token), revokedAt: null, issuedBy: null }]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const opened = await page(token);
    expect(opened.status).toBe(200);
    expect(opened.headers?.get('Cache-Control')).toBe('private, no-store');
    expect(opened.headers?.get('Referrer-Policy')).toBe('no-referrer');
    expect(opened.body).toMatchObject({
      expired: false,
      booking: {
        reference,
        status: 'confirmed',
        paymentMethod: 'card',
        payment: { kind: 'paidCard' },
        quote: { totalFils: PAID_TOTAL_FILS },
        cancellable: true,
        offer: null,
      },
    });
  });

  test('the Arabic mail carries the Arabic page', async () => {
    const arabic = await createAccount({ reviewStatus: 'approved', fullName: 'سارة', locale: 'ar' });
    const booking = await insertCardPaidBooking(running, {
      userId: arabic.id,
      vehicleModelId: modelId,
      customerDetails: testDriver,
      invoiced: true,
    });
    await db().transaction((tx) => sendBookingConfirmation(booking.id, tx));
    const [mail] = await lastMailAbout(booking.reference);
    expect(mail.text).toContain('إدارة هذا الحجز');
    expect(mail.text).toMatch(/\/ar\/bookings\/manage\/[A-Za-z0-9_-]{43}/);
  });

  test('a wrong, a malformed, a worn-out and a closed booking’s link all get the same expired answer, naming nothing', async () => {
    const { id, token } = await confirmedWithMail();
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await page(wrong)).toMatchObject(expiredAnswer);
    expect(await page('not-a-token')).toMatchObject(expiredAnswer);
    // After the drop-off time the link opens nothing.
    expect(await openManageLink(token, nextAddress(), new Date(Date.now() + 30 * 86_400_000))).toBeNull();
    await db().update(bookings).set({ status: 'completed' }).where(eq(bookings.id, id));
    const closed = await page(token);
    expect(closed).toMatchObject(expiredAnswer);
    expect(JSON.stringify(closed.body)).not.toContain('reference');
    expect(await documentOf(token, 'invoice')).toMatchObject({ status: 404 });
  });

  test('guesses from one address are limited: past the limit even a right token opens nothing from there', async () => {
    const { token } = await confirmedWithMail();
    const from = nextAddress();
    for (let guess = 0; guess < 20; guess++)
      expect((await page(`${'x'.repeat(42)}${guess % 10}`, from)).status).toBe(404);
    expect((await page(token, from)).status).toBe(404);
    expect((await page(token, nextAddress())).status).toBe(200);
  });
});

describe('what the link lets the customer do', () => {
  test('download the tax invoice, and no document of another booking', async () => {
    const { id, token } = await confirmedWithMail();
    const [{ invoiceNumber }] = await db()
      .select({ invoiceNumber: bookings.invoiceNumber })
      .from(bookings)
      .where(eq(bookings.id, id));
    const other = await confirmedWithMail();
    const invoice = await documentOf(token, 'invoice');
    expect(invoice.status).toBe(200);
    expect(invoice.headers?.get('Content-Type')).toBe('application/pdf');
    expect(invoice.headers?.get('Content-Disposition')).toContain(String(invoiceNumber));
    const [refund] = await db()
      .insert(bookingRefunds)
      .values({ bookingId: other.id, orderRef: other.orderRef, amountFils: 100, state: 'refunded' })
      .returning({ id: bookingRefunds.id });
    expect(await documentOf(token, 'credit-note', String(refund.id))).toMatchObject({ status: 404 });
    expect(await documentOf(token, 'nonsense')).toMatchObject({ status: 404 });
  });

  test('cancel under the terms, shown first, applied once however often it is sent, with the mails of the signed-in cancel', async () => {
    const { id, reference, token } = await confirmedWithMail(72);
    const shown = await page(token, nextAddress(), '?cancel=1');
    expect(shown.body).toMatchObject({
      booking: { offer: { refundFils: PAID_TOTAL_FILS, keptFils: 0, rule: 'free', refundVia: 'card' } },
    });
    const fields = { intent: 'cancel', refund: String(PAID_TOTAL_FILS) };
    const [first, second] = await Promise.all([post(token, fields), post(token, fields)]);
    const flashes = await Promise.all([first, second].map((done) => flashOf(done.location, done.headers)));
    expect(flashes.map((flash) => flash?.kind).sort()).toEqual(['error', 'success']);
    expect([first.location, second.location]).toEqual([`/bookings/manage/${token}`, `/bookings/manage/${token}`]);

    expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0].status).toBe('cancelled');
    // Recorded once with the cancellation; the route's provider is not the test sandbox, so it waits to be made.
    expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id))).toMatchObject([
      { amountFils: PAID_TOTAL_FILS, reason: 'cancellation' },
    ]);
    const events = await db()
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toStatus, 'cancelled')));
    expect(events).toMatchObject([{ actorKind: 'customer', reason: 'cancelled by the customer' }]);
    const mails = await lastMailAbout(reference);
    expect(mails.some((mail) => mail.subject === `Your booking ${reference} is cancelled`)).toBe(true);

    // Until drop-off the link still shows the cancelled booking and its documents.
    expect((await page(token)).body).toMatchObject({
      booking: {
        status: 'cancelled',
        cancellable: false,
        payment: { kind: 'refundOnItsWay', amountFils: PAID_TOTAL_FILS },
      },
    });
    expect((await documentOf(token, 'invoice')).status).toBe(200);
  });

  test('a refund figure that is not the terms’ cancels nothing', async () => {
    const { id, token } = await confirmedWithMail(72);
    const done = await post(token, { intent: 'cancel', refund: '1' });
    expect(done.location).toBe(`/bookings/manage/${token}?cancel=1#cancel-booking`);
    expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0].status).toBe('confirmed');
  });

  test('a post with a wrong token changes nothing and answers as expired', async () => {
    const { id } = await confirmedWithMail(72);
    expect(await post('y'.repeat(43), { intent: 'cancel', refund: String(PAID_TOTAL_FILS) })).toMatchObject(
      expiredAnswer,
    );
    expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0].status).toBe('confirmed');
  });
});

describe('staff revoke and re-issue', () => {
  test('revoke stops every link and is in the history; a new link is mailed, works, and stops the old ones', async () => {
    const { id, reference, token } = await confirmedWithMail();
    const revoked = await staffPost(id, 'revokeManageLinks');
    expect((await flashOf(revoked.location, revoked.headers))?.kind).toBe('success');
    expect(await page(token)).toMatchObject(expiredAnswer);
    const again = await staffPost(id, 'revokeManageLinks');
    expect((await flashOf(again.location, again.headers))?.kind).toBe('info');

    const issued = await staffPost(id, 'issueManageLink');
    expect((await flashOf(issued.location, issued.headers))?.kind).toBe('success');
    const [mail] = await lastMailAbout(reference);
    expect(mail.subject).toBe(`A new link to manage your booking ${reference}`);
    const fresh = linkIn(mail.text)!;
    expect(fresh).not.toBe(token);
    expect((await page(fresh)).status).toBe(200);
    expect(await page(token)).toMatchObject(expiredAnswer);

    const history = await db()
      .select({ reason: bookingEvents.reason, actorId: bookingEvents.actorId })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), like(bookingEvents.reason, 'manage link%')))
      .orderBy(bookingEvents.id);
    expect(history).toEqual([
      { reason: 'manage link revoked', actorId: staff.id },
      { reason: 'manage link issued', actorId: staff.id },
    ]);
  });

  test('no new link once the booking is over', async () => {
    const { id, reference } = await confirmedWithMail();
    await db().update(bookings).set({ status: 'completed' }).where(eq(bookings.id, id));
    const refused = await staffPost(id, 'issueManageLink');
    expect((await flashOf(refused.location, refused.headers))?.kind).toBe('error');
    expect((await lastMailAbout(reference)).some((mail) => mail.subject?.startsWith('A new link'))).toBe(false);
  });
});

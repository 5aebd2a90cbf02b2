import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle, type TestAccount } from '../../../../tests/factories/accounts';
import { cardBooking } from '../../../../tests/factories/invoices';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingAmendments, bookingRefunds, bookings } from '~/db/schema';
import { nextInvoiceNumber } from '~/modules/bookings/booking-transitions.server';
import { loader as invoiceLoader } from '~/routes/invoice-pdf';
import { loader as creditNoteLoader } from '~/routes/credit-note-pdf';
import { loader as changeCreditNoteLoader } from '~/routes/amendment-credit-note-pdf';
import { issuedAmendmentCreditNote, issuedCreditNote, issuedInvoice } from '../issued-invoices.server';

/**
 * An attacker with a booking of their own walks every invoice, refund and change number the site has
 * issued, after every document has been rendered and kept (the state in which a lookup by number
 * alone would find other customers' files).
 */
const database = withTestDatabase();
const db = () => database.handle().db;

let attacker: TestAccount;
let victim: TestAccount;
let admin: TestAccount;
let own: { id: number; invoiceNumber: number };
let theirs: { id: number; invoiceNumber: number }[];
let theirRefunds: number[];
let theirChanges: number[];
let allInvoiceNumbers: number[];

const get = (path: string, cookie: string, run: (request: Request) => unknown) =>
  settle(() => run(new Request(`http://localhost${path}`, { headers: { Cookie: cookie } })));
const invoice = (bookingId: number, number: number | null, cookie: string) =>
  get(`/invoices/${bookingId}${number === null ? '' : `?number=${number}`}`, cookie, (request) =>
    invoiceLoader(routeArgs(request, { bookingId: String(bookingId) })),
  );
const refundNote = (refundId: number, cookie: string) =>
  get(`/credit-notes/${refundId}`, cookie, (request) =>
    creditNoteLoader(routeArgs(request, { refundId: String(refundId) })),
  );
const changeNote = (amendmentId: number, cookie: string) =>
  get(`/change-credit-notes/${amendmentId}`, cookie, (request) =>
    changeCreditNoteLoader(routeArgs(request, { amendmentId: String(amendmentId) })),
  );

beforeAll(async () => {
  await seedDatabase(db());
  [attacker, victim, admin] = await Promise.all([
    createAccount({ reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
    createAccount({ roles: ['admin'] }),
  ]);
  const mine = await cardBooking(attacker.id);
  own = { id: mine.id, invoiceNumber: mine.invoiceNumber! };
  theirs = [];
  for (let n = 0; n < 3; n++) {
    const row = await cardBooking(victim.id);
    theirs.push({ id: row.id, invoiceNumber: row.invoiceNumber! });
  }
  theirRefunds = [];
  for (const booking of theirs) {
    const [refund] = await db()
      .insert(bookingRefunds)
      .values({
        bookingId: booking.id,
        orderRef: `order-${booking.id}`,
        amountFils: 10_000,
        state: 'refunded',
        refundedAt: new Date('2027-02-20T10:00:00Z'),
        creditNoteNumber: sql`nextval('credit_note_number_seq')`,
      })
      .returning({ id: bookingRefunds.id });
    theirRefunds.push(refund.id);
  }
  // A change to the victim's first booking replaced its invoice: the old number stays downloadable to its owner.
  const changed = theirs[0];
  const [{ replacement }] = await db()
    .update(bookings)
    .set({ invoiceNumber: nextInvoiceNumber() })
    .where(eq(bookings.id, changed.id))
    .returning({ replacement: bookings.invoiceNumber });
  const [{ snapshot }] = await db()
    .select({ snapshot: bookings.priceSnapshot })
    .from(bookings)
    .where(eq(bookings.id, changed.id));
  const rental = {
    vehicleModelId: 1,
    vehicle: 'Kia Picanto',
    pickupAt: '2027-03-01T06:00:00.000Z',
    dropoffAt: '2027-03-04T06:00:00.000Z',
    totalFils: 47_250,
    priceSnapshot: snapshot!,
  };
  const [change] = await db()
    .insert(bookingAmendments)
    .values({
      bookingId: changed.id,
      actorKind: 'customer',
      state: 'applied',
      before: rental,
      after: rental,
      differenceFils: 0,
      replacedInvoiceNumber: changed.invoiceNumber,
      creditNoteNumber: sql`nextval('credit_note_number_seq')`,
      invoiceNumber: replacement!,
      appliedAt: new Date('2027-02-10T10:00:00Z'),
    })
    .returning({ id: bookingAmendments.id });
  theirChanges = [change.id];
  theirs[0] = { id: changed.id, invoiceNumber: replacement! };
  allInvoiceNumbers = [own.invoiceNumber, ...theirs.map((booking) => booking.invoiceNumber), changed.invoiceNumber];
  // Every document rendered and kept, as after their mails went out.
  for (const booking of [own, ...theirs]) expect(await issuedInvoice(booking.id)).toBeDefined();
  expect(await issuedInvoice(changed.id, changed.invoiceNumber)).toBeDefined();
  for (const refundId of theirRefunds) expect(await issuedCreditNote(refundId)).toBeDefined();
  for (const amendmentId of theirChanges) expect(await issuedAmendmentCreditNote(amendmentId)).toBeDefined();
});

describe("another customer's tax documents", () => {
  test("every invoice number asked for on the attacker's own booking is not found, except the booking's own", async () => {
    const low = Math.min(...allInvoiceNumbers) - 3;
    const high = Math.max(...allInvoiceNumbers) + 3;
    for (let number = low; number <= high; number++) {
      const result = await invoice(own.id, number, attacker.cookie);
      expect(result.status, `?number=${number}`).toBe(number === own.invoiceNumber ? 200 : 404);
    }
  });

  test("the victim's bookings, with or without a number, are not found for the attacker", async () => {
    for (const booking of theirs) {
      expect((await invoice(booking.id, null, attacker.cookie)).status).toBe(404);
      for (const number of allInvoiceNumbers)
        expect((await invoice(booking.id, number, attacker.cookie)).status, `${booking.id}?number=${number}`).toBe(404);
    }
  });

  test('every refund and change credit note is not found for the attacker, and found for its owner and admin', async () => {
    for (const refundId of theirRefunds) {
      expect((await refundNote(refundId, attacker.cookie)).status).toBe(404);
      expect((await refundNote(refundId, victim.cookie)).status).toBe(200);
      expect((await refundNote(refundId, admin.cookie)).status).toBe(200);
    }
    for (const amendmentId of theirChanges) {
      expect((await changeNote(amendmentId, attacker.cookie)).status).toBe(404);
      expect((await changeNote(amendmentId, victim.cookie)).status).toBe(200);
      expect((await changeNote(amendmentId, admin.cookie)).status).toBe(200);
    }
  });

  test('the owner still gets an invoice a change replaced, by its number, and nobody gets it under another booking', async () => {
    const changed = theirs[0];
    const replaced = allInvoiceNumbers[allInvoiceNumbers.length - 1];
    expect((await invoice(changed.id, replaced, victim.cookie)).status).toBe(200);
    expect((await invoice(changed.id, null, victim.cookie)).status).toBe(200);
    expect((await invoice(theirs[1].id, replaced, victim.cookie)).status).toBe(404);
    expect((await invoice(theirs[1].id, replaced, admin.cookie)).status).toBe(404);
    expect(await issuedInvoice(theirs[1].id, replaced)).toBeUndefined();
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle, type TestAccount } from '../../../tests/factories/accounts';
import { testDriver } from '../../../tests/factories/bookings';
import { cardBooking, pdfText } from '../../../tests/factories/invoices';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingRefunds, storedFiles } from '~/db/schema';
import { findPublicFile } from '~/modules/files/stored-files.server';
import { loader } from '~/routes/invoice-pdf';
import { loader as creditNoteLoader } from '~/routes/credit-note-pdf';
import { issuedCreditNote, issuedInvoice } from './issued-invoices.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let customer: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let cms: TestAccount;
let confirmed: number;
let unconfirmed: number;
let invoiceNumber: number;

beforeAll(async () => {
  await seedDatabase(db());
  [customer, stranger, admin, cms] = await Promise.all([
    createAccount({ reviewStatus: 'approved' }),
    createAccount({ reviewStatus: 'approved' }),
    createAccount({ roles: ['admin'] }),
    createAccount({ roles: ['cms'] }),
  ]);
  const row = await cardBooking(customer.id);
  confirmed = row.id;
  invoiceNumber = row.invoiceNumber!;
  unconfirmed = (await cardBooking(customer.id, { confirmed: false })).id;
});

const download = (bookingId: number | string, cookie?: string) =>
  settle(() =>
    loader(
      routeArgs(new Request(`http://localhost/invoices/${bookingId}`, { headers: cookie ? { Cookie: cookie } : {} }), {
        bookingId: String(bookingId),
      }),
    ),
  );

describe('the invoice download', () => {
  test('the customer gets their invoice as a private PDF attachment named by its number', async () => {
    const result = await download(confirmed, customer.cookie);
    expect(result.status).toBe(200);
    expect(result.headers?.get('Content-Type')).toBe('application/pdf');
    expect(result.headers?.get('Content-Disposition')).toBe(`attachment; filename="tax-invoice-${invoiceNumber}.pdf"`);
    expect(result.headers?.get('Cache-Control')).toBe('private, no-store');
    const bytes = new Uint8Array(await (result.body as Response).arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(String(invoiceNumber));
    expect(text).toContain('TRN: 100384726500003');
    expect(text).toContain('INV-');
    expect(text).toContain('Sara Customer');
    // 3 days at 120.00 plus CDW 90.00: subtotal 450.00, VAT 22.50, total 472.50.
    expect(text).toMatch(/450\.00[\s\S]*22\.50[\s\S]*472\.50/);
    expect(text).toContain('2027-02-01');
  });

  test('holds every field of a UAE tax invoice (Cabinet Decision 52/2017, art. 59(1))', async () => {
    const result = await download(confirmed, customer.cookie);
    const text = await pdfText(new Uint8Array(await (result.body as Response).arrayBuffer()));
    for (const [field, expected] of [
      ['(a) the words "Tax Invoice"', /Tax Invoice/],
      [
        "(b) the supplier's name, address and TRN",
        /Oasis Rent A Car L\.L\.C\., Al Salam Street, P\.O\. Box 47215, Abu Dhabi/,
      ],
      ['(b) TRN', /TRN: 100384726500003/],
      [
        "(c) the recipient's name and address",
        /Name\s[\s\S]*?Sara Customer[\s\S]*Address\s[\s\S]*?Sheikh Zayed Road 12/,
      ],
      ['(d) a sequential number', new RegExp(`Invoice number\\s[\\s\\S]*?${invoiceNumber}`)],
      ['(e) the date of issue', /Invoice date\s[\s\S]*?2027-02-01/],
      [
        '(f) the date of supply: the rental period',
        /Pick-up\s[\s\S]*?2027-03-01 10:00[\s\S]*Drop-off\s[\s\S]*?2027-03-04 10:00/,
      ],
      ['(g) a description of each service', /Vehicle rental[\s\S]*Full insurance \(CDW\)/],
      ['(h) quantity, unit price, rate of tax and amount per line', /Qty[\s\S]*Unit price[\s\S]*VAT rate/],
      ['(h) the rental line', /3\s+day\s\/[^\d]*120\.00\s+360\.00\s+5%\s+18\.00\s+378\.00/],
      ['(h) the CDW line', /3\s+day\s\/[^\d]*30\.00\s+90\.00\s+5%\s+4\.50\s+94\.50/],
      ['(j) the gross amount payable', /Subtotal \(excl\. VAT\)[\s\S]*?450\.00/],
      ['(k) the tax payable', /VAT 5%[\s\S]*?22\.50/],
      ['(j) the total in AED', /Total \(AED\)[\s\S]*?472\.50/],
      ['the currency', /All amounts are in UAE dirhams \(AED\)/],
    ] as const) {
      expect(text, field).toMatch(expected);
    }
  });

  test("a business renter's invoice names their company and TRN (art. 59(1)(e)); a private renter's has no TRN row", async () => {
    const business = await cardBooking(customer.id, {
      driver: { ...testDriver, company: 'Gulf Trading LLC', trn: '100200300400500' },
    });
    const text = await pdfText(
      new Uint8Array(await ((await download(business.id, customer.cookie)).body as Response).arrayBuffer()),
    );
    expect(text).toContain('Gulf Trading LLC');
    // Each row reads English label, Arabic label, value.
    expect(text).toMatch(/Customer TRN[^\d]{0,80}100200300400500/);
    const privateText = await pdfText(
      new Uint8Array(await ((await download(confirmed, customer.cookie)).body as Response).arrayBuffer()),
    );
    expect(privateText).not.toContain('Customer TRN');
  });

  test('admin staff may download it; another customer and content staff find nothing', async () => {
    expect((await download(confirmed, admin.cookie)).status).toBe(200);
    expect((await download(confirmed, stranger.cookie)).status).toBe(404);
    expect((await download(confirmed, cms.cookie)).status).toBe(404);
  });

  test('a visitor who is not signed in is sent to log in and brought back', async () => {
    expect(await download(confirmed)).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(`/invoices/${confirmed}`)}`,
    });
  });

  test('a booking without an invoice number, a missing booking and a malformed id are not found', async () => {
    expect((await download(unconfirmed, customer.cookie)).status).toBe(404);
    expect((await download(unconfirmed, admin.cookie)).status).toBe(404);
    expect((await download(999_999, admin.cookie)).status).toBe(404);
    expect((await download('1e3', admin.cookie)).status).toBe(404);
  });

  test('the invoice is kept once: every download is the same private file, never served from /media', async () => {
    const first = await issuedInvoice(confirmed);
    const second = await issuedInvoice(confirmed);
    expect(second?.storedFileId).toBe(first?.storedFileId);
    expect(Buffer.compare(first!.bytes, second!.bytes)).toBe(0);
    const kept = await db()
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.purpose, 'invoice'), eq(storedFiles.originalName, `tax-invoice-${invoiceNumber}.pdf`)));
    expect(kept).toHaveLength(1);
    expect(await findPublicFile(first!.storedFileId)).toBeUndefined();
  });

  test('an Arabic name is kept in the document', async () => {
    const arabic = await cardBooking(stranger.id, {
      driver: { ...testDriver, firstName: 'محمد', lastName: 'الهاشمي' },
    });
    const invoice = await issuedInvoice(arabic.id);
    const text = await pdfText(invoice!.bytes);
    expect(text).toContain(String(arabic.invoiceNumber));
    // Shaped Arabic glyphs are in the file (the text layer's mapping of joined forms is approximate).
    expect(text).toMatch(/\p{Script=Arabic}/u);
  });
});

describe('the tax credit note of a refund', () => {
  const downloadNote = (refundId: number | string, cookie?: string) =>
    settle(() =>
      creditNoteLoader(
        routeArgs(
          new Request(`http://localhost/credit-notes/${refundId}`, { headers: cookie ? { Cookie: cookie } : {} }),
          { refundId: String(refundId) },
        ),
      ),
    );
  const refund = async (bookingId: number, amountFils: number, creditNote: boolean) => {
    const [row] = await db()
      .insert(bookingRefunds)
      .values({
        bookingId,
        orderRef: `order-${bookingId}-${amountFils}`,
        amountFils,
        state: 'refunded',
        refundedAt: new Date('2027-02-20T10:00:00Z'),
        ...(creditNote ? { creditNoteNumber: sql`nextval('credit_note_number_seq')` } : {}),
      })
      .returning({ id: bookingRefunds.id, creditNoteNumber: bookingRefunds.creditNoteNumber });
    return row;
  };

  test('holds every field a UAE tax credit note needs, and references the invoice it reduces', async () => {
    const note = await refund(confirmed, 20_000, true);
    expect(note.creditNoteNumber).toBeGreaterThanOrEqual(500_001);
    const result = await downloadNote(note.id, customer.cookie);
    expect(result.status).toBe(200);
    expect(result.headers?.get('Content-Disposition')).toBe(
      `attachment; filename="tax-credit-note-${note.creditNoteNumber}.pdf"`,
    );
    expect(result.headers?.get('Cache-Control')).toBe('private, no-store');
    const text = await pdfText(new Uint8Array(await (result.body as Response).arrayBuffer()));
    // Art. 60: the words "Tax Credit Note", the supplier's name, address and TRN, the recipient, the
    // number and date of issue, the invoice and its value, the amount and VAT credited, and why.
    for (const expected of [
      'Tax Credit Note',
      'Oasis Rent A Car',
      'TRN: 100384726500003',
      'Sara Customer',
      `Credit note number`,
      String(note.creditNoteNumber),
      'Credit note date',
      '2027-02-20',
      'Tax invoice credited',
      `${invoiceNumber}, 2027-02-01`,
      'Value of the tax invoice',
      'AED 472.50',
      'Booking cancelled; amount refunded under the rental terms',
      'Refunded to the card',
    ]) {
      expect(text).toContain(expected);
    }
    // AED 200.00 refunded: 190.48 before VAT and 9.52 VAT.
    expect(text).toMatch(/190\.48[\s\S]*9\.52[\s\S]*200\.00/);
  });

  test('admin staff may download it; another customer and content staff find nothing; a refund without one is not found', async () => {
    const note = await refund(confirmed, 1_000, true);
    expect((await downloadNote(note.id, admin.cookie)).status).toBe(200);
    expect((await downloadNote(note.id, stranger.cookie)).status).toBe(404);
    expect((await downloadNote(note.id, cms.cookie)).status).toBe(404);
    const without = await refund(confirmed, 500, false);
    expect((await downloadNote(without.id, customer.cookie)).status).toBe(404);
    expect((await downloadNote(999_999, admin.cookie)).status).toBe(404);
    expect((await downloadNote('x', admin.cookie)).status).toBe(404);
    expect(await issuedCreditNote(without.id)).toBeUndefined();
    const kept = await issuedCreditNote(note.id);
    expect(await findPublicFile(kept!.storedFileId)).toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle, type TestAccount } from '../../../tests/factories/accounts';
import { testDriver } from '../../../tests/factories/bookings';
import { cardBooking, pdfText } from '../../../tests/factories/invoices';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { storedFiles } from '~/db/schema';
import { findPublicFile } from '~/modules/files/stored-files.server';
import { loader } from '~/routes/invoice-pdf';
import { issuedInvoice } from './issued-invoices.server';

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
  settle(() => loader(routeArgs(new Request(`http://localhost/invoices/${bookingId}`, { headers: cookie ? { Cookie: cookie } : {} }), { bookingId: String(bookingId) })));

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

  test('admin staff may download it; another customer and content staff find nothing', async () => {
    expect((await download(confirmed, admin.cookie)).status).toBe(200);
    expect((await download(confirmed, stranger.cookie)).status).toBe(404);
    expect((await download(confirmed, cms.cookie)).status).toBe(404);
  });

  test('a visitor who is not signed in is sent to log in and brought back', async () => {
    expect(await download(confirmed)).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent(`/invoices/${confirmed}`)}` });
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
    const kept = await db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.purpose, 'invoice'));
    expect(kept).toHaveLength(1);
    expect(await findPublicFile(first!.storedFileId)).toBeUndefined();
  });

  test('an Arabic name is kept in the document', async () => {
    const arabic = await cardBooking(stranger.id, { driver: { ...testDriver, firstName: 'محمد', lastName: 'الهاشمي' } });
    const invoice = await issuedInvoice(arabic.id);
    const text = await pdfText(invoice!.bytes);
    expect(text).toContain(String(arabic.invoiceNumber));
    // Shaped Arabic glyphs are in the file (the text layer's mapping of joined forms is approximate).
    expect(text).toMatch(/\p{Script=Arabic}/u);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs } from '../../../tests/factories/accounts';
import { testDriver } from '../../../tests/factories/bookings';
import { cardBooking, pdfText } from '../../../tests/factories/invoices';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { branches, outboxMessages, storedFiles, users } from '~/db/schema';
import { hashPassword } from '~/modules/auth/passwords.server';
import { signIn } from '~/modules/auth/sign-in.server';
import { findStoredFile } from '~/modules/files/stored-files.server';
import { issueAwaitedDocuments } from '~/modules/notify/outbox-delivery.server';
import * as outboxHtmlRoute from '~/routes/dev-outbox-html';
import { sendBookingConfirmation } from './booking-mail.server';

/** The confirmation as the confirming transaction writes it. */
const confirmationWritten = (bookingId: number) => db().transaction((tx) => sendBookingConfirmation(bookingId, tx));

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

const mailTo = async (to: string) =>
  (await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0];

describe('the booking confirmation mail', () => {
  test('is in English for an English customer, with the tax invoice PDF the mail worker issues attached', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const booking = await cardBooking(customer.id, { driver: { ...testDriver, email: 'english@example.ae' } });
    await confirmationWritten(booking.id);
    const mail = await mailTo('english@example.ae');
    expect(mail.subject).toBe(`Your booking ${booking.reference} is confirmed`);
    expect(mail.text).toContain(`Tax invoice number: ${booking.invoiceNumber}`);
    expect(mail.text).toContain('Your tax invoice is attached to this email');
    // What the terms promise about this car: its class's deposit and when it comes back, the excess under the
    // CDW the booking took, the kilometres included (settings, with VAT where charged).
    expect(mail.text).toMatch(
      /Security deposit: AED\s2,[05]00\.00, held at pick-up on a credit card in the renter’s name, released within 30 days of the return/,
    );
    expect(mail.text).toMatch(
      /Damage: With full insurance \(CDW\), your share of any damage is at most AED\s[\d,]+ \(the excess\)/,
    );
    expect(mail.text).toMatch(
      /Kilometres: 250 km a day included \(4,000 km a month\); each further km AED\s\d+\.\d\d, VAT included/,
    );
    expect(mail.text).toContain('/my-history');
    const attachment = {
      filename: `tax-invoice-${booking.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
      document: { kind: 'invoice', bookingId: booking.id, invoiceNumber: booking.invoiceNumber },
    };
    // The confirming request only names the invoice: nothing was rendered or stored yet.
    expect(mail.attachments).toEqual([attachment]);
    const invoiceFiles = () => db().select().from(storedFiles).where(eq(storedFiles.originalName, attachment.filename));
    expect(await invoiceFiles()).toHaveLength(0);

    await issueAwaitedDocuments();
    const issued = await mailTo('english@example.ae');
    expect(issued.attachments).toEqual([{ ...attachment, storedFileId: expect.any(Number) }]);
    expect(await invoiceFiles()).toHaveLength(1);
    // Issued once: the worker passing again changes nothing.
    await issueAwaitedDocuments();
    expect((await mailTo('english@example.ae')).attachments).toEqual(issued.attachments);
    const file = await findStoredFile(issued.attachments![0].storedFileId!);
    expect(file?.purpose).toBe('invoice');
    const text = await pdfText(file!.bytes);
    expect(text).toContain(String(booking.invoiceNumber));
    expect(text).toContain('472.50');
    // The cover bought, with the class's excess.
    expect(text).toMatch(
      /Full insurance \(CDW\): the renter's share of any damage is at most AED [\d,]+\.00 \(the excess\)\./,
    );
  });

  test('signing in on the Arabic site makes later mail Arabic', async () => {
    const customer = await createAccount({ reviewStatus: 'approved', locale: 'en' });
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword('Oasis@2026') })
      .where(eq(users.id, customer.id));
    const outcome = await signIn({
      email: customer.email,
      password: 'Oasis@2026',
      clientAddress: '203.0.113.9',
      userAgent: 'vitest',
      locale: 'ar',
    });
    expect(outcome.ok).toBe(true);
    expect((await db().select({ locale: users.locale }).from(users).where(eq(users.id, customer.id)))[0].locale).toBe(
      'ar',
    );

    const booking = await cardBooking(customer.id, { driver: { ...testDriver, email: 'arabic@example.ae' } });
    await confirmationWritten(booking.id);
    const mail = await mailTo('arabic@example.ae');
    expect(mail.subject).toBe(`تم تأكيد حجزك ${booking.reference}`);
    // The invoice number is isolated, so its digits keep their order inside Arabic text.
    expect(mail.text).toContain(`رقم الفاتورة الضريبية: \u2066${booking.invoiceNumber}\u2069`);
    expect(mail.text).toContain('/ar/my-history');
    expect(mail.attachments?.[0].filename).toBe(`tax-invoice-${booking.invoiceNumber}.pdf`);
  });

  // The test booking: Dubai Ittihad Road, Monday 1 March 2027 10:00 to Thursday 4 March 10:00, UAE time.
  const ittihadRoad = async () =>
    (await db().select().from(branches).where(eq(branches.value, 'Dubai_Ittihad Road')))[0];

  test('is HTML with a plain-text part saying the same: pick-up in words, the branch address, phone and hours that day, prices with VAT', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const booking = await cardBooking(customer.id, { driver: { ...testDriver, email: 'html@example.ae' } });
    await confirmationWritten(booking.id);
    const mail = await mailTo('html@example.ae');
    const branch = await ittihadRoad();
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    for (const part of [mail.text, mail.html!]) {
      const plain = part.replace(/\u00a0/g, ' ');
      expect(plain).toContain('Monday, 1 March 2027, 10:00 am (UAE time)');
      expect(plain).toContain('Thursday, 4 March 2027, 10:00 am (UAE time)');
      expect(plain).toContain(branch.address.en);
      expect(plain).toContain(branch.phone);
      expect(plain).toContain('Open on Monday, 1 March 2027');
      expect(plain).toContain('8 am to 8 pm');
      expect(plain).toContain('AED 450.00');
      expect(plain).toContain('VAT 5%');
      expect(plain).toContain('AED 472.50');
      expect(plain).toContain('600 587004');
    }
    expect(mail.text).toContain(`Phone: ${branch.phone}`);
    expect(mail.text).toContain('Open on Monday, 1 March 2027: 8 am to 8 pm');
    expect(mail.html).toContain(`href="tel:${branch.phone.replace(/ /g, '')}"`);
    expect(mail.html).toMatch(/<th scope="row"[^>]*>Total<\/th>/);
    // Picked up and returned at the same branch: it is named once.
    expect(mail.text).not.toContain('Where to return the car');
    expect(mail.html).toMatch(/href="http[^"]+\/my-history"/);
  });

  test('the hours are those of the pick-up day: a branch that keeps other hours on Mondays says so', async () => {
    const branch = await ittihadRoad();
    await db()
      .update(branches)
      .set({ weekdayHours: { 1: { opensAtMinute: 9 * 60, closesAtMinute: 13 * 60 + 30 } } })
      .where(eq(branches.id, branch.id));
    try {
      const customer = await createAccount({ reviewStatus: 'approved' });
      const booking = await cardBooking(customer.id, { driver: { ...testDriver, email: 'monday@example.ae' } });
      await confirmationWritten(booking.id);
      const mail = await mailTo('monday@example.ae');
      expect(mail.text).toContain('Open on Monday, 1 March 2027: 9 am to 1:30 pm');
      expect(mail.html).toContain('9 am to 1:30 pm');
    } finally {
      await db().update(branches).set({ weekdayHours: branch.weekdayHours }).where(eq(branches.id, branch.id));
    }
  });

  test('in Arabic it is right to left, with the reference and phone number kept left to right', async () => {
    const customer = await createAccount({ reviewStatus: 'approved', locale: 'ar' });
    const booking = await cardBooking(customer.id, { driver: { ...testDriver, email: 'rtl@example.ae' } });
    await confirmationWritten(booking.id);
    const mail = await mailTo('rtl@example.ae');
    const branch = await ittihadRoad();
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain(`<bdi dir="ltr" style="white-space:nowrap">${booking.reference}</bdi>`);
    expect(mail.html).toContain(
      `<bdi dir="ltr" style="white-space:nowrap"><a href="tel:${branch.phone.replace(/ /g, '')}"`,
    );
    expect(mail.html).toContain(branch.address.ar);
    expect(mail.html).toContain('ساعات العمل يوم الاثنين، 1 مارس 2027');
    expect(mail.html).toContain('من 8 صباحاً إلى 8 مساءً');
    expect(mail.text).toContain(`الهاتف: \u2066${branch.phone}\u2069`);
    expect(mail.text).toContain('ساعات العمل يوم الاثنين، 1 مارس 2027: من 8 صباحاً إلى 8 مساءً');
    expect(mail.text).toContain('الإجمالي');
    expect(mail.html).toMatch(/href="http[^"]+\/ar\/my-history"/);
  });

  test('whatever the customer typed is escaped in the HTML', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const driver = {
      ...testDriver,
      firstName: '<script>alert("x")</script>',
      lastName: 'Tom & Jerry',
      email: 'hostile@example.ae',
    };
    const booking = await cardBooking(customer.id, { driver });
    await confirmationWritten(booking.id);
    const mail = await mailTo('hostile@example.ae');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry');
    expect(mail.html).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
    // The plain-text part is not HTML: the name stays as typed.
    expect(mail.text).toContain('Dear <script>alert("x")</script> Tom & Jerry,');
  });

  test('the development outbox shows the HTML part on its own page, with no script allowed', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const booking = await cardBooking(customer.id, { driver: { ...testDriver, email: 'outbox-view@example.ae' } });
    await confirmationWritten(booking.id);
    const mail = await mailTo('outbox-view@example.ae');
    const view = (messageId: string) =>
      outboxHtmlRoute.loader(routeArgs(new Request(`http://localhost/dev/outbox/${messageId}/html`), { messageId }));
    const page = await view(String(mail.id));
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toBe(mail.html);
    expect((await view('2147483647')).status).toBe(404);
    expect((await view('1e3')).status).toBe(404);
  });
});

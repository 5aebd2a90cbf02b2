import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount } from '../../../tests/factories/accounts';
import { testDriver } from '../../../tests/factories/bookings';
import { cardBooking, pdfText } from '../../../tests/factories/invoices';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { outboxMessages, users } from '~/db/schema';
import { hashPassword } from '~/modules/auth/passwords.server';
import { signIn } from '~/modules/auth/sign-in.server';
import { findStoredFile } from '~/modules/files/stored-files.server';
import { sendBookingConfirmation } from './booking-mail.server';

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

const mailTo = async (to: string) => (await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0];

describe('the booking confirmation mail', () => {
  test('is in English for an English customer, with the tax invoice PDF attached', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const booking = await cardBooking(customer.id, { driver: { ...testDriver, email: 'english@example.ae' } });
    await sendBookingConfirmation(booking.id);
    const mail = await mailTo('english@example.ae');
    expect(mail.subject).toBe(`Your booking ${booking.reference} is confirmed`);
    expect(mail.text).toContain(`Tax invoice number: ${booking.invoiceNumber}`);
    expect(mail.text).toContain('Your tax invoice is attached to this email');
    expect(mail.text).toContain('/my-history');
    expect(mail.attachments).toEqual([{ filename: `tax-invoice-${booking.invoiceNumber}.pdf`, contentType: 'application/pdf', storedFileId: expect.any(Number) }]);
    const file = await findStoredFile(mail.attachments![0].storedFileId);
    expect(file?.purpose).toBe('invoice');
    const text = await pdfText(file!.bytes);
    expect(text).toContain(String(booking.invoiceNumber));
    expect(text).toContain('472.50');
  });

  test('signing in on the Arabic site makes later mail Arabic', async () => {
    const customer = await createAccount({ reviewStatus: 'approved', locale: 'en' });
    await db().update(users).set({ passwordHash: await hashPassword('Oasis@2026') }).where(eq(users.id, customer.id));
    const outcome = await signIn({ email: customer.email, password: 'Oasis@2026', clientAddress: '203.0.113.9', userAgent: 'vitest', locale: 'ar' });
    expect(outcome.ok).toBe(true);
    expect((await db().select({ locale: users.locale }).from(users).where(eq(users.id, customer.id)))[0].locale).toBe('ar');

    const booking = await cardBooking(customer.id, { driver: { ...testDriver, email: 'arabic@example.ae' } });
    await sendBookingConfirmation(booking.id);
    const mail = await mailTo('arabic@example.ae');
    expect(mail.subject).toBe(`تم تأكيد حجزك ${booking.reference}`);
    expect(mail.text).toContain(`رقم الفاتورة الضريبية: ${booking.invoiceNumber}`);
    expect(mail.text).toContain('/ar/my-history');
    expect(mail.attachments?.[0].filename).toBe(`tax-invoice-${booking.invoiceNumber}.pdf`);
  });
});

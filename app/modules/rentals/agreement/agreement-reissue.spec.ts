import { asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../../tests/factories/accounts';
import { bookableModel, enquiryFor, testDriver } from '../../../../tests/factories/bookings';
import { pdfText } from '../../../../tests/factories/invoices';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import {
  bookingAmendments,
  bookings,
  outboxMessages,
  rentalAgreements,
  rentals,
  storedFiles,
  users,
} from '~/db/schema';
import {
  changeBooking,
  settleAmendmentPayment,
  startAmendmentPayment,
} from '~/modules/bookings/amendments/amendment-payment.server';
import { type AmendmentRequest, quoteAmendment } from '~/modules/bookings/amendments/amendment-quotes.server';
import type { ExtensionPayment } from '~/modules/bookings/amendments/amendment-terms';
import { applyPaidAmendment } from '~/modules/bookings/amendments/booking-amendments.server';
import { findCustomerBooking } from '~/modules/bookings/customer-steps/bill.server';
import { settleCardPayment, startCardPayment } from '~/modules/bookings/customer-steps/card-payment.server';
import { selectVehicle } from '~/modules/bookings/customer-steps/select-vehicle.server';
import { readPriceSnapshot } from '~/modules/bookings/records/price-snapshot-schema';
import { recordCounterDeposit } from '~/modules/payments/deposits.server';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { licenceKey } from '../hand-over-form';
import { handOverCar, handOverSheet } from '../hand-over.server';
import { rentalFileOf, rentalRecordOf } from '../rental-record.server';
import { buildRentalAgreement } from './rental-agreement';

const database = withTestDatabase();
const db = () => database.handle().db;
const DAY = 86_400_000;

let running: RunningSandbox;
let customer: TestAccount;
let staff: TestAccount;
let modelId: number;
let signaturePng: Buffer;
let day = 3;

beforeAll(async () => {
  running = await startPaymentSandbox();
  await seedDatabase(db());
  ({ modelId } = await bookableModel(10));
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
  staff = await createAccount({ reviewStatus: 'approved', fullName: 'Omar Counter', roles: ['admin'] });
  signaturePng = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
afterAll(() => running.close());

const row = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
type Booking = Awaited<ReturnType<typeof row>>;

/** A three-day card booking made through the journey, moved to pick up today at 10:00 Dubai and handed over. */
async function handedOver() {
  const enquiryId = await enquiryFor(customer.id, (day += 5), 3);
  const selected = await selectVehicle({ id: customer.id, reviewStatus: 'approved' }, enquiryId, modelId);
  if (!selected.ok) throw new Error(selected.reason);
  const booking = (await findCustomerBooking(customer.id, selected.bookingId))!;
  const started = await startCardPayment(running.client, {
    userId: customer.id,
    booking,
    details: testDriver,
    locale: 'en',
    returnUrl: 'http://localhost:3000/my-history',
  });
  if (!started.ok) throw new Error(started.reason);
  await running.pay(started.paymentUrl, '4111111111111111');
  expect(await settleCardPayment(running.client, booking.id, null)).toBe('confirmed');
  const pickupAt = new Date();
  pickupAt.setUTCHours(6, 0, 0, 0);
  await db()
    .update(bookings)
    .set({ pickupAt, dropoffAt: new Date(pickupAt.getTime() + 3 * DAY) })
    .where(eq(bookings.id, booking.id));
  expect(
    await recordCounterDeposit({ bookingId: booking.id, amountFils: 200_000, tender: 'cash', staffId: staff.id }),
  ).toMatchObject({ ok: true });
  const [{ licence }] = await db()
    .select({ licence: users.licenceNumber })
    .from(users)
    .where(eq(users.id, customer.id));
  const car = (await handOverSheet(booking.id))!.cars[0];
  const done = await handOverCar({
    bookingId: booking.id,
    actorId: staff.id,
    form: {
      carId: car.id,
      upgradeNote: '',
      odometerKm: car.odometerKm + 10,
      fuelEighths: 8,
      licenceSeen: licenceKey(licence!),
      signature: 'data:image/png;base64,',
      counterMethod: '',
      damage: [],
    },
    signaturePng,
    photos: [],
    plateText: (plate) => `${plate.plateEmirate} ${plate.plateCode} ${plate.plateNumber}`,
  });
  if (!done.ok) throw new Error(done.reason);
  return row(booking.id);
}

const extension = (booking: Booking, days: number, payment: ExtensionPayment): AmendmentRequest => ({
  bookingId: booking.id,
  pickupAt: booking.pickupAt,
  dropoffAt: new Date(booking.dropoffAt.getTime() + days * DAY),
  extras: readPriceSnapshot(booking.priceSnapshot, 'the booking').extras,
  extension: { payment },
});

async function extend(booking: Booking, days: number, payment: ExtensionPayment) {
  const request = extension(booking, days, payment);
  const found = await quoteAmendment({ kind: 'staff', staffId: staff.id }, request);
  if (!found.ok) throw new Error(found.reason);
  const result = await changeBooking(
    running.client,
    { kind: 'staff', staffId: staff.id },
    request,
    found.quote.differenceFils,
  );
  if (!result.ok) throw new Error(result.reason);
  return { request, quote: found.quote, result };
}

const rentalOf = async (bookingId: number) =>
  (await db().select().from(rentals).where(eq(rentals.bookingId, bookingId)))[0];
const versionsOf = (rentalId: number) =>
  db().select().from(rentalAgreements).where(eq(rentalAgreements.rentalId, rentalId)).orderBy(asc(rentalAgreements.id));
const fileOf = async (id: number) => (await db().select().from(storedFiles).where(eq(storedFiles.id, id)))[0];
const changeMails = async (reference: string) =>
  (await db().select().from(outboxMessages).orderBy(desc(outboxMessages.id))).filter(
    (mail) => mail.subject === `Your booking ${reference} is changed`,
  );

describe('extending a car on rent re-issues its agreement', () => {
  test('paid by link, applied twice: one new version with the new return, the signed one kept, one mail with it attached', async () => {
    const booking = await handedOver();
    const rental = await rentalOf(booking.id);
    const [signed] = await versionsOf(rental.id);
    expect(signed).toMatchObject({ storedFileId: rental.agreementFileId, amendmentId: null });
    expect(signed.source.days).toBe(3);

    const { request, quote, result } = await extend(booking, 2, 'link');
    if (result.kind !== 'awaiting_payment') throw new Error(result.kind);
    // Nothing is re-issued while the change waits for its money.
    expect(await versionsOf(rental.id)).toHaveLength(1);
    const started = await startAmendmentPayment(running.client, {
      userId: customer.id,
      amendmentId: result.amendmentId,
      locale: 'en',
      returnUrl: 'http://localhost:3000/my-history',
    });
    if (!started.ok) throw new Error(started.reason);
    await running.pay(started.paymentUrl, '4111111111111111');
    expect(await settleAmendmentPayment(running.client, result.amendmentId)).toBe('applied');
    // The provider's notice and the reconciler both come back to a change already applied.
    expect(await applyPaidAmendment(result.amendmentId)).toBeUndefined();
    expect(await settleAmendmentPayment(running.client, result.amendmentId)).toBe('applied');

    const versions = await versionsOf(rental.id);
    expect(versions).toHaveLength(2);
    const [, reissued] = versions;
    expect(reissued.amendmentId).toBe(result.amendmentId);
    expect((await rentalOf(booking.id)).agreementFileId).toBe(reissued.storedFileId);
    // The signed original stays, as it was.
    const original = await fileOf(signed.storedFileId);
    expect(original.purpose).toBe('rental-agreement');
    expect(await pdfText(original.bytes)).not.toContain('Addendum');

    const newReturn = formatDubaiDateTime(request.dropoffAt, 'en');
    const oldReturn = formatDubaiDateTime(booking.dropoffAt, 'en');
    expect(reissued.source).toMatchObject({
      days: 5,
      totalFils: quote.after.totalFils,
      dropoff: { at: newReturn },
      signedAt: signed.source.signedAt,
      rules: signed.source.rules,
    });
    const agreement = buildRentalAgreement(reissued.source);
    const rentalRows = agreement.facts.find((fact) => fact.section.en === 'Rental')!.rows;
    expect(rentalRows.find((line) => line.name.en === 'Return by')!.values[0]).toContain(newReturn);
    expect(rentalRows.find((line) => line.name.en === 'Rental days')!.values).toEqual(['5']);
    expect(agreement.reissue?.addenda).toEqual([
      expect.objectContaining({
        en: expect.stringContaining(`by Omar Counter: return moved from ${oldReturn} to ${newReturn}`),
      }),
    ]);

    const file = await fileOf(reissued.storedFileId);
    expect(file.originalName).toBe(`rental-agreement-${booking.reference}-v2.pdf`);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(file.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Addendum');
    expect(text).toContain(newReturn);
    expect(text).toContain('Extended on');
    expect(text).toContain('Re-issued');

    const mails = await changeMails(booking.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toContainEqual({
      filename: `rental-agreement-${booking.reference}-v2.pdf`,
      contentType: 'application/pdf',
      storedFileId: reissued.storedFileId,
    });
    expect(mails[0].text).toContain('Your rental agreement is attached, re-issued');
  });

  test('at the counter, a second time: a third version listing both changes, every version served to staff, the one in force first', async () => {
    const booking = await handedOver();
    const first = await extend(booking, 1, 'card');
    expect(first.result.kind).toBe('applied');
    const second = await extend(await row(booking.id), 2, 'card');
    expect(second.result.kind).toBe('applied');

    const rental = await rentalOf(booking.id);
    const versions = await versionsOf(rental.id);
    expect(versions).toHaveLength(3);
    expect(versions[2].source.addenda).toHaveLength(2);
    expect(versions[2].source.days).toBe(6);
    expect(rental.agreementFileId).toBe(versions[2].storedFileId);

    const record = (await rentalRecordOf(booking.id))!;
    expect(record.agreements.map((version) => version.fileId)).toEqual(
      versions.map((version) => version.storedFileId).reverse(),
    );
    for (const version of versions) expect(await rentalFileOf(booking.id, version.storedFileId)).toBeDefined();
    const other = await handedOver();
    expect(await rentalFileOf(other.id, versions[0].storedFileId)).toBeUndefined();
    expect(await changeMails(booking.reference)).toHaveLength(2);
    const [amendment] = await db()
      .select()
      .from(bookingAmendments)
      .where(eq(bookingAmendments.bookingId, booking.id))
      .orderBy(desc(bookingAmendments.id));
    expect(versions[2].amendmentId).toBe(amendment.id);
  });
});

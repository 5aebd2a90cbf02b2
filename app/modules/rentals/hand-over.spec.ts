import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../tests/factories/accounts';
import { bookableModel, testDriver } from '../../../tests/factories/bookings';
import { addCars } from '../../../tests/factories/cars';
import { insertBooking } from '../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookings, fleetCars, outboxMessages, rentalPhotos, rentals, storedFiles, users } from '~/db/schema';
import { recordCounterDeposit } from '~/modules/payments/deposits.server';
import { type HandOverForm, licenceKey } from './hand-over-form';
import { handOverCar, handOverSheet } from './hand-over.server';
import { prepareRentalPhotos } from './rental-photos.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let customer: TestAccount;
let branchId: number;
let modelId: number;
let signaturePng: Buffer;
let licence: string;

beforeAll(async () => {
  await seedDatabase(db());
  ({ branchId, modelId } = await bookableModel(3));
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Desk Admin' });
  customer = await createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer' });
  [{ licence }] = (await db()
    .select({ licence: users.licenceNumber })
    .from(users)
    .where(eq(users.id, customer.id))) as {
    licence: string;
  }[];
  signaturePng = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});

const plateText = (car: { plateEmirate: string; plateCode: string; plateNumber: number }) =>
  `${car.plateEmirate} ${car.plateCode} ${car.plateNumber}`;

async function confirmedBooking(paymentMethod: 'card' | 'pay_on_pickup' = 'card') {
  const booking = await insertBooking({
    status: 'confirmed',
    userId: customer.id,
    vehicleModelId: modelId,
    pickupAt: new Date(),
    customerDetails: testDriver,
    paymentMethod,
    paymentStatus: paymentMethod === 'card' ? 'paid' : null,
    totalFils: 242_55,
  });
  return booking;
}

async function withDeposit(bookingId: number) {
  expect(
    await recordCounterDeposit({ bookingId, amountFils: 200_000, tender: 'cash', staffId: admin.id }),
  ).toMatchObject({ ok: true });
}

const formFor = (carId: number, overrides: Partial<HandOverForm> = {}): HandOverForm => ({
  carId,
  upgradeNote: '',
  odometerKm: 12_000,
  fuelEighths: 6,
  licenceSeen: licenceKey(` ${licence.toLowerCase()} `),
  signature: 'data:image/png;base64,',
  counterMethod: '',
  damage: [{ zone: 'front_bumper', kind: 'scratch', note: 'Left corner, 5 cm' }],
  ...overrides,
});

const handOver = (bookingId: number, form: HandOverForm, photos: { bytes: Buffer }[] = []) =>
  handOverCar({
    bookingId,
    actorId: admin.id,
    form,
    signaturePng,
    photos: photos.map((photo) => ({ name: 'car.jpg', bytes: photo.bytes, width: 10, height: 10 })),
    plateText,
  });

describe('the hand-over screen offers', () => {
  test('the cars ready at the branch, the booked model first, and what is still missing', async () => {
    const { id } = await confirmedBooking();
    const sheet = (await handOverSheet(id))!;
    expect(sheet.cars.length).toBeGreaterThanOrEqual(3);
    expect(sheet.cars[0].kind).toBe('booked');
    expect(sheet.deposit).toBeNull();
    expect(sheet.depositFils).toBeGreaterThan(0);
    expect(sheet.licence.number).toBe(licence);
  });
});

describe('a hand-over is refused, with nothing written, when', () => {
  test('the deposit is not held, the licence is not the account’s, the odometer goes back or the car is not ready', async () => {
    const { id } = await confirmedBooking();
    const car = (await handOverSheet(id))!.cars[0];
    expect(await handOver(id, formFor(car.id))).toEqual({ ok: false, reason: 'deposit' });
    await withDeposit(id);
    expect(await handOver(id, formFor(car.id, { licenceSeen: 'OTHER1' }))).toEqual({
      ok: false,
      reason: 'licence_mismatch',
    });
    expect(await handOver(id, formFor(car.id, { odometerKm: car.odometerKm - 1 }))).toMatchObject({ ok: false });
    const [serviced] = await addCars(branchId, modelId, 1);
    await db().update(fleetCars).set({ status: 'in_service' }).where(eq(fleetCars.id, serviced));
    expect(await handOver(id, formFor(serviced))).toEqual({ ok: false, reason: 'car' });
    const [row] = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe('confirmed');
    expect(await db().select().from(rentals).where(eq(rentals.bookingId, id))).toEqual([]);
  });

  test('money is due and staff have not said how it was paid', async () => {
    const { id } = await confirmedBooking('pay_on_pickup');
    await withDeposit(id);
    const car = (await handOverSheet(id))!.cars[0];
    expect(await handOver(id, formFor(car.id))).toEqual({ ok: false, reason: 'money_due' });
  });

  test('a car of another model goes out without a note', async () => {
    const { id } = await confirmedBooking();
    await withDeposit(id);
    const sheet = (await handOverSheet(id))!;
    const other = sheet.cars.find((car) => car.kind !== 'booked');
    if (!other) return;
    expect(await handOver(id, formFor(other.id))).toEqual({ ok: false, reason: 'upgrade_note' });
  });
});

describe('a hand-over', () => {
  test('puts the car on rent, records the rental with its photos, takes the money due and mails the signed agreement', async () => {
    const { id, reference } = await confirmedBooking('pay_on_pickup');
    await withDeposit(id);
    const car = (await handOverSheet(id))!.cars[0];
    const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#888888' } })
      .jpeg()
      .toBuffer();
    const prepared = await prepareRentalPhotos([new File([new Uint8Array(jpeg)], 'front.jpg')]);
    expect(prepared.ok).toBe(true);
    const photos = prepared.ok ? prepared.photos : [];
    expect(photos[0].width).toBe(1600);

    const result = await handOver(id, formFor(car.id, { counterMethod: 'cash' }), photos);
    expect(result).toEqual({ ok: true, rentalId: expect.any(Number), reference });

    const [booking] = await db()
      .select({ status: bookings.status, paidAt: bookings.counterPaidAt })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(booking).toMatchObject({ status: 'active', paidAt: expect.any(Date) });
    const [carRow] = await db().select().from(fleetCars).where(eq(fleetCars.id, car.id));
    expect(carRow).toMatchObject({ status: 'on_rent', odometerKm: 12_000 });
    const [rental] = await db().select().from(rentals).where(eq(rentals.bookingId, id));
    expect(rental).toMatchObject({
      fleetCarId: car.id,
      odometerOutKm: 12_000,
      fuelOutEighths: 6,
      damageOut: [{ zone: 'front_bumper', kind: 'scratch', note: 'Left corner, 5 cm' }],
      handedOverBy: admin.id,
      returnedAt: null,
    });
    expect(await db().select().from(rentalPhotos).where(eq(rentalPhotos.rentalId, rental.id))).toHaveLength(1);
    const [agreement] = await db().select().from(storedFiles).where(eq(storedFiles.id, rental.agreementFileId));
    expect(agreement.purpose).toBe('rental-agreement');
    expect(agreement.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, testDriver.email));
    const started = mails.find((mail) => mail.subject?.includes(`${reference} has started`));
    expect(started?.attachments).toEqual([
      { filename: `rental-agreement-${reference}.pdf`, contentType: 'application/pdf', storedFileId: agreement.id },
    ]);
    expect(started?.text).toContain('rental agreement');
    // The return time as the site writes it ('27 Nov 2026, 10:00'), not as a database stamp.
    expect(started?.text).toMatch(/by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(UAE time\)/);
    expect(started?.text).not.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // A second submit of the same hand-over changes nothing more.
    expect(await handOver(id, formFor(car.id, { counterMethod: 'cash' }))).toEqual({ ok: false, reason: 'state' });
  });
});

describe('two counters at the same moment', () => {
  test('hand the same car to two bookings: one goes out, the other is refused with nothing of it written', async () => {
    const [first, second] = [await confirmedBooking('pay_on_pickup'), await confirmedBooking('pay_on_pickup')];
    await Promise.all([withDeposit(first.id), withDeposit(second.id)]);
    const car = (await handOverSheet(first.id))!.cars[0];
    const results = await Promise.all(
      [first, second].map((booking) => handOver(booking.id, formFor(car.id, { counterMethod: 'cash' }))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'car' }]);
    const loser = results[0].ok ? second : first;
    const [row] = await db()
      .select({ status: bookings.status, paidAt: bookings.counterPaidAt })
      .from(bookings)
      .where(eq(bookings.id, loser.id));
    // Refused whole: still confirmed, and the money it would have taken is not recorded either.
    expect(row).toEqual({ status: 'confirmed', paidAt: null });
    expect(await db().select().from(rentals).where(eq(rentals.fleetCarId, car.id))).toHaveLength(1);
    // The car still in the branch's list is another one; the loser can be handed that.
    const next = (await handOverSheet(loser.id))!.cars.find((candidate) => candidate.id !== car.id)!;
    expect(await handOver(loser.id, formFor(next.id, { counterMethod: 'cash' }))).toMatchObject({ ok: true });
  });
});

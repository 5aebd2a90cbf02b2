import '~/i18n/staff-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../../tests/factories/accounts';
import { addCars } from '../../../../tests/factories/cars';
import { cardBooking } from '../../../../tests/factories/invoices';
import { addRental } from '../../../../tests/factories/rentals';
import { type RunningSandbox, startPaymentSandbox } from '../../../../tests/setup/payment-sandbox';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookingDeposits, branches, rentalCharges, tollFineRows } from '~/db/schema';
import { translator } from '~/i18n/translate';
import { recordCounterDeposit } from '~/modules/payments/deposits.server';
import {
  assignTollFineRow,
  dismissTollFineRow,
  importTollsOrFines,
  unmatchedTollFineRows,
} from './toll-fine-import.server';

/**
 * The Salik and fines import against a real database: each row given to the rental that had the
 * car (hand-over inclusive, return exclusive), charged through chargeRental, and never twice.
 */
const database = withTestDatabase();
const db = () => database.handle().db;
const t = translator('en');

let admin: TestAccount;
let payments: RunningSandbox;
let returned: { id: number; reference: string };
let stillOut: { id: number; reference: string };

const salikFile = [
  'Transaction ID,Trip Date,Trip Time,Toll Gate,Plate Source,Plate Code,Plate Number,Amount (AED)',
  'T-1,02/03/2027,09:15,Al Garhoud Bridge,Dubai,Q,4242,4.00',
  // At the very minute of the return the car is back with the company.
  'T-2,04/03/2027,10:00,Al Maktoum Bridge,Dubai,Q,4242,4.00',
  'T-3,06/03/2027,12:00,Al Safa,DXB,Q,04242,6',
  'T-4,06/03/2027,12:00,Al Barsha,Sharjah,3,999,4',
  'T-1,02/03/2027,09:15,Al Garhoud Bridge,Dubai,Q,4242,4.00',
  'T-5,06/03/2027,12:00,Al Barsha,Nowhere,3,999,4',
].join('\r\n');

const finesFile = [
  'Fine Number;Date;Time;Plate;Location;Type;Amount',
  'F-1;03/03/2027;14:30;Dubai Q 4242;Sheikh Zayed Road (speeding);Traffic;AED 600.00',
].join('\n');

beforeAll(async () => {
  await seedDatabase(db());
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
  const customer = await createAccount({ reviewStatus: 'approved' });
  // Both bookings first: each booking resets the test model's cars at its branch.
  [returned, stillOut] = [await cardBooking(customer.id), await cardBooking(customer.id)];
  const [branch] = await db().select({ id: branches.id }).from(branches).limit(1);
  const [modelCar] = await db().query.fleetCars.findMany({ limit: 1 });
  const [carId] = await addCars(branch.id, modelCar.vehicleModelId, 1, {
    plateEmirate: 'Dubai',
    plateCode: 'Q',
    plateNumber: 4242,
  });
  await addRental({
    bookingId: returned.id,
    fleetCarId: carId,
    staffId: admin.id,
    outAt: new Date('2027-03-01T06:00:00Z'),
    inAt: new Date('2027-03-04T06:00:00Z'),
  });
  await addRental({
    bookingId: stillOut.id,
    fleetCarId: carId,
    staffId: admin.id,
    outAt: new Date('2027-03-05T04:00:00Z'),
  });
  await recordCounterDeposit({ bookingId: returned.id, amountFils: 200_000, tender: 'cash', staffId: admin.id });
  payments = await startPaymentSandbox(3000);
});

afterAll(async () => {
  await payments.close();
});

const rowsByReference = async () =>
  new Map((await db().select().from(tollFineRows)).map((row) => [row.sourceReference, row]));

describe('importing Salik trips and fines', () => {
  test('should charge each matched row to the rental that had the car, list the rest, and report row errors', async () => {
    const report = await importTollsOrFines({ source: 'toll', file: salikFile, staffId: admin.id, t }, payments.client);
    expect(report).toMatchObject({ newRows: 4, matched: 2, charged: 2, unmatched: 2, duplicates: 1, fileError: null });
    expect(report.errors).toEqual([{ row: 7, message: t('counter.import.plateInvalid', { row: 7 }) }]);
    const rows = await rowsByReference();
    expect(rows.get('T-1')).toMatchObject({ bookingId: returned.id, state: 'charged' });
    expect(rows.get('T-2')).toMatchObject({ bookingId: null, state: 'unmatched' });
    expect(rows.get('T-3')).toMatchObject({ bookingId: stillOut.id, state: 'charged' });
    expect(rows.get('T-4')).toMatchObject({ state: 'unmatched', plate: 'Sharjah|3|999' });
    const [charge] = await db()
      .select()
      .from(rentalCharges)
      .where(eq(rentalCharges.id, rows.get('T-1')!.chargeId!));
    expect(charge).toMatchObject({ kind: 'toll', totalFils: 442, fromDepositFils: 442, state: 'paid' });
    expect(charge.evidence).toEqual({
      reference: 'T-1',
      place: 'Al Garhoud Bridge',
      at: '2027-03-02 09:15',
      plate: 'Dubai Q 4242',
    });
    const [other] = await db()
      .select()
      .from(rentalCharges)
      .where(eq(rentalCharges.id, rows.get('T-3')!.chargeId!));
    expect(other).toMatchObject({
      bookingId: stillOut.id,
      totalFils: 663,
      fromDepositFils: 0,
      state: 'awaiting_payment',
    });
  });

  test('should add nothing and charge nothing when the same file is imported again', async () => {
    const before = await db().select().from(rentalCharges);
    const report = await importTollsOrFines({ source: 'toll', file: salikFile, staffId: admin.id, t }, payments.client);
    expect(report).toMatchObject({ newRows: 0, matched: 0, charged: 0, unmatched: 0, duplicates: 5 });
    expect(await db().select().from(rentalCharges)).toHaveLength(before.length);
    const [deposit] = await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, returned.id));
    expect(deposit.capturedFils).toBe(442);
  });

  test('should charge a fine with its administration fee', async () => {
    const report = await importTollsOrFines({ source: 'fine', file: finesFile, staffId: admin.id, t }, payments.client);
    expect(report).toMatchObject({ newRows: 1, matched: 1, charged: 1, unmatched: 0 });
    const row = (await rowsByReference()).get('F-1')!;
    expect(row).toMatchObject({ source: 'fine', item: 'traffic_fine', bookingId: returned.id, state: 'charged' });
    const [charge] = await db().select().from(rentalCharges).where(eq(rentalCharges.id, row.chargeId!));
    // 600.00 fine + 50.00 fee + 2.50 VAT, all from the deposit.
    expect(charge).toMatchObject({ kind: 'fine', totalFils: 65_250, fromDepositFils: 65_250, state: 'paid' });
  });

  test('should let staff give an unmatched row to a booking, or set it aside with a reason', async () => {
    const rows = await rowsByReference();
    expect(
      await assignTollFineRow(
        { rowId: rows.get('T-4')!.id, bookingReference: 'NO-SUCH', staffId: admin.id },
        payments.client,
      ),
    ).toEqual({ ok: false, reason: 'no_booking' });
    expect(
      await assignTollFineRow(
        // As staff may type it: without the OR- prefix, in lower case, split by a space.
        {
          rowId: rows.get('T-4')!.id,
          bookingReference: stillOut.reference
            .replace(/^OR-/, '')
            .toLowerCase()
            .replace(/^(\w{4})/, '$1 '),
          staffId: admin.id,
        },
        payments.client,
      ),
    ).toEqual({ ok: true, charged: true });
    expect(
      await dismissTollFineRow({ rowId: rows.get('T-2')!.id, reason: 'Car back at the branch', staffId: admin.id }),
    ).toBe(true);
    expect(await dismissTollFineRow({ rowId: rows.get('T-2')!.id, reason: 'again', staffId: admin.id })).toBe(false);
    expect(await unmatchedTollFineRows()).toEqual([]);
  });
});

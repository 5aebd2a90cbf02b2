import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount } from '../../../../tests/factories/accounts';
import { testDriver } from '../../../../tests/factories/bookings';
import { cardBooking } from '../../../../tests/factories/invoices';
import { withTestDatabase } from '../../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { bookings } from '~/db/schema';
import { readBooking } from './booking-view.server';
import { recordCounterPayment } from '~/modules/payments/counter-payments.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let customer: TestAccount;
let other: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  await seedDatabase(db());
  [customer, other, admin] = await Promise.all([
    createAccount({ reviewStatus: 'approved', fullName: 'Sara Customer', locale: 'ar' }),
    createAccount({ reviewStatus: 'approved' }),
    createAccount({ roles: ['admin'], fullName: 'Desk Admin' }),
  ]);
});

describe('one booking, read once for every screen, mail and document', () => {
  test('joins the car, both branches, the account holder, the driver and the money', async () => {
    const made = await cardBooking(customer.id, { paymentMethod: 'pay_on_pickup' });
    await recordCounterPayment({ bookingId: made.id, method: 'cash', actorId: admin.id, note: '' });
    const view = await readBooking(made.id);
    expect(view).toMatchObject({
      id: made.id,
      reference: made.reference,
      status: 'confirmed',
      pickupCity: { en: 'Dubai' },
      pickupBranch: { en: 'Ittihad Road' },
      dropoffBranch: { en: 'Ittihad Road' },
      customerName: 'Sara Customer',
      customerLocale: 'ar',
      customerDetails: testDriver,
      paymentMethod: 'pay_on_pickup',
      totalFils: 51_030,
      invoiceNumber: made.invoiceNumber,
      counterPaymentMethod: 'cash',
      counterPaidByName: 'Desk Admin',
    });
    expect(view?.brand).toEqual(expect.any(String));
    expect(view?.vehicleTypeLabel.en).toEqual(expect.any(String));
    expect(view?.priceSnapshot?.quote.totalFils).toBe(51_030);
  });

  test("with an owner, another customer's booking is simply not there", async () => {
    const made = await cardBooking(customer.id);
    expect((await readBooking(made.id, { ownerId: customer.id }))?.id).toBe(made.id);
    expect(await readBooking(made.id, { ownerId: other.id })).toBeUndefined();
  });

  test('an id out of range or unknown reads nothing, without asking the database to fail', async () => {
    for (const id of [0, -1, 1.5, 2 ** 31, Number.NaN, 999_999]) expect(await readBooking(id)).toBeUndefined();
  });

  test('a booking without an account still reads, with no customer', async () => {
    const made = await cardBooking(customer.id);
    await db().update(bookings).set({ userId: null }).where(eq(bookings.id, made.id));
    expect(await readBooking(made.id)).toMatchObject({ userId: null, customerName: null, customerEmail: null });
  });
});

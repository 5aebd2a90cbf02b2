import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { bookableModel } from '../../../tests/factories/bookings';
import { insertBooking } from '../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import * as accountRoute from '~/routes/admin-account';
import * as customersRoute from '~/routes/admin-customers';
import { readCustomerQuery } from './customer-search';
import { searchCustomers } from './customer-search.server';

const database = withTestDatabase();
const db = () => database.handle().db;

let admin: TestAccount;
let layla: TestAccount;
let omar: TestAccount;
let reference: string;

beforeAll(async () => {
  await seedDatabase(db());
  const { modelId } = await bookableModel(5);
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved', fullName: 'Desk Admin' });
  layla = await createAccount({ reviewStatus: 'approved', fullName: 'Layla Al Mansoori', phone: '+971501234567' });
  omar = await createAccount({ fullName: 'Omar 50%_off', phone: '+971559876543' });
  ({ reference } = await insertBooking({
    status: 'confirmed',
    userId: layla.id,
    vehicleModelId: modelId,
    pickupAt: new Date('2027-03-01T06:00:00Z'),
    paymentMethod: 'pay_on_pickup',
  }));
});

const find = async (typed: string) => (await searchCustomers(readCustomerQuery(typed), 1)).rows.map((row) => row.id);

describe('finding a customer', () => {
  test('by any part of the name or email, in any case', async () => {
    expect(await find('mansoori')).toEqual([layla.id]);
    expect(await find(layla.email.toUpperCase().slice(0, 12))).toContain(layla.id);
  });

  test('by phone, written the way people write it', async () => {
    for (const typed of ['050 123 4567', '+971 50 123 4567', '1234567'])
      expect(await find(typed), typed).toEqual([layla.id]);
  });

  test('by booking reference, whatever the case; with the number of bookings', async () => {
    expect(await find(reference.toLowerCase())).toEqual([layla.id]);
    // Without its OR- prefix, as the bookings dashboard finds it.
    const code = reference.replace(/^OR-/, '');
    expect(await find(code)).toEqual([layla.id]);
    expect(await find(code.toLowerCase())).toEqual([layla.id]);
    const { rows } = await searchCustomers(readCustomerQuery(reference), 1);
    expect(rows[0]).toMatchObject({ fullName: 'Layla Al Mansoori', bookings: 1, reviewStatus: 'approved' });
  });

  test('takes LIKE characters literally and never lists staff', async () => {
    expect(await find('50%_')).toEqual([omar.id]);
    expect(await find('%')).toEqual([omar.id]);
    expect(await find('5_%')).toEqual([]);
    expect(await find('Desk Admin')).toEqual([]);
  });

  test('nothing typed lists every customer, newest first, with the total', async () => {
    const { rows, total } = await searchCustomers(readCustomerQuery(''), 1);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(rows.map((row) => row.id).indexOf(omar.id)).toBeLessThan(rows.map((row) => row.id).indexOf(layla.id));
  });
});

describe('the staff screens', () => {
  const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });

  test('the customers page searches; a customer cannot open it', async () => {
    const page = await settle(() =>
      customersRoute.loader(routeArgs(get('/admin/customers?q=050%20123%204567', admin.cookie))),
    );
    expect(page.body).toMatchObject({ q: '050 123 4567', total: 1, customers: [{ id: layla.id }] });
    expect((await settle(() => customersRoute.loader(routeArgs(get('/admin/customers', layla.cookie))))).status).toBe(
      403,
    );
  });

  test("a customer's account page lists their bookings with the payment state", async () => {
    const page = await settle(() =>
      accountRoute.loader(routeArgs(get(`/admin/accounts/${layla.id}`, admin.cookie), { userId: String(layla.id) })),
    );
    expect(page.body).toMatchObject({
      account: { id: layla.id },
      bookings: [{ reference, status: 'confirmed', paymentSummary: 'onPickup' }],
    });
  });
});

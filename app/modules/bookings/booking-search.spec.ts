import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestAccount, createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { testDriver } from '../../../tests/factories/bookings';
import { insertBooking } from '../../../tests/factories/staff-bookings';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { fleetCars, branches } from '~/db/schema';
import { CSV_BOM } from '~/modules/inbox/csv';
import * as csvRoute from '~/routes/admin-bookings-csv';
import * as dashboardRoute from '~/routes/admin-bookings';
import { readBookingFilters } from './booking-search';
import { searchBookings } from './booking-search.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const dubai = (date: string, time = '10:00') => new Date(`${date}T${time}:00+04:00`);
const search = (query: string, page = 1, size = 20) =>
  searchBookings(readBookingFilters(new URLSearchParams(query)), page, size);
const references = async (query: string) => (await search(query)).rows.map((row) => row.reference).sort();

let admin: TestAccount;
let layla: TestAccount;
let omar: TestAccount;
let sharjahBranch: number;

beforeAll(async () => {
  await seedDatabase(db());
  admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
  layla = await createAccount({ fullName: 'Layla Haddad', reviewStatus: 'approved' });
  omar = await createAccount({ fullName: 'عمر الفلاسي', reviewStatus: 'approved', locale: 'ar' });
  const [stock] = await db().select({ modelId: fleetCars.vehicleModelId }).from(fleetCars).limit(1);
  [{ id: sharjahBranch }] = await db()
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.value, 'Sharjah_MG Showroom'));
  const model = stock.modelId;
  await insertBooking({
    reference: 'OAS-DXB-001',
    status: 'confirmed',
    userId: layla.id,
    vehicleModelId: model,
    pickupAt: dubai('2027-05-01'),
    paymentMethod: 'card',
    paymentStatus: 'paid',
    totalFils: 1_234_50,
  });
  await insertBooking({
    reference: 'OAS-DXB-002',
    status: 'active',
    userId: layla.id,
    vehicleModelId: model,
    pickupAt: dubai('2027-05-03'),
    paymentMethod: 'pay_on_pickup',
    branch: 'Dubai_Ibn Battuta',
  });
  await insertBooking({
    reference: 'OAS-AUH-003',
    status: 'cancelled',
    userId: omar.id,
    vehicleModelId: model,
    pickupAt: dubai('2027-05-05'),
    branch: 'Abu Dhabi_Al Salam Branch',
  });
  await insertBooking({
    reference: 'OAS-SHJ-004',
    status: 'payment_failed',
    userId: omar.id,
    vehicleModelId: model,
    pickupAt: dubai('2027-05-31', '21:00'),
    branch: 'Sharjah_MG Showroom',
    paymentMethod: 'card',
    paymentStatus: 'failed',
    // A name typed to attack whoever opens the export in a spreadsheet.
    customerDetails: { ...testDriver, firstName: '=HYPERLINK("http://evil.example")', lastName: 'Smith, "Jr"' },
  });
  // Twenty-one more for paging, the month before.
  for (let day = 1; day <= 21; day++) {
    await insertBooking({
      reference: `OAS-PAGE-${String(day).padStart(3, '0')}`,
      status: 'completed',
      userId: layla.id,
      vehicleModelId: model,
      pickupAt: dubai(`2027-04-${String(day).padStart(2, '0')}`),
    });
  }
});

describe('the staff booking search', () => {
  test('the pick-up date range, both ends included in Dubai days', async () => {
    expect(await references('from=2027-05-01&to=2027-05-05')).toEqual(['OAS-AUH-003', 'OAS-DXB-001', 'OAS-DXB-002']);
    // 21:00 on 31 May in Dubai is 17:00 UTC, and still 31 May.
    expect(await references('from=2027-05-31&to=2027-05-31')).toEqual(['OAS-SHJ-004']);
    // Backwards is read the right way round.
    expect(await references('from=2027-05-05&to=2027-05-01')).toEqual(['OAS-AUH-003', 'OAS-DXB-001', 'OAS-DXB-002']);
    expect((await search('from=2027-13-45')).total).toBe(25);
  });

  test('the return date range; a range lists its pick-ups or returns in time order, as the counter works', async () => {
    const inOrder = async (query: string) => (await search(query)).rows.map((row) => row.reference);
    // Each test booking comes back a day after its pick-up.
    expect(await inOrder('returnFrom=2027-05-02&returnTo=2027-05-04')).toEqual(['OAS-DXB-001', 'OAS-DXB-002']);
    expect(await inOrder('returnFrom=2027-05-06&returnTo=2027-05-02')).toEqual([
      'OAS-DXB-001',
      'OAS-DXB-002',
      'OAS-AUH-003',
    ]);
    expect(await inOrder('from=2027-05-01&to=2027-05-05')).toEqual(['OAS-DXB-001', 'OAS-DXB-002', 'OAS-AUH-003']);
    // Without dates, the newest pick-up first.
    expect((await inOrder('reference=OAS-DXB')).slice(0, 2)).toEqual(['OAS-DXB-002', 'OAS-DXB-001']);
  });

  test('location (city), branch, reference, state and customer name', async () => {
    expect(await references('city=Dubai&from=2027-05-01')).toEqual(['OAS-DXB-001', 'OAS-DXB-002']);
    expect(await references(`branch=${sharjahBranch}`)).toEqual(['OAS-SHJ-004']);
    expect(await references('reference=dxb-00')).toEqual(['OAS-DXB-001', 'OAS-DXB-002']);
    expect(await references('reference=%25')).toEqual([]);
    // Typed without dashes, with spaces, in any case: the same bookings.
    expect(await references('reference=oas dxb001')).toEqual(['OAS-DXB-001']);
    expect(await references('reference=DXB%20-%20002')).toEqual(['OAS-DXB-002']);
    expect(await references('status=active')).toEqual(['OAS-DXB-002']);
    expect(await references('customer=layla&from=2027-05-01')).toEqual(['OAS-DXB-001', 'OAS-DXB-002']);
    expect(await references('customer=الفلاسي')).toEqual(['OAS-AUH-003', 'OAS-SHJ-004']);
    // The driver named on the booking, not only the account holder.
    expect(await references('customer=smith')).toEqual(['OAS-SHJ-004']);
    expect(await references('customer=nobody')).toEqual([]);
  });

  test('pages of 20, newest pick-up first', async () => {
    const first = await search('');
    expect(first.total).toBe(25);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0].reference).toBe('OAS-SHJ-004');
    const second = await search('', 2);
    expect(second.rows.map((row) => row.reference)).toEqual([
      'OAS-PAGE-005',
      'OAS-PAGE-004',
      'OAS-PAGE-003',
      'OAS-PAGE-002',
      'OAS-PAGE-001',
    ]);
  });

  test('the page: count line, real states and payment, paging, and a page past the end shows the last', async () => {
    const load = async (query: string) => {
      const outcome = await settle(() => dashboardRoute.loader(routeArgs(get(`/admin${query}`, admin.cookie))));
      expect(outcome.status).toBe(200);
      return outcome.body as Awaited<ReturnType<typeof dashboardRoute.loader>>['data'];
    };
    const page = await load('?reference=OAS-DXB');
    expect(page.total).toBe(2);
    expect(
      page.rows.map((row) => [row.reference, row.status, row.paymentSummary, row.customer, row.totalFils]),
    ).toEqual([
      ['OAS-DXB-002', 'active', 'onPickup', 'Layla Haddad', 1_000_00],
      ['OAS-DXB-001', 'confirmed', 'paid', 'Layla Haddad', 1_234_50],
    ]);
    expect(page.stats.range.days).toBe(61);
    const last = await load('?page=99');
    expect(last).toMatchObject({ page: 2, pages: 2 });
    expect(last.rows).toHaveLength(5);
    expect((await load('?customer=nobody')).total).toBe(0);
  });

  test('the CSV export: same filters, BOM, quoting, formulas neutralised, an attachment', async () => {
    const outcome = await settle(() =>
      csvRoute.loader(routeArgs(get('/admin/bookings-export?from=2027-05-01&lang=en', admin.cookie))),
    );
    const response = outcome.body as Response;
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^Reference,State,Customer,/);
    const attack = lines.find((line) => line.startsWith('OAS-SHJ-004'))!;
    expect(attack).toContain(`"'=HYPERLINK(""http://evil.example"") Smith, ""Jr"""`);
    expect(attack).toContain('Payment failed');
    expect(lines.find((line) => line.startsWith('OAS-DXB-001'))).toContain(',1234.50,');
    const arabic = await settle(() =>
      csvRoute.loader(routeArgs(get('/admin/bookings-export?reference=SHJ&lang=ar', admin.cookie))),
    );
    expect(await (arabic.body as Response).text()).toContain('رقم الحجز');
  });
});

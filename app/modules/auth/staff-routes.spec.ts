import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle, type TestAccount } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import type { Role } from '~/db/schema';
import * as adminAccount from '~/routes/admin-account';
import * as adminAccounts from '~/routes/admin-accounts';
import * as adminBlogs from '~/routes/admin-blogs';
import * as adminBooking from '~/routes/admin-booking';
import * as adminBookings from '~/routes/admin-bookings';
import * as adminBookingsCsv from '~/routes/admin-bookings-csv';
import * as adminFleetCategories from '~/routes/admin-fleet-categories';
import * as adminInbox from '~/routes/admin-inbox';
import * as adminInboxCsv from '~/routes/admin-inbox-csv';
import * as adminOffers from '~/routes/admin-offers';
import * as adminSettings from '~/routes/admin-settings';
import * as adminSubmission from '~/routes/admin-submission';
import * as adminToday from '~/routes/admin-today';
import * as adminCustomers from '~/routes/admin-customers';
import * as adminTestimonials from '~/routes/admin-testimonials';
import * as adminVehicleRates from '~/routes/admin-vehicle-rates';
import * as adminVehicles from '~/routes/admin-vehicles';
import * as blogForm from '~/routes/blog-form';
import * as careerApplication from '~/routes/career-application';
import * as careerAttachment from '~/routes/career-attachment';
import * as management from '~/routes/management';
import * as offerForm from '~/routes/offer-form';
import * as vehicleForm from '~/routes/vehicle-form';

type RouteModule = { loader: (args: never) => unknown; action?: (args: never) => unknown };
type StaffRoute = { file: string; path: string; params?: Record<string, string>; role: Role; module: RouteModule };

/**
 * Every staff screen and download, with the one role it is for (owner holds every role). The last
 * test below fails when a route file that guards by role is missing here, so a new staff screen
 * cannot skip this table.
 */
const staffRoutes: StaffRoute[] = [
  { file: 'vehicle-form.tsx', path: '/rent-a-car-form', role: 'cms', module: vehicleForm },
  { file: 'vehicle-form.tsx', path: '/rent-a-car-form/1', params: { vehicleId: '1' }, role: 'cms', module: vehicleForm },
  { file: 'admin-vehicles.tsx', path: '/admin/vehicles', role: 'cms', module: adminVehicles },
  { file: 'admin-vehicle-rates.tsx', path: '/admin/vehicles/1/rates', params: { vehicleId: '1' }, role: 'cms', module: adminVehicleRates },
  { file: 'offer-form.tsx', path: '/special-offers-form', role: 'cms', module: offerForm },
  { file: 'admin-offers.tsx', path: '/admin/offers', role: 'cms', module: adminOffers },
  { file: 'blog-form.tsx', path: '/blogs-form', role: 'cms', module: blogForm },
  { file: 'admin-blogs.tsx', path: '/admin/blogs', role: 'cms', module: adminBlogs },
  { file: 'admin-testimonials.tsx', path: '/admin/testimonials', role: 'cms', module: adminTestimonials },
  { file: 'admin-fleet-categories.tsx', path: '/admin/fleet-categories', role: 'cms', module: adminFleetCategories },
  { file: 'admin-bookings.tsx', path: '/admin', role: 'admin', module: adminBookings },
  { file: 'admin-today.tsx', path: '/admin/today', role: 'admin', module: adminToday },
  { file: 'admin-customers.tsx', path: '/admin/customers', role: 'admin', module: adminCustomers },
  { file: 'admin-booking.tsx', path: '/admin/bookings/1', params: { bookingId: '1' }, role: 'admin', module: adminBooking },
  { file: 'admin-bookings-csv.ts', path: '/admin/bookings-export', role: 'admin', module: adminBookingsCsv },
  { file: 'admin-inbox.tsx', path: '/admin/inbox', role: 'admin', module: adminInbox },
  { file: 'admin-submission.tsx', path: '/admin/inbox/contact/1', params: { kind: 'contact', submissionId: '1' }, role: 'admin', module: adminSubmission },
  { file: 'admin-inbox-csv.ts', path: '/admin/inbox-export/contact', params: { kind: 'contact' }, role: 'admin', module: adminInboxCsv },
  { file: 'career-application.tsx', path: '/career-with-us/1', params: { id: '1' }, role: 'admin', module: careerApplication },
  { file: 'career-attachment.ts', path: '/career-attachments/1', params: { fileId: '1' }, role: 'admin', module: careerAttachment },
  { file: 'admin-accounts.tsx', path: '/admin/accounts', role: 'admin', module: adminAccounts },
  { file: 'admin-account.tsx', path: '/admin/accounts/1', params: { userId: '1' }, role: 'admin', module: adminAccount },
  { file: 'admin-settings.tsx', path: '/admin/settings', role: 'owner', module: adminSettings },
  { file: 'management.tsx', path: '/management', role: 'owner', module: management },
];

withTestDatabase();

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'delete', id: '1', status: 'active' }),
    headers: { 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
  });

/** The staff roles that must be turned away from a screen for `role`. */
const otherStaffRoles = (role: Role): Role[] => (['cms', 'admin'] as const).filter((other) => other !== role);

const accounts = new Map<string, TestAccount>();
async function accountWith(role: Role | 'visitor') {
  if (role === 'visitor') return undefined;
  if (!accounts.has(role)) accounts.set(role, await createAccount({ roles: [role], reviewStatus: 'approved' }));
  return accounts.get(role);
}

async function statusOf(run: () => unknown) {
  const outcome = await settle(run);
  // settle reports a thrown Error as a 200 body; a guard that crashed is not a guard that refused.
  if (outcome.body instanceof Error) throw outcome.body;
  return outcome;
}

describe('every staff route refuses people without its role, in the loader and in the action', () => {
  test.each(staffRoutes)('$path ($role): a visitor is sent to log in', async ({ path, params, module }) => {
    const loaderOutcome = await statusOf(() => module.loader(routeArgs(get(path), params)));
    expect(loaderOutcome).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent(path)}` });
    if (module.action) expect((await statusOf(() => module.action!(routeArgs(post(path), params)))).status).toBe(302);
  });

  test.each(staffRoutes)('$path ($role): a customer gets 403', async ({ path, params, module }) => {
    const customer = await accountWith('customer');
    expect((await statusOf(() => module.loader(routeArgs(get(path, customer!.cookie), params)))).status).toBe(403);
    if (module.action) expect((await statusOf(() => module.action!(routeArgs(post(path, customer!.cookie), params)))).status).toBe(403);
  });

  test.each(staffRoutes)('$path ($role): staff with another role get 403', async ({ path, params, role, module }) => {
    for (const other of otherStaffRoles(role)) {
      const person = await accountWith(other);
      const loaderStatus = (await statusOf(() => module.loader(routeArgs(get(path, person!.cookie), params)))).status;
      expect({ other, loaderStatus }).toEqual({ other, loaderStatus: 403 });
      if (module.action) {
        const actionStatus = (await statusOf(() => module.action!(routeArgs(post(path, person!.cookie), params)))).status;
        expect({ other, actionStatus }).toEqual({ other, actionStatus: 403 });
      }
    }
  });

  test.each(staffRoutes)('$path ($role): the role itself and the owner get past the guard', async ({ path, params, role, module }) => {
    for (const person of [await accountWith(role), await accountWith('owner')]) {
      const { status } = await statusOf(() => module.loader(routeArgs(get(path, person!.cookie), params)));
      // 404 is the answer for record 1 when the test database has none; what matters is no refusal.
      expect([200, 404]).toContain(status);
    }
  });

  test('the table lists every route file that guards by role', () => {
    const routesFolder = join(import.meta.dirname, '../../routes');
    const guarded = readdirSync(routesFolder).filter((file) => /\.tsx?$/.test(file) && !file.includes('.spec.') && readFileSync(join(routesFolder, file), 'utf8').includes('requireRole('));
    expect(guarded.sort()).toEqual([...new Set(staffRoutes.map((route) => route.file))].sort());
  });
});

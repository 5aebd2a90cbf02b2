import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle, type TestAccount } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import routes from '~/routes';
import type { Role } from '~/db/schema';
import { visibleMenu } from '~/components/frame/navigation';
import { type StaffScreen, staffScreenRoles } from './staff-screens';
import * as adminAccount from '~/routes/admin-account';
import * as adminAccounts from '~/routes/admin-accounts';
import * as adminBlogs from '~/routes/admin-blogs';
import * as adminCar from '~/routes/admin-car';
import * as adminCars from '~/routes/admin-cars';
import * as adminBooking from '~/routes/admin-booking';
import * as adminBookingChange from '~/routes/admin-booking-change';
import * as adminBookingNew from '~/routes/admin-booking-new';
import * as adminBookingExtend from '~/routes/admin-booking-extend';
import * as adminBookingDeposit from '~/routes/admin-booking-deposit';
import * as adminBookingHandOver from '~/routes/admin-booking-hand-over';
import * as adminBookingReturn from '~/routes/admin-booking-return';
import * as adminRentalFile from '~/routes/admin-rental-file';
import * as adminBookings from '~/routes/admin-bookings';
import * as adminBookingsCsv from '~/routes/admin-bookings-csv';
import * as adminFleetCategories from '~/routes/admin-fleet-categories';
import * as adminHistory from '~/routes/admin-history';
import * as adminInbox from '~/routes/admin-inbox';
import * as adminInboxCsv from '~/routes/admin-inbox-csv';
import * as adminOffers from '~/routes/admin-offers';
import * as adminPromoCodes from '~/routes/admin-promo-codes';
import * as adminPreownedCars from '~/routes/admin-preowned-cars';
import * as adminReports from '~/routes/admin-reports';
import * as adminReportsCsv from '~/routes/admin-reports-csv';
import * as adminSettings from '~/routes/admin-settings';
import * as adminSubmission from '~/routes/admin-submission';
import * as adminToday from '~/routes/admin-today';
import * as adminBlocks from '~/routes/admin-blocks';
import * as adminCustomers from '~/routes/admin-customers';
import * as adminTestimonials from '~/routes/admin-testimonials';
import * as adminTollsFines from '~/routes/admin-tolls-fines';
import * as adminPeople from '~/routes/admin-people';
import * as adminVehicleRates from '~/routes/admin-vehicle-rates';
import * as adminVehicles from '~/routes/admin-vehicles';
import * as blogForm from '~/routes/blog-form';
import * as blogImagePreview from '~/routes/blog-image-preview';
import * as careerApplication from '~/routes/career-application';
import * as careerAttachment from '~/routes/career-attachment';
import * as management from '~/routes/management';
import * as offerForm from '~/routes/offer-form';
import * as preownedCarForm from '~/routes/preowned-car-form';
import * as vehicleForm from '~/routes/vehicle-form';

type RouteModule = { loader: (args: never) => unknown; action?: (args: never) => unknown };
type Sample = { path: string; params?: Record<string, string>; module: RouteModule };
type StaffRoute = Sample & { screen: StaffScreen; role: Role };

/**
 * A request for every staff screen and download. The role each is for comes from the one map the
 * guards and the menus read (staff-screens.ts); a screen added there without a sample here does not
 * compile, and the last test fails when a route guards by role outside the map.
 */
const samples: Record<StaffScreen, Sample[]> = {
  'rent-a-car-form': [
    { path: '/rent-a-car-form', module: vehicleForm },
    { path: '/rent-a-car-form/1', params: { vehicleId: '1' }, module: vehicleForm },
  ],
  'admin-vehicles': [{ path: '/admin/vehicles', module: adminVehicles }],
  'admin-vehicle-rates': [{ path: '/admin/vehicles/1/rates', params: { vehicleId: '1' }, module: adminVehicleRates }],
  'special-offers-form': [{ path: '/special-offers-form', module: offerForm }],
  'admin-offers': [{ path: '/admin/offers', module: adminOffers }],
  'admin-promo-codes': [{ path: '/admin/promo-codes', module: adminPromoCodes }],
  'blogs-form': [{ path: '/blogs-form', module: blogForm }],
  'blog-image-preview': [{ path: '/blog-image-preview/1', params: { fileId: '1' }, module: blogImagePreview }],
  'admin-blogs': [{ path: '/admin/blogs', module: adminBlogs }],
  'admin-testimonials': [{ path: '/admin/testimonials', module: adminTestimonials }],
  'admin-people': [{ path: '/admin/people', module: adminPeople }],
  'admin-fleet-categories': [{ path: '/admin/fleet-categories', module: adminFleetCategories }],
  'admin-preowned-cars': [{ path: '/admin/preowned-cars', module: adminPreownedCars }],
  'preowned-car-form': [
    { path: '/preowned-car-form', module: preownedCarForm },
    { path: '/preowned-car-form/1', params: { carId: '1' }, module: preownedCarForm },
  ],
  admin: [{ path: '/admin', module: adminBookings }],
  'admin-today': [{ path: '/admin/today', module: adminToday }],
  'admin-booking-new': [{ path: '/admin/bookings/new', module: adminBookingNew }],
  'admin-blocks': [{ path: '/admin/blocks', module: adminBlocks }],
  'admin-customers': [{ path: '/admin/customers', module: adminCustomers }],
  'admin-booking': [{ path: '/admin/bookings/1', params: { bookingId: '1' }, module: adminBooking }],
  'admin-booking-change': [
    { path: '/admin/bookings/1/change', params: { bookingId: '1' }, module: adminBookingChange },
  ],
  'admin-booking-extend': [
    { path: '/admin/bookings/1/extend', params: { bookingId: '1' }, module: adminBookingExtend },
  ],
  'admin-booking-deposit': [
    { path: '/admin/bookings/1/deposit', params: { bookingId: '1' }, module: adminBookingDeposit },
  ],
  'admin-booking-hand-over': [
    { path: '/admin/bookings/1/hand-over', params: { bookingId: '1' }, module: adminBookingHandOver },
  ],
  'admin-booking-return': [
    { path: '/admin/bookings/1/return', params: { bookingId: '1' }, module: adminBookingReturn },
  ],
  'admin-rental-file': [
    {
      path: '/admin/bookings/1/rental-files/1',
      params: { bookingId: '1', fileId: '1' },
      module: adminRentalFile,
    },
  ],
  'admin-bookings-export': [{ path: '/admin/bookings-export', module: adminBookingsCsv }],
  'admin-inbox': [{ path: '/admin/inbox', module: adminInbox }],
  'admin-submission': [
    { path: '/admin/inbox/contact/1', params: { kind: 'contact', submissionId: '1' }, module: adminSubmission },
  ],
  'admin-inbox-export': [{ path: '/admin/inbox-export/contact', params: { kind: 'contact' }, module: adminInboxCsv }],
  'career-detail': [{ path: '/career-with-us/1', params: { id: '1' }, module: careerApplication }],
  'career-attachment': [{ path: '/career-attachments/1', params: { fileId: '1' }, module: careerAttachment }],
  'admin-accounts': [{ path: '/admin/accounts', module: adminAccounts }],
  'admin-account': [{ path: '/admin/accounts/1', params: { userId: '1' }, module: adminAccount }],
  'admin-cars': [{ path: '/admin/cars', module: adminCars }],
  'admin-car': [{ path: '/admin/cars/1', params: { carId: '1' }, module: adminCar }],
  'admin-reports': [{ path: '/admin/reports', module: adminReports }],
  'admin-reports-export': [{ path: '/admin/reports.csv', module: adminReportsCsv }],
  'admin-history': [{ path: '/admin/history', module: adminHistory }],
  'admin-tolls-fines': [{ path: '/admin/tolls-fines', module: adminTollsFines }],
  'admin-settings': [{ path: '/admin/settings', module: adminSettings }],
  management: [{ path: '/management', module: management }],
};

const staffRoutes: StaffRoute[] = Object.entries(samples).flatMap(([screen, list]) =>
  list.map((sample) => ({ ...sample, screen: screen as StaffScreen, role: staffScreenRoles[screen as StaffScreen] })),
);

withTestDatabase();

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
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
    if (module.action)
      expect((await statusOf(() => module.action!(routeArgs(post(path, customer!.cookie), params)))).status).toBe(403);
  });

  test.each(staffRoutes)('$path ($role): staff with another role get 403', async ({ path, params, role, module }) => {
    for (const other of otherStaffRoles(role)) {
      const person = await accountWith(other);
      const loaderStatus = (await statusOf(() => module.loader(routeArgs(get(path, person!.cookie), params)))).status;
      expect({ other, loaderStatus }).toEqual({ other, loaderStatus: 403 });
      if (module.action) {
        const actionStatus = (await statusOf(() => module.action!(routeArgs(post(path, person!.cookie), params))))
          .status;
        expect({ other, actionStatus }).toEqual({ other, actionStatus: 403 });
      }
    }
  });

  test.each(staffRoutes)(
    '$path ($role): the role itself and the owner get past the guard',
    async ({ path, params, role, module }) => {
      for (const person of [await accountWith(role), await accountWith('owner')]) {
        const { status } = await statusOf(() => module.loader(routeArgs(get(path, person!.cookie), params)));
        // 404 is the answer for record 1 when the test database has none; what matters is no refusal.
        expect([200, 404]).toContain(status);
      }
    },
  );

  test('every route that guards by role names its own screen of the map, and every screen of the map is a route', () => {
    const routesFolder = join(import.meta.dirname, '../../routes');
    const fileOf = new Map(
      routes
        .filter((entry) => entry.id && !entry.id.startsWith('ar-'))
        .map((entry) => [entry.id!, entry.file.replace(/^routes\//, '')]),
    );
    const guards = readdirSync(routesFolder)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.spec.'))
      .flatMap((file) => {
        const text = readFileSync(join(routesFolder, file), 'utf8');
        expect({ file, requireRole: text.includes('requireRole(') }).toEqual({ file, requireRole: false });
        return [...text.matchAll(/requireStaffScreen\(request, '([\w-]+)'\)/g)].map((match) => ({
          file,
          screen: match[1],
        }));
      });
    for (const { file, screen } of guards) expect({ screen, file: fileOf.get(screen) }).toEqual({ screen, file });
    expect(new Set(guards.map((guard) => guard.screen))).toEqual(new Set(Object.keys(staffScreenRoles)));
  });

  test('the menus show a staff link only to the roles its screen is for', () => {
    const linkTexts = (roles: Role[]) =>
      visibleMenu({ name: 'x', roles }).flatMap((entry) =>
        'items' in entry ? entry.items.map((item) => item.to) : [entry.to],
      );
    expect(linkTexts(['customer'])).not.toContain('/admin/vehicles');
    expect(linkTexts(['cms'])).toContain('/admin/vehicles');
    expect(linkTexts(['cms'])).not.toContain('/admin/settings');
    expect(linkTexts(['cms'])).not.toContain('/admin/today');
    expect(linkTexts(['admin'])).toEqual(
      expect.arrayContaining(['/admin/today', '/admin', '/admin/inbox', '/admin/reports', '/admin/history']),
    );
    expect(linkTexts(['cms'])).not.toContain('/admin/reports');
    expect(linkTexts(['cms'])).not.toContain('/admin/history');
    expect(linkTexts(['admin'])).not.toContain('/management');
    expect(linkTexts(['owner'])).toEqual(
      expect.arrayContaining(['/admin/settings', '/management', '/admin/vehicles', '/admin/today']),
    );
  });
});

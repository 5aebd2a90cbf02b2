import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { auditEvents, branches, settings, vehicleTypes } from '~/db/schema';
import { staffAddressFor } from '~/modules/site/staff-addresses.server';
import { readSettings } from '~/modules/site/site-settings.server';
import * as adminSettings from '~/routes/admin-settings';
import * as contactUs from '~/routes/contact-us';
import * as reservationRedirect from '~/routes/reservation-redirect';
import { siteHotlines } from './company-settings.server';
import { copyFor } from '~/modules/content/page-copy.server';
import { mailClosing } from '~/modules/bookings/booking-for-mail.server';
import { notificationKinds } from './settings-form';
import { findBranchesByIds } from '~/modules/fleet/quote-lookups.server';
import { loadEnquiryOptions } from '~/modules/bookings/customer-steps/booking-enquiries.server';
import { bookableTimes, checkSchedule, scheduleMessages, weekdayOf } from '~/modules/bookings/rental-schedule';
import { addDays } from '~/utils/form-rules';
import { upcomingClosures } from '~/modules/fleet/branch-hours.server';
import { dubaiToday } from '~/utils/dubai-time';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (fields: Record<string, string>, cookie?: string) =>
  new Request('http://localhost/admin/settings', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
  });
const errors = (outcome: { body: unknown }) =>
  (outcome.body as { result: { error: Record<string, string[]> } }).result.error;

let branchId = 0;
let typeId = 0;
beforeAll(async () => {
  await db()
    .insert(settings)
    .values([
      { key: 'staffNotificationEmails', value: ['reservations@example.ae', 'customercare@example.ae'] },
      { key: 'taxRegistrationNumber', value: '100384726500003' },
    ]);
  const label = { en: 'Test' };
  [{ id: branchId }] = await db()
    .insert(branches)
    .values({
      city: 'Dubai',
      name: 'Ittihad Road',
      value: 'Dubai_Ittihad Road',
      cityLabel: label,
      nameLabel: label,
      emirate: 'Dubai',
      phone: '04 000 0000',
      address: label,
      mapUrl: 'https://maps.example/',
      opensAtMinute: 480,
      closesAtMinute: 1200,
    })
    .returning({ id: branches.id });
  [{ id: typeId }] = await db()
    .insert(vehicleTypes)
    .values({ name: 'Premium', label: { en: 'Premium' }, minimumRenterAge: 25 })
    .returning({ id: vehicleTypes.id });
});

describe('company settings', () => {
  test('the page shows what is stored, reading the old list of staff addresses by kind', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const page = await settle(() => adminSettings.loader(routeArgs(get('/admin/settings', owner.cookie))));
    const body = page.body as {
      company: { trn: string };
      notifications: Record<string, string>;
      branches: { opens: string; closes: string }[];
    };
    expect(body.company.trn).toBe('100384726500003');
    expect(body.notifications.reservations).toBe('reservations@example.ae');
    expect(body.notifications.career).toBe('customercare@example.ae');
    expect(body.branches[0]).toMatchObject({ opens: '08:00', closes: '20:00' });
  });

  test('the owner saves the company facts; each change is recorded with who made it', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const fields = {
      intent: 'company',
      tradeName: 'Oasis Rent A Car',
      legalName: 'Oasis Rent A Car L.L.C.',
      trn: '100384726500099',
      invoiceAddressEn: 'Al Salam Street, Abu Dhabi',
      invoiceAddressAr: '',
      hotlineAbuDhabiAlAin: '600 587004',
      hotlineDubaiNorthern: '600 587009',
    };
    expect(await settle(() => adminSettings.action(routeArgs(post(fields, owner.cookie))))).toMatchObject({
      status: 302,
      location: '/admin/settings#company',
    });
    const stored = await readSettings(['taxRegistrationNumber', 'hotlines']);
    expect(String(stored.taxRegistrationNumber)).toBe('100384726500099');
    expect(stored.hotlines).toEqual({ abuDhabiAlAin: '600 587004', dubaiNorthern: '600 587009' });
    // The site frame's footer reads the hotlines from here.
    expect(await siteHotlines()).toEqual({ abuDhabiAlAin: '600 587004', dubaiNorthern: '600 587009' });
    // So do the pages that name them in their text, and the mails to customers.
    const contact = await copyFor('contact-us', 'en');
    expect(contact.metaDescription).toContain('600 587009 for Dubai');
    expect(JSON.stringify((await copyFor('faq', 'ar')).intro)).toContain('\u2066600 587009\u2069');
    expect(await mailClosing('en')).toContain('600 587009 (Dubai, Northern Emirates)');
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'setting'), eq(auditEvents.entityId, 'company')));
    expect(audit).toMatchObject({ actorId: owner.id, action: 'updated' });
    expect(audit.changes).toMatchObject({ taxRegistrationNumber: { to: '100384726500099' } });

    const refused = await settle(() => adminSettings.action(routeArgs(post({ ...fields, trn: '123' }, owner.cookie))));
    expect(refused.status).toBe(400);
    expect(errors(refused).trn).toEqual(['A TRN has 15 digits.']);
  });

  test('saving with nothing changed records nothing, however the database orders the stored address', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const fields = {
      intent: 'company',
      tradeName: 'Oasis Rent A Car',
      legalName: 'Oasis Rent A Car L.L.C.',
      trn: '100384726500099',
      invoiceAddressEn: 'Al Salam Street, Abu Dhabi',
      invoiceAddressAr: 'شارع السلام، أبوظبي',
      hotlineAbuDhabiAlAin: '600 587004',
      hotlineDubaiNorthern: '600 587009',
    };
    const entries = () =>
      db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'setting'), eq(auditEvents.entityId, 'company')));
    await settle(() => adminSettings.action(routeArgs(post(fields, owner.cookie))));
    const before = (await entries()).length;
    // jsonb gives the address back as { ar, en }: the same address, not a change.
    const again = await settle(() => adminSettings.action(routeArgs(post(fields, owner.cookie))));
    expect(again).toMatchObject({ status: 302, location: '/admin/settings#company' });
    expect(await entries()).toHaveLength(before);
    const hours = { intent: 'hours', [`opens-${branchId}`]: '08:00', [`closes-${branchId}`]: '20:00' };
    await settle(() => adminSettings.action(routeArgs(post(hours, owner.cookie))));
    expect(
      await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'setting'), eq(auditEvents.entityId, 'branchOpeningHours'))),
    ).toHaveLength(0);
  });

  test('staff addresses are saved by kind, and the enquiry forms use them at once', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const fields = Object.fromEntries(notificationKinds.map((kind) => [kind, `${kind}@example.ae`]));
    expect(
      (
        await settle(() =>
          adminSettings.action(
            routeArgs(post({ intent: 'notifications', ...fields, career: 'HR@Example.ae' }, owner.cookie)),
          ),
        )
      ).status,
    ).toBe(302);
    expect(await staffAddressFor('career')).toBe('hr@example.ae');
    expect(await staffAddressFor('lease')).toBe('lease@example.ae');
  });

  test('opening hours and minimum ages are saved on the branch and the vehicle type', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const wrong = await settle(() =>
      adminSettings.action(
        routeArgs(
          post({ intent: 'hours', [`opens-${branchId}`]: '21:00', [`closes-${branchId}`]: '09:00' }, owner.cookie),
        ),
      ),
    );
    expect(errors(wrong)[`closes-${branchId}`]).toEqual(['The closing time must be after the opening time.']);
    expect(
      (
        await settle(() =>
          adminSettings.action(
            routeArgs(
              post({ intent: 'hours', [`opens-${branchId}`]: '07:30', [`closes-${branchId}`]: '22:00' }, owner.cookie),
            ),
          ),
        )
      ).status,
    ).toBe(302);
    const [branch] = await db().select().from(branches).where(eq(branches.id, branchId));
    expect(branch).toMatchObject({ opensAtMinute: 450, closesAtMinute: 1320 });

    expect(
      (
        await settle(() =>
          adminSettings.action(routeArgs(post({ intent: 'ages', [`age-${typeId}`]: '27' }, owner.cookie))),
        )
      ).status,
    ).toBe(302);
    const [type] = await db().select().from(vehicleTypes).where(eq(vehicleTypes.id, typeId));
    expect(type.minimumRenterAge).toBe(27);
    const history = await settle(() => adminSettings.loader(routeArgs(get('/admin/settings', owner.cookie))));
    const recorded = (history.body as { history: Record<string, { changes: Record<string, unknown> }[]> }).history;
    expect(recorded.hours[0].changes).toEqual({ 'Dubai_Ittihad Road': { from: '08:00-20:00', to: '07:30-22:00' } });
    expect(recorded.ages[0].changes).toEqual({ Premium: { from: 25, to: 27 } });
  });

  test('Friday hours, a day off and a holiday closure reach the booking rules, in words in the history', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const usual = { intent: 'hours', [`opens-${branchId}`]: '08:00', [`closes-${branchId}`]: '20:00' };
    const fridays = {
      ...usual,
      [`day-${branchId}-5`]: 'other',
      [`opens-${branchId}-5`]: '16:00',
      [`closes-${branchId}-5`]: '22:00',
      [`day-${branchId}-6`]: 'closed',
    };
    expect((await settle(() => adminSettings.action(routeArgs(post(fridays, owner.cookie))))).status).toBe(302);
    const [branch] = await db()
      .select({ weekdayHours: branches.weekdayHours })
      .from(branches)
      .where(eq(branches.id, branchId));
    expect(branch.weekdayHours).toEqual({ '5': { opensAtMinute: 960, closesAtMinute: 1320 }, '6': null });

    // A closure on a Wednesday a fortnight ahead: all branches.
    const today = dubaiToday();
    let closed = addDays(today, 14);
    while (weekdayOf(closed) !== 3) closed = addDays(closed, 1);
    const refused = await settle(() =>
      adminSettings.action(
        routeArgs(
          post(
            {
              intent: 'closures',
              closureBranch: 'all',
              firstDate: closed,
              lastDate: addDays(closed, -1),
              reason: '',
              reasonAr: '',
            },
            owner.cookie,
          ),
        ),
      ),
    );
    expect(errors(refused)).toEqual({
      lastDate: ['The last day cannot be before the first day.'],
      reason: ['Please give the reason, such as National Day.'],
      reasonAr: ['Please give the reason, such as National Day.'],
    });
    expect(
      (
        await settle(() =>
          adminSettings.action(
            routeArgs(
              post(
                {
                  intent: 'closures',
                  closureBranch: 'all',
                  firstDate: closed,
                  lastDate: closed,
                  reason: 'National Day',
                  reasonAr: 'اليوم الوطني',
                },
                owner.cookie,
              ),
            ),
          ),
        )
      ).status,
    ).toBe(302);

    const [options] = [(await loadEnquiryOptions('en')).branches.find((row) => row.id === branchId)!];
    let friday = addDays(today, 3);
    while (weekdayOf(friday) !== 5) friday = addDays(friday, 1);
    expect(bookableTimes({ date: friday, hours: options, now: new Date() })).toEqual([
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
    ]);
    expect(bookableTimes({ date: addDays(friday, 1), hours: options, now: new Date() })).toEqual([]);
    expect(bookableTimes({ date: closed, hours: options, now: new Date() })).toEqual([]);
    const [quoteBranch] = await findBranchesByIds([branchId]);
    expect(
      checkSchedule({
        now: new Date(),
        pickupDate: closed,
        pickupTime: '10:00',
        dropoffDate: addDays(closed, 1),
        dropoffTime: '10:00',
        pickupHours: quoteBranch,
        dropoffHours: quoteBranch,
      }),
    ).toEqual({
      pickupTime: scheduleMessages.pickupClosed,
    });

    const page = await settle(() => adminSettings.loader(routeArgs(get('/admin/settings', owner.cookie))));
    const loaded = page.body as {
      closures: { id: number; reason: string; branch: string }[];
      history: Record<string, { lines: unknown[] }[]>;
    };
    expect(loaded.closures).toEqual([expect.objectContaining({ reason: 'National Day', branch: 'All branches' })]);
    expect(loaded.history.hours[0].lines).toContainEqual({
      label: 'Test – Test, Friday',
      from: 'usual hours',
      to: '16:00-22:00',
    });
    expect(loaded.history.hours[0].lines).toContainEqual({
      label: 'Test – Test, Saturday',
      from: 'usual hours',
      to: 'closed',
    });
    expect(
      (
        await settle(() =>
          adminSettings.action(
            routeArgs(post({ intent: 'removeClosure', closureId: String(loaded.closures[0].id) }, owner.cookie)),
          ),
        )
      ).status,
    ).toBe(302);
    expect(await upcomingClosures()).toEqual([]);
    expect(
      bookableTimes({
        date: closed,
        hours: (await loadEnquiryOptions('en')).branches.find((row) => row.id === branchId)!,
        now: new Date(),
      }),
    ).toHaveLength(13);
    // Back to the usual week for the other tests.
    await settle(() => adminSettings.action(routeArgs(post(usual, owner.cookie))));
  });

  test('a Friday prayer break is saved with the day, reaches the booking rules and the form, in words in the history', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const usual = { intent: 'hours', [`opens-${branchId}`]: '08:00', [`closes-${branchId}`]: '20:00' };
    const friday = (breakFrom: string, breakTo: string) => ({
      ...usual,
      [`day-${branchId}-5`]: 'other',
      [`opens-${branchId}-5`]: '08:00',
      [`closes-${branchId}-5`]: '20:00',
      [`breakFrom-${branchId}-5`]: breakFrom,
      [`breakTo-${branchId}-5`]: breakTo,
    });

    // A break outside the day is refused at its field, and what was typed comes back.
    const refused = await settle(() => adminSettings.action(routeArgs(post(friday('07:00', '14:00'), owner.cookie))));
    expect(refused.status).toBe(400);
    expect(errors(refused)).toEqual({
      [`breakFrom-${branchId}-5`]: ['The break must start after the opening time.'],
    });
    expect((refused.body as { result: { initialValue: Record<string, string> } }).result.initialValue).toMatchObject({
      [`breakFrom-${branchId}-5`]: '07:00',
      [`breakTo-${branchId}-5`]: '14:00',
    });

    expect(
      (await settle(() => adminSettings.action(routeArgs(post(friday('12:00', '14:00'), owner.cookie))))).status,
    ).toBe(302);
    const [branch] = await db()
      .select({ weekdayHours: branches.weekdayHours })
      .from(branches)
      .where(eq(branches.id, branchId));
    expect(branch.weekdayHours).toEqual({
      '5': { opensAtMinute: 480, closesAtMinute: 1200, breakStartMinute: 720, breakEndMinute: 840 },
    });

    let date = addDays(dubaiToday(), 3);
    while (weekdayOf(date) !== 5) date = addDays(date, 1);
    const options = (await loadEnquiryOptions('en')).branches.find((row) => row.id === branchId)!;
    expect(bookableTimes({ date, hours: options, now: new Date() })).toEqual(
      ['08', '09', '10', '11', '12', '14', '15', '16', '17', '18', '19', '20'].map((hour) => `${hour}:00`),
    );
    const [quoteBranch] = await findBranchesByIds([branchId]);
    expect(
      checkSchedule({
        now: new Date(),
        pickupDate: date,
        pickupTime: '13:00',
        dropoffDate: addDays(date, 1),
        dropoffTime: '10:00',
        pickupHours: quoteBranch,
        dropoffHours: quoteBranch,
      }),
    ).toEqual({ pickupTime: scheduleMessages.pickupTimeRule(quoteBranch.weekdayHours!['5']!) });
    expect(scheduleMessages.pickupTimeRule(quoteBranch.weekdayHours!['5']!)).toContain(
      '8 am to 12 pm and 2 pm to 8 pm',
    );

    const page = await settle(() => adminSettings.loader(routeArgs(get('/admin/settings', owner.cookie))));
    const loaded = page.body as {
      branches: { id: number; days: Record<string, { breakFrom: string; breakTo: string }> }[];
      history: Record<string, { lines: unknown[] }[]>;
    };
    expect(loaded.branches.find((row) => row.id === branchId)!.days['5']).toMatchObject({
      breakFrom: '12:00',
      breakTo: '14:00',
    });
    expect(loaded.history.hours[0].lines).toContainEqual({
      label: 'Test – Test, Friday',
      from: 'usual hours',
      to: '08:00-12:00, 14:00-20:00',
    });
    // Back to the usual week for the other tests.
    await settle(() => adminSettings.action(routeArgs(post(usual, owner.cookie))));
  });

  test('the external reservation address drives /fetch; an empty one sends visitors home', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    expect(
      (
        await settle(() =>
          adminSettings.action(
            routeArgs(
              post(
                {
                  intent: 'booking',
                  turnaroundBufferMinutes: '90',
                  externalReservationUrl: 'https://reserve.example.ae/start',
                },
                owner.cookie,
              ),
            ),
          ),
        )
      ).status,
    ).toBe(302);
    expect(await settle(() => reservationRedirect.loader(routeArgs(get('/fetch'))))).toMatchObject({
      status: 302,
      location: 'https://reserve.example.ae/start',
    });
    expect(
      (
        await settle(() =>
          adminSettings.action(
            routeArgs(
              post({ intent: 'booking', turnaroundBufferMinutes: '90', externalReservationUrl: '' }, owner.cookie),
            ),
          ),
        )
      ).status,
    ).toBe(302);
    expect(await readSettings(['externalReservationUrl', 'turnaroundBufferMinutes'])).toEqual({
      externalReservationUrl: null,
      turnaroundBufferMinutes: 90,
    });
  });

  test('the head office address and map marker the contact page shows are saved, and a bad place is refused', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const fields = {
      intent: 'office',
      officeAddressEn: 'Sheikh Zayed Road, Dubai',
      officeAddressAr: 'شارع الشيخ زايد، دبي',
      latitude: '25.2048',
      longitude: '55.2708',
      zoom: '16',
    };
    expect(await settle(() => adminSettings.action(routeArgs(post(fields, owner.cookie))))).toMatchObject({
      status: 302,
      location: '/admin/settings#office',
    });
    const contact = await settle(() => contactUs.loader(routeArgs(get('/ar/contact-us'))));
    expect((contact.body as { office: { address: string; link: string } }).office).toMatchObject({
      address: 'شارع الشيخ زايد، دبي',
      link: 'https://www.openstreetmap.org/?mlat=25.2048&mlon=55.2708#map=16/25.2048/55.2708',
    });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'setting'), eq(auditEvents.entityId, 'headOfficeMap')));
    expect(audit).toMatchObject({ actorId: owner.id, action: 'updated' });

    const refused = await settle(() =>
      adminSettings.action(routeArgs(post({ ...fields, latitude: '95', zoom: '30' }, owner.cookie))),
    );
    expect(refused.status).toBe(400);
    expect(errors(refused)).toEqual({
      latitude: ['Enter a latitude from -90 to 90, in decimal degrees.'],
      zoom: ['Enter a zoom from 1 to 19.'],
    });
  });
});

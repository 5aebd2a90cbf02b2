import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { settings, vehicleModels, vehicleTypes } from '~/db/schema';
import * as adminSettings from '~/routes/admin-settings';
import { chargeRules, modelClassFigures } from './charge-settings.server';
import { seededChargeRules } from './charge-settings-form';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const post = (fields: Record<string, string>, cookie: string) =>
  new Request('http://localhost/admin/settings', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Sec-Fetch-Mode': 'navigate', Cookie: cookie },
  });
const errors = (outcome: { body: unknown }) =>
  (outcome.body as { result: { error: Record<string, string[]> } }).result.error;
type History = Record<string, { lines: { label: string; from?: string; to?: string }[] }[]>;

const chargeFields = {
  intent: 'charges',
  fuelPricePerLitreFils: '2.58',
  fuelServicePercent: '20',
  lateReturnGraceMinutes: '60',
  kmPerDay: '250',
  kmPerMonth: '4000',
  cleaningFeeFils: '100.00',
  salikFeePercent: '10',
  trafficFineFeeFils: '50',
  municipalFineFeeFils: '25',
  depositReleaseDays: '30',
  omanInsurancePerWeekFils: '700',
};

let typeId = 0;
let modelId = 0;
beforeAll(async () => {
  [{ id: typeId }] = await db()
    .insert(vehicleTypes)
    .values({ name: 'SUV Standard', label: { en: 'SUV Standard', ar: 'دفع رباعي قياسية' }, minimumRenterAge: 23 })
    .returning({ id: vehicleTypes.id });
  [{ id: modelId }] = await db()
    .insert(vehicleModels)
    .values({
      referenceNo: 'RAC-9001',
      brand: 'Nissan',
      name: 'X-Trail',
      vehicleTypeId: typeId,
      bodyStyle: 'suv',
      seats: 5,
      passengers: 5,
      luggage: 3,
      doors: 5,
      transmission: 'Automatic',
      description: { en: 'An SUV' },
    })
    .returning({ id: vehicleModels.id });
});

describe('return charge settings', () => {
  test('a migrated database holds the seeded company-wide figures as rows of their own', async () => {
    const rows = await db().select({ key: settings.key, value: settings.value }).from(settings);
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(stored).toMatchObject(seededChargeRules);
    expect(await chargeRules()).toEqual(seededChargeRules);
  });

  test('the owner changes the company-wide figures; the counter reads them and the history names them', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const page = await settle(() => adminSettings.loader(routeArgs(get('/admin/settings', owner.cookie))));
    expect((page.body as { charges: Record<string, string> }).charges).toEqual({
      fuelPricePerLitreFils: '2.58',
      fuelServicePercent: '20',
      lateReturnGraceMinutes: '60',
      kmPerDay: '250',
      kmPerMonth: '4000',
      cleaningFeeFils: '100.00',
      salikFeePercent: '10',
      trafficFineFeeFils: '50.00',
      municipalFineFeeFils: '25.00',
      depositReleaseDays: '30',
      omanInsurancePerWeekFils: '700.00',
    });

    const saved = await settle(() =>
      adminSettings.action(
        routeArgs(post({ ...chargeFields, fuelPricePerLitreFils: '2.75', cleaningFeeFils: '1,150.50' }, owner.cookie)),
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: '/admin/settings#charges' });
    expect(await chargeRules()).toEqual({ ...seededChargeRules, fuelPricePerLitreFils: 275, cleaningFeeFils: 115_050 });

    const after = await settle(() => adminSettings.loader(routeArgs(get('/admin/settings', owner.cookie))));
    const [entry] = (after.body as { history: History }).history.charges;
    // Amounts are formatted with a no-break space after the currency.
    const read = entry.lines.map((line) => `${line.label}: ${line.from} -> ${line.to}`.replaceAll('\u00a0', ' '));
    expect(read).toEqual(
      expect.arrayContaining([
        'Fuel price per litre (AED): AED 2.58 -> AED 2.75',
        'Cleaning fee (AED): AED 100.00 -> AED 1,150.50',
      ]),
    );
  });

  test('wrong figures come back at their fields, in the page language, and nothing is stored', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const before = await chargeRules();
    const refused = await settle(() =>
      adminSettings.action(
        routeArgs(
          post(
            {
              ...chargeFields,
              fuelPricePerLitreFils: 'two',
              kmPerDay: '0',
              salikFeePercent: '101',
              trafficFineFeeFils: '',
              depositReleaseDays: '0',
            },
            owner.cookie,
          ),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(errors(refused)).toEqual({
      fuelPricePerLitreFils: ['Enter an amount in AED, such as 2.58.'],
      kmPerDay: ['Enter a whole number up to 5000.'],
      salikFeePercent: ['Enter a whole number up to 100.'],
      trafficFineFeeFils: ['Enter an amount in AED, such as 2.58.'],
      depositReleaseDays: ['Enter a whole number up to 90.'],
    });
    expect(await chargeRules()).toEqual(before);

    const arabic = await settle(() =>
      adminSettings.action(
        routeArgs(
          new Request('http://localhost/ar/admin/settings', {
            method: 'POST',
            body: new URLSearchParams({ ...chargeFields, kmPerMonth: 'x' }),
            headers: { 'Sec-Fetch-Mode': 'navigate', Cookie: owner.cookie },
          }),
        ),
      ),
    );
    expect(errors(arabic).kmPerMonth).toEqual(['أدخل عدداً صحيحاً حتى 100000.']);
  });

  test('the excess and kilometre rate of a vehicle type, and a model tank, are saved where the counter reads them', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    const page = await settle(() => adminSettings.loader(routeArgs(get('/admin/settings', owner.cookie))));
    const body = page.body as { classCharges: unknown[]; tanks: unknown[] };
    // Without the seed a type has the column defaults: the standard excess and rate.
    expect(body.classCharges).toContainEqual({
      id: typeId,
      label: 'SUV Standard',
      cdwExcess: '1500.00',
      extraKm: '0.50',
      scdwDaily: '0.00',
      deposit: '2000.00',
    });
    expect(body.tanks).toContainEqual({ id: modelId, label: 'Nissan X-Trail', tankLitres: 50 });

    const wrong = await settle(() =>
      adminSettings.action(
        routeArgs(
          post(
            {
              intent: 'classCharges',
              [`excess-${typeId}`]: '-1',
              [`km-${typeId}`]: '1',
              [`scdw-${typeId}`]: '1001',
              [`deposit-${typeId}`]: '50',
            },
            owner.cookie,
          ),
        ),
      ),
    );
    expect(errors(wrong)).toEqual({
      [`excess-${typeId}`]: ['Enter an amount in AED, such as 2.58.'],
      [`scdw-${typeId}`]: ['Enter an amount in AED, such as 2.58.'],
      [`deposit-${typeId}`]: ['A deposit is at least AED 100.'],
    });

    const saved = await settle(() =>
      adminSettings.action(
        routeArgs(
          post(
            {
              intent: 'classCharges',
              [`excess-${typeId}`]: '2,500',
              [`km-${typeId}`]: '1.00',
              [`scdw-${typeId}`]: '45',
              [`deposit-${typeId}`]: '3,000',
            },
            owner.cookie,
          ),
        ),
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: '/admin/settings#classCharges' });
    expect(await modelClassFigures(modelId)).toEqual({ cdwExcessFils: 250_000, extraKmFils: 100 });
    // The super CDW is priced from the class: every quote of its models reads it with the rate card.
    // So are the SCDW and the deposit held at hand-over.
    const [type] = await db()
      .select({ scdwDailyFils: vehicleTypes.scdwDailyFils, depositFils: vehicleTypes.depositFils })
      .from(vehicleTypes)
      .where(eq(vehicleTypes.id, typeId));
    expect(type).toEqual({ scdwDailyFils: 4_500, depositFils: 300_000 });

    const tooSmall = await settle(() =>
      adminSettings.action(routeArgs(post({ intent: 'tanks', [`tank-${modelId}`]: '5' }, owner.cookie))),
    );
    expect(errors(tooSmall)).toEqual({ [`tank-${modelId}`]: ['Enter whole litres from 10 to 200.'] });
    await settle(() =>
      adminSettings.action(routeArgs(post({ intent: 'tanks', [`tank-${modelId}`]: '65' }, owner.cookie))),
    );
    const [model] = await db()
      .select({ tankLitres: vehicleModels.tankLitres })
      .from(vehicleModels)
      .where(eq(vehicleModels.id, modelId));
    expect(model.tankLitres).toBe(65);

    const after = await settle(() => adminSettings.loader(routeArgs(get('/ar/admin/settings', owner.cookie))));
    const history = (after.body as { history: History }).history;
    expect(history.classCharges[0].lines).toEqual(
      expect.arrayContaining([
        { label: 'دفع رباعي قياسية: لكل كيلومتر إضافي (درهم)', from: expect.any(String), to: expect.any(String) },
        {
          label: 'دفع رباعي قياسية: الإعفاء من التحمل (SCDW) يومياً قبل الضريبة (درهم؛ 0: غير متاح)',
          from: expect.any(String),
          to: expect.any(String),
        },
        {
          label: 'دفع رباعي قياسية: مبلغ التأمين المحجوز عند التسليم (درهم)',
          from: expect.stringContaining('2,000.00'),
          to: expect.stringContaining('3,000.00'),
        },
      ]),
    );
    expect(history.tanks[0].lines).toEqual([{ label: 'Nissan X-Trail: سعة خزانات الوقود', from: '50', to: '65' }]);

    // Saving the same figures again changes nothing and records nothing.
    const again = await settle(() =>
      adminSettings.action(routeArgs(post({ intent: 'tanks', [`tank-${modelId}`]: '65' }, owner.cookie))),
    );
    expect(again.status).toBe(302);
    const unchanged = await settle(() => adminSettings.loader(routeArgs(get('/admin/settings', owner.cookie))));
    expect((unchanged.body as { history: History }).history.tanks).toHaveLength(1);
  });

  test('the bookings team cannot change the figures: the page is the owner’s', async () => {
    const admin = await createAccount({ roles: ['admin'] });
    const refused = await settle(() =>
      adminSettings.action(routeArgs(post({ ...chargeFields, kmPerDay: '300' }, admin.cookie))),
    );
    expect(refused.status).toBe(403);
    expect((await chargeRules()).kmPerDay).toBe(250);
  });
});

import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import {
  auditEvents,
  formSubmissions,
  outboxMessages,
  preownedCarImages,
  preownedCars,
  storedFiles,
  vehicleModels,
  vehicleTypes,
} from '~/db/schema';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { findInboxEntry, listInbox } from '~/modules/inbox/inbox.server';
import * as adminPreownedCars from '~/routes/admin-preowned-cars';
import * as preownedCar from '~/routes/preowned-car';
import * as preownedCarForm from '~/routes/preowned-car-form';
import * as preownedCarsPage from '~/routes/preowned-cars';
import { CLIENT_ADDRESS_HEADER } from '~/utils/http.server';
import { formatAed } from '~/utils/money';
import { preownedCarHistory } from './preowned-admin.server';
import { listCarsOnSale } from './preowned-cars.server';

const database = withTestDatabase();
const db = () => database.handle().db;
let camryId: number;
let standardTypeId: number;

beforeAll(async () => {
  await seedDatabase(db());
  [{ id: camryId }] = await db()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.referenceNo, 'RAC-0010'));
  [{ id: standardTypeId }] = await db()
    .select({ id: vehicleTypes.id })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.name, 'Standard'));
});

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 90, g: 90, b: 100 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};
const file = (bytes: Buffer, name: string, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
let address = 0;
function post(
  path: string,
  fields: Record<string, string | File | File[]>,
  cookie?: string,
  mode: 'navigate' | 'cors' = 'navigate',
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: {
      'Sec-Fetch-Mode': mode,
      [CLIENT_ADDRESS_HEADER]: `198.51.100.${++address}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}
const carFields = (change: Record<string, string | File | File[]> = {}): Record<string, string | File | File[]> => ({
  intent: 'save',
  vehicleModelId: String(camryId),
  make: '',
  model: '',
  modelYear: '2023',
  mileageKm: '31,250',
  price: '71,900',
  vehicleTypeId: String(standardTypeId),
  gccSpec: 'yes',
  transmission: 'Automatic',
  fuel: 'hybrid',
  colourEn: 'Celestial silver',
  colourAr: 'فضي سماوي',
  emirate: 'Sharjah',
  serviceHistoryEn: 'Serviced every 10,000 km at our Sharjah workshop.',
  serviceHistoryAr: 'صيانة كل 10,000 كم في ورشتنا في الشارقة.',
  warrantyEn: 'Manufacturer warranty until 2028.',
  warrantyAr: 'ضمان الوكيل حتى 2028.',
  ...change,
});
const auditOf = (id: number) =>
  db()
    .select({
      entity: auditEvents.entity,
      action: auditEvents.action,
      changes: auditEvents.changes,
      actorId: auditEvents.actorId,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, String(id))))
    .orderBy(asc(auditEvents.id));

async function addCar(cookie: string, change: Record<string, string | File | File[]> = {}) {
  const images = [
    file(await photo(2000, 1200), 'front.png'),
    file(await photo(900, 600, 'jpeg'), 'interior.jpg', 'image/jpeg'),
  ];
  const outcome = await settle(() =>
    preownedCarForm.action(routeArgs(post('/preowned-car-form', carFields({ images, ...change }), cookie))),
  );
  const id = Number(/\/preowned-car-form\/(\d+)$/.exec(outcome.location ?? '')?.[1]);
  return { outcome, id };
}
const onSale = async () => (await listCarsOnSale('en')).map((car) => car.id);
const carPage = (id: string | number, locale = '') =>
  settle(() => preownedCar.loader(routeArgs(get(`${locale}/preowned-cars/${id}`), { carId: String(id) })));

describe('who may manage the cars for sale', () => {
  test.each([
    ['a customer', ['customer'] as const],
    ['an admin without the content role', ['admin'] as const],
  ])('%s is refused with 403', async (_, roles) => {
    const person = await createAccount({ roles: [...roles] });
    expect(
      (await settle(() => adminPreownedCars.loader(routeArgs(get('/admin/preowned-cars', person.cookie))))).status,
    ).toBe(403);
    expect(
      (await settle(() => preownedCarForm.action(routeArgs(post('/preowned-car-form', carFields(), person.cookie)))))
        .status,
    ).toBe(403);
  });

  test('a content manager may; someone signed out is sent to the login page', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    expect(
      (await settle(() => adminPreownedCars.loader(routeArgs(get('/admin/preowned-cars', cms.cookie))))).status,
    ).toBe(200);
    expect(await settle(() => preownedCarForm.loader(routeArgs(get('/ar/preowned-car-form'))))).toMatchObject({
      status: 302,
      location: '/ar/login?redirectTo=%2Far%2Fpreowned-car-form',
    });
  });
});

describe('adding, editing and selling a car', () => {
  test('a new car takes its make and model from the rental model, its photographs resized like vehicle images, on sale at once, in the audit trail', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const { outcome, id } = await addCar(cms.cookie);
    expect(outcome.status).toBe(302);
    const [car] = await db().select().from(preownedCars).where(eq(preownedCars.id, id));
    expect(car).toMatchObject({
      vehicleModelId: camryId,
      make: 'Toyota',
      model: 'Camry',
      modelYear: 2023,
      mileageKm: 31_250,
      priceFils: 7_190_000,
      state: 'available',
      fuel: 'hybrid',
      emirate: 'Sharjah',
    });
    const images = await db()
      .select()
      .from(preownedCarImages)
      .where(eq(preownedCarImages.preownedCarId, id))
      .orderBy(asc(preownedCarImages.position));
    expect(images.map((image) => image.position)).toEqual([0, 1]);
    for (const image of images) {
      const [main] = await db().select().from(storedFiles).where(eq(storedFiles.id, image.fileId));
      expect({ purpose: main.purpose, contentType: main.contentType, width: main.width, height: main.height }).toEqual({
        purpose: 'preowned-car-image',
        contentType: 'image/jpeg',
        width: 1366,
        height: 644,
      });
      expect(await db().$count(storedFiles, eq(storedFiles.variantOf, image.fileId))).toBe(3);
    }
    expect(await auditOf(id)).toMatchObject([{ entity: 'preowned_car', action: 'created', actorId: cms.id }]);
    expect(await onSale()).toContain(id);
    const page = await carPage(id);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      car: { name: '2023 Toyota Camry', state: 'available', colour: 'Celestial silver', images: [{}, {}] },
      reference: `PO-${String(id).padStart(4, '0')}`,
    });
  });

  test.each([
    ['no photograph', () => [new File([], '')], 'Please upload at least one image.'],
    [
      'a PDF renamed .png',
      () => [file(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer\n%%EOF'), 'front.png')],
      'front.png is not a png or jpg file',
    ],
  ])(
    'given %s, the message is at the photographs, the input is kept and nothing is stored',
    async (_, images, message) => {
      const cms = await createAccount({ roles: ['cms'] });
      const before = await db().$count(preownedCars);
      const outcome = await settle(() =>
        preownedCarForm.action(
          routeArgs(post('/preowned-car-form', carFields({ images: images(), mileageKm: '31,250' }), cms.cookie)),
        ),
      );
      expect(outcome.status).toBe(400);
      const result = (
        outcome.body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
      ).result;
      expect(result.error.images).toEqual([message]);
      expect(result.initialValue).toMatchObject({ mileageKm: '31,250', colourAr: 'فضي سماوي' });
      expect(await db().$count(preownedCars)).toBe(before);
    },
  );

  test('an edit records only what changed, readable in both languages; reserving, selling and retiring each leave a line', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const { id } = await addCar(cms.cookie);
    const path = `/preowned-car-form/${id}`;
    const save = (change: Record<string, string>) =>
      settle(() => preownedCarForm.action(routeArgs(post(path, carFields(change), cms.cookie), { carId: String(id) })));
    expect((await save({ price: '69,500', emirate: 'Dubai' })).status).toBe(302);
    expect((await save({ price: '69,500', emirate: 'Dubai' })).status).toBe(302);
    const state = (intent: string) =>
      settle(() => preownedCarForm.action(routeArgs(post(path, { intent }, cms.cookie), { carId: String(id) })));
    expect((await state('state:reserved')).status).toBe(302);
    expect(await onSale()).toContain(id);
    expect((await state('state:sold')).status).toBe(302);

    const audit = await auditOf(id);
    expect(audit.map((event) => event.action)).toEqual(['created', 'updated', 'reserved', 'sold']);
    expect(audit[1].changes).toEqual({
      priceFils: { from: 7_190_000, to: 6_950_000 },
      emirate: { from: 'Sharjah', to: 'Dubai' },
    });
    // jsonb keeps its own key order, so the lines are compared as a set.

    const [english, arabic] = await Promise.all([
      readableHistory(await preownedCarHistory(id), 'preowned_car', 'en'),
      readableHistory(await preownedCarHistory(id), 'preowned_car', 'ar'),
    ]);
    expect(english[0].lines).toEqual([{ label: 'State', from: 'Reserved', to: 'Sold' }]);
    expect(english[2].lines).toHaveLength(2);
    expect(english[2].lines).toEqual(
      expect.arrayContaining([
        { label: 'Price (VAT included)', from: formatAed(7_190_000, 'en'), to: formatAed(6_950_000, 'en') },
        { label: 'Where the car is', from: 'Sharjah', to: 'Dubai' },
      ]),
    );
    expect(arabic[2].lines).toContainEqual({ label: 'مكان السيارة', from: 'الشارقة', to: 'دبي' });

    // Sold: out of the list, the page stays and says so, and takes no more enquiries.
    expect(await onSale()).not.toContain(id);
    expect(await carPage(id)).toMatchObject({ status: 200, body: { car: { state: 'sold' } } });
    const enquiry = await settle(() =>
      preownedCar.action(
        routeArgs(
          post(`/preowned-cars/${id}`, {
            request: 'enquiry',
            name: 'Sara',
            phone: '050 123 4567',
            country: 'AE',
            message: 'Still there?',
          }),
          { carId: String(id) },
        ),
      ),
    );
    expect(enquiry.status).toBe(404);

    // A state it already has changes nothing; retiring takes the page off the site.
    expect(await state('state:sold')).toMatchObject({ status: 302 });
    expect((await auditOf(id)).length).toBe(4);
    await state('state:retired');
    expect((await carPage(id)).status).toBe(404);
  });

  test('a photograph can be removed, but never the last one', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const { id } = await addCar(cms.cookie);
    const images = await db()
      .select()
      .from(preownedCarImages)
      .where(eq(preownedCarImages.preownedCarId, id))
      .orderBy(asc(preownedCarImages.position));
    const remove = (imageId: number | string) =>
      settle(() =>
        preownedCarForm.action(
          routeArgs(post(`/preowned-car-form/${id}`, { intent: 'delete-image', id: String(imageId) }, cms.cookie), {
            carId: String(id),
          }),
        ),
      );
    await remove(images[0].id);
    await remove(images[1].id);
    await remove('99999999999');
    expect(await db().$count(preownedCarImages, eq(preownedCarImages.preownedCarId, id))).toBe(1);
    expect((await auditOf(id)).map((event) => `${event.entity} ${event.action}`)).toEqual([
      'preowned_car created',
      'preowned_car_image image_deleted',
    ]);
  });
});

describe('the public pages take any input without failing', () => {
  test.each(['abc', '0', '-1', '2147483648', '99999999999', '1e3'])('car id %s is not found', async (id) => {
    expect((await carPage(id)).status).toBe(404);
  });

  test('a garbage query string lists cars as if unfiltered', async () => {
    const outcome = await settle(() =>
      preownedCarsPage.loader(
        routeArgs(get('/preowned-cars?yearFrom=%00&priceTo=1e99&page=-4&sort=%3Cscript%3E&make[]=x')),
      ),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ page: 1, criteria: { sort: 'newest', priceTo: null } });
    // The seed's twelve cars: one sold, so eleven listed.
    expect((outcome.body as { total: number }).total).toBeGreaterThanOrEqual(11);
  });
});

describe('enquiries about a car reach the staff inbox', () => {
  test('an enquiry is stored naming the car, mailed to staff, and listed under pre-owned cars', async () => {
    const [car] = await db().select().from(preownedCars).where(eq(preownedCars.state, 'available')).limit(1);
    const outcome = await settle(() =>
      preownedCar.action(
        routeArgs(
          post(
            `/preowned-cars/${car.id}`,
            {
              request: 'enquiry',
              name: 'Khalid Rahman',
              email: 'khalid@example.ae',
              country: 'AE',
              phone: '050 765 4321',
              message: 'Can I see it on Saturday?',
            },
            undefined,
            'cors',
          ),
          { carId: String(car.id) },
        ),
      ),
    );
    expect(outcome).toMatchObject({ status: 200, body: { ok: true, request: 'enquiry' } });
    const [stored] = await db().select().from(formSubmissions).where(eq(formSubmissions.email, 'khalid@example.ae'));
    const name = `${car.modelYear} ${car.make} ${car.model}`;
    expect(stored).toMatchObject({
      kind: 'preowned',
      name: 'Khalid Rahman',
      phone: '+971507654321',
      details: { Request: 'Enquiry', Car: name, Reference: `PO-${String(car.id).padStart(4, '0')}` },
    });
    const { rows } = await listInbox({ kind: 'preowned' });
    expect(rows.map((row) => row.id)).toContain(stored.id);
    expect(await findInboxEntry('preowned', stored.id)).toMatchObject({ details: { Car: name } });
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'customercare@example.ae'));
    expect(mails.at(-1)?.subject).toBe(`New pre-owned car enquiry from Khalid Rahman (#${stored.id})`);
  });

  test('a test drive keeps the preferred day; a day in the past is refused at the field with the input kept', async () => {
    const [car] = await db().select().from(preownedCars).where(eq(preownedCars.state, 'reserved')).limit(1);
    const fields = {
      request: 'test-drive',
      name: 'Maryam',
      email: 'maryam@example.ae',
      country: 'AE',
      phone: '050 222 3333',
      message: 'After work, please.',
    };
    const refused = await settle(() =>
      preownedCar.action(
        routeArgs(post(`/preowned-cars/${car.id}`, { ...fields, date: '2020-01-01' }, undefined, 'cors'), {
          carId: String(car.id),
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      request: 'test-drive',
      result: {
        error: { date: ['Please choose today or a later day'] },
        initialValue: { name: 'Maryam', date: '2020-01-01' },
      },
    });
    const sent = await settle(() =>
      preownedCar.action(
        routeArgs(post(`/preowned-cars/${car.id}`, { ...fields, date: '2099-03-14' }), { carId: String(car.id) }),
      ),
    );
    expect(sent).toMatchObject({ status: 302, location: `/preowned-cars/${car.id}?sent=1` });
    const [stored] = await db().select().from(formSubmissions).where(eq(formSubmissions.email, 'maryam@example.ae'));
    expect(stored.details).toMatchObject({ Request: 'Test drive', 'Preferred date': '2099-03-14' });
  });
});

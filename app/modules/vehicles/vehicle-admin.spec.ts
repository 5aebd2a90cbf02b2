import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { auditEvents, storedFiles, vehicleImages, vehicleModels, vehicleTypes } from '~/db/schema';
import { listFleet } from '~/modules/fleet/fleet-list.server';
import * as media from '~/routes/media';
import * as vehicleForm from '~/routes/vehicle-form';

const database = withTestDatabase();
const db = () => database.handle().db;
let economyId: number;

beforeAll(async () => {
  await seedDatabase(db());
  [{ id: economyId }] = await db()
    .select({ id: vehicleTypes.id })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.name, 'Economy'));
});

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};
const file = (bytes: Buffer, name: string, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } });
function post(path: string, fields: Record<string, string | File | File[]>, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
  });
}
let serial = 0;
const fields = (change: Record<string, string | File | File[]> = {}): Record<string, string | File | File[]> => ({
  vehicleTypeId: String(economyId),
  referenceNo: `TST-${++serial}-${process.pid}`,
  brand: 'Nissan',
  name: 'Altima',
  bodyStyle: 'sedan',
  transmission: 'Automatic',
  airConditioned: 'yes',
  popular: 'no',
  seats: '5',
  passengers: '5',
  luggage: '2',
  doors: '4',
  descriptionEn: 'A roomy saloon for long drives.',
  descriptionAr: 'سيدان واسعة للرحلات الطويلة.',
  ...change,
});
const errors = (outcome: { body: unknown }) =>
  (outcome.body as { result: { error: Record<string, string[]> } }).result.error;
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
const imagesOf = (id: number) =>
  db().select().from(vehicleImages).where(eq(vehicleImages.vehicleModelId, id)).orderBy(asc(vehicleImages.position));

async function addVehicle(cookie: string, change: Record<string, string | File | File[]> = {}) {
  const images = [
    file(await photo(2000, 1200), 'front.png'),
    file(await photo(800, 600, 'jpeg'), 'side.jpg', 'image/jpeg'),
  ];
  const outcome = await settle(() =>
    vehicleForm.action(routeArgs(post('/rent-a-car-form', fields({ images, ...change }), cookie))),
  );
  const id = Number(/\/admin\/vehicles\/(\d+)\/rates$/.exec(outcome.location ?? '')?.[1]);
  return { outcome, id };
}

describe('who may manage vehicles', () => {
  test.each([
    ['a customer', ['customer'] as const, 403],
    ['an admin without the content role', ['admin'] as const, 403],
  ])('%s is refused with 403', async (_, roles, status) => {
    const person = await createAccount({ roles: [...roles] });
    expect((await settle(() => vehicleForm.loader(routeArgs(get('/rent-a-car-form', person.cookie))))).status).toBe(
      status,
    );
    expect(
      (await settle(() => vehicleForm.action(routeArgs(post('/rent-a-car-form', fields(), person.cookie))))).status,
    ).toBe(status);
  });

  test('someone signed out is sent to the login page, and back afterwards', async () => {
    const outcome = await settle(() => vehicleForm.loader(routeArgs(get('/ar/rent-a-car-form'))));
    expect(outcome).toMatchObject({ status: 302, location: '/ar/login?redirectTo=%2Far%2Frent-a-car-form' });
  });

  test('the owner may, as a content manager may', async () => {
    const owner = await createAccount({ roles: ['owner'] });
    expect((await settle(() => vehicleForm.loader(routeArgs(get('/rent-a-car-form', owner.cookie))))).status).toBe(200);
  });
});

describe('adding a vehicle', () => {
  test('with two images: resized variants, the first as thumbnail, offered at once, with an audit row', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const { outcome, id } = await addVehicle(cms.cookie, { referenceNo: 'rac-9001' });
    expect(outcome.status).toBe(302);
    const [model] = await db().select().from(vehicleModels).where(eq(vehicleModels.id, id));
    expect(model).toMatchObject({
      referenceNo: 'RAC-9001',
      brand: 'Nissan',
      active: true,
      airConditioned: true,
      popular: false,
      description: { en: 'A roomy saloon for long drives.', ar: 'سيدان واسعة للرحلات الطويلة.' },
    });
    const images = await imagesOf(id);
    expect(images.map((image) => image.position)).toEqual([0, 1]);
    expect(model.imageFileId).toBe(images[0].fileId);
    expect((await listFleet()).map((row) => row.id)).toContain(id);

    // Each image: the main JPEG at 1366 x 644, WebP of it, and the 640 x 360 card size in both formats.
    for (const image of images) {
      const files = await db().select().from(storedFiles).where(eq(storedFiles.variantOf, image.fileId));
      const [main] = await db().select().from(storedFiles).where(eq(storedFiles.id, image.fileId));
      const all = [main, ...files].map((row) => ({
        variant: row.variant,
        contentType: row.contentType,
        width: row.width,
        height: row.height,
      }));
      expect(all).toEqual(
        expect.arrayContaining([
          { variant: null, contentType: 'image/jpeg', width: 1366, height: 644 },
          { variant: null, contentType: 'image/webp', width: 1366, height: 644 },
          { variant: 'card', contentType: 'image/jpeg', width: 640, height: 360 },
          { variant: 'card', contentType: 'image/webp', width: 640, height: 360 },
        ]),
      );
      expect(all).toHaveLength(4);
      for (const row of [main, ...files]) {
        const meta = await sharp(row.bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: row.contentType === 'image/webp' ? 'webp' : 'jpeg',
          width: row.width,
          height: row.height,
        });
      }
    }

    const audit = await auditOf(id);
    expect(audit).toMatchObject([{ entity: 'vehicle', action: 'created', actorId: cms.id }]);
  });

  test('/media sends WebP to browsers that take it, the JPEG to others, the card size on asking, cached for good', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const { id } = await addVehicle(cms.cookie);
    const [model] = await db()
      .select({ fileId: vehicleModels.imageFileId })
      .from(vehicleModels)
      .where(eq(vehicleModels.id, id));
    const fetchMedia = async (query: string, accept: string) =>
      (await media.loader(
        routeArgs(get(`/media/${model.fileId}${query}`, undefined, { Accept: accept }), {
          fileId: String(model.fileId),
        }),
      )) as Response;
    const modern = await fetchMedia('', 'image/avif,image/webp,*/*');
    expect(modern.headers.get('Content-Type')).toBe('image/webp');
    expect(modern.headers.get('Vary')).toBe('Accept');
    expect(modern.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await modern.arrayBuffer())).metadata()).width).toBe(1366);
    const card = await fetchMedia('?size=card', 'image/png,*/*');
    expect(card.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 360 });
  });

  test.each([
    ['no image', () => [new File([], '')], 'Please upload at least one image.'],
    [
      'a PDF renamed .png',
      () => [file(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer\n%%EOF'), 'front.png')],
      'front.png is not a png or jpg file',
    ],
    [
      'a GIF',
      async () => [
        file(
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
          'anim.gif',
          'image/gif',
        ),
      ],
      'anim.gif is not a png or jpg file',
    ],
    [
      'a PNG that does not decode',
      () => [
        file(
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
          'broken.png',
        ),
      ],
      'broken.png is not a png or jpg file',
    ],
    [
      'an image over 2 MB',
      async () => [file(Buffer.concat([await photo(100, 100), Buffer.alloc(2 * 1024 * 1024)]), 'huge.png')],
      'huge.png is larger than 2 MB.',
    ],
  ])('given %s, should refuse with the message at the images and store nothing', async (_, images, message) => {
    const cms = await createAccount({ roles: ['cms'] });
    const [models, files] = [await db().$count(vehicleModels), await db().$count(storedFiles)];
    const outcome = await settle(async () =>
      vehicleForm.action(routeArgs(post('/rent-a-car-form', fields({ images: await images() }), cms.cookie))),
    );
    expect(outcome.status).toBe(400);
    expect(errors(outcome).images).toEqual([message]);
    expect(await db().$count(vehicleModels)).toBe(models);
    expect(await db().$count(storedFiles)).toBe(files);
  });

  test('a reference number already in use is refused at its field', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const outcome = await settle(async () =>
      vehicleForm.action(
        routeArgs(
          post(
            '/rent-a-car-form',
            fields({ referenceNo: 'rac-0001', images: [file(await photo(300, 200), 'a.png')] }),
            cms.cookie,
          ),
        ),
      ),
    );
    expect(outcome.status).toBe(400);
    expect(errors(outcome).referenceNo).toEqual(['Another vehicle already has this reference number.']);
  });
});

describe('changing a vehicle', () => {
  test('update, images deleted (asked first) and moved, retire and restore: each in the history', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const { id } = await addVehicle(cms.cookie);
    const path = `/rent-a-car-form/${id}`;
    const act = (body: Record<string, string | File | File[]>) =>
      settle(() => vehicleForm.action(routeArgs(post(path, body, cms.cookie), { vehicleId: String(id) })));

    const updated = await act(
      fields({
        referenceNo: (
          await db().select({ r: vehicleModels.referenceNo }).from(vehicleModels).where(eq(vehicleModels.id, id))
        )[0].r,
        name: 'Altima SV',
        popular: 'yes',
        images: [new File([], '')],
      }),
    );
    expect(updated).toMatchObject({ status: 302, location: path });
    const [after] = await db().select().from(vehicleModels).where(eq(vehicleModels.id, id));
    expect(after).toMatchObject({ name: 'Altima SV', popular: true });

    const [first, second] = await imagesOf(id);
    expect(await act({ intent: 'move-image-down', id: String(first.id) })).toMatchObject({
      status: 302,
      location: path,
    });
    expect((await imagesOf(id)).map((image) => image.id)).toEqual([second.id, first.id]);
    expect(
      (await db().select({ f: vehicleModels.imageFileId }).from(vehicleModels).where(eq(vehicleModels.id, id)))[0].f,
    ).toBe(second.fileId);

    expect(await act({ intent: 'delete-image', id: String(second.id) })).toMatchObject({ status: 302, location: path });
    expect((await imagesOf(id)).map((image) => image.id)).toEqual([first.id]);
    expect(
      (await db().select({ f: vehicleModels.imageFileId }).from(vehicleModels).where(eq(vehicleModels.id, id)))[0].f,
    ).toBe(first.fileId);
    // The last image stays.
    await act({ intent: 'delete-image', id: String(first.id) });
    expect(await imagesOf(id)).toHaveLength(1);

    expect(await act({ intent: 'retire', id: String(id) })).toMatchObject({ status: 302, location: path });
    expect((await listFleet()).map((row) => row.id)).not.toContain(id);
    expect(await act({ intent: 'restore', id: String(id) })).toMatchObject({ status: 302, location: path });
    expect((await listFleet()).map((row) => row.id)).toContain(id);

    const audit = await auditOf(id);
    expect(
      audit
        .filter((row) => row.entity === 'vehicle' || row.entity === 'vehicle_image')
        .map((row) => `${row.entity}.${row.action}`),
    ).toEqual([
      'vehicle.created',
      'vehicle.updated',
      'vehicle_image.image_moved',
      'vehicle_image.image_deleted',
      'vehicle.retired',
      'vehicle.restored',
    ]);
    expect(Object.keys(audit[1].changes ?? {}).sort()).toEqual(['name', 'popular']);
    expect(audit.every((row) => row.actorId === cms.id)).toBe(true);

    const page = await settle(() => vehicleForm.loader(routeArgs(get(path, cms.cookie), { vehicleId: String(id) })));
    const history = (page.body as { history: { entity: string; action: string }[] }).history;
    expect(history.map((event) => event.action)).toEqual([
      'restored',
      'retired',
      'image_deleted',
      'image_moved',
      'updated',
      'created',
    ]);
  });

  test('an unknown vehicle is not found', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    expect(
      (
        await settle(() =>
          vehicleForm.loader(routeArgs(get('/rent-a-car-form/999999', cms.cookie), { vehicleId: '999999' })),
        )
      ).status,
    ).toBe(404);
    expect(
      (await settle(() => vehicleForm.loader(routeArgs(get('/rent-a-car-form/abc', cms.cookie), { vehicleId: 'abc' }))))
        .status,
    ).toBe(404);
  });
});

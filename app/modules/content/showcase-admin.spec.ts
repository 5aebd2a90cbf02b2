import { and, eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { pngImage } from '../../../tests/factories/images';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { auditEvents, fleetCategories, storedFiles, testimonials, vehicleTypes } from '~/db/schema';
import { listFleetCategories } from '~/modules/fleet/vehicle-cards.server';
import * as adminCategories from '~/routes/admin-fleet-categories';
import * as adminTestimonials from '~/routes/admin-testimonials';
import { listTestimonials } from './testimonials.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
function post(path: string, fields: Record<string, string | string[] | File>, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
  });
}
const errors = (outcome: { body: unknown }) =>
  (outcome.body as { result: { error: Record<string, string[]> } }).result.error;
const audit = (entity: string, id: number) =>
  db()
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(id))));

beforeAll(async () => {
  await db()
    .insert(vehicleTypes)
    .values([
      { name: 'Economy', label: { en: 'Economy' }, minimumRenterAge: 23, sortOrder: 1 },
      { name: 'SUV Standard', label: { en: 'SUV Standard' }, minimumRenterAge: 23, sortOrder: 2 },
    ]);
});

describe('testimonials', () => {
  test('add, edit and remove, each shown on the home page list at once and recorded', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const fields = {
      nameEn: 'Mariam K.',
      nameAr: 'مريم ك.',
      roleEn: 'Monthly renter',
      roleAr: '',
      bodyEn: 'Clean cars and quick service.',
      bodyAr: 'سيارات نظيفة',
      sortOrder: '1',
      image: new File([new Uint8Array(pngImage(60, 60))], 'mariam.png', { type: 'image/png' }),
    };
    expect(
      await settle(() => adminTestimonials.action(routeArgs(post('/admin/testimonials', fields, cms.cookie)))),
    ).toMatchObject({ status: 302, location: '/admin/testimonials' });
    const [created] = await listTestimonials(5);
    expect(created).toMatchObject({
      name: { en: 'Mariam K.', ar: 'مريم ك.' },
      body: { en: 'Clean cars and quick service.', ar: 'سيارات نظيفة' },
    });
    expect(created.imageFileId).toBeGreaterThan(0);

    await settle(() =>
      adminTestimonials.action(
        routeArgs(
          post(
            '/admin/testimonials',
            { ...fields, id: String(created.id), bodyEn: 'Spotless cars.', image: new File([], '') },
            cms.cookie,
          ),
        ),
      ),
    );
    const [edited] = await db().select().from(testimonials).where(eq(testimonials.id, created.id));
    expect(edited).toMatchObject({ body: { en: 'Spotless cars.' }, imageFileId: created.imageFileId });
    const page = await settle(() =>
      adminTestimonials.loader(routeArgs(get(`/admin/testimonials?edit=${created.id}`, cms.cookie))),
    );
    expect((page.body as { editing: { values: { bodyEn: string } } }).editing.values.bodyEn).toBe('Spotless cars.');

    await settle(() =>
      adminTestimonials.action(
        routeArgs(post('/admin/testimonials', { intent: 'remove', id: String(created.id) }, cms.cookie)),
      ),
    );
    expect(await listTestimonials(5)).toEqual([]);
    expect((await audit('testimonial', created.id)).map((row) => row.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });

  test('missing text and a file that is not an image are refused at their fields', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const outcome = await settle(() =>
      adminTestimonials.action(
        routeArgs(
          post(
            '/admin/testimonials',
            { nameEn: '', roleEn: '', bodyEn: '', image: new File(['MZ'], 'face.jpg', { type: 'image/jpeg' }) },
            cms.cookie,
          ),
        ),
      ),
    );
    expect(outcome.status).toBe(400);
    expect(errors(outcome)).toMatchObject({
      nameEn: ['Please fill in this field!'],
      roleEn: ['Please fill in this field!'],
      bodyEn: ['Please fill in this field!'],
    });
    const badImage = await settle(() =>
      adminTestimonials.action(
        routeArgs(
          post(
            '/admin/testimonials',
            {
              nameEn: 'A',
              roleEn: 'B',
              bodyEn: 'C',
              image: new File(['MZ not an image'], 'face.jpg', { type: 'image/jpeg' }),
            },
            cms.cookie,
          ),
        ),
      ),
    );
    expect(errors(badImage).image).toEqual(['face.jpg is not a png or jpg file']);
  });
});

describe('fleet categories', () => {
  test('add and edit a category of known vehicle types; a second one with the same name is refused', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const fields = {
      name: 'Weekend Cars',
      labelEn: 'Weekend Cars',
      labelAr: 'سيارات عطلة نهاية الأسبوع',
      types: ['Economy', 'Made Up'],
      sortOrder: '4',
    };
    expect(
      (await settle(() => adminCategories.action(routeArgs(post('/admin/fleet-categories', fields, cms.cookie)))))
        .status,
    ).toBe(302);
    const [category] = await db().select().from(fleetCategories).where(eq(fleetCategories.name, 'Weekend Cars'));
    expect(category.vehicleTypeNames).toEqual(['Economy']);
    expect((await listFleetCategories()).map((item) => item.name)).toContain('Weekend Cars');

    const clash = await settle(() =>
      adminCategories.action(
        routeArgs(post('/admin/fleet-categories', { ...fields, name: 'weekend cars' }, cms.cookie)),
      ),
    );
    expect(errors(clash).name).toEqual(['Another category already has this name.']);

    await settle(() =>
      adminCategories.action(
        routeArgs(
          post(
            '/admin/fleet-categories',
            { ...fields, id: String(category.id), types: ['Economy', 'SUV Standard'] },
            cms.cookie,
          ),
        ),
      ),
    );
    const [edited] = await db().select().from(fleetCategories).where(eq(fleetCategories.id, category.id));
    expect(edited.vehicleTypeNames).toEqual(['Economy', 'SUV Standard']);

    const none = await settle(() =>
      adminCategories.action(
        routeArgs(post('/admin/fleet-categories', { ...fields, name: 'Empty', types: [] }, cms.cookie)),
      ),
    );
    expect(errors(none).types).toEqual(['Please choose at least one vehicle type!']);
    expect((await audit('fleet_category', category.id)).map((row) => row.action)).toEqual(['created', 'updated']);
  });

  test('a category picture is cut to the 480 x 320 tile and stored without its metadata', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#335577' } })
      .withExif({ IFD0: { Artist: 'Jane Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 12/1 0/1' } })
      .jpeg()
      .toBuffer();
    const fields = {
      name: 'Photo Cars',
      labelEn: 'Photo Cars',
      types: ['Economy'],
      sortOrder: '5',
      image: new File([new Uint8Array(photo)], 'tile.jpg', { type: 'image/jpeg' }),
    };
    const saved = await settle(() =>
      adminCategories.action(routeArgs(post('/admin/fleet-categories', fields, cms.cookie))),
    );
    expect(saved.status).toBe(302);
    const [category] = await db().select().from(fleetCategories).where(eq(fleetCategories.name, 'Photo Cars'));
    const files = await db()
      .select({ contentType: storedFiles.contentType, width: storedFiles.width, bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(or(eq(storedFiles.id, category.imageFileId!), eq(storedFiles.variantOf, category.imageFileId!)));
    expect(files.map((file) => file.contentType)).toEqual(['image/jpeg', 'image/webp']);
    for (const file of files) {
      const stored = await sharp(file.bytes).metadata();
      expect({ width: stored.width, height: stored.height }).toEqual({ width: 480, height: 320 });
      expect(stored).not.toHaveProperty('exif');
    }
  });
});

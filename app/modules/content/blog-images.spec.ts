import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { declaredPng, pngImage } from '../../../tests/factories/images';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { blogTopics, storedFiles } from '~/db/schema';
import * as blogForm from '~/routes/blog-form';
import * as preview from '~/routes/blog-image-preview';
import * as media from '~/routes/media';
import { dubaiToday } from '~/utils/dubai-time';
import { findPublishedPost } from './blogs.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, {
    headers: { Accept: 'image/webp,*/*', ...(cookie ? { Cookie: cookie } : {}) },
  });
function post(path: string, fields: Record<string, string | File>, cookie: string, mode = 'cors') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Mode': mode, Cookie: cookie },
  });
}
const file = (bytes: Buffer, name: string, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

const publicStatus = async (id: number) =>
  (await settle(() => media.loader(routeArgs(get(`/media/${id}`), { fileId: String(id) })))).status;
const previewAs = (id: number, cookie?: string) =>
  settle(() => preview.loader(routeArgs(get(`/blog-image-preview/${id}`, cookie), { fileId: String(id) })));

async function upload(cookie: string, image: File) {
  const outcome = await settle(() =>
    blogForm.action(routeArgs(post('/blogs-form', { intent: 'upload-image', image }, cookie))),
  );
  return outcome as { status: number; body: { image?: { fileId: number }; imageError?: string } };
}

async function publish(cookie: string, imageIds: number[]) {
  const [topic] = await db()
    .insert(blogTopics)
    .values({ title: { en: `Photos ${Math.random()}` } })
    .returning({ id: blogTopics.id });
  const slug = `desert-photos-${Math.floor(Math.random() * 1e6)}`;
  const content = {
    type: 'doc',
    blocks: [
      { type: 'paragraph', children: [{ text: 'Dunes at sunset.' }] },
      ...imageIds.map((fileId) => ({ type: 'image', fileId, alt: 'Dunes' })),
    ],
  };
  const outcome = await settle(() =>
    blogForm.action(
      routeArgs(
        post(
          '/blogs-form',
          {
            topicId: String(topic.id),
            title: 'Desert photos',
            author: 'Oasis Rent A Car',
            slug,
            publishDate: dubaiToday(),
            content: JSON.stringify(content),
            banner: file(pngImage(1350, 450), 'banner.png'),
          },
          cookie,
          'navigate',
        ),
      ),
    ),
  );
  expect(outcome.status).toBe(302);
  return slug;
}

/** A PNG of a few dozen bytes whose header declares 30000 x 30000 pixels. */
const bombPng = () => declaredPng(30_000, 30_000);

describe('pictures in a blog post', () => {
  test('an uploaded picture is private until a post showing it is saved; then it is public at /media', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d9a066' } })
      .withExif({ IFD0: { Artist: 'Jane Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 12/1 0/1' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(cms.cookie, file(photo, 'dunes.jpg', 'image/jpeg'));
    expect(uploaded.status).toBe(200);
    const fileId = uploaded.body.image!.fileId;
    const unused = (await upload(cms.cookie, file(pngImage(40, 30), 'unused.png'))).body.image!.fileId;

    // Re-encoded (a JPEG and a WebP copy, without the camera's EXIF), and not public yet.
    const rows = await db()
      .select({ purpose: storedFiles.purpose, contentType: storedFiles.contentType, bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(or(eq(storedFiles.id, fileId), eq(storedFiles.variantOf, fileId)));
    expect(rows.map((row) => [row.purpose, row.contentType])).toEqual([
      ['blog-image-draft', 'image/jpeg'],
      ['blog-image-draft', 'image/webp'],
    ]);
    for (const row of rows) expect(await sharp(row.bytes).metadata()).not.toHaveProperty('exif');
    expect(await publicStatus(fileId)).toBe(404);

    // The editor shows it to the content team through the preview.
    const shown = await previewAs(fileId, cms.cookie);
    expect(shown.status).toBe(200);
    expect(shown.headers?.get('Content-Type')).toBe('image/webp');
    expect(shown.headers?.get('Cache-Control')).toBe('private, no-cache');

    const slug = await publish(cms.cookie, [fileId]);
    const published = await findPublishedPost(slug, dubaiToday());
    expect(published?.content).toMatchObject({ en: { blocks: [{}, { type: 'image', fileId }] } });
    const served = await settle(() => media.loader(routeArgs(get(`/media/${fileId}`), { fileId: String(fileId) })));
    expect(served.status).toBe(200);
    expect(served.headers?.get('Content-Type')).toBe('image/webp');
    expect(served.headers?.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    // A picture uploaded but left out of every saved post stays private.
    expect(await publicStatus(unused)).toBe(404);
  });

  test('the preview is for the content team: visitors log in, customers and other staff get 403', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const fileId = (await upload(cms.cookie, file(pngImage(40, 30), 'car.png'))).body.image!.fileId;
    const visitor = await previewAs(fileId);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?redirectTo=/);
    for (const roles of [['customer'], ['admin']] as const) {
      const person = await createAccount({ roles: [...roles], reviewStatus: 'approved' });
      expect((await previewAs(fileId, person.cookie)).status).toBe(403);
    }
    const owner = await createAccount({ roles: ['owner'] });
    expect((await previewAs(fileId, owner.cookie)).status).toBe(200);
  });

  test('the preview never serves people’s documents', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const [document] = await db()
      .insert(storedFiles)
      .values({
        purpose: 'customer-document',
        contentType: 'image/png',
        byteSize: 4,
        sha256: 'x'.repeat(64),
        bytes: Buffer.from('1234'),
      })
      .returning({ id: storedFiles.id });
    expect((await previewAs(document.id, cms.cookie)).status).toBe(404);
  });

  test.each([
    ['a PDF named .png', file(Buffer.from('%PDF-1.4'), 'car.png'), 'car.png is not a png or jpg file'],
    [
      'a small PNG declaring 30000 x 30000 pixels',
      file(bombPng(), 'bomb.png'),
      'bomb.png has too many pixels: at most 40 megapixels (for example 8000 x 5000). Please choose a smaller picture.',
    ],
  ])('given %s, should refuse it with a message for the editor, storing nothing', async (_, image, message) => {
    const cms = await createAccount({ roles: ['cms'] });
    const before = await db().$count(storedFiles);
    expect(await upload(cms.cookie, image)).toMatchObject({ status: 400, body: { imageError: message } });
    expect(await db().$count(storedFiles)).toBe(before);
  });

  test('the refusal is in Arabic on the Arabic form', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const outcome = await settle(() =>
      blogForm.action(
        routeArgs(post('/ar/blogs-form', { intent: 'upload-image', image: file(bombPng(), 'bomb.png') }, cms.cookie)),
      ),
    );
    expect(outcome).toMatchObject({ status: 400, body: { imageError: expect.stringContaining('ميغابكسل') } });
  });
});

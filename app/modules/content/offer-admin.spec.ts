import { and, eq, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { jpegHeader, pngImage } from '../../../tests/factories/images';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { auditEvents, offers, storedFiles } from '~/db/schema';
import * as adminOffers from '~/routes/admin-offers';
import * as offerForm from '~/routes/offer-form';
import { dubaiToday } from '~/utils/dubai-time';
import { addDays } from '~/utils/form-rules';
import { listLiveOffers } from './offers.server';

const database = withTestDatabase();
const db = () => database.handle().db;
const today = dubaiToday();

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
function post(path: string, fields: Record<string, string | File>, cookie?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
  });
}
const banner = (bytes: Buffer = pngImage(1350, 450), name = 'summer.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
const fields = (change: Record<string, string | File> = {}) => ({
  titleEn: 'Weekend deal',
  titleAr: 'عرض نهاية الأسبوع',
  contentEn: 'Two days for the price of one.',
  contentAr: '',
  startDate: today,
  endDate: addDays(today, 10),
  banner: banner(),
  ...change,
});
const errors = (outcome: { body: unknown }) =>
  (outcome.body as { result: { error: Record<string, string[]> } }).result.error;

describe('creating, editing and retiring an offer', () => {
  test('a content manager registers an offer: it goes live on the public lists at once, with an audit row', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const outcome = await settle(() => offerForm.action(routeArgs(post('/special-offers-form', fields(), cms.cookie))));
    expect(outcome).toMatchObject({ status: 302, location: '/admin/offers' });
    expect(outcome.headers?.get('Set-Cookie')).toBeTruthy();
    const [offer] = await db().select().from(offers).where(eq(offers.active, true));
    expect(offer).toMatchObject({
      title: { en: 'Weekend deal', ar: 'عرض نهاية الأسبوع' },
      content: { en: 'Two days for the price of one.' },
      startDate: today,
    });
    expect(offer.bannerFileId).toBeGreaterThan(0);
    expect((await listLiveOffers(today)).map((live) => live.id)).toContain(offer.id);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'offer'), eq(auditEvents.entityId, String(offer.id))));
    expect(audit).toMatchObject([{ action: 'created', actorId: cms.id }]);

    // Edit: a new title, the banner kept.
    const edited = await settle(() =>
      offerForm.action(
        routeArgs(
          post(
            `/special-offers-form/${offer.id}`,
            fields({ titleEn: 'Long weekend deal', banner: new File([], '') }),
            cms.cookie,
          ),
          { offerId: String(offer.id) },
        ),
      ),
    );
    expect(edited).toMatchObject({ status: 302, location: '/admin/offers' });
    const [after] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(after).toMatchObject({ title: { en: 'Long weekend deal' }, bannerFileId: offer.bannerFileId });
    const page = await settle(() =>
      offerForm.loader(routeArgs(get(`/special-offers-form/${offer.id}`, cms.cookie), { offerId: String(offer.id) })),
    );
    const history = (page.body as { history: { action: string; changes: Record<string, unknown> }[] }).history;
    expect(history.map((entry) => entry.action)).toEqual(['updated', 'created']);
    expect(Object.keys(history[0].changes)).toEqual(['title']);

    // Retire: gone from the site, kept in the list as retired.
    const retired = await settle(() =>
      adminOffers.action(routeArgs(post('/admin/offers', { intent: 'retire', id: String(offer.id) }, cms.cookie))),
    );
    expect(retired).toMatchObject({ status: 302, location: '/admin/offers' });
    expect((await listLiveOffers(today)).map((live) => live.id)).not.toContain(offer.id);
    const list = await settle(() => adminOffers.loader(routeArgs(get('/admin/offers', cms.cookie))));
    expect((list.body as { retired: { id: number }[] }).retired.map((item) => item.id)).toContain(offer.id);
    const rows = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'offer'), eq(auditEvents.entityId, String(offer.id))));
    expect(rows.map((row) => row.action).sort()).toEqual(['created', 'retired', 'updated']);
  });

  test.each([
    ['no banner', { banner: new File([], '') }, 'Please upload banner image'],
    [
      'a text file renamed .png',
      { banner: banner(Buffer.from('just some text, not an image')) },
      'summer.png is not a png or jpg file',
    ],
    [
      'a banner over 2 MB',
      { banner: banner(Buffer.concat([pngImage(1350, 450), Buffer.alloc(2 * 1024 * 1024)])) },
      'summer.png is larger than 2 MB.',
    ],
    [
      'a PNG of the wrong shape',
      { banner: banner(pngImage(1366, 644)) },
      'The banner must be 3 times as wide as it is high and at least 1350 x 450 pixels; summer.png is 1366 x 644.',
    ],
    [
      'a picture of the right shape but too small',
      { banner: banner(pngImage(1200, 400), 'summer.jpg', 'image/jpeg') },
      'The banner must be 3 times as wide as it is high and at least 1350 x 450 pixels; summer.jpg is 1200 x 400.',
    ],
    [
      'a JPEG whose body does not decode',
      { banner: banner(jpegHeader(1350, 450, 4000), 'summer.jpg', 'image/jpeg') },
      'summer.jpg is not a png or jpg file',
    ],
  ])('given %s, should refuse the offer with the message at the banner', async (_, change, message) => {
    const cms = await createAccount({ roles: ['cms'] });
    const before = await db().$count(offers);
    const outcome = await settle(() =>
      offerForm.action(routeArgs(post('/special-offers-form', fields(change), cms.cookie))),
    );
    expect(outcome.status).toBe(400);
    expect(errors(outcome).banner).toEqual([message]);
    expect(await db().$count(offers)).toBe(before);
  });

  test('a 2x banner (2700 x 900 JPEG, named .png) is accepted and resized to 1350 x 450, as JPEG with a WebP copy', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const retina = await sharp({ create: { width: 2700, height: 900, channels: 3, background: '#c8a165' } })
      .jpeg()
      .toBuffer();
    const outcome = await settle(() =>
      offerForm.action(
        routeArgs(
          post(
            '/special-offers-form',
            fields({ titleEn: 'Retina deal', banner: banner(retina, 'banner.png', 'image/png') }),
            cms.cookie,
          ),
        ),
      ),
    );
    expect(outcome.status).toBe(302);
    const [offer] = await db()
      .select()
      .from(offers)
      .where(sql`${offers.title}->>'en' = 'Retina deal'`);
    const files = await db()
      .select({
        contentType: storedFiles.contentType,
        width: storedFiles.width,
        height: storedFiles.height,
        variantOf: storedFiles.variantOf,
      })
      .from(storedFiles)
      .where(or(eq(storedFiles.id, offer.bannerFileId!), eq(storedFiles.variantOf, offer.bannerFileId!)));
    expect(files.map((file) => [file.contentType, file.width, file.height]).sort()).toEqual([
      ['image/jpeg', 1350, 450],
      ['image/webp', 1350, 450],
    ]);
  });

  test('dates before yesterday, or an end before the start, are refused with the input kept', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    const outcome = await settle(() =>
      offerForm.action(
        routeArgs(
          post(
            '/special-offers-form',
            fields({ startDate: addDays(today, -2), endDate: addDays(today, -3) }),
            cms.cookie,
          ),
        ),
      ),
    );
    expect(outcome.status).toBe(400);
    expect(errors(outcome)).toMatchObject({
      startDate: ['The start date cannot be earlier than yesterday.'],
      endDate: ['The end date cannot be before the start date.'],
    });
    expect((outcome.body as { result: { initialValue: Record<string, unknown> } }).result.initialValue).toMatchObject({
      titleEn: 'Weekend deal',
    });
  });
});

describe('who may manage offers', () => {
  test('an offer that does not exist is a 404', async () => {
    const cms = await createAccount({ roles: ['cms'] });
    expect(
      (
        await settle(() =>
          offerForm.loader(routeArgs(get('/special-offers-form/99999', cms.cookie), { offerId: '99999' })),
        )
      ).status,
    ).toBe(404);
  });
});

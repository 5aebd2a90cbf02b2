import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../client.server';
import { offers, people, storedFiles, testimonials } from '../schema';
import { seedDatabase } from './index.server';

const arabicScript = /^[\u0600-\u06FF\s]+$/;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { today: new Date('2026-11-25T08:00:00Z') });
});

afterAll(async () => {
  await handle?.close();
});

const migration = readFileSync(
  new URL('../../../drizzle/0025_bilingual_names_and_offer_prices.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim());
const offerBanners = () =>
  handle.db
    .select()
    .from(storedFiles)
    .where(like(storedFiles.originalName, 'offer-%.svg'))
    .orderBy(asc(storedFiles.id));

describe('names in both languages', () => {
  it('gives every seeded person and customer an Arabic name written in Arabic letters', async () => {
    const names = [
      ...(await handle.db.select({ name: people.name }).from(people)),
      ...(await handle.db.select({ name: testimonials.name }).from(testimonials)),
    ].map((row) => row.name);
    expect(names).toHaveLength(13);
    for (const name of names) {
      expect(name.en).toMatch(/^[A-Za-z ]+$/);
      expect(name.ar).toMatch(arabicScript);
    }
    expect(names).toEqual(
      expect.arrayContaining([
        { en: 'Saeed Mohammed Al Dhaheri', ar: 'سعيد محمد الظاهري' },
        { en: 'Priya Menon', ar: 'بريا مينون' },
      ]),
    );
  });

  it('draws offer banners without words, the price kept as data for the pages to write', async () => {
    const banners = await offerBanners();
    expect(banners).toHaveLength(5);
    for (const banner of banners) expect(banner.bytes.toString('utf8')).not.toMatch(/<text|<tspan|font-family/);
    const portraits = await handle.db.select().from(storedFiles).where(like(storedFiles.originalName, 'person-%.svg'));
    expect(portraits).toHaveLength(11);
    for (const portrait of portraits) expect(portrait.bytes.toString('utf8')).not.toMatch(/<text|<tspan/);
    const priced = await handle.db
      .select({ title: offers.title, priceFils: offers.priceFils, pricePer: offers.pricePer })
      .from(offers)
      .where(sql`${offers.priceFils} is not null`);
    expect(priced).toEqual(
      expect.arrayContaining([
        { title: { en: 'Weekend SUV Escape', ar: expect.any(String) }, priceFils: 14900, pricePer: 'day' },
        { title: { en: 'Monthly rental', ar: 'الإيجار الشهري' }, priceFils: 165000, pricePer: 'month' },
      ]),
    );
  });

  it('converts a plain-text name into an English one in place', async () => {
    await handle.db.execute(sql`create table legacy_people (name text not null)`);
    await handle.db.execute(sql`insert into legacy_people values ('Rashed Al Mazrouei')`);
    const convert = migration[0].replaceAll('"people"', 'legacy_people');
    await handle.db.execute(sql.raw(convert));
    const { rows } = (await handle.db.execute(sql`select name from legacy_people`)) as unknown as {
      rows: Array<{ name: unknown }>;
    };
    expect(rows).toEqual([{ name: { en: 'Rashed Al Mazrouei' } }]);
  });

  it('brings a database seeded before it to what the seed now writes: Arabic names, prices, pictures without words', async () => {
    const seededPeople = await handle.db.select().from(people).orderBy(asc(people.id));
    const seededTestimonials = await handle.db.select().from(testimonials).orderBy(asc(testimonials.id));
    const seededOffers = await handle.db.select().from(offers).orderBy(asc(offers.id));
    const [banner] = await offerBanners();
    // As the earlier seed left it: English names only, prices in titles and drawn into the banner.
    await handle.db.execute(sql`update people set name = jsonb_build_object('en', name->>'en')`);
    await handle.db.execute(sql`update testimonials set name = jsonb_build_object('en', name->>'en')`);
    await handle.db.execute(sql`update offers set price_fils = null, price_per = null`);
    await handle.db
      .update(offers)
      .set({ title: { en: 'Monthly rental from AED 1,650', ar: 'إيجار شهري ابتداءً من 1,650 درهماً' } })
      .where(sql`${offers.title}->>'en' = 'Monthly rental'`);
    await handle.db
      .update(offers)
      .set({ title: { en: 'Weekly Saver: from AED 79 per day', ar: 'عرض التوفير الأسبوعي: ابتداءً من 79 درهماً يومياً' } })
      .where(sql`${offers.title}->>'en' = 'Weekly Saver'`);
    const clean = banner.bytes.toString('utf8');
    const worded = clean.replace(
      '</svg>',
      '<text x="110" y="210" font-family="Inter, Arial, sans-serif" font-size="96" font-weight="800" fill="url(#gold)" letter-spacing="-2">AED 149</text><text x="114" y="262" font-family="Inter, Arial, sans-serif" font-size="30" font-weight="600" fill="#e8d5a9" letter-spacing="3">PER DAY</text><rect x="112" y="286" width="120" height="6" rx="3" fill="#c9a227"/></svg>',
    );
    await handle.db
      .update(storedFiles)
      .set({ bytes: Buffer.from(worded, 'utf8'), byteSize: Buffer.byteLength(worded), sha256: 'old' })
      .where(eq(storedFiles.id, banner.id));
    // The board's portraits drew Latin initials ('SD' in white on the founder's navy).
    const [portrait] = await handle.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.originalName, 'person-founder-chairman.svg'));
    const figure = portrait.bytes.toString('utf8');
    const initials = figure.replace(
      /<circle cx="120" cy="100".*?Z" fill="#ffffff" fill-opacity="0.85"\/>/,
      '<text x="120" y="120" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="84" font-weight="600" letter-spacing="2" fill="#ffffff">SD</text>',
    );
    expect(initials).toContain('>SD</text>');
    await handle.db
      .update(storedFiles)
      .set({ bytes: Buffer.from(initials, 'utf8'), byteSize: Buffer.byteLength(initials), sha256: 'old' })
      .where(eq(storedFiles.id, portrait.id));
    // A name staff already gave in Arabic stays as they wrote it.
    await handle.db
      .update(testimonials)
      .set({ name: { en: 'Priya Menon', ar: 'بريّا مينون' } })
      .where(sql`${testimonials.name}->>'en' = 'Priya Menon'`);

    for (const statement of migration.slice(4)) await handle.db.execute(sql.raw(statement));

    expect(await handle.db.select().from(people).orderBy(asc(people.id))).toEqual(seededPeople);
    const names = (await handle.db.select().from(testimonials).orderBy(asc(testimonials.id))).map((row) => row.name);
    expect(names).toEqual([
      { en: 'Rashed Al Mazrouei', ar: 'راشد المزروعي' },
      { en: 'Priya Menon', ar: 'بريّا مينون' },
    ]);
    expect(seededTestimonials.map((row) => row.name.en)).toEqual(names.map((name) => name.en));
    expect(await handle.db.select().from(offers).orderBy(asc(offers.id))).toEqual(seededOffers);
    const [after] = await handle.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [banner.id]));
    expect(after.bytes.toString('utf8')).toBe(clean);
    expect(after.byteSize).toBe(after.bytes.byteLength);
    expect(after.sha256).toBe(createHash('sha256').update(after.bytes).digest('hex'));
    const [redrawn] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, portrait.id));
    expect(redrawn.bytes.toString('utf8')).toBe(figure);
    expect(redrawn.sha256).toBe(createHash('sha256').update(redrawn.bytes).digest('hex'));
  });
});

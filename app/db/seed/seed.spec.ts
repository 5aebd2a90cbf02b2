import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../client.server';
import {
  blogPosts,
  fleetCars,
  branches,
  clients,
  faqs,
  offers,
  people,
  rateCards,
  settings,
  storedFiles,
  termsSections,
  vehicleModels,
  vehicleTypes,
} from '../schema';
import { dayOfPreviousMonth } from './dates';
import { databaseIsEmpty, seedDatabase } from './index.server';
import { dubaiToday } from '~/utils/dubai-time';
import type { RichTextDocument } from '~/utils/rich-text';

// 20:30 UTC is already the next day in Dubai (UTC+4): the seed must date things in Dubai time.
const today = new Date('2025-03-14T20:30:00Z');
const todayInDubai = '2025-03-15';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

describe('seedDatabase', () => {
  it('fills an empty database, after which it is no longer empty', async () => {
    expect(await databaseIsEmpty(handle.db)).toBe(true);
    await seedDatabase(handle.db, { today });
    expect(await databaseIsEmpty(handle.db)).toBe(false);
    await expect(seedDatabase(handle.db, { today })).rejects.toThrow(/already holds data/);
  });

  it('seeds the branches, with an Airport location and the spec values', async () => {
    const rows = await handle.db.select().from(branches);
    const values = rows.map((row) => row.value);
    expect(values).toEqual(
      expect.arrayContaining([
        'Abu Dhabi_Al Salam Branch',
        'Dubai_Ittihad Road',
        'Dubai_Ibn Battuta',
        'Sharjah_MG Showroom',
        'Ras Al Khaimah_MG Showroom',
      ]),
    );
    expect(rows.filter((row) => row.city === 'Al Ain')).toHaveLength(1);
    expect(rows.filter((row) => row.city === 'Abu Dhabi')).toHaveLength(3);
    expect(rows.filter((row) => row.city === 'Dubai')).toHaveLength(3);
    expect(rows.filter((row) => row.city === 'Airport')).toHaveLength(1);
    for (const row of rows) {
      expect(row.value).toBe(`${row.city}_${row.name}`);
      expect([row.opensAtMinute, row.closesAtMinute]).toEqual([480, 1200]);
      expect(row.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
      expect(row.address.ar).toBeTruthy();
    }
    // One branch shows a day with two windows: Ibn Battuta closes for the Friday prayer.
    expect(
      rows.filter((row) => Object.keys(row.weekdayHours).length).map((row) => [row.value, row.weekdayHours]),
    ).toEqual([
      [
        'Dubai_Ibn Battuta',
        { '5': { opensAtMinute: 480, closesAtMinute: 1200, breakStartMinute: 720, breakEndMinute: 840 } },
      ],
    ]);
  });

  it('seeds the 12 vehicle types in order with their minimum renter ages', async () => {
    const rows = await handle.db.select().from(vehicleTypes).orderBy(vehicleTypes.sortOrder);
    expect(rows.map((row) => [row.name, row.minimumRenterAge])).toEqual([
      ['Compact', 23],
      ['Economy', 23],
      ['Intermediate', 23],
      ['Standard', 23],
      ['Premium', 25],
      ['Full Size', 23],
      ['SUV Standard', 23],
      ['SUV Premium', 25],
      ['Luxury', 25],
      ['Extra Ordinary', 25],
      ['Mini Van', 23],
      ['Commercial', 23],
    ]);
    expect(rows.every((row) => row.imageFileId !== null)).toBe(true);
  });

  it('spells Volkswagen once, as VOLKSWAGEN, and covers every vehicle type', async () => {
    const models = await handle.db.select().from(vehicleModels);
    expect(models.filter((model) => /volkswagen|^vw$/i.test(model.brand)).map((model) => model.brand)).toEqual([
      'VOLKSWAGEN',
    ]);
    const typeIds = new Set(models.filter((model) => model.active).map((model) => model.vehicleTypeId));
    expect(typeIds.size).toBe(12);
    expect(models.filter((model) => model.popular).length).toBeGreaterThanOrEqual(6);
    expect(models.some((model) => model.transmission === 'Manual')).toBe(true);
  });

  it('gives every active model a rate card and stock at one branch or more, and one model is on enquiry only', async () => {
    const models = await handle.db.select().from(vehicleModels).where(eq(vehicleModels.active, true));
    const cards = await handle.db.select().from(rateCards);
    const stock = await handle.db.select().from(fleetCars);
    for (const model of models) {
      expect(cards.some((card) => card.vehicleModelId === model.id)).toBe(true);
      expect(stock.some((row) => row.vehicleModelId === model.id)).toBe(true);
    }
    expect(cards.some((card) => card.dailyFils === 0 && card.weeklyFils === 0 && card.monthlyFils === 0)).toBe(true);
    expect(cards.some((card) => card.dailyFils % 100 !== 0)).toBe(true);
    const perBranchModel = new Map<string, number>();
    for (const car of stock) {
      const key = `${car.homeBranchId}:${car.vehicleModelId}`;
      perBranchModel.set(key, (perBranchModel.get(key) ?? 0) + 1);
    }
    expect([...perBranchModel.values()].every((cars) => cars >= 1 && cars <= 6)).toBe(true);
    expect(stock.every((car) => car.status === 'available')).toBe(true);
    expect(new Set(stock.map((car) => car.vin)).size).toBe(stock.length);
  });

  it('has 28 FAQs carrying the figures of the spec, as DECISIONS settles them', async () => {
    const rows = await handle.db.select().from(faqs);
    expect(rows).toHaveLength(28);
    const english = rows.map((row) => `${row.question.en} ${row.answer.en}`).join('\n');
    // The figures the settings hold are placeholders, filled with VAT included when a page is drawn.
    for (const figure of [
      '999',
      '{fuelServicePercent}',
      '{trafficFineFee}',
      '{additionalDriverFee}',
      '{oneWayOtherCity}',
      '{oneWaySameCity}',
      '{kmPerDay} km',
      '500 km',
      '{depositReleasePeriod}',
      'includes {vatPercent} VAT',
    ]) {
      expect(english).toContain(figure);
    }
    // Where the spec's FAQ contradicted the terms, DECISIONS settles it: no airport surcharge, the
    // deposit released within 30 days of the return.
    expect(english).not.toMatch(/airport surcharge of|15 days/i);
    expect(english).toContain('released within {depositReleasePeriod} of the car’s return');
    expect(english).toContain('{depositLowest} to {depositHighest}');
    // Every price declared includes VAT: no answer gives one before it, in either language.
    const arabic = rows.map((row) => row.answer.ar).join('\n');
    expect(english).not.toMatch(/\+ ?VAT|plus VAT|before VAT|exclud/i);
    expect(arabic).not.toMatch(/قبل ضريبة|قبل الضريبة|مضافاً إليها ضريبة|مضافاً إليها الضريبة/);
    expect(rows.every((row) => row.answer.ar)).toBe(true);
  });

  it('has the terms, people, clients and settings', async () => {
    const terms = (await handle.db.select().from(termsSections)).map((row) => row.body.en).join('\n');
    for (const figure of [
      '24 hours',
      'a late return is charged by the hour, then by the day',
      '{fuelServicePercent} fuel service charge',
      '48 hours',
      'an administration fee of {trafficFineFee} per fine',
      'a cleaning charge of {cleaningFee} applies',
      'Oman insurance costs {omanInsurancePerWeek} per week',
      'GPS navigation costs {gpsPerDay} per day',
      'a baby seat {babySeatPerDay} per day',
      'a processing fee of {municipalFineFee} per fine',
      'AED 4',
      '{salikServiceCharge} service charge',
      'adds {payOnPickupPercent} to the rental charge',
      '{depositReleasePeriod}',
      'includes Value Added Tax at {vatPercent}',
    ]) {
      expect(terms).toContain(figure);
    }
    expect(terms).not.toMatch(/\+ ?VAT|plus VAT|before VAT|exclud|VAT is added/i);
    const team = await handle.db.select().from(people);
    expect(team).toHaveLength(11);
    expect(team.filter((person) => person.group === 'board')).toHaveLength(6);
    expect(await handle.db.$count(clients)).toBe(20);
    const keys = (await handle.db.select({ key: settings.key }).from(settings)).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining(['hotlines', 'turnaroundBufferMinutes', 'externalReservationUrl', 'socialLinks']),
    );
    const [reservationUrl] = await handle.db.select().from(settings).where(eq(settings.key, 'externalReservationUrl'));
    expect(reservationUrl.value).toBeNull();
  });

  it('has the terms of buying a pre-owned car, in both languages, under their fixed anchor', async () => {
    const [section] = await handle.db.select().from(termsSections).where(eq(termsSections.anchor, 'used-car-sale'));
    expect(section.heading).toEqual({ en: 'Buying a pre-owned car', ar: 'شراء سيارة مستعملة' });
    const seen = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u200e\u200f]/g, '');
    for (const rule of [
      'within 48 hours of the car being reserved',
      'a late fee of AED 100 applies for each day, for up to 7 days',
      'stored at AED 100 per day',
    ]) {
      expect(seen(section.body.en)).toContain(rule);
    }
    for (const rule of [
      'خلال 48 ساعة',
      'غرامة تأخير قدرها 100 د.إ. عن كل يوم، لمدة أقصاها 7 أيام',
      'رسوم تخزين قدرها 100 د.إ. يومياً',
    ]) {
      expect(seen(section.body.ar ?? '')).toContain(rule);
    }
  });

  it('gives a database seeded before the pre-owned sale terms the same section through its migration, once', async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0022_preowned_sale_terms_anchor.sql', import.meta.url),
      'utf8',
    );
    const insert = migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO'))!;
    const [seeded] = await handle.db.select().from(termsSections).where(eq(termsSections.anchor, 'used-car-sale'));
    // Running it where the section is present changes nothing; where it is missing, it comes back word for word, last.
    await handle.db.execute(sql.raw(insert));
    expect(await handle.db.$count(termsSections, eq(termsSections.anchor, 'used-car-sale'))).toBe(1);
    await handle.db.delete(termsSections).where(eq(termsSections.anchor, 'used-car-sale'));
    await handle.db.execute(sql.raw(insert));
    const sections = await handle.db.select().from(termsSections).orderBy(asc(termsSections.sortOrder));
    const restored = sections.at(-1)!;
    expect(restored.anchor).toBe('used-car-sale');
    expect({ heading: restored.heading, body: restored.body }).toEqual({ heading: seeded.heading, body: seeded.body });
  });

  it('runs four offers on the given day (in Dubai time) and one that ended last month', async () => {
    expect(dubaiToday(today)).toBe(todayInDubai);
    const running = await handle.db
      .select()
      .from(offers)
      .where(and(eq(offers.active, true), lte(offers.startDate, todayInDubai), gte(offers.endDate, todayInDubai)));
    expect(running).toHaveLength(4);
    const all = await handle.db.select().from(offers);
    expect(all.filter((offer) => offer.endDate < todayInDubai).map((offer) => offer.endDate.slice(0, 7))).toEqual([
      '2025-02',
    ]);
  });

  it('publishes blog posts in the past whose images exist', async () => {
    const posts = await handle.db.select().from(blogPosts);
    expect(posts).toHaveLength(4);
    const fileIds = new Set((await handle.db.select({ id: storedFiles.id }).from(storedFiles)).map((row) => row.id));
    for (const post of posts) {
      expect(post.publishDate < todayInDubai).toBe(true);
      // Every seeded post is written in both languages, each body with its own picture.
      expect(post.title.ar).toBeTruthy();
      expect(post.bannerAlt?.ar).toBeTruthy();
      for (const language of ['en', 'ar'] as const) {
        const content = post.content[language] as RichTextDocument;
        expect(content.type).toBe('doc');
        expect(content.blocks.some((block) => block.type === 'image')).toBe(true);
        for (const block of content.blocks) if (block.type === 'image') expect(fileIds.has(block.fileId)).toBe(true);
      }
    }
  });

  it('stores self-contained SVG files with matching sizes and hashes', async () => {
    const files = await handle.db.select().from(storedFiles);
    expect(files.length).toBeGreaterThan(80);
    for (const file of files) {
      const svg = file.bytes.toString('utf8');
      expect(file.contentType).toBe('image/svg+xml');
      expect(file.byteSize).toBe(file.bytes.byteLength);
      expect(file.sha256).toBe(createHash('sha256').update(file.bytes).digest('hex'));
      expect(svg).toContain(`width="${file.width}" height="${file.height}"`);
      expect(svg).not.toMatch(/<script|<image|xlink:href|href="http/i);
    }
  });
});

describe('dayOfPreviousMonth', () => {
  it('crosses the year boundary', () => {
    expect(dayOfPreviousMonth('2026-01-03', 20)).toBe('2025-12-20');
    expect(dayOfPreviousMonth('2025-03-31', 20)).toBe('2025-02-20');
  });
});

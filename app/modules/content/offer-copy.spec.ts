import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { routeArgs } from '../../../tests/factories/route-args';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { offers } from '~/db/schema';
import { seedDatabase } from '~/db/seed/index.server';
import * as specialOffer from '~/routes/special-offer';
import * as specialOffers from '~/routes/special-offers';

/** The seeded priced offer's page, as a visitor reads it: its words quote the price its banner computes. */
const database = withTestDatabase();
const db = () => database.handle().db;
let offerId: number;

beforeAll(async () => {
  await seedDatabase(db());
  [{ id: offerId }] = await db().select({ id: offers.id }).from(offers).where(eq(offers.discountPercent, 10)).limit(1);
});

const page = async (prefix: '' | '/ar') =>
  (await specialOffer.loader(
    routeArgs(new Request(`http://localhost${prefix}/special-offer/${offerId}`), { slno: String(offerId) }),
  )) as { content: string; priceLine: string | null };

describe('an offer’s words and its computed price', () => {
  test.each([
    ['English', ''],
    ['Arabic', '/ar'],
  ] as const)('the words name the price line itself, and no other from price, in %s', async (_, prefix) => {
    const { content, priceLine } = await page(prefix);
    expect(priceLine).toMatch(/84\.11/);
    expect(content).toContain(`${priceLine}.`);
    expect(content).not.toMatch(/\{\w+\}/);
    // No other 'from' price: what is left quotes only the extras, from the settings.
    expect(content.replace(`${priceLine}.`, '')).not.toMatch(/from AED|ابتداءً من/i);
  });

  test('a new discount moves the words with the price, on the page and in the list', async () => {
    await db().update(offers).set({ discountPercent: 20 }).where(eq(offers.id, offerId));
    const { content, priceLine } = await page('');
    expect(priceLine).not.toMatch(/84\.11/);
    expect(content).toContain(`${priceLine}.`);
    const list = (await specialOffers.loader(routeArgs(new Request('http://localhost/special-offers')))) as {
      offers: Array<{ id: number; content: string; priceLine: string | null }>;
    };
    const listed = list.offers.find((offer) => offer.id === offerId)!;
    expect(listed.content).toContain(`${listed.priceLine}.`);

    // Without a discount the offer prices nothing, and its words say nothing of a price.
    await db().update(offers).set({ discountPercent: null }).where(eq(offers.id, offerId));
    const announced = await page('');
    expect(announced.priceLine).toBeNull();
    expect(announced.content).not.toMatch(/\{\w+\}|From AED|VAT included\.\s*\./);
    await db().update(offers).set({ discountPercent: 10 }).where(eq(offers.id, offerId));
  });
});

describe('the weekly and monthly offers’ words', () => {
  const listed = async (prefix: '' | '/ar') =>
    (
      (await specialOffers.loader(routeArgs(new Request(`http://localhost${prefix}/special-offers`)))) as {
        offers: Array<{ title: string; content: string }>;
      }
    ).offers;

  test('quote the lowest offered weekly and monthly rates with VAT, in both languages, from the rate cards', async () => {
    const [english, arabic] = [await listed(''), await listed('/ar')];
    const weekly = english.find((offer) => offer.title === 'Weekly Saver')!;
    const monthly = english.find((offer) => offer.title === 'Monthly rental')!;
    // The Kia Picanto's weekly day, 79.00 + VAT; its monthly day, 55.00 + VAT, and 30 of them.
    expect(weekly.content).toMatch(/from AED\s82\.95 per day, VAT included/);
    expect(monthly.content).toMatch(/a month from AED\s1,732\.50 \(AED\s57\.75 per day over 30 days/);
    for (const offer of [...english, ...arabic]) expect(offer.content).not.toMatch(/\{\w+\}/);
    expect(arabic.map((offer) => offer.content).join(' ')).toMatch(/82\.95/);
  });
});

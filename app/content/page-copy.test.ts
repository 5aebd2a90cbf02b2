import { describe, expect, test } from 'vitest';
import { hotlines } from '~/components/frame/navigation';
import { formatAed } from '~/utils/money';
import { fillCopy } from './fill-copy';
import { pageCopy, pageKeys, type CopySection, type PageCopy } from './page-copy';

const allowedCtaPaths = [
  '/',
  '/fleet-guide',
  '/enquiry',
  '/contact-us',
  '/lease-enquiry',
  '/special-offers',
  '/registration-guide',
  '/location-guide',
  '/faq',
  '/terms-conditions',
  '/career-with-us',
  '/tour',
  '/selling-preowned-cars',
  '/preowned-cars',
  '/chauffeur-services',
];

const arabicLetter = /[\u0600-\u06FF]/;
// The copy as visitors read it: the company's facts (the seeded hotlines, and the seeded charges with
// VAT in the page's language) in its placeholders; a placeholder left over is one the server does not fill.
const shared = {
  hotlineAbuDhabiAlAin: hotlines.abuDhabiAlAin,
  hotlineDubaiNorthern: hotlines.dubaiNorthern,
  vatPercent: '5%',
  payOnPickupPercent: '10%',
  salikServiceCharge: '10.5%',
  fuelServicePercent: '20%',
  kmPerDay: '250',
  kmPerMonth: '4,000',
  depositReleaseDays: '30',
};
const money = {
  gpsPerDay: 4200,
  babySeatPerDay: 3150,
  additionalDriverFee: 5250,
  oneWaySameCity: 10_500,
  oneWayOtherCity: 21_000,
  cleaningFee: 10_500,
  trafficFineFee: 5250,
  municipalFineFee: 2625,
  omanInsurancePerWeek: 73_500,
  depositLowest: 200_000,
  depositHighest: 250_000,
};
const factsIn = (locale: 'en' | 'ar') => ({
  ...shared,
  ...Object.fromEntries(Object.entries(money).map(([name, fils]) => [name, formatAed(fils, locale)])),
});
const entries = Object.entries(pageCopy).map(
  ([key, copy]) =>
    [key, { en: fillCopy(copy.en, factsIn('en'), 'en'), ar: fillCopy(copy.ar, factsIn('ar'), 'ar') }] as const,
);
const bothLocales = entries.flatMap(([key, copy]) => [[key, 'en', copy.en] as const, [key, 'ar', copy.ar] as const]);

/** Every string in a page, with a readable location for failure messages. */
function textFields(page: PageCopy): [string, string][] {
  const fields: [string, string][] = [
    ['title', page.title],
    ['metaDescription', page.metaDescription],
    ['heading', page.heading],
    ['intro', page.intro],
  ];
  if (page.metaKeywords !== undefined) fields.push(['metaKeywords', page.metaKeywords]);
  if (page.cta) fields.push(['cta.label', page.cta.label], ['cta.to', page.cta.to]);
  page.sections.forEach((section, i) => {
    if (section.heading !== undefined) fields.push([`sections[${i}].heading`, section.heading]);
    section.paragraphs?.forEach((p, j) => fields.push([`sections[${i}].paragraphs[${j}]`, p]));
    section.bullets?.forEach((b, j) => fields.push([`sections[${i}].bullets[${j}]`, b]));
    section.steps?.forEach((s, j) => {
      fields.push([`sections[${i}].steps[${j}].title`, s.title], [`sections[${i}].steps[${j}].text`, s.text]);
    });
  });
  return fields;
}

const shape = (section: CopySection) => ({
  heading: section.heading !== undefined,
  paragraphs: section.paragraphs?.length ?? 0,
  bullets: section.bullets?.length ?? 0,
  steps: section.steps?.length ?? 0,
});

describe('page copy', () => {
  test('given the page keys, should hold exactly one entry per key', () => {
    expect(Object.keys(pageCopy).sort()).toEqual([...pageKeys].sort());
  });

  test.each(entries)('given %s, should have English and Arabic copy', (_key, copy) => {
    expect(copy.en).toBeDefined();
    expect(copy.ar).toBeDefined();
  });

  test.each(bothLocales)('given %s (%s), should have no empty text and no empty lists', (_key, _locale, page) => {
    for (const [where, text] of textFields(page)) {
      expect(text.trim(), where).not.toBe('');
    }
    page.sections.forEach((section, i) => {
      const hasContent = Boolean(section.paragraphs?.length || section.bullets?.length || section.steps?.length);
      expect(hasContent, `sections[${i}] has content`).toBe(true);
      for (const list of [section.paragraphs, section.bullets, section.steps]) {
        if (list) expect(list.length, `sections[${i}] list`).toBeGreaterThan(0);
      }
    });
  });

  test.each(bothLocales)('given %s (%s), should contain no placeholder text', (_key, _locale, page) => {
    for (const [where, text] of textFields(page)) {
      expect(text, where).not.toMatch(/lorem|ipsum|TODO|TBD|XXX|\{[a-z_]+\}/i);
    }
  });

  test.each(entries)('given %s, should have an English meta description of 50-170 characters', (_key, copy) => {
    expect(copy.en.metaDescription.length).toBeGreaterThanOrEqual(50);
    expect(copy.en.metaDescription.length).toBeLessThanOrEqual(170);
  });

  test.each(entries)('given %s, should have Arabic letters in the Arabic heading, title and intro', (_key, copy) => {
    expect(copy.ar.heading).toMatch(arabicLetter);
    expect(copy.ar.title).toMatch(arabicLetter);
    expect(copy.ar.intro).toMatch(arabicLetter);
  });

  test.each(entries)('given %s, should keep Western digits in the Arabic copy', (_key, copy) => {
    for (const [where, text] of textFields(copy.ar)) {
      expect(text, where).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });

  test.each(bothLocales)('given %s (%s), should point its call to action at an allowed path', (_key, _locale, page) => {
    if (page.cta) expect(allowedCtaPaths).toContain(page.cta.to);
  });

  test.each(entries)('given %s, should mirror the English structure in Arabic', (_key, copy) => {
    expect(copy.ar.sections.map(shape)).toEqual(copy.en.sections.map(shape));
    expect(copy.ar.cta?.to).toBe(copy.en.cta?.to);
    expect(copy.ar.metaKeywords === undefined).toBe(copy.en.metaKeywords === undefined);
  });

  test('given the board page, should carry the founder message under its title', () => {
    expect(pageCopy['the-board'].en.sections[0]?.heading).toBe('Message From Founder');
    expect(pageCopy['the-board'].ar.sections[0]?.heading).toMatch(arabicLetter);
  });

  test('given the registration guide, should describe the three setup steps', () => {
    const steps = pageCopy['registration-guide'].en.sections.flatMap((section) => section.steps ?? []);
    expect(steps.map((step) => step.title)).toEqual(['Register', 'Account activation', 'Sign in and book']);
  });

  test('given the tour page, should have one section per destination', () => {
    expect(pageCopy.tour.en.sections.map((section) => section.heading)).toEqual([
      'Abu Dhabi',
      'Dubai',
      'Al Ain',
      'Ras Al Khaimah',
      'Fujairah',
      'Sharjah',
    ]);
  });

  test('given the academic promotion, should list its four vehicles in both languages', () => {
    for (const page of [pageCopy['academic-promotion'].en, pageCopy['academic-promotion'].ar]) {
      const text = textFields(page)
        .map(([, value]) => value)
        .join('\n');
      for (const model of ['MG 5', 'MG 6', 'Skoda Kushaq', 'MG ZS']) expect(text).toContain(model);
    }
  });

  test('given the lease quote page, should use the title from the specification', () => {
    expect(pageCopy['lease-enquiry'].en.heading).toBe('Request A Lease Quote');
  });
});

import { type Page, type Response, expect, test } from './test';
import routes from '../../app/routes';
import { arCore } from '../../app/i18n/ar';
import { localizePath } from '../../app/i18n/locale';
import { axeViolations, loadAxeWithEveryDocument, violationLines } from './axe-report';
import { priceWithoutVat, unfilledPlaceholder } from '../price-wording';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { staticPages } from './site-pages';

/**
 * Every page of the route table, in both languages, reached by client navigation (a click on an
 * in-app link where the page it is on has one, else the router's own navigate, which is what a
 * link does) must show what a full load of the same URL shows: the same heading, language, title
 * and, in Arabic, no more English. The route list comes from app/routes.ts, so a new page is swept
 * without anyone remembering to add it; a page with a path parameter needs a sample below.
 *
 * The full load of each visitor's page is also where its own checks run (`visitorPageChecks`): a
 * page is loaded once per language for all of them, which keeps the suite's time to its behaviours.
 */

type Sample = { list: string; link: RegExp };

/** Where to find a real URL for each page whose path has a required parameter. */
const samples: Record<string, Sample> = {
  'special-offer': { list: '/special-offers', link: /^\/special-offer\/\d+$/ },
  blog: { list: '/blogs', link: /^\/blog\/[\w-]+$/ },
  'board-profile': { list: '/the-board', link: /^\/the-board\/[\w-]+$/ },
  details: { list: '/fleet-guide', link: /^\/details\/\d+$/ },
  'admin-account': { list: '/admin/accounts', link: /^\/admin\/accounts\/\d+$/ },
  'admin-vehicle-rates': { list: '/admin/vehicles', link: /^\/admin\/vehicles\/\d+\/rates$/ },
  'admin-car': { list: '/admin/cars', link: /^\/admin\/cars\/\d+$/ },
  'preowned-car': { list: '/preowned-cars', link: /^\/preowned-cars\/\d+$/ },
};

/**
 * Pages that exist only for one booking, one stored submission or one mailed invitation; their
 * journeys reach them (booking-journey, admin-bookings, staff-inbox, staff-invitation); a charge's
 * payment page opens from the mailed link (tolls-fines, and charge-rental.spec for its access), and
 * so does a booking's manage page (manage-booking-link, and manage-links.spec for its access).
 */
const coveredByJourneys = new Set([
  'booking',
  'bill',
  'details-master',
  'admin-booking',
  'admin-submission',
  'career-detail',
  'staff-invitation',
  'change-booking',
  'admin-booking-change',
  'admin-booking-deposit',
  'admin-booking-hand-over',
  'charge-payment',
  'manage-booking',
  'admin-booking-return',
  'admin-booking-extend',
]);

// Pages exist in both languages (their Arabic twin is 'ar-' + id); downloads with an id of their own (CSV, attachments) do not.
const pageRoutes = routes.filter(
  (entry) =>
    entry.id &&
    entry.id !== 'not-found' &&
    !entry.id.startsWith('ar-') &&
    routes.some((twin) => twin.id === `ar-${entry.id}`),
);

/** The path itself when it has no required parameter: optional segments are left out. */
const plainPath = (pattern: string) => `/${pattern.replace(/^\//, '').replace(/\/:\w+\?/g, '')}`;

test('every page route is swept, sampled or named as covered by a journey', () => {
  const unclassified = pageRoutes.filter(
    (entry) => plainPath(entry.path!).includes(':') && !samples[entry.id!] && !coveredByJourneys.has(entry.id!),
  );
  expect(unclassified.map((entry) => entry.id)).toEqual([]);
});

/** Pages a visitor without an account is sent away from (to log in, or a moved address). */
const redirectsAVisitor = new Set([
  'home-token',
  'reset-password',
  'my-account',
  'my-history',
  'preowned-car-form',
  'fetch',
  'fleet-manamgment',
]);

const softExpect = expect.configure({ soft: true });

const isArabic = (path: string) => path === '/ar' || path.startsWith('/ar/');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a visitor's page shows on a full load: 200, the page's language and direction, exactly one
 * main heading, its own canonical address, a title for sharing, no price declared without VAT and
 * no placeholder left unfilled, no serious or critical axe
 * violation (WCAG 2.2 A and AA) and headings in order.
 */
async function visitorPageChecks(page: Page, path: string, response: Response | null) {
  expect.soft(response?.status(), `GET ${path}`).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  await softExpect(heading, `the main heading of ${path}`).toHaveCount(1);
  await softExpect(heading, `the main heading of ${path}`).not.toBeEmpty();
  await softExpect(page.locator('link[rel="canonical"]'), `the canonical address of ${path}`).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+${path === '/' ? '/' : escapeRegExp(path)}$`),
  );
  await softExpect(page.locator('meta[property="og:title"]'), `the sharing title of ${path}`).toHaveCount(1);
  // Every price a visitor reads includes VAT, and the copy's figures are filled from the settings (decision 076).
  const text = await page.locator('body').innerText();
  expect.soft(text, `a price without VAT on ${path}`).not.toMatch(priceWithoutVat);
  expect.soft(text, `an unfilled placeholder on ${path}`).not.toMatch(unfilledPlaceholder);
  // WCAG 2.2's target size, and the heading outline Lighthouse's accessibility score also counts.
  // The site's header and footer are the same on every page: they are scanned with the home page, in each
  // language. Colours and type sizes come from the same styles in both languages, so contrast, half of a
  // scan's time, is checked on the English pages.
  const home = path === '/' || path === '/ar';
  const violations = await axeViolations(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
    rules: { 'heading-order': { enabled: true }, 'color-contrast': { enabled: !isArabic(path) } },
    exclude: home ? [] : ['body > header', 'body > footer'],
  });
  const serious = violations.filter(
    (violation) =>
      violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order',
  );
  expect.soft(violationLines(serious), `axe on ${path}`).toEqual([]);
}

type Snapshot = { pathname: string; lang: string; dir: string; title: string; h1: string; latinWords: number };

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const main = document.querySelector('main')?.innerText ?? '';
    return {
      pathname: window.location.pathname,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      title: document.title,
      h1: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      latinWords: (main.match(/[A-Za-z]{3,}/g) ?? []).length,
    };
  });
}

/**
 * The English words an Arabic visitor sees on the page: every visible word of Latin letters,
 * except the fleet's brand and model names (`names`), short upper-case abbreviations (CDW, GPS,
 * PDF), emails and web addresses, and text marked as English (`lang="en"`: the language switch,
 * or a staff text not yet translated, which a screen reader then reads in English).
 */
async function englishWordsShown(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((allowed) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [lang="en"]') || !parent.checkVisibility())
        continue;
      const text = (node.textContent ?? '').replace(/\S+@\S+/g, ' ').replace(/(?:https?:\/\/|www\.)\S+/g, ' ');
      for (const word of text.match(/[A-Za-z]+/g) ?? []) {
        if (word.length < 3 || /^[A-Z]{2,5}$/.test(word) || allowed.includes(word.toLowerCase())) continue;
        words.push(word);
      }
    }
    return words;
  }, names);
}

/** Every word of the fleet's brand and model names, as the public API lists them. */
async function fleetNames(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/v1/vehicles');
  expect(answer.ok()).toBe(true);
  const { vehicles } = (await answer.json()) as { vehicles: Array<{ brand: string; model: string }> };
  return [...new Set(vehicles.flatMap(({ brand, model }) => `${brand} ${model}`.toLowerCase().split(/[^a-z]+/)))];
}

/** Reaches `path` inside the running app: a visible link to it if this page has one, else the router's navigate. */
async function navigateInApp(page: Page, path: string): Promise<'click' | 'navigate'> {
  // Links that open the sign-in dialogs instead of navigating are not the page's link.
  const link = page.locator(`a[href="${path}"]:not([aria-haspopup]):visible`).first();
  if ((await link.count()) > 0) {
    await link.click();
    return 'click';
  }
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
  return 'navigate';
}

async function samplePath(page: Page, id: string): Promise<string | null> {
  const sample = samples[id];
  if (!sample) return null;
  await page.goto(sample.list, { waitUntil: 'domcontentloaded' });
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => sample.link.test(href));
  expect(found, `a link matching ${sample.link} on ${sample.list}`).toBeTruthy();
  return found!;
}

/**
 * `visitor`: the pages are the public ones, loaded by a visitor without an account. Each gets
 * `visitorPageChecks`, and an Arabic visitor must see no English beyond the fleet's names (staff
 * pages show what customers typed, in any script).
 */
async function sweep(full: Page, inApp: Page, locale: 'en' | 'ar', ids: string[], visitor = false) {
  const names = visitor && locale === 'ar' ? await fleetNames(full) : [];
  const pages: Array<{ id: string; path: string }> = [];
  for (const id of ids) {
    const entry = pageRoutes.find((candidate) => candidate.id === id)!;
    const plain = plainPath(entry.path!);
    pages.push({ id, path: localizePath(plain.includes(':') ? (await samplePath(full, id))! : plain, locale) });
  }
  const ways = { click: 0, navigate: 0 };
  await inApp.goto(localizePath('/sitemap', locale));
  // Before React has the page, the cookie choice is a plain form post that reloads it, and the router's
  // navigate can run before the router is listened to: the sweep starts on a hydrated page.
  await hydratedElement(inApp.locator('header a').first());
  // The choice is made once, so the bar covers no link; choosing is tested on its own below.
  const decline = inApp
    .getByRole('region', { name: locale === 'ar' ? 'الموافقة على ملفات تعريف الارتباط' : 'Cookie consent' })
    .getByRole('button');
  if (await decline.count()) {
    await decline.first().click();
    await expect(decline).toHaveCount(0);
  }
  for (const { id, path } of pages) {
    // The data request a client navigation makes answers for the page, in the page's language.
    const data = await full.request.get(`${path === '/' ? '/_' : path}.data`, { maxRedirects: 0 });
    // 200 with the page's data, or 202 with a redirect (sign-in, a moved page) the router follows.
    expect.soft([200, 202], `GET ${path}.data`).toContain(data.status());
    // The interface's messages travel with the code, never with the data (decision 031).
    if (data.status() === 200)
      expect
        .soft(await data.text(), `GET ${path}.data carries no messages`)
        .not.toContain(arCore['site.skipToContent']);

    const response = await full.goto(path, { waitUntil: 'domcontentloaded' });
    if (visitor && redirectsAVisitor.has(id))
      expect.soft(response?.request().redirectedFrom(), `${path} sends a visitor elsewhere`).toBeTruthy();
    else if (visitor) await visitorPageChecks(full, path, response);
    const loaded = await snapshot(full);
    ways[await navigateInApp(inApp, path)] += 1;
    // React renders the new page in a transition, a moment after the URL changes: poll until it shows.
    await softExpect
      .poll(async () => ({ ...(await snapshot(inApp)), latinWords: 0 }), {
        message: `${path} by client navigation`,
        timeout: 15_000,
      })
      .toEqual({ ...loaded, latinWords: 0 });
    if (names.length > 0) {
      expect.soft(await englishWordsShown(full, names), `English words on ${path} by full load`).toEqual([]);
      expect.soft(await englishWordsShown(inApp, names), `English words on ${path} by client navigation`).toEqual([]);
    } else if (locale === 'ar') {
      const inAppWords = (await snapshot(inApp)).latinWords;
      // Other tests add records (a blog post, a topic) as this runs: a page that grew meanwhile is loaded
      // again, so only English the client navigation itself brings counts.
      let baseline = loaded.latinWords;
      if (inAppWords > baseline + 3) {
        await full.reload({ waitUntil: 'domcontentloaded' });
        baseline = (await snapshot(full)).latinWords;
      }
      expect.soft(inAppWords, `English words on ${path} by client navigation`).toBeLessThanOrEqual(baseline + 3);
    }
  }
  test.info().annotations.push({
    type: 'reached',
    description: `${ways.click} pages by a click on a link, ${ways.navigate} by the router's navigate`,
  });
}

const isSwept = (id: string) => !coveredByJourneys.has(id);

/** The visitor's pages in three parts, so that the two test workers share them and each part has its own time. */
const visitorPages = pageRoutes
  .map((entry) => entry.id!)
  .filter(
    (id) =>
      isSwept(id) &&
      !id.startsWith('admin') &&
      !['management', 'rent-a-car-form', 'special-offers-form', 'blogs-form'].includes(id),
  );
const PARTS = 3;
const visitorParts = Array.from({ length: PARTS }, (_, part) =>
  visitorPages.filter((_, index) => index % PARTS === part),
);

test("the visitor's sweep reaches every static public page of the route tables", () => {
  const swept = visitorPages.map((id) => plainPath(pageRoutes.find((entry) => entry.id === id)!.path!));
  expect(staticPages.filter((path) => !swept.includes(path))).toEqual([]);
});

for (const locale of ['en', 'ar'] as const) {
  visitorParts.forEach((ids, part) => {
    test(`${locale}: every page by client navigation matches its full load, for a visitor (part ${part + 1} of ${PARTS})`, async ({
      context,
    }) => {
      test.setTimeout(240_000);
      const [full, inApp] = [await context.newPage(), await context.newPage()];
      await loadAxeWithEveryDocument(full);
      await sweep(full, inApp, locale, ids, true);
    });
  });

  test(`${locale}: every staff and customer page by client navigation matches its full load, for the owner`, async ({
    context,
  }) => {
    test.setTimeout(300_000);
    const [full, inApp] = [await context.newPage(), await context.newPage()];
    await signInAs(full, 'owner@example.ae');
    const ids = pageRoutes
      .map((entry) => entry.id!)
      .filter(
        (id) =>
          isSwept(id) &&
          (id.startsWith('admin') ||
            ['management', 'rent-a-car-form', 'special-offers-form', 'blogs-form', 'my-account', 'my-history'].includes(
              id,
            )),
      );
    await sweep(full, inApp, locale, ids);
  });
}

test('Arabic pages stay Arabic after choosing cookies, and a footer link, Back and Forward agree with full loads', async ({
  page,
}) => {
  await page.goto('/ar');
  const home = await snapshot(page);
  expect(home.lang).toBe('ar');
  await page.getByRole('button', { name: 'موافق' }).click();
  await expect(page.getByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' })).toHaveCount(0);
  await expect.poll(() => snapshot(page)).toEqual(home);

  // A content page from the footer, then Back and Forward; React renders each a moment after the URL changes.
  await page.goto('/ar/privacy-policy');
  const privacy = await snapshot(page);
  await page.goto('/ar');
  await page.locator('footer').getByRole('link', { name: 'سياسة الخصوصية' }).click();
  await expect(page).toHaveURL(/\/ar\/privacy-policy$/);
  await expect.poll(() => snapshot(page)).toEqual(privacy);
  await page.goBack();
  await expect(page).toHaveURL(/\/ar$/);
  await expect.poll(() => snapshot(page)).toEqual(home);
  await page.goForward();
  await expect.poll(() => snapshot(page)).toEqual(privacy);
});

test('a content page keeps its content after Decline on the cookie bar', async ({ page }) => {
  await page.goto('/company-profile');
  const loaded = await snapshot(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(loaded.h1);
  expect(await snapshot(page)).toEqual(loaded);
});

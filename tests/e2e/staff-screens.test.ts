import { type Cookie, type Page, expect, test } from './test';
import { signInAs } from './sign-in-as';
import { loadAxeWithEveryDocument, seriousViolations, wcag21 } from './axe-report';
import { picture } from './pictures';
import { hydratedElement } from './form-pages';

/**
 * A hop is one click: a path is a link to it (on the page, or in the header's menus), a pattern the
 * first link on the page whose path (without the /ar prefix) matches it. A record with a link is the
 * first record on a list whose page has that link: records without it are opened and left by Back,
 * as a person looking for one would.
 */
type RecordWithLink = { record: RegExp; withLink: RegExp };
type Hop = string | RegExp | RecordWithLink;

/** Every staff screen, as the owner (who holds every role) sees it, and the clicks that reach it from any page. */
const screens: Array<{ name: string; hops: Hop[] }> = [
  { name: 'vehicles', hops: ['/admin/vehicles'] },
  { name: 'vehicle-form', hops: ['/admin/vehicles', '/rent-a-car-form'] },
  { name: 'preowned-cars', hops: ['/admin/preowned-cars'] },
  { name: 'preowned-car-form', hops: ['/admin/preowned-cars', '/preowned-car-form'] },
  { name: 'offers', hops: ['/admin/offers'] },
  { name: 'offer-form', hops: ['/admin/offers', '/special-offers-form'] },
  { name: 'blogs', hops: ['/admin/blogs'] },
  { name: 'blog-form', hops: ['/admin/blogs', '/blogs-form'] },
  { name: 'testimonials', hops: ['/admin/testimonials'] },
  { name: 'fleet-categories', hops: ['/admin/fleet-categories'] },
  { name: 'people', hops: ['/admin/people'] },
  { name: 'settings', hops: ['/admin/settings'] },
  { name: 'today', hops: ['/admin/today'] },
  { name: 'bookings', hops: ['/admin'] },
  { name: 'inbox', hops: ['/admin/inbox'] },
  { name: 'accounts', hops: ['/admin/accounts'] },
  { name: 'customers', hops: ['/admin/customers'] },
  { name: 'booking', hops: ['/admin', /^\/admin\/bookings\/\d+$/] },
  {
    name: 'booking-change',
    hops: [
      '/admin',
      { record: /^\/admin\/bookings\/\d+$/, withLink: /^\/admin\/bookings\/\d+\/change$/ },
      /^\/admin\/bookings\/\d+\/change$/,
    ],
  },
  { name: 'customer', hops: ['/admin/customers', /^\/admin\/accounts\/\d+$/] },
  { name: 'vehicle-rates', hops: ['/admin/vehicles', /^\/admin\/vehicles\/\d+\/rates$/] },
  { name: 'preowned-car', hops: ['/admin/preowned-cars', /^\/preowned-car-form\/\d+$/] },
  { name: 'management', hops: ['/management'] },
];

/**
 * The owner signs in through the login page once per worker; the other screens' tests reuse that
 * session (these screens only read, and nothing in the suite ends the owner's sessions).
 */
let ownerSession: Cookie[] | undefined;
async function signInAsOwner(page: Page) {
  if (ownerSession) return page.context().addCookies(ownerSession);
  await signInAs(page, 'owner@example.ae');
  ownerSession = await page.context().cookies();
}

const localized = (path: string, locale: 'en' | 'ar') => (locale === 'ar' ? `/ar${path}` : path);

/** The paths of the page's own links that match a pattern, the /ar prefix left out of the match. */
async function linksMatching(page: Page, pattern: RegExp) {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(hrefs.filter((href) => pattern.test(href.replace(/^\/ar(?=\/)/, ''))))];
}

/** The link a hop clicks: on the page itself, else in the header, whose menus open first. */
async function linkFor(page: Page, hop: string | RegExp, locale: 'en' | 'ar') {
  if (hop instanceof RegExp) {
    const [href] = await linksMatching(page, hop);
    expect(href, `a link matching ${hop} on ${page.url()}`).toBeTruthy();
    return page.locator(`main a[href="${href}"]`).first();
  }
  const href = localized(hop, locale);
  const onPage = page.locator(`main a[href="${href}"]`);
  if ((await onPage.count()) > 0) return onPage.first();
  const inHeader = page.locator(`header a[href="${href}"]`).first();
  const menu = await inHeader.evaluate((link) => link.closest('[popover]')?.id);
  if (menu) await page.locator(`header [popovertarget="${menu}"]`).click();
  return inHeader;
}

/**
 * Clicks a hop's link and waits for the new screen: the router idle at its path, and its title shown
 * (React renders the page a moment after the router's state changes; every screen has its own title).
 * Its data must answer 200.
 */
async function click(page: Page, hop: string | RegExp, locale: 'en' | 'ar') {
  const link = await linkFor(page, hop, locale);
  const href = (await link.getAttribute('href'))!;
  const title = await page.title();
  const data = page.waitForResponse((response) => new URL(response.url()).pathname === `${href}.data`);
  await link.click();
  expect.soft((await data).status(), `GET ${href}.data`).toBe(200);
  await screenShown(page, href, title);
  return href;
}

/** The router idle at a path, and the page rendered: its title is no longer the one it had. */
async function screenShown(page: Page, path: string, title: string) {
  await page.waitForFunction(
    ({ path, title }) => {
      const { state } = (window as unknown as { __reactRouterDataRouter: { state: RouterState } })
        .__reactRouterDataRouter;
      return state.navigation.state === 'idle' && state.location.pathname === path && document.title !== title;
    },
    { path, title },
  );
}

/** Opens the list's records in turn until one has the link, and stays on it. */
async function openRecordWithLink(page: Page, { record, withLink }: RecordWithLink, locale: 'en' | 'ar') {
  const list = new URL(page.url()).pathname;
  for (const href of await linksMatching(page, record)) {
    await click(page, new RegExp(`^${href.replace(/^\/ar(?=\/)/, '')}$`), locale);
    if ((await linksMatching(page, withLink)).length > 0) return href;
    const title = await page.title();
    await page.goBack();
    await screenShown(page, list, title);
  }
  throw new Error(`no record on ${list} has a link matching ${withLink}`);
}
type RouterState = { navigation: { state: string }; location: { pathname: string } };

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

/**
 * Each test goes through a part of the screens on one page, one step per screen, the way staff do: from
 * the home page, by the header's menus and the links on each screen, never typing an address. Axe comes
 * with the first document and stays for the client navigations; one screen's failure does not stop the
 * others being checked. At the end, Back and Forward show the screens they lead to.
 */
const PARTS = 2;
const softExpect = expect.configure({ soft: true });
const screenParts = Array.from({ length: PARTS }, (_, part) => screens.filter((_, index) => index % PARTS === part));

for (const locale of ['en', 'ar'] as const) {
  screenParts.forEach((part, index) => {
    test(`${locale}: staff screens part ${index + 1} of ${PARTS} (${part.map(({ name }) => name).join(', ')}), reached by clicks: axe-clean, no sideways scrolling on a tablet or a phone, Back and Forward, screenshots at 390 and 1366 px`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await loadAxeWithEveryDocument(page);
      await signInAsOwner(page);
      await page.goto(localized('/', locale));
      await hydratedElement(page.locator('header a').first());
      // Decided once, so the bar covers no link.
      const cookieBar = page.getByRole('region', {
        name: locale === 'ar' ? 'الموافقة على ملفات تعريف الارتباط' : 'Cookie consent',
      });
      await cookieBar.getByRole('button').first().click();
      await expect(cookieBar).toHaveCount(0);
      const visited: Array<{ url: string; heading: string }> = [];
      for (const { name, hops } of part) {
        await test.step(name, async () => {
          await page.setViewportSize({ width: 1366, height: 900 });
          let url = '';
          for (const hop of hops) {
            if (typeof hop === 'string' && new URL(page.url()).pathname === localized(hop, locale)) continue;
            url =
              typeof hop === 'object' && 'record' in hop
                ? await openRecordWithLink(page, hop, locale)
                : await click(page, hop, locale);
            visited.push({ url, heading: await mainHeading(page) });
          }
          await expect.soft(page.locator('html'), url).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
          // Colours come from the same styles in both languages, so contrast, half of a scan's time, is
          // checked on the English screens (as the visitor's sweep does).
          expect
            .soft(
              await seriousViolations(page, {
                tags: wcag21,
                rules: { 'color-contrast': { enabled: locale === 'en' } },
              }),
              `axe on ${url}`,
            )
            .toEqual([]);
          await picture(page, `staff/${name}-${locale}-1366`, { fullPage: true });

          // A tablet and a phone: the page itself never scrolls sideways (wide tables scroll in their own box).
          // The layout follows the window's width (CSS media queries), so resizing is enough: no reload.
          for (const [width, height] of [
            [820, 1180],
            [390, 844],
          ]) {
            await page.setViewportSize({ width, height });
            await softExpect
              .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
                message: `${url}: no sideways scrolling at ${width} px`,
              })
              .toBeLessThanOrEqual(width);
          }
          await picture(page, `staff/${name}-${locale}-390`, { fullPage: true });
        });
      }
      await test.step('Back and Forward', async () => {
        const [before, last] = visited.slice(-2);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${before.url}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.heading);
        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`${last.url}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.heading);
      });
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adding a blog topic keeps the post being written and chooses the new topic', async ({ page }) => {
    const topic = `Mountain roads ${Math.random().toString(36).slice(2, 8)}`;
    await signInAs(page, 'cms@example.ae');
    await page.goto('/blogs-form');
    await page.getByLabel('Title', { exact: true }).fill('Driving up Jebel Jais');
    await page.getByLabel('Slug').fill('driving-up-jebel-jais');
    await page.getByLabel('Body', { exact: true }).fill('Use a low gear on the way down.');
    await page.getByLabel('Title, in Arabic').fill('صعود جبل جيس');
    await page.getByLabel('Body, in Arabic').fill('استخدم ناقل حركة منخفضاً عند النزول.');
    await page.getByText('Add a topic').click();
    await page.getByLabel('New topic', { exact: true }).fill(topic);
    await page.getByRole('button', { name: 'Add topic' }).click();

    await expect(page.getByText(`Topic “${topic}” added.`)).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Driving up Jebel Jais');
    await expect(page.getByLabel('Slug')).toHaveValue('driving-up-jebel-jais');
    await expect(page.getByLabel('Body', { exact: true })).toHaveValue('Use a low gear on the way down.');
    await expect(page.getByLabel('Title, in Arabic')).toHaveValue('صعود جبل جيس');
    await expect(page.getByLabel('Body, in Arabic')).toHaveValue('استخدم ناقل حركة منخفضاً عند النزول.');
    await expect(page.getByLabel('Topic', { exact: true }).locator('option:checked')).toHaveText(topic);
  });
});

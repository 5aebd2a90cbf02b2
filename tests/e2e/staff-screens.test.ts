import { type Cookie, type Page, expect, test } from './test';
import { signInAs } from './sign-in-as';
import { loadAxeWithEveryDocument, seriousViolations, wcag21 } from './axe-report';
import { picture } from './pictures';

/** Every staff screen, as the owner (who holds every role) sees it. */
const staffScreens = [
  ['vehicles', '/admin/vehicles'],
  ['vehicle-form', '/rent-a-car-form'],
  ['preowned-cars', '/admin/preowned-cars'],
  ['preowned-car-form', '/preowned-car-form'],
  ['offers', '/admin/offers'],
  ['offer-form', '/special-offers-form'],
  ['blogs', '/admin/blogs'],
  ['blog-form', '/blogs-form'],
  ['testimonials', '/admin/testimonials'],
  ['fleet-categories', '/admin/fleet-categories'],
  ['people', '/admin/people'],
  ['settings', '/admin/settings'],
  ['today', '/admin/today'],
  ['bookings', '/admin'],
  ['inbox', '/admin/inbox'],
  ['accounts', '/admin/accounts'],
  ['customers', '/admin/customers'],
] as const;

/**
 * The screens of one record, reached from the list that links to them: its first link whose path
 * matches, then the path that follows from it (the booking's change page from its booking page).
 */
const recordScreens = [
  ['booking', '/admin', /^\/admin\/bookings\/\d+$/, ''],
  ['booking-change', '/admin', /^\/admin\/bookings\/\d+$/, '/change'],
  ['customer', '/admin/customers', /^\/admin\/accounts\/\d+$/, ''],
  ['vehicle-rates', '/admin/vehicles', /^\/admin\/vehicles\/\d+\/rates$/, ''],
  ['preowned-car', '/admin/preowned-cars', /^\/preowned-car-form\/\d+$/, ''],
  ['management', '/management', /^\/management$/, ''],
] as const;

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

/** The path of the first link on a list page that leads to one of its records. */
async function firstRecordPath(page: Page, list: string, pattern: RegExp) {
  if (pattern.test(list)) return list;
  await page.goto(list);
  const paths = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const found = paths.find((path) => pattern.test(path));
  expect(found, `a link to a record on ${list}`).toBeTruthy();
  return found!;
}

const screens = [
  ...staffScreens.map(([name, path]) => ({ name, path: async () => path })),
  ...recordScreens.map(([name, list, pattern, suffix]) => ({
    name,
    path: async (page: Page) => `${await firstRecordPath(page, list, pattern)}${suffix}`,
  })),
];

/**
 * Each test goes through a part of the screens on one page, one step per screen, the way the
 * visitor's sweep goes through its pages: axe comes with every document, compiled once for the page,
 * and one screen's failure does not stop the others being checked.
 */
const PARTS = 2;
const softExpect = expect.configure({ soft: true });
const screenParts = Array.from({ length: PARTS }, (_, part) => screens.filter((_, index) => index % PARTS === part));

for (const locale of ['en', 'ar'] as const) {
  screenParts.forEach((part, index) => {
    test(`${locale}: staff screens part ${index + 1} of ${PARTS} (${part.map(({ name }) => name).join(', ')}): axe-clean, no sideways scrolling on a tablet or a phone, screenshots at 390 and 1366 px`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await loadAxeWithEveryDocument(page);
      await signInAsOwner(page);
      for (const { name, path } of part) {
        await test.step(name, async () => {
          await page.setViewportSize({ width: 1366, height: 900 });
          const url = `${locale === 'ar' ? '/ar' : ''}${await path(page)}`;
          expect.soft((await page.goto(url))?.status(), url).toBe(200);
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

import { expect, test } from './test';
import { signInAs } from './sign-in-as';

test.describe.configure({ timeout: 300_000 });

const screens = [
  ['tolls', '/admin/tolls-fines'],
  ['history', '/admin/history'],
  ['reports', '/admin/reports'],
  ['new-booking', '/admin/bookings/new'],
  ['today', '/admin/today'],
];

test('look', async ({ page }) => {
  await signInAs(page, 'admin@example.ae');
  for (const [name, path] of screens) {
    for (const lang of ['en', 'ar']) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(lang === 'ar' ? `/ar${path}` : path);
        await expect(page.locator('h1')).toBeVisible();
        const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        console.log(name, lang, width, 'overflow', over);
        await page.screenshot({ path: `/tmp/look/${name}-${lang}-${width}.png`, fullPage: true });
      }
    }
  }
  // The extension screen of the on-rent fixture booking.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin?reference=OR-ONRENTXT');
  await page.getByRole('link', { name: 'Open booking OR-ONRENTXT' }).click();
  const url = page.url();
  for (const lang of ['en', 'ar']) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const base = new URL(url).pathname;
      await page.goto(lang === 'ar' ? `/ar${base}/extend` : `${base}/extend`);
      const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log('extend', lang, width, 'overflow', over);
      await page.screenshot({ path: `/tmp/look/extend-${lang}-${width}.png`, fullPage: true });
      await page.goto(lang === 'ar' ? `/ar${base}` : base);
      await page.screenshot({ path: `/tmp/look/booking-${lang}-${width}.png`, fullPage: true });
    }
  }
});

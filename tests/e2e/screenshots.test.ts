import { expect, test } from './test';
import { takeTheSecondTimeOffered } from './book-through-the-site';
import { hydrated } from './form-pages';
import { PICTURES, picture } from './pictures';

/** Screenshots to look at: the home page at phone and desktop widths, in both languages. */
for (const width of [390, 1366]) {
  for (const path of ['/', '/ar']) {
    test(`screenshot ${path} at ${width}px`, { tag: PICTURES }, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(path);
      await picture(page, `home-${path === '/' ? 'en' : 'ar'}-${width}`, { fullPage: true });
    });
  }
}

/** The booking journey in Arabic, right to left: the priced list, the vehicle's price page and its breakdown. */
test('screenshot the Arabic booking pages at phone and desktop widths', async ({ page }) => {
  await page.goto('/booking-enquiry?type=Economy');
  await hydrated(page, 'booking-enquiry');
  await page.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
  await page.getByLabel('Pick-up location', { exact: true }).selectOption('Dubai_Ittihad Road');
  await takeTheSecondTimeOffered(page);
  await page.getByLabel('First name', { exact: true }).fill('Layla');
  await page.getByLabel('Last name', { exact: true }).fill('Al Mansoori');
  await page.getByLabel('Email', { exact: true }).fill('layla@example.ae');
  await page.getByLabel('Mobile number', { exact: true }).fill('050 123 4567');
  await page.getByLabel(/I agree with the/).check();
  await page.getByRole('button', { name: 'Find my car' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/Economy$/);
  const list = new URL(page.url()).pathname;
  await page
    .getByRole('link', { name: /BOOK NOW/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/details-master\//);
  const details = new URL(page.url()).pathname;

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/ar${list}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await picture(page, `booking-list-ar-${width}`, { fullPage: true });
    await page.goto(`/ar${details}`);
    await picture(page, `details-master-ar-${width}`, { fullPage: true });
    await page.getByRole('button', { name: 'تفاصيل السعر' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await picture(page, `price-breakdown-ar-${width}`);
  }
});

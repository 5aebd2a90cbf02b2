import { test } from '@playwright/test';

/** Screenshots to look at: the home page at phone and desktop widths, in both languages. */
for (const width of [390, 1366]) {
  for (const path of ['/', '/ar']) {
    test(`screenshot ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(path);
      await page.screenshot({ path: `screenshots/home-${path === '/' ? 'en' : 'ar'}-${width}.png`, fullPage: true });
    });
  }
}

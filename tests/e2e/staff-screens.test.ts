import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from './sign-in-as';

/** Every staff screen, as the owner (who holds every role) sees it. */
const staffScreens = [
  ['vehicles', '/admin/vehicles'],
  ['vehicle-form', '/rent-a-car-form'],
  ['offers', '/admin/offers'],
  ['offer-form', '/special-offers-form'],
  ['blogs', '/admin/blogs'],
  ['blog-form', '/blogs-form'],
  ['testimonials', '/admin/testimonials'],
  ['fleet-categories', '/admin/fleet-categories'],
  ['settings', '/admin/settings'],
  ['today', '/admin/today'],
  ['bookings', '/admin'],
  ['inbox', '/admin/inbox'],
  ['accounts', '/admin/accounts'],
  ['customers', '/admin/customers'],
] as const;

for (const locale of ['en', 'ar'] as const) {
  for (const [name, path] of staffScreens) {
    const url = locale === 'ar' ? `/ar${path}` : path;
    test(`${url}: axe-clean, no sideways scrolling on a tablet or a phone, screenshots at 390 and 1366 px`, async ({ page }) => {
      await signInAs(page, 'owner@example.ae');
      await page.setViewportSize({ width: 1366, height: 900 });
      expect((await page.goto(url))?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      await page.screenshot({ path: `screenshots/staff/${name}-${locale}-1366.png`, fullPage: true });

      // A tablet and a phone: the page itself never scrolls sideways (wide tables scroll in their own box).
      for (const [width, height] of [[820, 1180], [390, 844]]) {
        await page.setViewportSize({ width, height });
        await page.reload();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await page.screenshot({ path: `screenshots/staff/${name}-${locale}-390.png`, fullPage: true });
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adding a blog topic keeps the post being written and chooses the new topic', async ({ page }) => {
    const topic = `Mountain roads ${Math.random().toString(36).slice(2, 8)}`;
    await signInAs(page, 'cms@example.ae');
    await page.goto('/blogs-form');
    await page.getByLabel('Title', { exact: true }).fill('Driving up Jebel Jais');
    await page.getByLabel('Slug').fill('driving-up-jebel-jais');
    await page.getByLabel('Body').fill('Use a low gear on the way down.');
    await page.getByText('Add a topic').click();
    await page.getByLabel('New topic').fill(topic);
    await page.getByRole('button', { name: 'Add topic' }).click();

    await expect(page.getByText(`Topic “${topic}” added.`)).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Driving up Jebel Jais');
    await expect(page.getByLabel('Slug')).toHaveValue('driving-up-jebel-jais');
    await expect(page.getByLabel('Body')).toHaveValue('Use a low gear on the way down.');
    await expect(page.getByLabel('Topic', { exact: true }).locator('option:checked')).toHaveText(topic);
  });
});

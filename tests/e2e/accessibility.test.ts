import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { staticPages } from './site-pages';

for (const locale of ['en', 'ar'] as const) {
  for (const path of staticPages) {
    const url = locale === 'ar' ? (path === '/' ? '/ar' : `/ar${path}`) : path;
    test(`axe: ${url} has no serious or critical violations`, async ({ page }) => {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        ),
      ).toEqual([]);
    });
  }
}

test('axe: the 404 page', async ({ page }) => {
  await page.goto('/nowhere');
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);
});

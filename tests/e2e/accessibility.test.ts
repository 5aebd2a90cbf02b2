import { expect, test } from './test';
import { seriousViolations } from './axe-report';

// Every public page is checked with axe on the full load the client-navigation sweep makes of it,
// in both languages (visitorPageChecks in client-navigation.test.ts); forms, dialogs and staff
// screens are checked in their own tests, in the states they reach.

test('axe: the 404 page', async ({ page }) => {
  await page.goto('/nowhere');
  // Every rule axe has, best practices included.
  expect(await seriousViolations(page, {})).toEqual([]);
});

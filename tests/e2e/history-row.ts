import { type Page, expect } from '@playwright/test';

/**
 * A booking's row in My bookings (newest first, five to a page), following the history's Next link
 * from the page shown until it appears: the demo customer's bookings pile up over a run, and older
 * ones move on to later pages.
 */
export async function historyRow(page: Page, reference: string) {
  const row = page.getByRole('row', { name: new RegExp(reference) });
  for (let tries = 0; tries < 60; tries++) {
    // Reached by a click, the address changes a moment before React renders the history: the page
    // before it (the account page lists bookings too) must not be searched instead.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My booking history');
    if ((await row.count()) > 0) return row;
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    const next = pages.getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) break;
    const shown = Number(new URL(page.url()).searchParams.get('page') ?? '1');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${shown + 1}(&|$)`));
    // The address changes a moment before React renders the next page: wait for its rows.
    await expect(pages.locator('[aria-current="page"]')).toHaveText(String(shown + 1));
  }
  return row;
}

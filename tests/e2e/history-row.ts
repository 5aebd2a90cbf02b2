import { type Page, expect } from '@playwright/test';

/**
 * A booking's row in My bookings (newest first, five to a page), following the history's Next link
 * from the page shown until it appears: the demo customer's bookings pile up over a run, and older
 * ones move on to later pages.
 */
export async function historyRow(page: Page, reference: string) {
  const row = page.getByRole('row', { name: new RegExp(reference) });
  for (let tries = 0; tries < 60; tries++) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if ((await row.count()) > 0) return row;
    const next = page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' });
    if ((await next.count()) === 0) break;
    const shown = Number(new URL(page.url()).searchParams.get('page') ?? '1');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${shown + 1}(&|$)`));
  }
  return row;
}

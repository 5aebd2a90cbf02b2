import { type Page, expect } from '@playwright/test';

/** The seed's one password for every demo account (development and test only). */
export const DEMO_PASSWORD = 'Oasis@2026';

/**
 * Signs in through the real login page, as a person would; the browser context keeps the session
 * cookie, so every page opened in it afterwards is signed in.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const form = page.locator('main');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

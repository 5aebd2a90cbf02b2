import { type Page, expect } from '@playwright/test';

/** The seed's one password for every demo account (development and test only). */
export const DEMO_PASSWORD = 'Oasis@2026';

/**
 * Signs in with the login page's own form post, the request a person's Login click sends, without
 * loading the login page and the landing page around it (a second a sign-in on a busy machine, and
 * sixty sign-ins in the suite). The browser context keeps the session cookie, so every page opened in
 * it afterwards is signed in. Returns where the site sends the person (their landing page), for a test
 * that goes on from there. The pages and dialogs themselves are driven in sign-in.test.ts.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const answer = await page.request.post('/login', { form: { email, password }, maxRedirects: 0 });
  expect(answer.status(), `signing in as ${email}`).toBe(302);
  return answer.headers()['location']!;
}

import { type BrowserContext, type BrowserContextOptions, type FullProject, test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type * from '@playwright/test';

/** What the project's device gives every context: its address, window, user agent and screen. */
function deviceOptions({ use }: FullProject): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
}

/**
 * The suite's `test`. Each worker keeps one browser context for the tests that take the default `page`
 * and `context`; each test gets a new page in it, with no cookies and no permissions when it starts
 * and its pages and routes gone when it ends. The context keeps its HTTP cache, as a returning
 * visitor's browser does, so a test no longer downloads and compiles the site's scripts, styles and
 * fonts afresh: 9% of the end-to-end run's processor time (decision record 042). Pages are
 * revalidated on every load (`max-age=0`), so a cached copy never hides a change.
 *
 * A test that turns JavaScript off gets a fresh context of its own; a test that asks for another
 * window size gets it on its page. Tests that open contexts with `browser.newContext()` (several
 * people signed in at once) are untouched.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext(deviceOptions(workerInfo.project));
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ workerContext, browser, javaScriptEnabled }, provide, testInfo) => {
    if (javaScriptEnabled === false) {
      const own = await browser.newContext({ ...deviceOptions(testInfo.project), javaScriptEnabled: false });
      await provide(own);
      await own.close();
      return;
    }
    await workerContext.clearCookies();
    await workerContext.clearPermissions();
    await provide(workerContext);
    for (const page of workerContext.pages()) await page.close();
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
  },

  page: async ({ context, viewport }, provide) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await provide(page);
  },
});

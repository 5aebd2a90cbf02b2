import { type Locator, type Page, expect, test } from './test';
import { picture } from './pictures';

/**
 * React has taken over the form once its props sit on the DOM node; before that a click is a plain
 * post. A form whose code comes on demand (the home page's, decision record 078) is ready once the
 * page holds its sends until the code comes.
 */
export async function hydrated(page: Page, formId: string) {
  await page.waitForFunction((id) => {
    const form = document.getElementById(id);
    return (
      form !== null &&
      (Object.keys(form).some((key) => key.startsWith('__reactProps')) ||
        form.closest('[data-on-demand="waiting"]') !== null)
    );
  }, formId);
}

/**
 * React has taken over this element (a link that opens a dialog, say): before that a click follows
 * the plain link. Arabic pages hydrate a round trip later than English ones, once their Arabic is here.
 */
export async function hydratedElement(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

type FormPage = { path: string; submit: string };

/**
 * Screenshots to look at: the page, and the form with its messages, at phone and desktop widths in
 * both languages (`screenshots/forms`, named after `name`); neither width may scroll sideways.
 */
export function screenshotFormPages(name: string, formId: string, pages: { en: FormPage; ar: FormPage }) {
  for (const width of [390, 1366]) {
    for (const language of ['en', 'ar'] as const) {
      const { path, submit } = pages[language];
      test(`screenshot ${name} ${language} at ${width}px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(path);
        await picture(page, `forms/${name}-${language}-${width}`, { fullPage: true });
        await hydrated(page, formId);
        await page.getByRole('button', { name: submit }).click();
        await expect(page.locator(`#${formId} [aria-invalid="true"]`).first()).toBeVisible();
        await picture(page, `forms/${name}-errors-${language}-${width}`, { fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
}

import { test } from './test';
import { PICTURES, picture } from './pictures';

// Each page of the contact, enquiry, chauffeur, promotion and tour forms at phone and desktop width, in both languages.
const pages = ['contact-us', 'enquiry', 'chauffeur-services', 'economy-promotion', 'academic-promotion', 'tour'];

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, { tag: PICTURES }, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const path of pages) {
      for (const locale of ['en', 'ar']) {
        test(`${locale} /${path}`, async ({ page }) => {
          await page.goto(`${locale === 'ar' ? '/ar' : ''}/${path}`);
          await page.waitForLoadState('networkidle').catch(() => {});
          await picture(page, `forms/${path}-${locale}-${width}`, { fullPage: true });
        });
      }
    }
  });
}

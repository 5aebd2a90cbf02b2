import { picture } from './pictures';
import { expect, test } from './test';

/** The roadside line as the seed has it: in Arabic text its two digit groups must keep their order. */
const roadside = '\u2066800 76237\u2069';

test('the Arabic FAQ and terms keep a phone number’s digit groups in order inside the sentence', async ({ page }) => {
  await page.goto('/ar');
  await page.getByRole('contentinfo').getByRole('link', { name: 'الأسئلة الشائعة' }).click();
  await expect(page).toHaveURL(/\/ar\/faq$/);
  const breakdown = page.locator('details', { hasText: 'ماذا يحدث إذا تعطلت السيارة؟' });
  await breakdown.locator('summary').click();
  await expect(breakdown.getByText(new RegExp(`على مدار الساعة ${roadside}`))).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(breakdown, 'phone-numbers/ar-faq-breakdown-390');

  await page.goto('/ar/terms-conditions');
  await expect(page.getByText(new RegExp(`ثم أبلغنا على ${roadside}`))).toBeVisible();
});

for (const [prefix, call] of [
  ['', 'Call'],
  ['/ar', 'اتصل على'],
] as const) {
  test(`${prefix || '/'}: the hotlines on Contact Us are links a phone can call, in E.164`, async ({ page }) => {
    await page.goto(`${prefix}/contact-us`);
    const main = page.getByRole('main');
    const abuDhabi = main.getByRole('link', { name: `${call} 600 587004` });
    await expect(abuDhabi).toHaveAttribute('href', 'tel:+971600587004');
    await expect(abuDhabi).toHaveText('600 587004');
    await expect(main.getByRole('link', { name: `${call} 600 587005` })).toHaveAttribute('href', 'tel:+971600587005');
    await page.setViewportSize({ width: 390, height: 844 });
    await picture(main.locator('section', { has: abuDhabi }), `phone-numbers/${prefix ? 'ar' : 'en'}-hotlines-390`);
  });
}

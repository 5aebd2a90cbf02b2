import { picture } from './pictures';
import { staticPages } from './site-pages';
import { expect, test } from './test';

/**
 * Phone numbers as the pages write them (digit groups joined by spaces or dashes, seven digits or
 * more) that no element set left to right holds: in Arabic text such a number reads backwards
 * ("76237 800"). The whole number must sit inside one element with dir="ltr", which isolates it.
 */
const unisolatedNumbers = () => {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest('script, style, noscript, template')) continue;
    for (const [number] of node.textContent!.matchAll(/\+?\d+(?:[ -]\d+)+/g)) {
      if (number.replace(/\D/g, '').length < 7) continue;
      const ltr = parent.closest('[dir="ltr"]');
      if (!ltr || ltr === document.documentElement)
        found.push(`${number} in "${parent.textContent!.trim().slice(0, 60)}"`);
    }
  }
  return found;
};

test('on every public page in Arabic, each phone number is set left to right in an element of its own', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const everywhere: Record<string, string[]> = {};
  for (const path of staticPages) {
    await page.goto(`/ar${path === '/' ? '' : path}`);
    const found = await page.evaluate(unisolatedNumbers);
    if (found.length) everywhere[path] = found;
  }
  expect(everywhere).toEqual({});
});

test('the Arabic FAQ and terms keep a phone number’s digit groups in order, as a link a phone can call', async ({
  page,
}) => {
  await page.goto('/ar');
  await page.getByRole('contentinfo').getByRole('link', { name: 'الأسئلة الشائعة' }).click();
  await expect(page).toHaveURL(/\/ar\/faq$/);
  const breakdown = page.locator('details', { hasText: 'ماذا يحدث إذا تعطلت السيارة؟' });
  await breakdown.locator('summary').click();
  const roadside = breakdown.getByRole('link', { name: 'اتصل على 800 76237' });
  await expect(roadside).toHaveAttribute('href', 'tel:+97180076237');
  await expect(roadside).toHaveAttribute('dir', 'ltr');
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(breakdown, 'phone-numbers/ar-faq-breakdown-390');

  await page.goto('/ar/terms-conditions');
  await expect(page.getByRole('link', { name: 'اتصل على 800 76237' }).first()).toHaveAttribute('dir', 'ltr');
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
    await picture(
      main.locator('section', { has: page.getByRole('link', { name: `${call} 600 587004` }) }),
      `phone-numbers/${prefix ? 'ar' : 'en'}-hotlines-390`,
    );
  });
}

import { expect, type Page, test } from './test';
import { signInAs } from './sign-in-as';

// What a reader sees: Intl's no-break space and the bidi marks around Arabic amounts do not count.
const seen = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
const latin = /[A-Za-z]/;

async function openBoardFromMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await nav.getByRole('button', { name: 'من نحن' }).click();
  await nav.getByRole('link', { name: 'مجلس الإدارة والإدارة التنفيذية' }).click();
  await expect(page).toHaveURL(/\/ar\/the-board$/);
}

test('an Arabic visitor reaches the board and a profile through the menu and reads the names in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/ar');
  await openBoardFromMenu(page);

  const founder = page.getByRole('link', { name: /سعيد محمد الظاهري/ });
  await expect(founder).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toContainText('Dhaheri');
  for (const name of await page.getByRole('tabpanel').locator('a span.font-bold').allInnerTexts())
    expect(name).not.toMatch(latin);

  await page.getByRole('tab', { name: 'الإدارة التنفيذية' }).click();
  await page.getByRole('link', { name: /فاطمة علي الشامسي/ }).click();
  await expect(page).toHaveURL(/\/ar\/the-board\/chief-operating-officer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فاطمة علي الشامسي');
  // The portrait is described in the page's language.
  await expect(page.getByRole('img', { name: 'فاطمة علي الشامسي' })).toBeVisible();
  await expect(page).toHaveTitle(/فاطمة علي الشامسي/);
  await expect(page.locator('main')).not.toContainText('Shamsi');
});

test('the content team writes a customer’s Arabic name beside the English one and Arabic visitors read it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(await signInAs(page, 'cms@example.ae'));
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'CMS' }).click();
  await expect(nav.getByRole('link', { name: 'Board and Management' })).toBeVisible();
  await nav.getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await page.getByRole('link', { name: /^Edit\s*: Priya Menon$/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit testimonial' })).toBeVisible();

  const english = page.getByLabel('Name (English)');
  const arabic = page.getByLabel('Name (Arabic, optional)');
  await expect(english).toHaveValue('Priya Menon');
  await expect(arabic).toHaveValue('بريا مينون');
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  // Side by side on a wide screen: one row, English first.
  const [left, right] = [await english.boundingBox(), await arabic.boundingBox()];
  expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
  expect(right!.x).toBeGreaterThan(left!.x + left!.width);

  // Without the Arabic the list marks the record, and Arabic pages fall back to English.
  await arabic.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Priya Menon' });
  await expect(row.getByText('Arabic missing')).toBeVisible();

  const newName = 'بريا مينون ناير';
  try {
    await row.getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit testimonial' })).toBeVisible();
    await expect(page.getByLabel('Name (English)')).toHaveValue('Priya Menon');
    await page.getByLabel('Name (Arabic, optional)').fill(newName);
    // A mistake elsewhere keeps both names as typed.
    await page.getByLabel('Testimonial (English)').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fill in this field!')).toBeVisible();
    await expect(page.getByLabel('Name (Arabic, optional)')).toHaveValue(newName);
    await page
      .getByLabel('Testimonial (English)')
      .fill('We have rented a Nissan Sunny month after month for two years.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Priya Menon' }).getByText('Arabic missing')).toHaveCount(
      0,
    );

    // A visitor on the Arabic home page.
    const visitor = await browser.newPage();
    await visitor.goto('/ar');
    const testimonials = visitor.getByRole('region', { name: 'ماذا يقول عملاؤنا' });
    await expect(testimonials).toContainText(newName);
    await expect(testimonials.getByRole('img', { name: newName })).toBeVisible();
    await expect(testimonials).not.toContainText('Priya');
    await visitor.close();
  } finally {
    await page.goto('/admin/testimonials');
    await page.getByRole('link', { name: /^Edit\s*: Priya Menon$/ }).click();
    await expect(page.getByLabel('Name (English)')).toHaveValue('Priya Menon');
    await page.getByLabel('Name (Arabic, optional)').fill('بريا مينون');
    await page
      .getByLabel('Testimonial (English)')
      .fill(
        'We have rented a Nissan Sunny month after month for two years. When the service was due, the Ittihad Road branch swapped the car in under half an hour. Honest prices and no surprises.',
      );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  }
});

test('an offer’s words are text in the visitor’s language, over a banner that has none', async ({ page }) => {
  await page.goto('/ar');
  await page.locator('footer').getByRole('link', { name: 'العروض الخاصة' }).click();
  await expect(page).toHaveURL(/\/ar\/special-offers$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /عطلة نهاية الأسبوع/ }) });
  // Computed from the standard SUVs' rates with the offer's 10% off (decision 083), not typed.
  expect(seen(await card.innerText())).toContain('ابتداءً من 84.11 د.إ. يومياً لإيجار 22 يوماً أو أكثر، شاملة الضريبة');
  await card.getByRole('link', { name: /عرض التفاصيل/ }).click();
  await expect(page).toHaveURL(/\/ar\/special-offer\/\d+$/);

  const words = seen(await page.locator('article').innerText());
  expect(words).toContain('ابتداءً من 84.11 د.إ. يومياً لإيجار 22 يوماً أو أكثر، شاملة الضريبة');
  expect(words).toMatch(/ساري حتى/);
  expect(words).not.toMatch(/AED|per day|PER DAY/);
  // The banner is described as a picture only (no words of the offer in its text alternative) and draws no text.
  const banner = page.locator('article img').first();
  await expect(banner).toHaveAttribute('alt', '');
  const svg = await (await page.request.get((await banner.getAttribute('src'))!)).text();
  expect(svg).toMatch(/^<svg/);
  expect(svg).not.toMatch(/<text|<tspan/);
  // The price sits over the picture, inside its box, which keeps its 3:1 shape while it loads.
  const box = (await banner.boundingBox())!;
  const price = (await page.getByText(/^ابتداءً من\s?\u200f?84\.11\s?د\.إ\./).boundingBox())!;
  expect(price.y).toBeGreaterThanOrEqual(box.y);
  expect(price.y + price.height).toBeLessThanOrEqual(box.y + box.height + 1);
  expect(Math.round(box.width / box.height)).toBe(3);

  // The same offer in English.
  await page.locator('a[hreflang="en"]').first().click();
  await expect(page).toHaveURL(/\/special-offer\/\d+$/);
  expect(seen(await page.locator('article').innerText())).toContain(
    'From AED 84.11 a day on rentals of 22 days or more, VAT included',
  );
});

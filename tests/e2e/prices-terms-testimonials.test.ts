import { expect, type Page, test } from './test';
import { pngImage } from '../factories/images';
import { signInAs } from './sign-in-as';

// What a reader sees: Intl's no-break space and the bidi marks around Arabic amounts do not count.
const seen = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\u00a0/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/** A daily rate written the old way, the number before the currency ('66 AED', '66 د.إ'). */
const OLD_RATE = /\b\d[\d,]*\s*(AED|د\.إ)/;

test('fleet cards and a car page show the from price with VAT, what it is, in the site’s money format, in English and Arabic', async ({
  page,
}) => {
  await page.goto('/fleet-guide');
  const card = page.locator('main ul > li > article').first();
  await expect(card).toContainText(/From\s*AED\s\d[\d,]*\.\d\d\s*a day on rentals of 22 days or more, VAT included/);
  expect(await seen(page, 'main')).not.toMatch(OLD_RATE);

  // The card's name leads to the car, whose price reads the same.
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  const rate = /AED\s(\d[\d,]*\.\d\d)/.exec(await card.innerText())![1];
  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(new RegExp(`^AED\\s${rate.replace('.', '\\.')}$`)).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Details' })).toContainText(
    `From AED ${rate} a day on rentals of 22 days or more, VAT included`,
  );
  expect(await seen(page, 'main')).not.toMatch(OLD_RATE);
  // A rental car's terms tab keeps to renting: buying a pre-owned car is not among them.
  await page.getByRole('tab', { name: 'Terms' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Terms' })).not.toContainText('Buying a pre-owned car');
  await page.goBack();
  await expect(page).toHaveURL(/\/fleet-guide$/);

  await page.goto('/ar/fleet-guide');
  const arabicCard = page.locator('main ul > li > article').first();
  await expect(arabicCard).toContainText(/ابتداءً من/);
  expect(await seen(page, 'main ul > li > article >> nth=0')).toMatch(
    /\d[\d,]*\.\d\d د\.إ\.\s*في اليوم عند الإيجار لمدة 22 يوماً أو أكثر، شاملة ضريبة القيمة المضافة/,
  );
  await arabicCard.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seen(page, 'main')).toMatch(/\d[\d,]* د\.إ\./);
  expect(await seen(page, 'main')).not.toMatch(/\d+\s*AED/);
});

test('the terms state the pre-owned sale terms in both languages, and a car for sale links to them', async ({
  page,
}) => {
  await page.goto('/preowned-cars');
  await page.locator('main article h2 a, main article h3 a').first().click();
  await expect(page.getByRole('region', { name: 'Terms of sale' })).toContainText(
    'within 48 hours of the car being reserved for you',
  );
  const carPage = page.url();
  await page.getByRole('link', { name: 'Read the full terms of sale' }).click();
  await expect(page).toHaveURL(/\/terms-conditions#used-car-sale$/);
  const section = page.locator('#used-car-sale');
  await expect(section.getByRole('heading', { level: 2 })).toContainText('Buying a pre-owned car');
  await expect(section).toContainText('Pay the full price within 48 hours of the car being reserved for you.');
  await expect(section).toContainText('Paid later, a late fee of AED 100 applies for each day, for up to 7 days.');
  await expect(section).toContainText(
    'A paid car not collected by the agreed date is stored at AED 100 per day until it is collected.',
  );
  await expect(section).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(carPage);

  await page.goto('/ar/preowned-cars');
  await page.locator('main article h2 a, main article h3 a').first().click();
  await page.getByRole('link', { name: 'اقرأ شروط البيع كاملة' }).click();
  await expect(page).toHaveURL(/\/ar\/terms-conditions#used-car-sale$/);
  const arabic = page.locator('#used-car-sale');
  await expect(arabic.getByRole('heading', { level: 2 })).toContainText('شراء سيارة مستعملة');
  await expect(arabic).toContainText('يُدفع السعر كاملاً خلال 48 ساعة من حجز السيارة لك.');
  expect(await seen(page, '#used-car-sale')).toContain('غرامة تأخير قدرها 100 د.إ. عن كل يوم، لمدة أقصاها 7 أيام');
  expect(await seen(page, '#used-car-sale')).toContain('رسوم تخزين قدرها 100 د.إ. يومياً');
  await expect(arabic).toBeInViewport();
});

test('the content team uploads a customer’s portrait and the home page shows it, named', async ({ page }) => {
  const name = `Hessa ${Date.now().toString(36)}`;
  await signInAs(page, 'cms@example.ae');
  await page.goto('/admin/testimonials');
  await page.getByLabel('Name (English)').fill(name);
  // First in the list, so the home page, which shows two, includes it.
  await page.getByLabel('Position in the list').fill('0');
  await page.getByLabel('Title (English)').fill('Quick airport return');
  await page.getByLabel('Testimonial (English)').fill('Dropped the car at the terminal in five minutes.');
  await page
    .getByLabel('Image (optional)')
    .setInputFiles({ name: 'hessa.png', mimeType: 'image/png', buffer: pngImage(600, 400, [120, 60, 90]) });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added successfully.')).toBeVisible();

  try {
    await page.goto('/');
    const portrait = page.getByRole('region', { name: 'What our customers say' }).getByRole('img', { name });
    await expect(portrait).toBeVisible();
    // Cut to the square the card shows.
    expect(await portrait.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      240, 240,
    ]);
  } finally {
    await page.goto('/admin/testimonials');
    await page.getByRole('link', { name: new RegExp(`^Remove\\s*: ${name}$`) }).click();
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(page.getByText('Removed successfully.')).toBeVisible();
  }
});

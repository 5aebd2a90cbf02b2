import { type Browser, type Page, expect, test } from './test';
import sharp from 'sharp';
import { hydrated } from './form-pages';
import { signInAs } from './sign-in-as';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';

const SHOTS = 'preowned';
const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const flash = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function personBrowser(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(await signInAs(page, email));
  return { context, page };
}

/** Full-page screenshots at phone and desktop width; nothing may scroll sideways. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await picture(page, `${SHOTS}/${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a visitor finds a car by its filters, opens it and enquires; an admin reads the enquiry in the inbox, naming the car', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Rashid ${token()}`;
  await page.goto('/selling-preowned-cars');
  await page.getByRole('main').getByRole('link', { name: 'View pre-owned cars' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-owned cars for sale' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /cars found$/ })).toBeVisible();
  await shoot(page, 'list-en');

  // Nothing matches: the empty state says so and clears.
  await page.getByLabel('Price to (AED)').fill('1000');
  await page.getByRole('button', { name: 'Show cars' }).first().click();
  await expect(page.getByText('No results found').first()).toBeVisible();
  await shoot(page, 'list-empty-en');
  await page.getByRole('main').getByRole('link', { name: 'Clear' }).last().click();
  await expect(page).toHaveURL(/\/preowned-cars$/);

  await page.getByLabel('Make').selectOption('Toyota');
  await page.getByLabel('Price to (AED)').fill('60000');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: lowest first' });
  await page.getByRole('button', { name: 'Show cars' }).first().click();
  await expect(page).toHaveURL(/make=Toyota/);
  await expect(page.getByRole('status').filter({ hasText: '1 car found' })).toBeVisible();
  await page.getByRole('link', { name: '2023 Toyota Corolla', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: '2023 Toyota Corolla' })).toBeVisible();
  await expect(page.getByText(/AED\s54,900/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms of sale' })).toContainText(
    'a late fee of AED 100 applies for each day, for up to 7 days',
  );
  await expect(page.getByRole('region', { name: 'Specifications' })).toContainText('41,200 km');
  // The search engines' description of the car, with its offer.
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(structured).toMatchObject({
    '@type': 'Car',
    model: 'Corolla',
    offers: { '@type': 'Offer', price: '54900.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock' },
  });
  // The gallery: one picture at a time, the next by its button.
  const gallery = page.getByRole('region', { name: 'Photos of 2023 Toyota Corolla' });
  await expect(gallery).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'car-en');

  await hydrated(page, 'preowned-enquiry-form');
  const form = page.locator('#preowned-enquiry-form');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please enter your Name!')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel(/^Phone|^Mobile/).fill('050 123 9876');
  await expect(form.getByLabel(/Message/)).toHaveValue(/2023 Toyota Corolla \(PO-\d{4}\)/);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('dialog').getByText('Thank you. We will contact you shortly.')).toBeVisible();

  const admin = await personBrowser(browser, 'admin@example.ae');
  await admin.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Staff' }).click();
  await admin.page.getByRole('link', { name: 'Inbox', exact: true }).click();
  await admin.page
    .getByRole('navigation', { name: 'Kinds of message' })
    .getByRole('link', { name: /^Pre-owned cars \d+$/ })
    .click();
  const entry = admin.page.getByRole('listitem').filter({ hasText: name });
  await expect(entry).toBeVisible();
  await entry.getByRole('link').first().click();
  await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText(/^Pre-owned cars #\d+$/);
  await expect(admin.page.getByRole('main')).toContainText('2023 Toyota Corolla');
  await expect(admin.page.getByRole('main')).toContainText(/PO-\d{4}/);
  await admin.context.close();
});

test('in Arabic: the buying guide leads to the cars, filtered by emirate and sorted, and a test drive is booked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/ar/auction');
  await page.getByRole('main').getByRole('link', { name: 'تصفح السيارات المستعملة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'سيارات مستعملة للبيع' })).toBeVisible();
  await shoot(page, 'list-ar');
  await page.getByLabel('الإمارة').selectOption({ label: 'الشارقة' });
  await page.getByLabel('الترتيب حسب').selectOption({ label: 'السعر: الأعلى أولاً' });
  await page.getByRole('button', { name: 'عرض السيارات' }).first().click();
  await expect(page).toHaveURL(/\/ar\/preowned-cars\?.*emirate=Sharjah/);
  await expect(page.getByRole('status').filter({ hasText: 'سيارتان' })).toBeVisible();
  const titles = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['2021 Toyota Hilux Double Cab', '2022 Nissan Sunny']);
  await titles.first().getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: '2021 Toyota Hilux Double Cab' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'شروط البيع' })).toContainText('48 ساعة');
  await expect(page.getByRole('region', { name: 'المواصفات' })).toContainText('ديزل');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'car-ar');

  await hydrated(page, 'preowned-test-drive-form');
  const form = page.locator('#preowned-test-drive-form');
  await form.getByLabel('الاسم').fill('سالم الكعبي');
  await form
    .getByLabel(/الهاتف|الجوال/)
    .first()
    .fill('050 555 4433');
  await form.getByRole('button', { name: 'طلب تجربة قيادة' }).click();
  await expect(form.getByText('يرجى اختيار يوم لتجربة القيادة')).toBeVisible();
  await form.getByLabel('اليوم المفضل').fill('2099-02-14');
  await form.getByRole('button', { name: 'طلب تجربة قيادة' }).click();
  await expect(
    page.getByRole('dialog').getByText('شكراً لك. سنتصل بك قريباً للاتفاق على موعد تجربة القيادة.'),
  ).toBeVisible();
});

test('a content manager adds a car, marks it sold, and it leaves the list while its page says Sold, in both languages', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const model = `E2E ${token()}`;
  const { context, page } = await personBrowser(browser, 'cms@example.ae');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'CMS' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Pre-owned Cars', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-owned cars' })).toBeVisible();
  await shoot(page, 'staff-list-en');
  await page.getByRole('link', { name: 'Add a car' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a car for sale' })).toBeVisible();

  // Saving with nothing filled in says what is missing, at the fields.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please upload at least one image.')).toBeVisible();

  await page.getByLabel('Rental model').selectOption({ label: 'Kia Carnival' });
  await page.getByLabel('Model', { exact: true }).fill(model);
  await page.getByLabel('Model year').fill('2024');
  await page.getByLabel('Mileage (km)').fill('12,400');
  await page.getByLabel('Price in AED, VAT included').fill('118,000');
  await page.getByLabel('Body type').selectOption({ label: 'Mini Van' });
  await page.getByLabel('Fuel').selectOption({ label: 'Petrol' });
  await page.getByLabel('Where the car is').selectOption({ label: 'Fujairah' });
  await page.getByLabel('Colour (English)').fill('Aurora black');
  await page.getByLabel('Colour (Arabic)').fill('أسود');
  await page.getByLabel('Service history (English)').fill('Serviced at 10,000 km at our Fujairah workshop.');
  await page.getByLabel('Service history (Arabic)').fill('صيانة عند 10,000 كم في ورشتنا في الفجيرة.');
  await page.getByLabel('Warranty (English)').fill('Manufacturer warranty until 2029.');
  await page.getByLabel('Warranty (Arabic)').fill('ضمان الوكيل حتى 2029.');
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#22303f' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Photographs')
    .setInputFiles([{ name: 'carnival.jpg', mimeType: 'image/jpeg', buffer: picture }]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(flash(page, 'The car is on sale.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit 2024 Kia ${model}` })).toBeVisible();
  const carUrl = new URL(page.url()).pathname.replace('/preowned-car-form/', '/preowned-cars/');

  // On sale: a visitor finds it by its model.
  const visitor = await browser.newPage();
  await visitor.goto('/preowned-cars');
  await visitor.getByLabel('Make').selectOption('Kia');
  await visitor.getByRole('button', { name: 'Show cars' }).first().click();
  await visitor.getByLabel('Model', { exact: true }).selectOption(model);
  await visitor.getByRole('button', { name: 'Show cars' }).first().click();
  await expect(visitor.getByRole('link', { name: `2024 Kia ${model}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Mark sold' }).click();
  await expect(flash(page, 'The car is now: Sold.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History of changes' });
  await expect(history.getByText(/^Marked sold by /)).toBeVisible();
  await expect(history.getByText(/^State: Available → Sold$/)).toBeVisible();
  await shoot(page, 'staff-form-en');

  // Sold: gone from the list, the page stays and says Sold, without the forms.
  await visitor.goto(`/preowned-cars?make=Kia&model=${encodeURIComponent(model)}`);
  await expect(visitor.getByRole('link', { name: `2024 Kia ${model}`, exact: true })).toHaveCount(0);
  await visitor.goto(carUrl);
  await expect(visitor.getByText('Sold', { exact: true })).toBeVisible();
  await expect(visitor.getByText('This car has been sold.', { exact: false })).toBeVisible();
  await expect(visitor.locator('#preowned-enquiry-form')).toHaveCount(0);
  await visitor.goto(`/ar${carUrl}`);
  await expect(visitor.getByText('مباعة', { exact: true })).toBeVisible();
  await shoot(visitor, 'car-sold-ar');

  // The staff screens in Arabic: the list shows the car as sold.
  await page.goto('/ar/admin/preowned-cars?state=sold');
  await expect(page.getByRole('heading', { level: 1, name: 'السيارات المستعملة' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: model })).toContainText('مباعة');
  await shoot(page, 'staff-list-ar');
  await page.getByRole('row').filter({ hasText: model }).getByRole('link', { name: /تعديل/ }).click();
  await expect(page.getByRole('region', { name: 'سجل التغييرات' }).getByText(/^الحالة: متاحة ← مباعة$/)).toBeVisible();
  await shoot(page, 'staff-form-ar');
  await visitor.close();
  await context.close();
});

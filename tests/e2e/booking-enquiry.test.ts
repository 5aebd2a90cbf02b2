import { expect, type Page, test } from './test';
import { takeTheSecondTimeOffered } from './book-through-the-site';
import { hydrated, hydratedElement } from './form-pages';

async function fillContact(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill('Layla');
  await page.getByLabel('Last name', { exact: true }).fill('Al Mansoori');
  await page.getByLabel('Email', { exact: true }).fill('layla@example.ae');
  await page.getByLabel('Mobile number', { exact: true }).fill('050 123 4567');
}

/** From the home page's booking box to the priced Economy cars at Ittihad Road. */
async function findEconomyCars(page: Page) {
  await page.goto('/');
  await hydrated(page, 'booking-enquiry');
  const box = page.getByRole('region', { name: 'Book your car' });
  await box.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
  await box.getByLabel('Pick-up location', { exact: true }).selectOption('Dubai_Ittihad Road');
  await takeTheSecondTimeOffered(box);
  await box.getByLabel('Vehicle type', { exact: true }).selectOption('Economy');
  await fillContact(page);
  await box.getByLabel(/I agree with the/).check();
  await box.getByRole('button', { name: 'Find my car' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/Economy$/);
}

// The home page's box checks in the page once React has it; before that (and without JavaScript) it
// posts to the booking page, which the tests further down cover.
test('an empty submit shows the spec messages at their fields, and nothing typed is lost', async ({ page }) => {
  await page.goto('/');
  await hydrated(page, 'booking-enquiry');
  const box = page.getByRole('region', { name: 'Book your car' });
  await box.getByLabel('First name', { exact: true }).fill('Layla');
  await box.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
  await box.getByRole('button', { name: 'Find my car' }).click();
  await expect(box.getByText('Please select your PICK-UP LOCATION!')).toBeVisible();
  await expect(box.getByText('Please select VEHICLE TYPE!')).toBeVisible();
  await expect(box.getByText('You have to agree with our T&C in order to proceed!')).toBeVisible();
  await expect(box.getByText('Please input your Email Address!')).toBeVisible();
  await expect(box.getByLabel('First name', { exact: true })).toHaveValue('Layla');
  await expect(box.getByLabel('Pick-up city', { exact: true })).toHaveValue('Dubai');
});

test('in Arabic the messages are Arabic, in the browser and from the server without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto('/ar');
  await hydrated(page, 'booking-enquiry');
  const box = page.getByRole('region', { name: 'احجز سيارتك' });
  await box.getByLabel('الاسم الأول', { exact: true }).fill('ليلى');
  await box.getByRole('button', { name: 'ابحث عن سيارتي' }).click();
  await expect(box.getByText('يرجى اختيار المدينة.')).toBeVisible();
  await expect(box.getByText('يجب الموافقة على الشروط والأحكام للمتابعة.')).toBeVisible();
  await expect(box.getByLabel('الاسم الأول', { exact: true })).toHaveValue('ليلى');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/ar/booking-enquiry');
  await noScript.getByRole('button', { name: 'ابحث عن سيارتي' }).click();
  await expect(noScript.getByText('يرجى إدخال البريد الإلكتروني.')).toBeVisible();
  await expect(noScript.getByText('Please input your Email Address!')).toHaveCount(0);
  await context.close();
});

test('drop-off and collection fields follow their switches', async ({ page }) => {
  await page.goto('/');
  await hydrated(page, 'booking-enquiry');
  const box = page.getByRole('region', { name: 'Book your car' });
  await expect(box.getByLabel('Drop-off location', { exact: true })).toHaveCount(0);
  await box.getByLabel('Return to pick-up location', { exact: true }).uncheck();
  await expect(box.getByLabel('Drop-off location', { exact: true })).toBeVisible();
  await box.getByLabel('Collect from your Location', { exact: true }).check();
  await expect(box.getByText('Additional collection charges may apply')).toBeVisible();
  await box.getByLabel('Collection location', { exact: true }).selectOption('Airport');
  await expect(box.getByLabel('Flight number', { exact: true })).toBeVisible();
});

test('changing the pick-up date clears the drop-off; a same-day drop-off defaults to an hour later', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page, 'booking-enquiry');
  const box = page.getByRole('region', { name: 'Book your car' });
  await box.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
  await box.getByLabel('Pick-up location', { exact: true }).selectOption('Dubai_Ittihad Road');
  const pickupDate = await box.getByLabel('Pick-up date', { exact: true }).inputValue();
  const later = new Date(`${pickupDate}T12:00:00+04:00`);
  later.setUTCDate(later.getUTCDate() + 2);
  await box.getByLabel('Pick-up date', { exact: true }).fill(later.toISOString().slice(0, 10));
  await expect(box.getByLabel('Drop-off date', { exact: true })).toHaveValue('');
  await box.getByLabel('Pick-up time', { exact: true }).selectOption('10:00');
  await box.getByLabel('Drop-off date', { exact: true }).fill(later.toISOString().slice(0, 10));
  await expect(box.getByLabel('Drop-off time', { exact: true })).toHaveValue('11:00');
});

test('an enquiry leads to priced cars and the price breakdown', async ({ page, browser }) => {
  await findEconomyCars(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Economy');
  await expect(page.getByText('Thank you! Here are the cars available for your dates.')).toBeVisible();
  await expect(page.getByText(/total for 1 day, VAT included/).first()).toBeVisible();
  // A day's rental includes 250 km, said with its price.
  await expect(page.getByText('250 km included').first()).toBeVisible();
  const results = page.url();
  // The car's name keeps the search: it opens the car priced for these dates, and Back returns to the results.
  const firstCar = page.getByRole('heading', { level: 3 }).getByRole('link').first();
  const carName = (await firstCar.textContent())!.trim();
  await firstCar.click();
  await expect(page).toHaveURL(/\/details-master\/[0-9a-f-]{36}\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(carName);
  await page.goBack();
  await expect(page).toHaveURL(results);
  await page
    .getByRole('link', { name: /BOOK NOW/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/details-master\/[0-9a-f-]{36}\/\d+\//);
  await expect(page.getByText('Pay Later (Free Cancellation)')).toBeVisible();
  await expect(page.getByText('Only a vehicle category is reserved, not a specific vehicle.')).toBeVisible();
  await page.getByRole('button', { name: 'Price Breakdown' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price Breakdown' });
  await expect(dialog.getByRole('row', { name: /Rental/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /VAT 5%/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On a phone that has not run the page's script yet, the button still opens the breakdown.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await plain.getByRole('button', { name: 'Price Breakdown' }).click();
  const plainDialog = plain.getByRole('dialog', { name: 'Price Breakdown' });
  await expect(plainDialog.getByRole('row', { name: /VAT 5%/ })).toBeVisible();
  await plainDialog.getByRole('button', { name: 'Close' }).click();
  await expect(plainDialog).toBeHidden();
  await noScript.close();
});

test('without JavaScript the booking page keeps the input and shows the messages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/booking-enquiry?type=Luxury');
  await page.getByLabel('First name', { exact: true }).fill('Omar');
  await page.getByRole('button', { name: 'Find my car' }).click();
  await expect(page.getByText('Please select your PICK-UP LOCATION!')).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Omar');
  await expect(page.getByLabel('Vehicle type', { exact: true })).toHaveValue('Luxury');
  await context.close();
});

test('a pick-up date in the past gets the 24-hour rule, as the server words it, in English and Arabic', async ({
  page,
}) => {
  const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (const [path, region, city, location, date, submit, message] of [
    [
      '/',
      'Book your car',
      'Pick-up city',
      'Pick-up location',
      'Pick-up date',
      'Find my car',
      /Please select a pickup time that is at least 24 hours after the time of booking/,
    ],
    [
      '/ar',
      'احجز سيارتك',
      'مدينة الاستلام',
      'موقع الاستلام',
      'تاريخ الاستلام',
      'ابحث عن سيارتي',
      /يرجى اختيار وقت استلام بعد 24 ساعة على الأقل من وقت الحجز/,
    ],
  ] as const) {
    await page.goto(path);
    // Sent before React has taken over, the form posts to the booking page, which words the same rule.
    await hydrated(page, 'booking-enquiry');
    const box = page.getByRole('region', { name: region });
    // The schedule rules need the branch, whose hours they name.
    await box.getByLabel(city, { exact: true }).selectOption('Dubai');
    await box.getByLabel(location, { exact: true }).selectOption('Dubai_Ittihad Road');
    await box.getByLabel(date, { exact: true }).fill(yesterday);
    await box.getByRole('button', { name: submit }).click();
    await expect(box.getByText(message)).toBeVisible();
    await expect(box.getByText(/Please select Pick-up date and time|يرجى اختيار تاريخ ووقت الاستلام/)).toHaveCount(0);
  }
});

test('switching language keeps what was typed in the booking box', async ({ page }) => {
  await page.goto('/');
  await hydrated(page, 'booking-enquiry');
  const box = page.getByRole('region', { name: 'Book your car' });
  await box.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
  await box.getByLabel('Pick-up location', { exact: true }).selectOption('Dubai_Ittihad Road');
  await takeTheSecondTimeOffered(box);
  await box.getByLabel('Return to pick-up location').uncheck();
  await box.getByLabel('Vehicle type', { exact: true }).selectOption('Economy');
  await fillContact(page);
  const pickupTime = await box.getByLabel('Pick-up time', { exact: true }).inputValue();

  await page.getByRole('link', { name: 'Read this page in Arabic' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await hydrated(page, 'booking-enquiry');
  const form = page.locator('form#booking-enquiry');
  await expect(form.locator('[name="pickupLocation"]')).toHaveValue('Dubai_Ittihad Road');
  await expect(form.locator('[name="pickupTime"]')).toHaveValue(pickupTime);
  await expect(form.locator('[name="sameLocation"]')).not.toBeChecked();
  await expect(form.locator('[name="vehicleType"]')).toHaveValue('Economy');
  await expect(form.locator('[name="firstName"]')).toHaveValue('Layla');
  await expect(form.locator('[name="email"]')).toHaveValue('layla@example.ae');

  // Kept once: a later visit to the page starts afresh.
  await page.reload();
  await hydrated(page, 'booking-enquiry');
  await expect(form.locator('[name="firstName"]')).toHaveValue('');
});

test('the priced cars sort by price, and the filters offer only the brands of the class', async ({ page }) => {
  await findEconomyCars(page);
  await hydratedElement(page.getByLabel('Sort by'));

  const totals = async () =>
    (await page.getByText(/^AED\s[\d,.]+$/).allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  await page.getByLabel('Sort by').selectOption('price');
  await expect(page).toHaveURL(/sort=price(&|$)/);
  const sorted = (figures: number[]) => figures.every((figure, i) => i === 0 || figures[i - 1] <= figure);
  await expect.poll(async () => sorted(await totals())).toBe(true);
  const ascending = await totals();
  expect(ascending.length).toBeGreaterThan(1);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect.poll(totals).toEqual([...ascending].sort((a, b) => b - a));

  await expect(page.getByRole('checkbox', { name: 'Mercedes-Benz' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Nissan' })).toHaveCount(1);
});

test('a driver of 23-24 choosing Luxury is told before any price or sign-in, in both languages', async ({ page }) => {
  for (const [path, texts] of [
    ['/', { message: 'must be 25 or over' }],
    ['/ar', { message: 'عن 25 عاماً' }],
  ] as const) {
    await page.goto(path);
    await hydrated(page, 'booking-enquiry');
    const form = page.locator('form#booking-enquiry');
    await form.locator('[name="pickupCity"]').selectOption('Dubai');
    await form.locator('[name="pickupLocation"]').selectOption('Dubai_Ittihad Road');
    await takeTheSecondTimeOffered(form);
    await form.locator('[name="vehicleType"]').selectOption('Luxury');
    await form.locator('[name="ageGroup"]').selectOption('23-24');
    await form.locator('[name="firstName"]').fill('Omar');
    await form.locator('[name="lastName"]').fill('Haddad');
    await form.locator('[name="email"]').fill('omar@example.ae');
    await form.locator('[name="phone"]').fill('050 123 4567');
    await form.locator('[name="terms"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(texts.message)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await form.locator('[name="ageGroup"]').selectOption('25+');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/Luxury$/);
  }
});

import { takeTheSecondTimeOffered } from './book-through-the-site';
import { hydrated, hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { type Page, expect, test } from './test';

async function economyAges(page: Page, youngAge: string, fee: string) {
  await page.goto('/admin/settings');
  const ages = page.getByRole('region', { name: 'Minimum renter age per vehicle type' });
  const economy = ages.getByRole('group', { name: 'Economy' });
  await hydratedElement(economy.getByLabel('Minimum age'));
  await economy.getByLabel('Younger with surcharge from (empty: none)').fill(youngAge);
  await economy.getByLabel('Young-driver surcharge a day, before VAT (AED)').fill(fee);
  await ages.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Your changes have been saved|Nothing was changed/ }),
  ).toBeVisible({ timeout: 20_000 });
}

async function searchAs2122(page: Page) {
  await page.goto('/booking-enquiry?type=Economy');
  await hydrated(page, 'booking-enquiry');
  await page.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
  await page.getByLabel('Pick-up location', { exact: true }).selectOption('Dubai_Ittihad Road');
  await takeTheSecondTimeOffered(page);
  await page.getByLabel('Driver age').selectOption('21-22');
  await page.getByLabel('First name', { exact: true }).fill('Omar');
  await page.getByLabel('Last name', { exact: true }).fill('Young');
  await page.getByLabel('Email', { exact: true }).fill('customer@example.ae');
  await page.getByLabel('Mobile number', { exact: true }).fill('050 100 0004');
  await page.getByLabel(/I agree with the/).check();
  await page.getByRole('button', { name: 'Find my car' }).click();
}

test('drivers of 21-22 are refused until the owner lets a class take them with a surcharge, which their prices then carry', async ({
  page,
  browser,
}) => {
  test.slow();
  const visitor = await browser.newPage();
  await searchAs2122(visitor);
  await expect(
    visitor.getByText('Drivers of this class must be 23 or over. Please choose another vehicle type.'),
  ).toBeVisible();

  await page.goto(await signInAs(page, 'owner@example.ae'));
  try {
    await economyAges(page, '21', '30');
    await searchAs2122(visitor);
    await expect(visitor).toHaveURL(/\/booking\/[0-9a-f-]{36}\//);
    await visitor
      .getByRole('link', { name: /BOOK NOW/ })
      .first()
      .click();
    await expect(visitor).toHaveURL(/\/details-master\//);
    // One day at AED 30 before VAT.
    await visitor.getByRole('button', { name: 'Price Breakdown' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Price Breakdown' })).toContainText(
      /Young driver surcharge\s*AED\s30\.00/,
    );
  } finally {
    await economyAges(page, '', '');
    await visitor.close();
  }
});

import { expect, test } from './test';
import { hydratedElement } from './form-pages';

test('the fleet pages six at a time (three full rows of two), with the page in the URL and the back button working', async ({
  page,
}) => {
  await page.goto('/fleet-guide');
  await expect(page.getByRole('status').filter({ hasText: /vehicles found$/ })).toBeVisible();
  const cards = page.locator('main ul > li > article');
  await expect(cards).toHaveCount(6);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/fleet-guide$/);
  await expect(page.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('search treats VW and VOLKSWAGEN as one brand', async ({ page }) => {
  await page.goto('/fleet-guide');
  await page.getByLabel('Search the fleet').fill('vw');
  await page.getByLabel('Search the fleet').press('Enter');
  await expect(page).toHaveURL(/q=vw/);
  await expect(page.getByRole('status').filter({ hasText: '1 vehicle found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /VOLKSWAGEN/ })).toBeVisible();
});

test('the path pre-selects a vehicle type and the filters narrow it', async ({ page }) => {
  await page.goto('/fleet-guide/SUV Standard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUV Standard');
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters.getByLabel('SUV Standard')).toBeChecked();
  await filters.getByLabel('Economy').check();
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/type=SUV\+Standard&type=Economy|type=Economy.*type=SUV/);
  for (const label of await page.locator('main article p.uppercase').allTextContents()) {
    expect(['SUV Standard', 'Economy']).toContain(label.trim());
  }
});

test('no results says so and offers Clear', async ({ page }) => {
  await page.goto('/fleet-guide?q=bugatti');
  await expect(page.getByRole('status').filter({ hasText: 'No results found' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).first().click();
  await expect(page).toHaveURL(/\/fleet-guide$/);
  await expect(page.getByRole('status').filter({ hasText: /vehicles found$/ })).toBeVisible();
});

test('list view is kept in the URL', async ({ page }) => {
  await page.goto('/fleet-guide');
  await page.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
});

test('a model without a rate offers Enquire Now with its name', async ({ page }) => {
  await page.goto('/fleet-guide/Extra Ordinary');
  const enquire = page.getByRole('link', { name: /Enquire Now/ }).first();
  await expect(enquire).toHaveAttribute('href', /^\/enquiry\?/);
});

test('on a phone the filters open as a drawer and close on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fleet-guide');
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeHidden();
  // Escape is the script's: the drawer is opened once React has the page.
  await hydratedElement(page.getByRole('button', { name: 'Show filters' }));
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(filters).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
});

test('on a phone whose script has not run, the filter drawer still opens, filters and closes', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/fleet-guide');
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(filters).toBeVisible();
  await filters.getByRole('button', { name: 'Close filters' }).click();
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: 'Show filters' }).click();
  await filters.getByLabel('Toyota', { exact: true }).check();
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/brand=Toyota/);
  await context.close();
});

test('Clear unticks the brand chosen before, so the next search does not bring it back', async ({ page }) => {
  await page.goto('/fleet-guide?brand=Toyota');
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'Toyota', exact: true })).toBeChecked();
  await page.getByRole('link', { name: 'Clear', exact: true }).first().click();
  await expect(page).toHaveURL(/\/fleet-guide$/);
  await expect(filters.getByRole('checkbox', { name: 'Toyota', exact: true })).not.toBeChecked();
  await page.getByLabel('Search the fleet').fill('patrol');
  await page.getByLabel('Search the fleet').press('Enter');
  await expect(page).toHaveURL(/q=patrol/);
  expect(page.url()).not.toContain('brand=');
  await expect(page.getByRole('status').filter({ hasText: /vehicles? found$/ })).not.toHaveText('No results found');
});

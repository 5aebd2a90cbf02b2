import { hydrated } from './form-pages';
import { signInAs } from './sign-in-as';
import { expect, test } from './test';

test.describe.configure({ timeout: 120_000 });

// The machines running the suite are busy: a post and its redirect may take several seconds.
const slow = { timeout: 20_000 };
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an admin opens the cars screen from the staff menu, adds a car, finds it, sends it to service and sees its papers due; in Arabic too', async ({
  page,
}) => {
  const plateNumber = String(10_000 + (Date.now() % 89_999));
  const vin = `E2E${String(Date.now()).padStart(14, '0')}`;
  await page.goto(await signInAs(page, 'admin@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'Cars', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cars' })).toBeVisible(slow);
  // The demo fleet has services falling due this month.
  const due = page.getByRole('region', { name: 'Due in the next 30 days' });
  await expect(due.getByText(/Service due/).first()).toBeVisible(slow);

  const add = page.getByRole('region', { name: 'Add a car' });
  await hydrated(page, 'car-add');
  await add.getByLabel('Plate emirate').selectOption('Ajman');
  await add.getByLabel('Plate code').fill('k');
  await add.getByLabel('Plate number').fill(plateNumber);
  await add.getByLabel('VIN (chassis number)').fill('too short');
  await add.getByLabel('Colour').fill('Pearl white');
  await add.getByLabel('Model').selectOption({ index: 1 });
  await add.getByLabel('Home branch').selectOption({ index: 1 });
  await add.getByLabel('Odometer (km)').fill('1200');
  await add.getByLabel('Registration valid until').fill(dayAfter(300));
  // Insurance ends in ten days: the car appears in the panel of what falls due.
  await add.getByLabel('Insurance valid until').fill(dayAfter(10));
  await add.getByRole('button', { name: 'Add the car' }).click();
  await expect(add.getByText('Enter the 17-character VIN (letters and digits, no I, O or Q).')).toBeVisible(slow);
  await add.getByLabel('VIN (chassis number)').fill(vin);
  await add.getByRole('button', { name: 'Add the car' }).click();
  await expect(page.getByText(`The car Ajman K ${plateNumber} was added.`)).toBeVisible(slow);

  await page.getByLabel('Plate or VIN').fill(`K ${plateNumber}`);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cars shown: 1' })).toBeVisible(slow);
  const row = page.getByRole('row', { name: new RegExp(`K ${plateNumber}`) });
  await expect(row).toContainText('Available', slow);
  await expect(due.getByRole('listitem').filter({ hasText: `K ${plateNumber}` })).toContainText('Insurance ends', slow);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Car Ajman K ${plateNumber}` })).toBeVisible(slow);
  await hydrated(page, `car-${page.url().split('/').pop()}`);
  await page.getByLabel('State', { exact: true }).selectOption('in_service');
  await page.getByLabel('Reason for the change of state').fill('Windscreen chip');
  await page.getByRole('button', { name: 'Save the car' }).click();
  await expect(page.getByText(`The car Ajman K ${plateNumber} was saved.`)).toBeVisible(slow);
  const history = page.getByRole('region', { name: 'History of this car' });
  await expect(history.getByText(/State changed by/)).toBeVisible(slow);
  await expect(history).toContainText('Available → In service', slow);

  await page.getByRole('link', { name: 'Back to the cars' }).click();
  await expect(page).toHaveURL(/\/admin\/cars$/, slow);
  await page.getByLabel('State', { exact: true }).selectOption('in_service');
  await page.getByLabel('Plate or VIN').fill(vin.toLowerCase());
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`K ${plateNumber}`) })).toContainText('In service', slow);

  // In Arabic, at a phone's width: the plate keeps its order, and the car comes back from the workshop.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar/admin/cars?q=${plateNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'السيارات' })).toBeVisible(slow);
  await expect(page.getByRole('region', { name: 'مستحق خلال 30 يوماً' })).toBeVisible(slow);
  const plate = page.locator('bdi[dir="ltr"]', { hasText: `K ${plateNumber}` }).first();
  await expect(plate).toBeVisible(slow);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page
    .getByRole('row', { name: new RegExp(`K ${plateNumber}`) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('عجمان', slow);
  await hydrated(page, `car-${page.url().split('/').pop()}`);
  await page.getByLabel('الحالة', { exact: true }).selectOption('available');
  await page.getByLabel('سبب تغيير الحالة').fill('أُصلح الزجاج');
  await page.getByRole('button', { name: 'احفظ السيارة' }).click();
  await expect(page.getByText(/حُفظت السيارة/)).toBeVisible(slow);
  await expect(page.getByRole('region', { name: 'سجل هذه السيارة' })).toContainText('في الصيانة', slow);
});

import { hydrated } from './form-pages';
import { signInAs } from './sign-in-as';
import { expect, test } from './test';

test.describe.configure({ timeout: 120_000 });

// The machines running the suite are busy: a post and its redirect may take several seconds.
const slow = { timeout: 20_000 };

test('an admin changes a car, finds the change in History by kind and by staff member, opens the car and goes back to the filtered list', async ({
  page,
}) => {
  const note = `Checked for the history ${Date.now()}`;
  await page.goto(await signInAs(page, 'admin@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  // A change of this test's own, so the list has one to find whatever else the run has done.
  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'Cars', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cars' })).toBeVisible(slow);
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Car / })).toBeVisible(slow);
  const carPath = new URL(page.url()).pathname;
  await hydrated(page, `car-${carPath.split('/').pop()}`);
  await page.getByLabel('Notes', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Save the car' }).click();
  await expect(page.getByText(/^The car .* was saved\.$/)).toBeVisible(slow);

  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible(slow);
  await hydrated(page, 'history-filter');
  const filters = page.getByRole('form', { name: 'Filter the history' });
  await filters.getByLabel('Record').selectOption('car');
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]kind=car(&|$)/, slow);
  const rows = page.getByRole('table', { name: 'Changes' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible(slow);
  await expect(rows.locator(':scope:not([data-kind="car"])')).toHaveCount(0);

  await filters.getByLabel('Who').selectOption({ label: 'Aisha Admin' });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]who=\d+/, slow);
  await expect(page).toHaveURL(/[?&]kind=car(&|$)/);
  const filteredUrl = page.url();
  const newest = rows.first();
  await expect(newest).toContainText('Aisha Admin', slow);
  await expect(newest).toContainText('Car');
  await expect(rows.filter({ hasNotText: 'Aisha Admin' })).toHaveCount(0);

  await newest.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${carPath}$`), slow);
  await expect(page.getByLabel('Notes', { exact: true })).toHaveValue(note, slow);

  await page.goBack();
  await expect(page).toHaveURL(filteredUrl, slow);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible(slow);
  // The filters show the list they brought back, not the choices of a fresh page.
  await expect(filters.getByLabel('Record')).toHaveValue('car');
  await expect(filters.getByLabel('Who').locator('option:checked')).toHaveText('Aisha Admin');
  await expect(rows.first()).toContainText('Aisha Admin');

  // A filter no one could have chosen is left out, with a word, never an error page.
  await page.goto('/admin/history?who=99999999999&kind=spaceship&from=2026-02-30');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible(slow);
  await expect(page.getByText('Some filters were not understood and were left out.')).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { expect, test } from './test';

test.describe.configure({ timeout: 120_000 });

// The machines running the suite are busy: a page and its data may take several seconds.
const slow = { timeout: 20_000 };

test('an admin opens the fleet reports from the staff menu, moves between months and weeks, filters a branch and downloads the CSV', async ({
  page,
}) => {
  await page.goto(await signInAs(page, 'admin@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'Fleet Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet reports' })).toBeVisible(slow);
  const byBranch = page.getByRole('table', { name: 'By branch and model' });
  // The seeded fleet is in stock today, so this month has car-days available at every branch.
  await expect(byBranch.getByRole('row', { name: /^Total/ })).toBeVisible(slow);
  const periodHeading = page.locator('#report-period-heading');
  const month = await periodHeading.textContent();
  expect(month).toMatch(/^1 \w+ \d{4} to (28|29|30|31) \w+ \d{4}$/);

  const periods = page.getByRole('navigation', { name: 'Period' });
  await hydratedElement(periods.getByRole('link', { name: 'Week' }));
  await periods.getByRole('link', { name: 'Week' }).click();
  await expect(page).toHaveURL(/period=week/, slow);
  await expect(periods.getByRole('link', { name: 'Week' })).toHaveAttribute('aria-current', 'page');
  const week = await periodHeading.textContent();
  expect(week).not.toBe(month);
  await page.getByRole('link', { name: 'Previous week' }).click();
  await expect(periodHeading).not.toHaveText(week!, slow);
  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(periodHeading).toHaveText(week!, slow);
  await periods.getByRole('link', { name: 'Month' }).click();
  await expect(periodHeading).toHaveText(month!, slow);
  await page.getByRole('link', { name: 'Previous month' }).click();
  await expect(periodHeading).not.toHaveText(month!, slow);
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(periodHeading).toHaveText(month!, slow);

  const branchTotals = byBranch.getByRole('row', { name: /All models/ });
  expect(await branchTotals.count()).toBeGreaterThan(1);
  const branch = page.getByLabel('Branch', { exact: true });
  await branch.selectOption({ index: 1 });
  const chosen = (await branch.locator('option:checked').textContent())!;
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/branch=\d+/, slow);
  await expect(branchTotals).toHaveCount(1, slow);
  await expect(branchTotals).toContainText(chosen);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fleet-month-\d{4}-\d{2}-01\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'First day,Last day,Branch,Model,Car-days available,Car-days on rent,Utilisation,Revenue before VAT,Revenue per available car-day',
  );
  // The branch's total and the grand total.
  expect(lines.filter((line) => line.includes('All models'))).toHaveLength(2);
  expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-01,\d{4}-\d{2}-\d{2},Total,All models,\d+,\d+,[\d.]*,\d+\.\d{2},[\d.]*$/);
});

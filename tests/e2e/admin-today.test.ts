import { expect, test } from './test';
import { NOT_COLLECTED_REFERENCE, PICKUP_TODAY_REFERENCES } from './fixture-references';
import { hydratedElement } from './form-pages';
import { historyRow } from './history-row';
import { signInAs } from './sign-in-as';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';

test.describe.configure({ timeout: 120_000 });

test('an admin opens Today from the staff menu, picks a branch, and a pick-up with money due leads to the hand-over screen, which takes the payment; Back returns to the same sheet', async ({
  page,
}) => {
  const reference = PICKUP_TODAY_REFERENCES.sheet;
  await page.goto(await signInAs(page, 'admin@example.ae'));
  // Staff land on their daily sheet; the staff menu leads there too.
  await expect(page).toHaveURL(/\/admin\/today$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Today, / })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Tomorrow, / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // One branch: kept in the address, and only its rows.
  const branch = page.getByLabel('Branch', { exact: true });
  await hydratedElement(branch);
  await branch.selectOption({ label: 'Dubai – Ittihad Road' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/today\?date=[\d-]+&branch=\d+$/);
  const sheetUrl = page.url();
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue(/^\d+$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Dubai – Ittihad Road' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /Sharjah/ })).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pick-up');
  await expect(row).toContainText('Extras: GPS, Baby seat');
  await expect(row).toContainText(/Due at the counter: AED\s[\d,.]+/);
  await expect(row).toContainText('Documents checked');
  await expect(row).toContainText(/Licence/);
  // The car goes out only through the hand-over screen: no one-click step on the sheet.
  await expect(row.getByRole('button')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(page, 'admin-today/today-en-390', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await picture(page, 'admin-today/today-en-1366', { fullPage: true });

  await row.getByRole('link', { name: `Hand over: ${reference}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hand over ${reference}` })).toBeVisible();
  // The money due is taken on this screen, with the hand-over.
  await expect(page.getByText(/Payment of AED\s[\d,.]+ taken now/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(sheetUrl);
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText(/Due at the counter/);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: `Hand over ${reference}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
  // The booking page offers the same screen, never a one-click hand-over.
  await expect(page.getByRole('button', { name: /picked up/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Hand over', exact: true })).toBeVisible();

  // From the dashboard, the shortcuts lead to a day's returns and back to the sheet.
  await page.getByRole('link', { name: 'Back to the bookings' }).click();
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: "Today's returns" }).click();
  await expect(page).toHaveURL(/\/admin\?returnFrom=\d{4}-\d{2}-\d{2}&returnTo=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel('Returns from')).not.toHaveValue('');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Today sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
});

test('the sheet in Arabic reads right to left, and a phone does not scroll sideways', async ({ page }) => {
  await signInAs(page, 'admin@example.ae');
  await page.goto('/ar/admin/today');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اليوم' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^اليوم، / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await picture(page, 'admin-today/today-ar-390', { fullPage: true });
});

test('a car not collected two hours after its pick-up: from the sheet the admin reads what a no-show does to the money, confirms it, and the customer reads it', async ({
  browser,
  page,
}) => {
  await page.goto(await signInAs(page, 'admin@example.ae'));
  // Three hours late: on today's sheet marked late, or under the cars not collected when that was yesterday.
  const row = page.getByRole('row', { name: new RegExp(NOT_COLLECTED_REFERENCE) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Due at pick-up');
  // The sheet leads to the booking's no-show step, which says what happens to the money before it is recorded.
  await row.getByRole('link', { name: `Record no-show: ${NOT_COLLECTED_REFERENCE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${NOT_COLLECTED_REFERENCE}` })).toBeVisible();
  const step = page.locator('form', { has: page.getByRole('heading', { name: 'Record no-show' }) });
  await expect(step).toContainText(
    'Nothing was paid: nothing is kept or refunded, and the invoice is cancelled by a credit note.',
  );
  await expect(page.getByText(/is recorded as a no-show/)).toHaveCount(0);
  await step.getByLabel('Reason (kept in the history)').fill('Not collected, phoned twice');
  await step.getByRole('button', { name: 'Record no-show' }).click();
  await expect(page.getByText(`Booking ${NOT_COLLECTED_REFERENCE} is recorded as a no-show.`)).toBeVisible();
  await page.goto('/admin/today');
  await expect(page.getByRole('row', { name: new RegExp(NOT_COLLECTED_REFERENCE) })).toHaveCount(0);

  // The customer's history and mail say what happened.
  const customer = await browser.newPage();
  await signInAs(customer, 'customer@example.ae');
  await customer.goto('/my-history');
  await expect(await historyRow(customer, NOT_COLLECTED_REFERENCE)).toContainText('No-show');
  const outbox = (await (await customer.request.get('/dev/outbox.json')).json()) as { subject: string }[];
  expect(outbox.map((mail) => mail.subject)).toContain(`Booking ${NOT_COLLECTED_REFERENCE}: the car was not collected`);
  await customer.close();
});

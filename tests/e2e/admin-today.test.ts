import { expect, test } from './test';
import { bookThroughTheSite } from './book-through-the-site';
import { NOT_COLLECTED_REFERENCE } from './fixture-references';
import { historyRow } from './history-row';
import { signInAs } from './sign-in-as';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';

// The test first books through the whole site, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("an admin lands on Today, opens the booking's day, marks the pick-up and then the return from the sheet", async ({
  browser,
  page,
}) => {
  const { reference, pickupDate } = await bookThroughTheSite(browser, 'SUV Premium');
  await page.goto(await signInAs(page, 'admin@example.ae'));
  // Staff land on their daily sheet; the staff menu leads there too.
  await expect(page).toHaveURL(/\/admin\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Today, / })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Tomorrow, / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Day', { exact: true }).fill(pickupDate);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/today\\?date=${pickupDate}$`));
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pick-up');
  await expect(row).toContainText('Sara Customer');
  await expect(row).toContainText('Due at pick-up');
  await expect(page.getByRole('heading', { level: 3, name: 'Dubai – Ittihad Road' }).first()).toBeVisible();

  await row.getByRole('button', { name: `Mark picked up: ${reference}` }).click();
  await expect(page.getByText(`Booking ${reference} is marked picked up.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/today$/);
  // Back on the booking's day, the car now comes back the day after: its return is on the sheet.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`date=${pickupDate}`));
  await page.reload();
  const returnRow = page.getByRole('row', { name: new RegExp(reference) });
  await expect(returnRow).toContainText('Return');
  await expect(returnRow).toContainText('Mark returned');
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(page, 'admin-today/today-en-390', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await picture(page, 'admin-today/today-en-1366', { fullPage: true });
  await returnRow.getByRole('button', { name: `Mark returned: ${reference}` }).click();
  await expect(page.getByText(`Booking ${reference} is marked returned.`)).toBeVisible();

  // The booking's history says who marked it, and where.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bookings Dashboard' }).click();
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Open booking ${reference}` }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row', { name: /Marked on the Today sheet/ })).toHaveCount(2);
  await expect(history).toContainText(/On rent\s*→\s*,?\s*Completed/);

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

test('a car not collected two hours after its pick-up: the admin records a no-show from the sheet, and the customer reads it', async ({
  browser,
  page,
}) => {
  await page.goto(await signInAs(page, 'admin@example.ae'));
  // Three hours late: on today's sheet marked late, or under the cars not collected when that was yesterday.
  const row = page.getByRole('row', { name: new RegExp(NOT_COLLECTED_REFERENCE) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Due at pick-up');
  await row.getByRole('button', { name: `Record no-show: ${NOT_COLLECTED_REFERENCE}` }).click();
  await expect(page.getByText(`Booking ${NOT_COLLECTED_REFERENCE} is recorded as a no-show.`)).toBeVisible();
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

import { expect, test } from './test';
import { bookThroughTheSite } from './book-through-the-site';
import { signInAs } from './sign-in-as';

// The journey books through the whole site first, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('an admin moves a pay-on-pick-up booking to another car with GPS: priced again, confirmed, a new invoice and a credit note', async ({
  browser,
  page,
}) => {
  const { reference } = await bookThroughTheSite(browser, 'Premium');
  await signInAs(page, 'admin@example.ae');
  await page.goto('/admin');
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('link', { name: `Open booking ${reference}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
  const invoiceLink = page.getByRole('link', { name: /Tax invoice \d+ \(PDF\)/ });
  const firstInvoice = (await invoiceLink.textContent())!.match(/\d+/)![0];

  await page.getByRole('link', { name: 'Change dates, car or extras' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+\/change$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Change booking ${reference}`);
  const current = await page.getByLabel('Car', { exact: true }).inputValue();
  const other = await page
    .getByLabel('Car', { exact: true })
    .locator('option')
    .evaluateAll((options, own) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== own), current);
  await page.getByLabel('Car', { exact: true }).selectOption(other!);
  await page.getByLabel('GPS').check();
  await page.getByRole('button', { name: 'See the new price' }).click();
  const preview = page.getByRole('region', { name: 'The new price' });
  await expect(preview).toContainText('GPS');
  await expect(preview).toContainText(/The new total of AED\s[\d,.]+ is paid at pick-up\./);
  // What was chosen stays chosen while the price is shown.
  await expect(page.getByLabel('Car', { exact: true })).toHaveValue(other!);
  await expect(page.getByLabel('GPS')).toBeChecked();
  await preview.getByRole('button', { name: 'Confirm the change' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
  await expect(
    page.getByText(`Booking ${reference} is changed; the customer has been emailed its new tax invoice.`),
  ).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText('By staff');
  await expect(changes).toContainText('Made');
  await expect(changes.getByRole('link', { name: `Replaced invoice ${firstInvoice}` })).toBeVisible();
  const creditNote = changes.getByRole('link', { name: /Credit note \d+/ });
  const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(invoiceLink).not.toHaveText(new RegExp(`\\b${firstInvoice}\\b`));
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'The booking was changed (dates, car or extras).',
  );

  // Back returns to the change page, whose form starts from the booking as it now stands.
  await page.goBack();
  await expect(page).toHaveURL(/\/change$/);
  await expect(page.getByLabel('GPS')).toBeChecked();
  await expect(page.getByLabel('Car', { exact: true })).toHaveValue(other!);
});

test('a customer gets 403 for the staff change page', async ({ page }) => {
  await signInAs(page, 'customer@example.ae');
  const response = await page.goto('/admin/bookings/1/change');
  expect(response?.status()).toBe(403);
});

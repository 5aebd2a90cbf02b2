import { expect, test } from './test';
import { bookThroughTheSite } from './book-through-the-site';
import { signInAs } from './sign-in-as';

test.describe.configure({ timeout: 120_000 });

test('an admin finds a customer by the phone number they give, opens their account and one of their bookings', async ({
  browser,
  page,
}) => {
  const { reference } = await bookThroughTheSite(browser, 'Extra Ordinary');
  await page.goto(await signInAs(page, 'admin@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  // The demo customer's mobile is +971 50 100 0004; the caller says "050 100 0004".
  await page.getByLabel('Name, email, phone or booking reference').fill('050 100 0004');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=050\+100\+0004$/);
  await expect(page.getByRole('status').filter({ hasText: '1 customer found' })).toBeVisible();
  const row = page.getByRole('row', { name: /customer@example\.ae/ });
  await expect(row).toContainText('Approved');
  await row.getByRole('link').click();

  await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
  const bookings = page.getByRole('region', { name: 'Bookings' });
  const booking = bookings.getByRole('row', { name: new RegExp(reference) });
  await expect(booking).toContainText('Confirmed');
  await expect(booking).toContainText('Due at pick-up');
  await booking.getByRole('link', { name: `Open booking ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();

  // Back to the search, as it was.
  await page.goBack();
  await page.goBack();
  await expect(page.getByLabel('Name, email, phone or booking reference')).toHaveValue('050 100 0004');

  // The booking reference finds the same customer.
  await page.getByLabel('Name, email, phone or booking reference').fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: /customer@example\.ae/ })).toBeVisible();
});

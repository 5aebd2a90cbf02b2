import { expect, test } from './test';
import { ON_RENT_REFERENCE } from './fixture-references';
import { hydrated } from './form-pages';
import { signInAs } from './sign-in-as';
import { dubaiDateTime, dubaiToday, formatDubaiDateTime, nextDubaiDate } from '../../app/utils/dubai-time';

test('an admin opens a car on rent from the staff menu, extends it by two days with the money taken at the counter, and sees the new drop-off and total', async ({
  page,
}) => {
  const reference = ON_RENT_REFERENCE;
  await page.goto(await signInAs(page, 'admin@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'Bookings Dashboard' }).click();
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('link', { name: `Open booking ${reference}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();

  // The car went out yesterday and is due back tomorrow at 10:00; two days more is the day after next's next.
  const newDropoffDate = nextDubaiDate(nextDubaiDate(nextDubaiDate(dubaiToday())));
  await page.getByRole('link', { name: 'Extend rental' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+\/extend$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Extend booking ${reference}`);
  await hydrated(page, 'extend-form');
  await page.getByLabel('Drop-off date').fill(newDropoffDate);
  await page.getByLabel('Drop-off time').selectOption('10:00');
  await page.getByLabel('At the counter, in cash').check();
  await page.getByRole('button', { name: 'See the new price' }).click();

  const preview = page.getByRole('region', { name: 'The new price' });
  const days = preview.getByRole('row', { name: /Rental days/ });
  await expect(days).toContainText('2');
  await expect(days).toContainText('4');
  const total = preview.getByRole('row', { name: /^Total/ });
  const newTotal = (await total.getByRole('cell').nth(1).textContent())!.trim();
  await expect(preview.getByRole('status')).toContainText(/Take AED\s[\d,.]+ at the counter now/);
  // What was chosen stays chosen while the price is shown.
  await expect(page.getByLabel('Drop-off date')).toHaveValue(newDropoffDate);
  await preview.getByRole('button', { name: /Take AED\s[\d,.]+ and extend/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`Booking ${reference} is extended and AED\\s[\\d,.]+ was taken at the counter`)),
  ).toBeVisible();
  const rental = page.getByRole('region', { name: 'Rental' });
  await expect(rental).toContainText(formatDubaiDateTime(dubaiDateTime(newDropoffDate, '10:00')!, 'en'));
  await expect(page.getByRole('region', { name: 'Extras and price' })).toContainText(newTotal);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'The rental was extended to a later drop-off.',
  );
});

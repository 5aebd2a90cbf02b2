import { enquireAndOpenPrice } from './book-through-the-site';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { expect, test } from './test';

/** A date some days on, as the date fields take them, in Dubai. */
const dubaiDay = (daysOn: number) =>
  new Date(Date.now() + 4 * 3_600_000 + daysOn * 86_400_000).toISOString().slice(0, 10);

test('a customer who gave a TRN may read the summary before VAT, marked as such; a customer without one never sees it', async ({
  page,
  browser,
}) => {
  test.slow();
  // The customer gives the company's TRN while booking; the account keeps it. Accounts of this test's own: the
  // holds it leaves and the TRN it adds reach no other test.
  await signInAs(page, 'trn-test@example.ae');
  await enquireAndOpenPrice(page, 'Economy', 3);
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('button', { name: 'Excl. VAT (business)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Street address').fill('Sheikh Zayed Road 12');
  await page.getByLabel('PO Box').fill('12345');
  await page.getByLabel('Emirate').selectOption('Dubai');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel(/I have read and accept the rental terms/).check();
  await page.getByLabel('Tax registration number (TRN, optional)').fill('100 2003 0040 0500');
  await page.getByLabel(/Pay on pickup/).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/success$/);

  // On the next booking the figures before VAT are one click away, and stay marked as such.
  await enquireAndOpenPrice(page, 'Economy', 6);
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/extrass$/);
  await page.getByRole('button', { name: 'Excl. VAT (business)' }).click();
  await expect(page.getByRole('button', { name: 'Excl. VAT (business)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/AED\s[\d,.]+ excl\. VAT · AED\s[\d,.]+ with VAT/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary.getByRole('rowheader', { name: 'Total excl. VAT' })).toBeVisible();
  await expect(summary.getByRole('rowheader', { name: 'Total with VAT (the amount you pay)' })).toBeVisible();
  await expect(summary).toContainText('Amounts excl. VAT');

  // Back to prices with VAT by the same switch.
  await page.getByRole('button', { name: 'With VAT' }).click();
  await expect(summary.getByRole('rowheader', { name: 'Total excl. VAT' })).toHaveCount(0);

  // A customer without a TRN is never shown a price before VAT, even with the choice sent by hand.
  const other = await browser.newPage();
  await signInAs(other, 'no-trn-test@example.ae');
  await other.request.post('/price-view', { form: { view: 'excl_vat', redirectTo: '/' }, maxRedirects: 0 });
  await enquireAndOpenPrice(other, 'Economy', 9);
  await other.getByRole('button', { name: 'Select' }).click();
  await expect(other).toHaveURL(/\/extrass$/);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(/\/personal$/);
  const theirs = other.getByRole('region', { name: 'Your booking' });
  await expect(theirs.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
  await expect(other.getByText(/excl\. VAT/)).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Excl. VAT (business)' })).toHaveCount(0);
  await other.close();
});

test('staff book a walk-in customer with delivery at pick-up and a promo code, from the staff menu', async ({
  page,
}) => {
  test.slow();
  const code = `COUNTER${Date.now() % 100_000}`;
  await page.goto(await signInAs(page, 'owner@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  // A code to give, made where the content team makes them.
  await menu.getByRole('button', { name: 'CMS' }).click();
  await menu.getByRole('link', { name: 'Promo codes' }).click();
  const codes = page.getByRole('region', { name: 'New promo code' });
  await hydratedElement(codes.getByLabel('Code'));
  await codes.getByLabel('Code').fill(code);
  await codes.getByLabel('Percentage or amount').fill('10');
  await codes.getByLabel('Valid from').fill(dubaiDay(0));
  await codes.getByLabel('Valid until').fill(dubaiDay(30));
  await codes.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`The promo code ${code} was created.`)).toBeVisible();

  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'New booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  const form = page.locator('form#staff-booking');
  await hydratedElement(form.getByLabel('Full name', { exact: true }));
  await form.getByLabel('Full name', { exact: true }).fill('Counter Guest');
  await form.getByLabel('Mobile', { exact: true }).fill('050 765 4321');
  await form.getByLabel('Email', { exact: true }).fill(`counter.guest.${Date.now() % 100_000}@example.ae`);
  await form.getByLabel(/I have seen the original driving licence/).check();
  await form.getByLabel('Date of birth', { exact: true }).fill('1988-04-04');
  await form.getByLabel('Driving licence number', { exact: true }).fill('DXB-778899');
  await form.getByLabel('Licence expiry', { exact: true }).fill('2031-01-01');
  await form.getByLabel('Passport or Emirates ID number', { exact: true }).fill('784-1988-7654321-1');
  await form.getByLabel('Passport or Emirates ID expiry', { exact: true }).fill('2032-01-01');
  await form.getByLabel('Emirate', { exact: true }).selectOption('Dubai');
  await form.getByLabel('City', { exact: true }).fill('Dubai');
  await form.getByLabel('Pick-up branch', { exact: true }).selectOption({ label: 'Dubai – Ittihad Road' });
  await form.getByLabel('Drop-off branch', { exact: true }).selectOption({ label: 'Dubai – Ittihad Road' });
  await form.getByLabel('Car', { exact: true }).selectOption({ label: 'Nissan Sunny' });
  await form.getByLabel('Pick-up date', { exact: true }).fill(dubaiDay(4));
  await form.getByLabel('Pick-up time', { exact: true }).fill('10:00');
  await form.getByLabel('Drop-off date', { exact: true }).fill(dubaiDay(6));
  await form.getByLabel('Drop-off time', { exact: true }).fill('10:00');
  await form.getByLabel('Deliver the car at pick-up', { exact: true }).check();
  await form.getByLabel('Delivery city', { exact: true }).selectOption('Abu Dhabi');
  await form.getByLabel(/Pays on pick-up/).check();

  // A code that does not exist is refused at its field, with everything typed kept; the address is asked for.
  await form.getByLabel('Promo code (optional)', { exact: true }).fill('NOT-A-CODE');
  await form.getByRole('button', { name: 'Show the price' }).click();
  await expect(form.getByText('Please input the address we deliver the car to!')).toBeVisible();
  await form.getByLabel('Delivery address (home or hotel)', { exact: true }).fill('Villa 3, Khalifa City');
  await form.getByRole('button', { name: 'Show the price' }).click();
  await expect(form.getByText('This promo code is not valid.')).toBeVisible();
  await expect(form.getByLabel('Delivery address (home or hotel)', { exact: true })).toHaveValue(
    'Villa 3, Khalifa City',
  );
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Counter Guest');

  await form.getByLabel('Promo code (optional)', { exact: true }).fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Show the price' }).click();
  const price = form.getByRole('table', { name: 'Price Breakdown' });
  await expect(price).toContainText('Promo code discount');
  await expect(price).toContainText('Delivery charge');
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText(/Booking .+ is confirmed/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
  await expect(page.getByText('Villa 3, Khalifa City')).toBeVisible();
});

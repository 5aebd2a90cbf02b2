import { type Page, expect, test } from './test';
import { bookThroughTheSite } from './book-through-the-site';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';

/** A date some days on, as the date fields take them, in Dubai. */
const dubaiDay = (daysOn: number) =>
  new Date(Date.now() + 4 * 3_600_000 + daysOn * 86_400_000).toISOString().slice(0, 10);

/** The content team's promo code of this test, made where they make them. */
async function createPromoCode(page: Page, code: string) {
  await page.goto('/admin/promo-codes');
  const codes = page.getByRole('region', { name: 'New promo code' });
  await hydratedElement(codes.getByLabel('Code'));
  await codes.getByLabel('Code').fill(code);
  await codes.getByLabel('Percentage or amount').fill('10');
  await codes.getByLabel('Valid from').fill(dubaiDay(0));
  await codes.getByLabel('Valid until').fill(dubaiDay(40));
  await codes.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`The promo code ${code} was created.`)).toBeVisible();
}

/**
 * Staff book a walk-in customer of this test's own (a new account) for two days at Ittihad Road, paid at
 * pick-up, and land on the booking's page; returns its reference.
 */
async function bookWalkIn(page: Page, daysOn: number) {
  await page.goto('/admin/bookings/new');
  const form = page.locator('form#staff-booking');
  await hydratedElement(form.getByLabel('Full name', { exact: true }));
  await form.getByLabel('Full name', { exact: true }).fill('Change Guest');
  await form.getByLabel('Mobile', { exact: true }).fill('050 765 1122');
  await form.getByLabel('Email', { exact: true }).fill(`change.guest.${Date.now() % 1_000_000}@example.ae`);
  await form.getByLabel(/I have seen the original driving licence/).check();
  await form.getByLabel('Date of birth', { exact: true }).fill('1987-03-03');
  await form.getByLabel('Driving licence number', { exact: true }).fill('DXB-445566');
  await form.getByLabel('Licence expiry', { exact: true }).fill('2031-01-01');
  await form.getByLabel('Passport or Emirates ID number', { exact: true }).fill('784-1987-1234567-1');
  await form.getByLabel('Passport or Emirates ID expiry', { exact: true }).fill('2032-01-01');
  await form.getByLabel('Emirate', { exact: true }).selectOption('Dubai');
  await form.getByLabel('City', { exact: true }).fill('Dubai');
  await form.getByLabel('Pick-up branch', { exact: true }).selectOption({ label: 'Dubai – Ittihad Road' });
  await form.getByLabel('Drop-off branch', { exact: true }).selectOption({ label: 'Dubai – Ittihad Road' });
  await form.getByLabel('Car', { exact: true }).selectOption({ label: 'Nissan Sunny' });
  await form.getByLabel('Pick-up date', { exact: true }).fill(dubaiDay(daysOn));
  await form.getByLabel('Pick-up time', { exact: true }).fill('10:00');
  await form.getByLabel('Drop-off date', { exact: true }).fill(dubaiDay(daysOn + 2));
  await form.getByLabel('Drop-off time', { exact: true }).fill('10:00');
  await form.getByLabel(/Pays on pick-up/).check();
  await form.getByRole('button', { name: 'Show the price' }).click();
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
  const confirmed = (await page.getByText(/Booking .+ is confirmed/).textContent())!;
  return confirmed.match(/Booking (\S+) is confirmed/)![1];
}

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

test('staff change a walk-in booking to deliver the car to an address with a promo code: priced again with both lines, kept on the booking', async ({
  page,
}) => {
  test.slow();
  const code = `CHANGE${Date.now() % 100_000}`;
  await signInAs(page, 'owner@example.ae');
  await createPromoCode(page, code);
  const reference = await bookWalkIn(page, 17);

  await page.getByRole('link', { name: 'Change dates, car or extras' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+\/change$/);
  await hydratedElement(page.getByLabel('Delivery address (home or hotel)'));
  // The driver's date of birth is the booking's, and decides the young-driver surcharge.
  await expect(page.getByLabel('Driver’s date of birth')).toHaveValue('1987-03-03');
  await page.getByLabel('Deliver the car at pick-up').check();
  await page.getByLabel('Delivery city').selectOption({ label: 'Abu Dhabi' });
  await page.getByLabel('Promo code (optional)').fill('NOT-A-CODE');

  // The browser asks for the address before anything is sent; the server refuses the code at its field.
  await page.getByRole('button', { name: 'See the new price' }).click();
  await expect(page.getByText('Please input the address we deliver the car to!')).toBeVisible();
  await page.getByLabel('Delivery address (home or hotel)').fill('Villa 3, Khalifa City');
  await page.getByRole('button', { name: 'See the new price' }).click();
  await expect(page.getByText('This promo code is not valid.')).toBeVisible();
  await expect(page.getByLabel('Promo code (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Delivery address (home or hotel)')).toHaveValue('Villa 3, Khalifa City');
  await expect(page.getByLabel('Delivery city')).toHaveValue('Abu Dhabi');
  await expect(page.getByLabel('Deliver the car at pick-up')).toBeChecked();

  await page.getByLabel('Promo code (optional)').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'See the new price' }).click();
  const preview = page.getByRole('region', { name: 'The new price' });
  await expect(preview).toContainText(/Delivery charge\s*AED\s200\.00/);
  await expect(preview).toContainText(/Promo code discount\s*-AED\s[\d,.]+/);
  await expect(preview).toContainText(/The new total of AED\s[\d,.]+ is paid at pick-up\./);
  await preview.getByRole('button', { name: 'Confirm the change' }).click();

  await expect(
    page.getByText(`Booking ${reference} is changed; the customer has been emailed its new tax invoice.`),
  ).toBeVisible();
  await expect(page.getByText('Villa 3, Khalifa City')).toBeVisible();
  // The form starts again from the booking as it now stands: delivered, with the code.
  await page.getByRole('link', { name: 'Change dates, car or extras' }).click();
  await expect(page.getByLabel('Deliver the car at pick-up')).toBeChecked();
  await expect(page.getByLabel('Promo code (optional)')).toHaveValue(code);
});

test('a customer gets 403 for the staff change page', async ({ page }) => {
  await signInAs(page, 'customer@example.ae');
  const response = await page.goto('/admin/bookings/1/change');
  expect(response?.status()).toBe(403);
});

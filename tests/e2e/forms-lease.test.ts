import { expect, type Page, test } from './test';
import { hydrated, screenshotFormPages } from './form-pages';
import { signInAs } from './sign-in-as';
import { picture } from './pictures';

// Every successful post counts against the per-address form limit (10 in 10 minutes) all tests share on 127.0.0.1.
test.use({ viewport: { width: 390, height: 844 } });

const messageOf = (page: Page, label: string) => page.locator(`[id="${label}-error"]`);

async function fillQuote(page: Page, email: string) {
  const form = page.locator('#lease-form');
  await form.getByLabel('Make', { exact: true }).fill('Toyota');
  await form.getByLabel('Model', { exact: true }).fill('Hilux');
  await form.getByLabel('Comments', { exact: true }).fill('Five pick-ups for a landscaping crew.');
  await form.getByLabel('Contract length').selectOption('24 months');
  await form.getByLabel('Annual mileage').selectOption('30,000 - 40,000 km');
  await form.getByRole('radiogroup', { name: 'Maintenance and services included?' }).getByLabel('Yes').check();
  await form.getByRole('radiogroup', { name: 'Business or personal lease?' }).getByLabel('Business').check();
  await form.getByLabel('Business name').fill('Green Oasis Landscaping');
  await form.getByLabel('Title', { exact: true }).selectOption('Mr');
  await form.getByLabel('First name').fill('Rashid');
  await form.getByLabel('Surname').fill('Al Mazrouei');
  await form.getByLabel('Postcode / PO Box').fill('PO Box 777');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Mobile number', { exact: true }).fill('052 765 4321');
  await form.getByLabel('How did you find us?').selectOption('Spotted one of our locations');
}

test('lease quote: an empty form shows the spec’s messages at the fields, then a complete one is thanked', async ({
  page,
}) => {
  test.slow();
  await page.goto('/lease-enquiry');
  await expect(page.getByRole('heading', { level: 1, name: 'Request A Lease Quote' })).toBeVisible();
  for (const legend of ['1. Vehicle details', '2. Contract details', '3. Business/Personal details'])
    await expect(page.getByRole('group', { name: legend })).toBeVisible();
  await hydrated(page, 'lease-form');
  await page.getByRole('button', { name: 'Request a quote' }).click();

  const form = page.locator('#lease-form');
  await expect(form.getByLabel('Make', { exact: true })).toBeFocused();
  // Each field names what is missing (the spec's words only where they fit the field).
  await expect(form.getByText('Please enter your First Name!')).toHaveCount(1);
  await expect(form.getByText('Please enter the make, such as Toyota.')).toBeVisible();
  await expect(form.getByText('Please choose a contract length.')).toBeVisible();
  await expect(form.getByText('Please enter your Surname!')).toHaveCount(1);
  await expect(form.getByText('Please enter your postcode or PO Box.')).toBeVisible();
  await expect(form.getByText('Please enter your Mobile number!')).toBeVisible();
  await expect(form.getByText('Please tell us how you found us.')).toBeVisible();
  await expect(form.getByText('Please input your Email Address!')).toBeVisible();

  await fillQuote(page, 'rashid@example.ae');
  await form.getByLabel('Mobile number', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
  await expect(form.getByLabel('Comments', { exact: true })).toHaveValue('Five pick-ups for a landscaping crew.');

  // One control for the country: the list narrows as one types, the UAE chosen until another country is.
  const country = form.getByRole('combobox', { name: 'Country code' });
  const posted = form.locator('input[type="hidden"][name="country"]');
  await expect(country).toHaveValue('AE +971');
  await country.click();
  await country.pressSequentially('oman');
  await expect(page.getByRole('listbox', { name: 'Country code' }).getByRole('option').first()).toHaveText('Oman+968');
  await country.press('ArrowDown');
  await expect(country).toHaveAttribute('aria-activedescendant', /OM$/);
  await country.press('Enter');
  await expect(country).toHaveValue('OM +968');
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await expect(posted).toHaveValue('OM');
  // Escape puts back the country chosen before.
  await country.pressSequentially('united');
  await country.press('ArrowDown');
  await country.press('Escape');
  await expect(country).toHaveValue('OM +968');
  // …and a click on an option chooses it.
  await country.click();
  await country.fill('United Arab');
  await page.getByRole('option', { name: /United Arab Emirates/ }).click();
  await expect(country).toHaveValue('AE +971');
  await expect(posted).toHaveValue('AE');
  await form.getByLabel('Mobile number', { exact: true }).fill('052 765 4321');
  await page.getByRole('button', { name: 'Request a quote' }).click();

  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Thank you. We will contact you shortly.');
  await picture(page, 'forms/lease-success-en-390');
  await dialog.getByRole('link', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('Make', { exact: true })).toHaveValue('');

  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
  expect(mails.find((mail) => mail.to === 'rashid@example.ae')?.subject).toBe('We received your lease quote request');
  expect(
    mails.find((mail) => mail.subject?.startsWith('New lease quote request from Mr Rashid Al Mazrouei'))?.text,
  ).toContain('Business name: Green Oasis Landscaping');
});

test('lease quote: a signed-in customer finds their name, email and phone filled in', async ({ page }) => {
  await signInAs(page, 'customer@example.ae');
  await page.goto('/lease-enquiry');
  const form = page.locator('#lease-form');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('customer@example.ae');
  await expect(form.getByLabel('First name')).not.toHaveValue('');
  await expect(form.getByLabel('Mobile number', { exact: true })).toHaveValue(/^\+971/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lease quote: errors come back with the input kept, and a success opens the Success modal', async ({ page }) => {
    await page.goto('/lease-enquiry');
    await fillQuote(page, 'nojs-lease@example.ae');
    await page.locator('#lease-form').getByLabel('Surname').fill('');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect(
      messageOf(page, (await page.locator('#lease-form').getByLabel('Surname').getAttribute('id')) ?? ''),
    ).toHaveText('Please enter your Surname!');
    await expect(page.locator('#lease-form').getByLabel('Model', { exact: true })).toHaveValue('Hilux');
    await expect(page.locator('#lease-form').getByLabel('Annual mileage')).toHaveValue('30,000 - 40,000 km');
    await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();

    await page.locator('#lease-form').getByLabel('Surname').fill('Al Mazrouei');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(/\/lease-enquiry\?sent=1$/);
    await expect(page.getByRole('dialog')).toContainText('Thank you. We will contact you shortly.');
    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/lease-enquiry$/);
  });
});

screenshotFormPages('lease', 'lease-form', {
  en: { path: '/lease-enquiry', submit: 'Request a quote' },
  ar: { path: '/ar/lease-enquiry', submit: 'اطلب عرض سعر' },
});

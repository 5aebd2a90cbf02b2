import { type Browser, type Locator, type Page, expect } from '@playwright/test';
import { hydrated } from './form-pages';
import { signInAs } from './sign-in-as';

/** A 'YYYY-MM-DD' date some days after another. */
export function daysAfter(date: string, days: number) {
  const later = new Date(`${date}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + days);
  return later.toISOString().slice(0, 10);
}

/**
 * The first pick-up time the enquiry form offers can be seconds beyond the 24 hours' notice, which a
 * slow run passes before it submits (the form then asks for another time): the next one leaves at
 * least a quarter of an hour.
 */
export async function takeTheSecondTimeOffered(form: Page | Locator) {
  const pickupTime = form.getByLabel('Pick-up time', { exact: true });
  const times = await pickupTime
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  if (times.length < 2) return;
  // A new pick-up time clears the return, which the form had set a day later at the same time.
  const first = await form.getByLabel('Pick-up date', { exact: true }).inputValue();
  await pickupTime.selectOption(times[1]!);
  await form.getByLabel('Drop-off date', { exact: true }).fill(daysAfter(first, 1));
  await form.getByLabel('Drop-off time', { exact: true }).selectOption(times[1]!);
}

/**
 * From the booking box to the price page of the first bookable car of a vehicle type, for the
 * form's first offered dates or, with `daysLater`, a two-day rental from 10:00 that many days after.
 */
export async function enquireAndOpenPrice(page: Page, vehicleType: string, daysLater = 0) {
  await page.goto(`/booking-enquiry?type=${encodeURIComponent(vehicleType)}`);
  await hydrated(page, 'booking-enquiry');
  await page.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
  await page.getByLabel('Pick-up location', { exact: true }).selectOption('Dubai_Ittihad Road');
  if (daysLater > 0) {
    const first = await page.getByLabel('Pick-up date', { exact: true }).inputValue();
    await page.getByLabel('Pick-up date', { exact: true }).fill(daysAfter(first, daysLater));
    await page.getByLabel('Pick-up time', { exact: true }).selectOption('10:00');
    await page.getByLabel('Drop-off date', { exact: true }).fill(daysAfter(first, daysLater + 2));
    await page.getByLabel('Drop-off time', { exact: true }).selectOption('10:00');
  } else {
    await takeTheSecondTimeOffered(page);
  }
  await page.getByLabel('First name', { exact: true }).fill('Sara');
  await page.getByLabel('Last name', { exact: true }).fill('Customer');
  await page.getByLabel('Email', { exact: true }).fill('customer@example.ae');
  await page.getByLabel('Mobile number', { exact: true }).fill('050 100 0004');
  await page.getByLabel(/I agree with the/).check();
  const pickupDate = await page.getByLabel('Pick-up date', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Find my car' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\//);
  await page
    .getByRole('link', { name: /BOOK NOW/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/details-master\//);
  return pickupDate;
}

/**
 * The demo customer books a car of this type at Dubai Ittihad Road through the site, paying on
 * pick-up or with a sandbox test card, for the enquiry form's first offered dates (or, with
 * `daysLater`, a two-day rental that many days after them); returns the booking's reference and its
 * pick-up date ('YYYY-MM-DD').
 */
export async function bookThroughTheSite(browser: Browser, vehicleType: string, card?: string, daysLater = 0) {
  const page = await browser.newPage();
  await signInAs(page, 'customer@example.ae');
  const pickupDate = await enquireAndOpenPrice(page, vehicleType, daysLater);
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Street address').fill('Sheikh Zayed Road 12');
  await page.getByLabel('PO Box').fill('12345');
  await page.getByLabel('Emirate').selectOption('Dubai');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel(card ? /Pay by card/ : /Pay on pickup/).check();
  await page.getByLabel(/I have read and accept the rental terms/).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  if (card) {
    await expect(page).toHaveURL(/\/sandbox\/ngenius\/pay\//);
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
  }
  // Confirming issues the tax invoice PDF, which can take a while when the machine is busy.
  await expect(page.getByText('Your booking is confirmed')).toBeVisible({ timeout: 30_000 });
  const reference = (await page.locator('bdi').first().textContent())!.trim();
  await page.close();
  return { reference, pickupDate };
}

import type { Page } from '@playwright/test';
import { daysAfter } from './book-through-the-site';
import { hydrated, hydratedElement } from './form-pages';
import { pdfText } from './pdf-text';
import { picture } from './pictures';
import { signInAs } from './sign-in-as';
import { expect, test } from './test';

const OFFER = 'Weekend SUV Escape';
const OFFER_AR = 'عطلة نهاية الأسبوع مع سيارات الدفع الرباعي';

/** The offer's pick-up branches while the test runs: its bookings at Ittihad Road, as every other test's, keep the offer. */
const OFFER_BRANCHES = ['Dubai – Al Quoz', 'Dubai – Ittihad Road'];

/** The content team opens the offer from the staff menu and sets its discount as a percentage, and its branches. */
async function setOfferPercent(page: Page, percent: string, branches: string[] = []) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'CMS' }).click();
  await menu.getByRole('link', { name: 'Manage Special Offers' }).click();
  await expect(page).toHaveURL(/\/admin\/offers$/);
  await page
    .getByRole('link', { name: new RegExp(`^Edit.*${OFFER}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit special offer' })).toBeVisible();
  await hydratedElement(page.getByLabel('Percent, or AED a day before VAT'));
  await page.getByLabel('Discount on the car’s rental').selectOption('percent');
  await page.getByLabel('Percent, or AED a day before VAT').fill(percent);
  await page
    .getByLabel('Pick-up branches (none chosen: every branch)')
    .selectOption(branches.map((label) => ({ label })));
  await page.getByRole('button', { name: 'Save' }).click();
}

test('staff price an offer from the menu; a customer who books from the offer’s page sees its line on the quote, the confirmation mail and the invoice, in English and Arabic', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto(await signInAs(page, 'cms@example.ae'));
  // A discount past 50% is refused at its field, with what was typed kept.
  await setOfferPercent(page, '80');
  await expect(page.getByText('Enter a whole percentage from 1 to 50.')).toBeVisible();
  await expect(page.getByLabel('Percent, or AED a day before VAT')).toHaveValue('80');
  await page.getByLabel('Percent, or AED a day before VAT').fill('15');
  await page
    .getByLabel('Pick-up branches (none chosen: every branch)')
    .selectOption(OFFER_BRANCHES.map((label) => ({ label })));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your Offer has been updated successfully!')).toBeVisible();

  try {
    // The customer finds the offer among the offers, with its computed 'from' price, and follows its book link.
    const customer = await browser.newPage();
    await signInAs(customer, 'customer@example.ae');
    await customer.goto('/special-offers');
    const card = customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: OFFER }) });
    await expect(card).toContainText(/From AED\s[\d,.]+ a day on rentals of 22 days or more, VAT included/);
    await card.getByRole('link', { name: /View offer/ }).click();
    // On the offer's own page: the list may hold other offers' lines of the same words.
    await expect(customer).toHaveURL(/\/special-offer\/\d+$/);
    await expect(customer.getByRole('heading', { level: 1, name: OFFER })).toBeVisible();
    // The offer's words quote the price its page computes with the new discount, never a figure typed once.
    const priceLine = customer.getByText(/^From AED\s[\d,.]+ a day on rentals of 22 days or more, VAT included$/);
    await expect(customer.getByText(/^Head for Hatta/)).toContainText(`${await priceLine.first().textContent()}.`);
    await customer.getByRole('link', { name: 'Book now' }).click();
    await expect(customer).toHaveURL(/\/booking-enquiry\?type=SUV/);
    await hydrated(customer, 'booking-enquiry');
    await expect(customer.getByLabel('Vehicle type', { exact: true })).toHaveValue('SUV Standard');
    // The offer is for two Dubai branches: the box opens at the first it lists, Ittihad Road (Al Quoz comes after).
    await expect(customer.getByLabel('Pick-up city', { exact: true })).toHaveValue('Dubai');
    await expect(customer.getByLabel('Pick-up location', { exact: true })).toHaveValue('Dubai_Ittihad Road');

    // A two-day rental three days on, at the offer's branch: the offer's class, branches, dates and fewest days.
    const first = await customer.getByLabel('Pick-up date', { exact: true }).inputValue();
    await customer.getByLabel('Pick-up date', { exact: true }).fill(daysAfter(first, 3));
    await customer.getByLabel('Pick-up time', { exact: true }).selectOption('10:00');
    await customer.getByLabel('Drop-off date', { exact: true }).fill(daysAfter(first, 5));
    await customer.getByLabel('Drop-off time', { exact: true }).selectOption('10:00');
    await customer.getByLabel('First name', { exact: true }).fill('Sara');
    await customer.getByLabel('Last name', { exact: true }).fill('Customer');
    await customer.getByLabel('Email', { exact: true }).fill('customer@example.ae');
    await customer.getByLabel('Mobile number', { exact: true }).fill('050 100 0004');
    await customer.getByLabel(/I agree with the/).check();
    await customer.getByRole('button', { name: 'Find my car' }).click();
    await expect(customer).toHaveURL(/\/booking\/[0-9a-f-]{36}\//);
    await customer
      .getByRole('link', { name: /BOOK NOW/ })
      .first()
      .click();
    await expect(customer).toHaveURL(/\/details-master\//);
    await customer.getByRole('button', { name: 'Price Breakdown' }).click();
    await expect(customer.getByRole('dialog')).toContainText(new RegExp(`Offer: ${OFFER}\\s*-AED\\s[\\d,.]+`));
    await customer.getByRole('button', { name: 'Close' }).click();
    await customer.getByRole('button', { name: 'Select' }).click();
    await expect(customer).toHaveURL(/\/extrass$/);
    await expect(customer.getByRole('complementary')).toContainText(new RegExp(`Offer: ${OFFER}\\s*-AED\\s[\\d,.]+`));

    // The same step in Arabic names the offer in Arabic; the booking goes on in Arabic.
    await customer.locator('a[hreflang="ar"]').first().click();
    await expect(customer).toHaveURL(/\/ar\/bill\//);
    await expect(customer.getByRole('complementary')).toContainText(`العرض: ${OFFER_AR}`);
    await customer.setViewportSize({ width: 390, height: 844 });
    await picture(customer, 'offers/extras-ar-390', { fullPage: true });
    await customer.getByRole('button', { name: 'متابعة' }).click();
    await expect(customer).toHaveURL(/\/personal$/);
    await expect(customer.getByRole('region', { name: 'حجزك' })).toContainText(`العرض: ${OFFER_AR}`);
    await customer.getByLabel('عنوان الشارع').fill('Sheikh Zayed Road 12');
    await customer.getByLabel('صندوق البريد').fill('12345');
    await customer.getByLabel('الإمارة').selectOption('Dubai');
    await customer.getByLabel('المدينة').fill('Dubai');
    await customer.getByLabel(/الدفع عند الاستلام/).check();
    await customer.getByLabel(/قرأت وأوافق على/).check();
    await customer.getByRole('button', { name: 'احجز الآن' }).click();
    await expect(customer.getByText('تم تأكيد حجزك')).toBeVisible({ timeout: 30_000 });
    const reference = (await customer.locator('bdi').first().textContent())!.trim();

    // The confirmation mail and the tax invoice carry the offer's line.
    const mails = (await (await customer.request.get('/dev/outbox.json')).json()) as Array<{
      subject: string;
      text: string;
    }>;
    const mail = mails.find((candidate) => candidate.subject?.includes(reference))?.text ?? '';
    expect(mail).toMatch(new RegExp(`(Offer: ${OFFER}|العرض: ${OFFER_AR}): -`));
    await customer.goto('/my-history');
    const row = customer.getByRole('row', { name: new RegExp(reference) });
    const href = (await row.getByRole('link', { name: /Download invoice/ }).getAttribute('href'))!;
    const invoice = await pdfText(await (await customer.request.get(href)).body());
    expect(invoice).toContain(`Offer: ${OFFER}`);

    // In Arabic the offer's words quote its Arabic price line, and its book link opens at its first branch too.
    await customer.goto('/ar/special-offers');
    const arabicCard = customer
      .getByRole('listitem')
      .filter({ has: customer.getByRole('heading', { name: OFFER_AR }) });
    await arabicCard.getByRole('link', { name: /عرض التفاصيل/ }).click();
    await expect(customer).toHaveURL(/\/ar\/special-offer\/\d+$/);
    await expect(customer.getByRole('heading', { level: 1, name: OFFER_AR })).toBeVisible();
    const arabicLine = customer.getByText(/^ابتداءً من .+ شاملة الضريبة$/);
    await expect(customer.getByText(/^انطلق إلى حتا/)).toContainText(`${await arabicLine.first().textContent()}.`);
    await picture(customer, 'offers/offer-ar-390', { fullPage: true });
    await customer.getByRole('link', { name: 'احجز الآن' }).click();
    await expect(customer).toHaveURL(/\/ar\/booking-enquiry\?type=SUV.*branch=Dubai_Ittihad/);
    await hydrated(customer, 'booking-enquiry');
    await expect(customer.getByLabel('فئة السيارة', { exact: true })).toHaveValue('SUV Standard');
    await expect(customer.getByLabel('مدينة الاستلام', { exact: true })).toHaveValue('Dubai');
    await expect(customer.getByLabel('موقع الاستلام', { exact: true })).toHaveValue('Dubai_Ittihad Road');
    await customer.close();
  } finally {
    // The seeded offer's own discount and every branch again, for the other tests that read its price.
    await page.goto('/');
    await setOfferPercent(page, '10');
    await expect(page.getByText('Your Offer has been updated successfully!')).toBeVisible();
  }
});

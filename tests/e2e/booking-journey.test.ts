import { expect, type Page, test } from './test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { bookThroughTheSite, daysAfter, enquireAndOpenPrice } from './book-through-the-site';
import { PAID_WITHIN_A_DAY_REFERENCE } from './fixture-references';
import { historyRow } from './history-row';
import { signInAs } from './sign-in-as';
import { picture } from './pictures';

/** The text of a PDF, as a reader would extract it. */
async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++)
    pages.push(
      (await (await pdf.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '),
    );
  return pages.join('\n');
}

async function fillDriver(page: Page) {
  await page.getByLabel('Street address').fill('Sheikh Zayed Road 12');
  await page.getByLabel('PO Box').fill('12345');
  await page.getByLabel('Emirate').selectOption('Dubai');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel(/I have read and accept the rental terms/).check();
}

async function payOnProviderPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/ngenius\/pay\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** A signed-in customer's card booking of a car of this type, up to the provider's payment page. */
async function bookByCard(page: Page, vehicleType: string, daysLater = 0) {
  await signInAs(page, 'customer@example.ae');
  await enquireAndOpenPrice(page, vehicleType, daysLater);
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillDriver(page);
  await page.getByLabel(/Pay by card/).check();
  await page.getByRole('button', { name: 'Book now' }).click();
}

test('a visitor selects a car, logs in, adds extras and pays by card through to the confirmation', async ({ page }) => {
  const started = Date.now();
  await enquireAndOpenPrice(page, 'Economy');
  const priceUrl = page.url();
  await page.getByRole('button', { name: 'Select' }).click();
  // Not logged in: the login page, then straight back to the same vehicle.
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const form = page.locator('main');
  await form.getByLabel(/^Email/).fill('customer@example.ae');
  await form.getByLabel('Password', { exact: true }).fill('Oasis@2026');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(priceUrl);
  await page.getByRole('button', { name: 'Select' }).click();

  await expect(page).toHaveURL(/\/bill\/\d+\/[0-9a-f-]{36}\/extrass$/);
  await expect(page.getByText('Vehicle has been selected successfully!')).toBeVisible();
  const total = page.getByRole('complementary').getByRole('row', { name: /^Total/ });
  const before = await total.textContent();
  await page.getByLabel('GPS').check();
  await expect(total).not.toHaveText(before!);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByText('Your booking has been updated successfully!')).toBeVisible();
  // Prefilled from the account.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('customer@example.ae');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-05-14');
  await fillDriver(page);
  await page.getByLabel(/Pay by card/).check();
  await page.getByRole('button', { name: 'Book now' }).click();

  await payOnProviderPage(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/bill\/\d+\/[0-9a-f-]{36}\/success\?ref=/);
  await expect(page.getByText('Your booking is confirmed')).toBeVisible();
  await expect(page.getByText('Paid by card.')).toBeVisible();
  console.info(`card booking journey, enquiry to confirmation: ${Date.now() - started} ms`);
  const reference = (await page.locator('bdi').first().textContent())!.trim();

  // The confirmation mail carries the tax invoice as a PDF attachment.
  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{
    to: string;
    subject: string;
    attachments: string[];
  }>;
  const confirmation = mails.find((mail) => mail.subject?.includes(reference));
  expect(confirmation?.attachments).toEqual([expect.stringMatching(/^tax-invoice-\d+\.pdf$/)]);

  await page.locator('label', { hasText: '4 out of 5 stars' }).click();
  await expect(page.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thank you for rating us 4 out of 5.')).toBeVisible();

  // The history offers the same invoice as a download.
  await page.goto('/my-history');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: /Download invoice/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(confirmation!.attachments[0]);
  const href = (await row.getByRole('link', { name: /Download invoice/ }).getAttribute('href'))!;
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a declined card says so, and Try Again with a good card confirms', async ({ page }) => {
  await bookByCard(page, 'Compact');
  await payOnProviderPage(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment failed, please try again')).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  // What was typed is still there.
  await expect(page.getByLabel('Street address')).toHaveValue('Sheikh Zayed Road 12');
  // The terms are accepted again before each payment.
  await page.getByLabel(/I have read and accept the rental terms/).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await payOnProviderPage(page, '4111111111111111');
  await expect(page.getByText('Your booking is confirmed')).toBeVisible();
});

test('pay on pick-up shows the 10% before choosing and confirms at once', async ({ page }) => {
  await signInAs(page, 'customer@example.ae');
  await enquireAndOpenPrice(page, 'Intermediate');
  await page.getByRole('button', { name: 'Select' }).click();
  // Each extra with its price for the rental, VAT included; the CDW says the excess it limits damage to.
  await expect(page.getByText('Each price is for your whole rental, VAT included.')).toBeVisible();
  await expect(page.getByText(/^Limits your share of any damage to AED\s1,500 \(the excess\)\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Pay later (+10%)')).toBeVisible();
  await page.getByRole('button', { name: 'Book now' }).click();
  // Nothing chosen or filled: the form says what is missing and keeps the page.
  await expect(page.getByText('Please choose how you will pay.')).toBeVisible();
  await expect(page.getByText('Please accept the rental terms to book.')).toBeVisible();
  // The summary before paying: where, when, every price line with VAT, the deposit and the cancellation terms.
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText(/Pick-up\s*Dubai – Ittihad Road, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(summary.getByRole('table', { name: 'Price Breakdown' })).toContainText('VAT');
  // An Intermediate car's class holds AED 2,000, released within the 30 days the settings give.
  await expect(summary).toContainText(
    /Security deposit: AED\s2,000\.00, held at pick-up .* released within 30 days of the return/,
  );
  await expect(summary).toContainText(
    /Damage: without full insurance \(CDW\) you pay for any damage in full; with it, at most AED\s1,500\./,
  );
  await expect(summary).toContainText(/250 km a day included \(4,000 km a month\); each further km AED\s0\.53\./);
  await expect(summary).toContainText(
    /Free cancellation up to 24 hours before pick-up\. Later, .* one rental day \(AED\s[\d,.]+\) is charged/,
  );
  await fillDriver(page);
  await page.getByLabel(/Pay on pickup/).check();
  await picture(page, 'bill/personal-summary-1366', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(summary, 'bill/personal-summary-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText('Your booking is confirmed')).toBeVisible();
  await expect(page.getByText('To pay when you pick up the car.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booking steps' })).toContainText('Confirmed');
});

test('a Fazaa member ticks the card: the summary and both totals take the discount off, and the booking keeps it', async ({
  page,
}) => {
  await signInAs(page, 'customer@example.ae');
  await enquireAndOpenPrice(page, 'SUV Standard');
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('region', { name: 'Your booking' });
  const prices = summary.getByRole('table', { name: 'Price Breakdown' });
  await expect(prices).not.toContainText('Fazaa member discount');
  const payLater = page.getByText(/Pay later \(\+10%\)/);
  const withoutCard = await page
    .getByLabel(/Pay on pickup/)
    .locator('..')
    .textContent();
  // The programmes offered with their percentages (company settings), and where the card is checked.
  const fazaa = page.getByLabel('I have a Fazaa card (10% off the car rental)');
  await expect(page.getByText('Bring the card when you pick up the car: our staff check it there.')).toBeVisible();
  await fazaa.check();
  await expect(prices).toContainText(/Fazaa member discount\s*-AED\s[\d,.]+/);
  await expect(payLater).toBeVisible();
  expect(
    await page
      .getByLabel(/Pay on pickup/)
      .locator('..')
      .textContent(),
  ).not.toBe(withoutCard);
  await fazaa.uncheck();
  await expect(prices).not.toContainText('Fazaa member discount');
  await fazaa.check();
  await fillDriver(page);
  await page.getByLabel(/Pay on pickup/).check();
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(summary, 'bill/personal-fazaa-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText('Your booking is confirmed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price Breakdown' })).toContainText('Fazaa member discount');
});

test("a business renter's TRN is checked, kept on the account and printed on the tax invoice", async ({ page }) => {
  await signInAs(page, 'customer@example.ae');
  await enquireAndOpenPrice(page, 'Mini Van');
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const trn = page.getByLabel('Tax registration number (TRN, optional)');
  await expect(trn).toHaveAccessibleDescription(
    'For a VAT-registered business: 15 digits, printed on your tax invoice.',
  );
  await fillDriver(page);
  await page.getByLabel('Company (optional)').fill('Gulf Trading LLC');
  await trn.fill('100 2003 0040');
  await page.getByLabel(/Pay on pickup/).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText('A TRN has 15 digits.')).toBeVisible();
  await expect(page.getByLabel('Company (optional)')).toHaveValue('Gulf Trading LLC');
  await trn.fill('100 2003 0040 0500');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/success$/);
  const reference = (await page.locator('bdi').first().textContent())!.trim();

  // The invoice names the company and its TRN, as the UAE tax invoice rules ask of a registered recipient.
  await page.goto('/my-history');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  const href = (await row.getByRole('link', { name: /Download invoice/ }).getAttribute('href'))!;
  const text = await pdfText(await (await page.request.get(href)).body());
  expect(text).toContain('Gulf Trading LLC');
  expect(text).toMatch(/Customer TRN[^\d]{0,80}100200300400500/);

  // The account keeps it for the next booking, where it is filled in already.
  await page.goto('/my-account');
  await expect(page.getByRole('definition').filter({ hasText: '100200300400500' })).toBeVisible();
});

test('a customer whose account is under review is told so at Select', async ({ page }) => {
  await signInAs(page, 'pending@example.ae');
  await enquireAndOpenPrice(page, 'Standard');
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('alert')).toContainText('Your account is still being reviewed.');
});

test('on a phone, a refused Select brings its message into view and focuses it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'pending@example.ae');
  await enquireAndOpenPrice(page, 'Standard');
  await page.getByRole('button', { name: 'Select' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your account is still being reviewed.' });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport({ ratio: 1 });
});

test('a second booking by the demo customer starts with the address of the previous one', async ({ browser, page }) => {
  await bookThroughTheSite(browser, 'Economy');
  await signInAs(page, 'customer@example.ae');
  await enquireAndOpenPrice(page, 'Economy', 30);
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/extrass$/);
  const reference = (await page.locator('bdi').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByLabel('Street address')).toHaveValue('Sheikh Zayed Road 12');
  await expect(page.getByLabel('PO Box')).toHaveValue('12345');
  await expect(page.getByLabel('Emirate')).toHaveValue('Dubai');
  await expect(page.getByLabel('City')).toHaveValue('Dubai');
  // The demo customer may hold two cars at once, and other tests book for them: the held car is given back.
  await page.goto('/my-history');
  await (await historyRow(page, reference)).getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('Removed. Its car is free for others again.')).toBeVisible();
});

test("the booking shows in the customer's history, and another customer gets 404 for it", async ({ browser }) => {
  const owner = await browser.newPage();
  await signInAs(owner, 'customer@example.ae');
  await enquireAndOpenPrice(owner, 'SUV Standard');
  await owner.getByRole('button', { name: 'Select' }).click();
  await owner.getByRole('button', { name: 'Continue' }).click();
  await fillDriver(owner);
  await owner.getByLabel(/Pay on pickup/).check();
  await owner.getByRole('button', { name: 'Book now' }).click();
  await expect(owner.getByText('Your booking is confirmed')).toBeVisible();
  const success = new URL(owner.url()).pathname;
  const reference = (await owner.locator('bdi').first().textContent())!.trim();
  await owner.getByRole('link', { name: 'My bookings' }).click();
  await expect(owner).toHaveURL(/\/my-history$/);
  const row = owner.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Pay on pickup');
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(/AED\s\d{1,3}(,\d{3})*\.\d{2}/);
  // On a phone, in Arabic, each booking is a block of labelled lines: nothing scrolls sideways.
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.goto('/ar/my-history');
  await expect(owner.getByRole('rowheader', { name: reference })).toBeVisible();
  expect(
    await owner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  expect(
    await owner.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('main table')].map(
          (table) => table.scrollWidth - table.parentElement!.clientWidth,
        ),
      ),
    ),
  ).toBeLessThanOrEqual(0);

  const stranger = await browser.newPage();
  await signInAs(stranger, 'review-test@example.ae');
  const response = await stranger.goto(success);
  expect(response?.status()).toBe(404);
});

test('the bill wizard works in Arabic, right to left', async ({ page }) => {
  await signInAs(page, 'customer@example.ae');
  await enquireAndOpenPrice(page, 'Premium');
  await page.goto(`/ar${new URL(page.url()).pathname}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'اختيار' }).click();
  await expect(page).toHaveURL(/\/ar\/bill\/\d+\/[0-9a-f-]{36}\/extrass$/);
  await expect(page.getByText('تم اختيار السيارة بنجاح!')).toBeVisible();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page).toHaveURL(/\/ar\/bill\/.*\/personal$/);
  await page.getByLabel('عنوان الشارع').fill('شارع الشيخ زايد 12');
  await page.getByLabel('صندوق البريد').fill('12345');
  await page.getByLabel('الإمارة').selectOption('Dubai');
  await page.getByLabel('المدينة', { exact: true }).fill('دبي');
  await page.getByLabel(/الدفع عند الاستلام/).check();
  await expect(page.getByRole('region', { name: 'حجزك' })).toContainText('الإلغاء مجاني حتى 24 ساعة قبل الاستلام');
  await page.getByLabel(/قرأت وأوافق على/).check();
  await page.getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page).toHaveURL(/\/ar\/bill\/.*\/success$/);
  await expect(page.getByText('تم تأكيد حجزك')).toBeVisible();
});

test('Back from the payment page offers to pay, and Pay now reopens the same order through to the confirmation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await bookByCard(page, 'Standard');
  await expect(page).toHaveURL(/\/sandbox\/ngenius\/pay\//);
  const orderPage = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/bill\/\d+\/[0-9a-f-]{36}\/success$/);
  await expect(page.getByRole('heading', { name: 'We are waiting for your payment' })).toBeVisible();
  await expect(page.getByText('Your booking is confirmed')).toHaveCount(0);
  await picture(page, 'bill/awaiting-payment-1366', { fullPage: true });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(orderPage);
  await payOnProviderPage(page, '4111 1111 1111 1111');
  await expect(page.getByText('Your booking is confirmed')).toBeVisible();
  await expect(page.getByText('Paid by card.')).toBeVisible();
});

test('after a declined card the customer can cancel, and the result page says cancelled, never paid', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await bookByCard(page, 'Full Size');
  await payOnProviderPage(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment failed, please try again')).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
  await expect(page.getByText('You cancelled this booking.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booking steps' })).toContainText('Cancelled');
  await expect(page.getByText(/confirmed|Paid by card/)).toHaveCount(0);
  await picture(page, 'bill/cancelled-1366', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(page, 'bill/cancelled-390', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  // A reload, and the way back from the history, say the same.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
  await page.getByRole('link', { name: 'Choose a car again' }).click();
  await expect(page).toHaveURL(/\/details-master\//);
});

test('Select again after Back moves the hold, and the history offers Resume and Remove for it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'customer@example.ae');
  await enquireAndOpenPrice(page, 'Economy');
  const priceUrl = page.url();
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/extrass$/);
  const billUrl = page.url();
  const reference = (await page.locator('bdi').first().textContent())!.trim();

  await page.goBack();
  await expect(page).toHaveURL(priceUrl);
  await page.getByRole('button', { name: 'Select' }).click();
  // The same booking, not a second car held.
  await expect(page).toHaveURL(billUrl);
  await expect(page.locator('bdi').first()).toHaveText(reference);

  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'My Booking' }).click();
  await page.getByRole('link', { name: 'Full booking history' }).click();
  await expect(page).toHaveURL(/\/my-history$/);
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(/Car held until \d{2}:\d{2}/);
  await picture(page, 'bill/history-held-1366', { fullPage: true });
  await row.getByRole('link', { name: /Resume/ }).click();
  await expect(page).toHaveURL(billUrl);
  await page.goBack();
  await expect(page).toHaveURL(/\/my-history$/);
  await page
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByText('Removed. Its car is free for others again.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toHaveCount(0);
});

test('a customer cancels a card-paid booking from the history: the refund is shown before confirming, then made and mailed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await bookByCard(page, 'Economy');
  await payOnProviderPage(page, '4111 1111 1111 1111');
  await expect(page.getByText('Your booking is confirmed')).toBeVisible({ timeout: 30_000 });
  const reference = (await page.locator('bdi').first().textContent())!.trim();

  await page.getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL(/\/my-history$/);
  await page
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('link', { name: /Cancel/ })
    .click();
  const panel = page.getByRole('region', { name: `Cancel booking ${reference}?` });
  // Booked at least 24 hours ahead, so the whole payment comes back.
  await expect(panel).toContainText(
    /You paid AED\s[\d,.]+ by card\. Cancelling 24 hours or more before pick-up is free/,
  );
  const paid = /You paid (AED\s[\d,.]+) by card/.exec((await panel.textContent())!)![1];
  await picture(page, 'bill/history-cancel-1366');
  // The same offer in Arabic at phone width.
  const offerUrl = new URL(page.url());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar${offerUrl.pathname}${offerUrl.search}#cancel-booking`);
  await expect(
    page.getByRole('region', { name: new RegExp(`^إلغاء الحجز \u2066?${reference}\u2069?؟$`) }),
  ).toContainText('الإلغاء قبل 24 ساعة أو أكثر');
  await picture(page, 'bill/history-cancel-ar-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${offerUrl.pathname}${offerUrl.search}`);

  // Keep my booking changes nothing.
  await panel.getByRole('link', { name: 'Keep my booking' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Confirmed');

  await page
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('link', { name: /Cancel/ })
    .click();
  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    page.getByText(`Booking ${reference} is cancelled, and ${paid} is refunded to your card.`),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('link', { name: /Cancel/ })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /Credit note \d+/ })).toHaveAttribute('href', /^\/credit-notes\/\d+$/);

  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{ subject: string; text: string }>;
  const subjects = mails.map((mail) => mail.subject);
  expect(subjects).toContain(`Your booking ${reference} is cancelled`);
  expect(subjects).toContain(`Refund of ${paid} for booking ${reference}`);
});

/** An amount as the site writes it ('AED 1,234.50'), in fils. */
const fils = (aed: string) => Math.round(Number(aed.replace(/[^\d.]/g, '')) * 100);

test('inside the last 24 hours before pick-up, cancelling a card booking keeps one rental day and refunds the rest with a credit note', async ({
  page,
}) => {
  // The end-to-end server adds this booking, paid through the sandbox, with its pick-up 12 hours away.
  const reference = PAID_WITHIN_A_DAY_REFERENCE;
  await page.goto(await signInAs(page, 'customer@example.ae'));
  await page.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('tab', { name: 'My Booking' }).click();
  await page.getByRole('link', { name: 'Full booking history' }).click();
  await expect(page).toHaveURL(/\/my-history$/);
  await (await historyRow(page, reference)).getByRole('link', { name: /Cancel/ }).click();
  const panel = page.getByRole('region', { name: `Cancel booking ${reference}?` });
  const offer =
    /You paid (AED\s[\d,.]+) by card\. Pick-up is less than 24 hours away, so under the terms one rental day \((AED\s[\d,.]+)\) is kept and (AED\s[\d,.]+) is refunded to your card\./.exec(
      (await panel.textContent())!,
    );
  expect(offer).not.toBeNull();
  const [, paid, kept, refund] = offer!;
  expect(fils(kept) + fils(refund)).toBe(fils(paid));
  expect(fils(kept)).toBeGreaterThan(0);
  expect(fils(refund)).toBeGreaterThan(0);

  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    page.getByText(new RegExp(`Booking ${reference} is cancelled, and ${refund} is (being )?refunded`)),
  ).toBeVisible();
  const row = await historyRow(page, reference);
  await expect(row).toContainText('Cancelled');
  const creditNote = row.getByRole('link', { name: /Credit note \d+/ });
  await expect(creditNote).toHaveAttribute('href', /^\/credit-notes\/\d+$/);
  const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain(reference);
  expect(text).toContain(refund.replace(/^AED\s/, ''));

  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{ subject: string; text: string }>;
  const cancelled = mails.find((mail) => mail.subject === `Your booking ${reference} is cancelled`);
  expect(cancelled?.text).toContain(kept);
  expect(mails.map((mail) => mail.subject)).toContain(`Refund of ${refund} for booking ${reference}`);
});

test('a customer changes a card booking from the history: a day longer, priced again, the difference paid on the provider page, and a new invoice replaces the old one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Pick-up three days ahead: the terms allow changes online until 48 hours before it.
  await bookByCard(page, 'Economy', 3);
  await payOnProviderPage(page, '4111 1111 1111 1111');
  await expect(page.getByText('Your booking is confirmed')).toBeVisible({ timeout: 30_000 });
  const reference = (await page.locator('bdi').first().textContent())!.trim();

  await page.getByRole('link', { name: 'My bookings' }).click();
  const row = page.getByRole('row', { name: new RegExp(reference) });
  const totalBefore = fils((await row.getByRole('cell', { name: /AED/ }).first().textContent())!);
  await row.getByRole('link', { name: /^Change/ }).click();
  await expect(page).toHaveURL(/\/my-history\/\d+\/change$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Change booking ${reference}`);
  await expect(page.getByText('(0 of 2 used)')).toBeVisible();

  const dropoff = page.getByLabel('Drop-off date', { exact: true });
  await dropoff.fill(daysAfter(await dropoff.inputValue(), 1));
  await page.getByRole('button', { name: 'See the new price' }).click();
  const money = page.getByRole('status').filter({ hasText: /The change costs/ });
  await expect(money).toContainText(/The change costs AED\s[\d,.]+ more\. You pay it by card now/);
  const due = /costs (AED\s[\d,.]+) more/.exec((await money.textContent())!)![1];
  await picture(page, 'bill/change-booking-1366', { fullPage: true });

  await page.getByRole('button', { name: `Pay ${due} and change` }).click();
  await payOnProviderPage(page, '4111 1111 1111 1111');
  await expect(page.getByText(`Thank you: the difference is paid and booking ${reference} is changed.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/my-history$/);
  const changed = page.getByRole('row', { name: new RegExp(reference) });
  await expect(changed).toContainText('Confirmed');
  expect(fils((await changed.getByRole('cell', { name: /AED/ }).first().textContent())!)).toBe(totalBefore + fils(due));
  await expect(changed.getByRole('link', { name: /Invoice \d+ \(replaced\)/ })).toBeVisible();
  await expect(changed.getByRole('link', { name: /Credit note \d+/ })).toHaveAttribute(
    'href',
    /^\/change-credit-notes\/\d+$/,
  );

  // The invoice in force says which invoice it replaces and which credit note cancelled that one.
  const invoice = await page.request.get(
    (await changed.getByRole('link', { name: /Download invoice/ }).getAttribute('href'))!,
  );
  const text = await pdfText(await invoice.body());
  expect(text).toContain('Replaces tax invoice');

  // One change of the two is used, and Back leads to the change page saying so.
  await changed.getByRole('link', { name: /^Change/ }).click();
  await expect(page.getByText('(1 of 2 used)')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/my-history$/);
});

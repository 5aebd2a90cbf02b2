import { type Browser, type Page, expect, test } from './test';
import { bookThroughTheSite as book } from './book-through-the-site';
import { signInAs } from './sign-in-as';
import { seriousViolations } from './axe-report';
import { PICTURES, picture } from './pictures';
import { PICKUP_TODAY_REFERENCES } from './fixture-references';
import { hydratedElement } from './form-pages';

const bookThroughTheSite = async (browser: Browser, vehicleType: string, card?: string, daysLater = 0) =>
  (await book(browser, vehicleType, card, daysLater)).reference;

// Each test first books through the whole site, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function findAndOpen(page: Page, reference: string, paidWith = 'Pay on pickup') {
  await page.goto('/admin');
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`reference=${reference}`));
  await expect(page.getByRole('heading', { name: '1 booking(s) found' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(paidWith);
  await expect(row).toContainText(/AED\s\d{1,3}(,\d{3})*\.\d{2}/);
  await row.getByRole('link', { name: `Open booking ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
}

test('an admin finds a booking by reference, takes the money due at the counter, is led to the hand-over screen, and sees the history and the charts', async ({
  page,
}) => {
  // A car goes out on its pick-up day only: a pay-on-pick-up booking picking up today.
  const reference = PICKUP_TODAY_REFERENCES.desk;
  await signInAs(page, 'admin@example.ae');
  await findAndOpen(page, reference);
  await expect(page.getByRole('heading', { name: 'Customer', exact: true })).toBeVisible();
  // The customer's documents as reviewed, and the way to their account.
  const documents = page.getByRole('region', { name: "Customer's documents" });
  await expect(documents).toContainText('Documents checked');
  await expect(documents.getByRole('link', { name: "Open the customer's account" })).toHaveAttribute(
    'href',
    /^\/admin\/accounts\/\d+$/,
  );
  await expect(page.getByRole('link', { name: /Tax invoice \d+ \(PDF\)/ })).toHaveAttribute(
    'href',
    /^\/invoices\/\d+$/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Money is due: the booking page says so and leads to the hand-over screen, which takes it.
  const handOver = page.getByRole('link', { name: 'Hand over', exact: true });
  await expect(page.getByText(/Due before the hand-over: AED\s[\d,.]+, taken on the hand-over screen\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /Mark picked up|Mark returned/ })).toHaveCount(0);

  // The customer pays at the counter first: without a method the form says so and keeps the note.
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText('Due at pick-up');
  const counter = page.getByRole('form', { name: 'Payment received at the counter' });
  await counter.getByLabel(/Note \(optional\)/).fill('Terminal receipt 004411');
  await page.evaluate(() =>
    document.querySelectorAll('input[name=method]').forEach((input) => input.removeAttribute('required')),
  );
  await counter.getByRole('button', { name: /Record payment of AED/ }).click();
  await expect(counter.getByText('Please choose how the customer paid.')).toBeVisible();
  await expect(counter.getByLabel(/Note \(optional\)/)).toHaveValue('Terminal receipt 004411');
  await counter.getByLabel('Card on the branch terminal').check();
  await counter.getByRole('button', { name: /Record payment of AED/ }).click();
  await expect(page.getByText(/The payment of AED\s[\d,.]+ at the counter is recorded/)).toBeVisible();
  await expect(payment).toContainText('Paid at the counter');
  await expect(payment).toContainText(/Card on the branch terminal, .*, taken by Aisha Admin/);

  // Paid: nothing more is due on the hand-over screen, and Back returns to the booking.
  await expect(page.getByText(/Due before the hand-over/)).toHaveCount(0);
  await handOver.click();
  await expect(page.getByRole('heading', { level: 1, name: `Hand over ${reference}` })).toBeVisible();
  await expect(page.getByText(/Payment of AED\s[\d,.]+ taken now/)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row', { name: /Terminal receipt 004411/ })).toContainText(
    /Payment received at the counter \(Card on the branch terminal, AED\s[\d,.]+\)/,
  );
  await expect(history.getByRole('row', { name: /Terminal receipt 004411/ })).toContainText('Aisha Admin');

  await page.getByRole('link', { name: 'Back to the bookings' }).click();
  for (const title of [
    'Bookings per day',
    'Revenue per day (AED)',
    'Bookings by branch',
    'Bookings by vehicle type',
    'Utilisation per branch',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })).toBeVisible();
  }
  // The figures are also there as tables for screen readers.
  await expect(page.getByRole('table', { name: 'Bookings by branch' })).toContainText('Dubai – Ittihad Road');
  expect(await seriousViolations(page)).toEqual([]);
});

test('at tablet width (820 px) the search, the table and the steps work', async ({ page }) => {
  const reference = PICKUP_TODAY_REFERENCES.tablet;
  await page.setViewportSize({ width: 820, height: 1100 });
  await signInAs(page, 'admin@example.ae');
  // The result's payment and total are in sight without scrolling the table sideways; the reference keeps to one line.
  await page.goto(`/admin?reference=${reference}`);
  const table = page.getByRole('region', { name: 'Bookings' });
  const inView = async (name: string) => {
    const [cell, box] = [await table.getByRole('columnheader', { name }).boundingBox(), await table.boundingBox()];
    return cell!.x + cell!.width <= box!.x + box!.width;
  };
  expect(await inView('Payment')).toBe(true);
  expect(await inView('Total')).toBe(true);
  const link = table.getByRole('link', { name: `Open booking ${reference}` });
  expect((await link.boundingBox())!.height).toBeLessThan(30);
  await findAndOpen(page, reference);
  // The money due taken at the counter, at tablet width.
  const counter = page.getByRole('form', { name: 'Payment received at the counter' });
  await hydratedElement(counter.getByRole('button', { name: /Record payment of AED/ }));
  await counter.getByLabel(/Note \(optional\)/).fill('Collected, tablet');
  await counter.getByLabel('Cash').check();
  await counter.getByRole('button', { name: /Record payment of AED/ }).click();
  await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText('Paid at the counter');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Collected, tablet');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('staff cancel a card-paid booking with the refund the terms suggest; the issuer refuses it, Retry makes it, and the customer is mailed the amount', async ({
  browser,
  page,
}) => {
  // Days ahead, so that the terms' refund never depends on the hour the test runs.
  const reference = await bookThroughTheSite(browser, 'Economy', '4000 0000 0000 0119', 3);
  await signInAs(page, 'admin@example.ae');
  await findAndOpen(page, reference, 'Pay by card');
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText('Paid');

  const cancel = page.locator('form', { has: page.getByRole('heading', { name: 'Cancel booking' }) });
  const refund = cancel.getByLabel('Refund to the card (AED)');
  await expect(cancel).toContainText(/Paid by card: AED\s[\d,.]+\. The terms suggest AED\s[\d,.]+/);
  expect(Number(await refund.inputValue())).toBeGreaterThan(0);
  // Too much is refused at the field, with the reason kept.
  await cancel.getByLabel('Reason (kept in the history)').fill('Customer phoned: plans changed');
  await refund.fill('99999');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel.getByText(/The refund cannot be more than the AED\s[\d,.]+ paid\./)).toBeVisible();
  await expect(cancel.getByLabel('Reason (kept in the history)')).toHaveValue('Customer phoned: plans changed');
  await expect(refund).toHaveValue('99999');

  await picture(cancel, 'admin-bookings/staff-cancel-refund-1366');
  await refund.fill('50.00');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    page.getByText(
      new RegExp(
        `Booking ${reference} is cancelled, but the provider refused the refund of AED\\s50\\.00\\. Retry it under Payment\\.`,
      ),
    ),
  ).toBeVisible();
  await expect(payment.getByText('Refund failed')).toBeVisible();
  await expect(payment).toContainText('refused the refund');

  await payment.getByRole('button', { name: 'Retry refund' }).click();
  await expect(page.getByText(/The refund of AED\s50\.00 is made\./)).toBeVisible();
  await expect(payment.getByText('Partly refunded', { exact: true })).toBeVisible();
  await expect(payment.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Retry refund' })).toHaveCount(0);
  await expect(payment).toContainText('PARTIALLY_REFUNDED');
  // The booking was invoiced, so the refund made a tax credit note, downloadable here.
  await expect(payment.getByRole('link', { name: /Tax credit note \d+ \(PDF\)/ })).toHaveAttribute(
    'href',
    /^\/credit-notes\/\d+$/,
  );
  const notePdf = await page.request.get(
    (await payment.getByRole('link', { name: /Tax credit note/ }).getAttribute('href'))!,
  );
  expect(notePdf.headers()['content-type']).toBe('application/pdf');
  expect(await seriousViolations(page)).toEqual([]);

  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{ subject: string; text: string }>;
  const cancelled = mails.find((mail) => mail.subject === `Your booking ${reference} is cancelled`);
  expect(cancelled?.text.replace(/\u00a0/g, ' ')).toContain('We are refunding AED 50.00 to the card you paid with');
  expect(
    mails.filter((mail) => mail.subject.replace(/\u00a0/g, ' ') === `Refund of AED 50.00 for booking ${reference}`),
  ).toHaveLength(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await picture(payment, 'admin-bookings/staff-refund-390');
  await page.goto(`/ar${new URL(page.url()).pathname}`);
  await expect(page.getByText('تم الاسترداد', { exact: true })).toBeVisible();
  await picture(page.getByRole('region', { name: 'الدفع' }), 'admin-bookings/staff-refund-ar-390');
});

test('customers and content staff get the 403 page; a visitor is sent to log in', async ({ browser, page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  for (const email of ['customer@example.ae', 'cms@example.ae']) {
    const other = await browser.newPage();
    await signInAs(other, email);
    const response = await other.goto('/admin');
    expect(response?.status()).toBe(403);
    await expect(other.getByText('Sorry, you are not authorized to access this page.')).toBeVisible();
    expect((await other.request.get('/admin/bookings-export')).status()).toBe(403);
    await other.close();
  }
});

test(
  'screenshots of the dashboard and a booking, 390/820/1366 px, English and Arabic',
  { tag: PICTURES },
  async ({ browser, page }) => {
    test.setTimeout(180_000);
    const reference = await bookThroughTheSite(browser, 'Intermediate');
    await page.goto(await signInAs(page, 'admin@example.ae'));
    // Out of the way of the pictures: the cookie bar is not what they are for.
    await page.getByRole('button', { name: 'Decline' }).click();
    await findAndOpen(page, reference);
    const detail = new URL(page.url()).pathname;
    for (const width of [390, 820, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      for (const prefix of ['', '/ar']) {
        const lang = prefix ? 'ar' : 'en';
        for (const [name, path] of [
          ['admin', `${prefix}/admin`],
          ['booking', `${prefix}${detail}`],
        ]) {
          await page.goto(path);
          await picture(page, `admin-bookings/${name}-${lang}-${width}`, { fullPage: true });
          // Wide tables scroll inside their own box; the page itself never scrolls sideways.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            `${path} at ${width}px`,
          ).toBeLessThanOrEqual(0);
        }
      }
    }
    await page.goto('/ar/admin');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousViolations(page)).toEqual([]);
  },
);

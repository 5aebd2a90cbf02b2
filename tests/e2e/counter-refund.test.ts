import { type Browser, type Page, expect, test } from './test';
import { bookThroughTheSite } from './book-through-the-site';
import { signInAs } from './sign-in-as';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';

// Each test books through the whole site first, which takes a while on a busy machine.
test.describe.configure({ timeout: 150_000 });

const words = {
  en: {
    paidAtCounter: 'Paid at the counter',
    owedInStaffRow: 'Refund owed at the branch',
    bookingsTab: 'My Booking',
    cancel: 'Cancel',
    cancelBooking: 'Cancel booking',
    offer:
      /You paid (AED\s[\d,.]+) at our branch\. Cancelling 24 hours or more before pick-up is free: all of it is refunded at the branch\./,
    cancelled: /is cancelled\. AED\s[\d,.]+ is owed to you at our branch/,
    owedInRow: /Refund of AED\s[\d,.]+ owed at the branch/,
    creditNote: /Credit note \d+/,
    owedForStaff: 'Owed at the branch',
    cash: 'Cash',
    confirm: /Confirm AED\s[\d,.]+ paid out/,
    confirmed: /is recorded as paid out/,
    paidOut: 'Paid out at the branch',
    refundedInRow: /Refunded: AED\s[\d,.]+/,
  },
  ar: {
    paidAtCounter: 'مدفوع في الفرع',
    owedInStaffRow: 'استرداد مستحق في الفرع',
    bookingsTab: 'حجوزاتي',
    cancel: 'إلغاء',
    cancelBooking: 'إلغاء الحجز',
    offer: /دفعت (.+) في فرعنا\. الإلغاء قبل 24 ساعة أو أكثر من الاستلام مجاني: يُرد المبلغ كله في الفرع\./,
    cancelled: /مستحق في فرعنا/,
    owedInRow: /مستحق لك في الفرع/,
    creditNote: /الإشعار الدائن \d+/,
    owedForStaff: 'مستحق في الفرع',
    cash: 'نقداً',
    confirm: /تأكيد صرف/,
    confirmed: /سُجّل صرف المبلغ المسترد/,
    paidOut: 'صُرف في الفرع',
    refundedInRow: /مسترد:/,
  },
} as const;

const prefix = (locale: 'en' | 'ar') => (locale === 'ar' ? '/ar' : '');

/** Clicks a link of the page, or of the header (opening its menu first), and waits for its address. */
async function clickLink(page: Page, href: string) {
  const onPage = page.locator(`main a[href="${href}"]`);
  let link = onPage.first();
  if ((await onPage.count()) === 0) {
    link = page.locator(`header a[href="${href}"]`).first();
    const menu = await link.evaluate((element) => element.closest('[popover]')?.id);
    if (menu) await page.locator(`header [popovertarget="${menu}"]`).click();
  }
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\$&')}(\\?|$)`));
}

/** Staff open a booking from the dashboard's search, reached from the home page by the header's menu. */
async function openForStaff(page: Page, reference: string, locale: 'en' | 'ar', rowSays?: string) {
  await page.goto(`${prefix(locale)}/`);
  await clickLink(page, `${prefix(locale)}/admin`);
  await page.locator('#search-reference').fill(reference);
  await page.locator('#search-reference').press('Enter');
  await expect(page).toHaveURL(new RegExp(`reference=${reference}`));
  if (rowSays) await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText(rowSays);
  await page
    .getByRole('row', { name: new RegExp(reference) })
    .locator('a[href*="/admin/bookings/"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
}

async function bookPaidAtTheCounter(browser: Browser, page: Page, locale: 'en' | 'ar') {
  // Pick-up three days ahead, so cancelling is free under the terms.
  const { reference } = await bookThroughTheSite(browser, 'Economy', undefined, 3);
  await signInAs(page, 'admin@example.ae');
  await openForStaff(page, reference, locale);
  const counter = page.locator('form[aria-labelledby="counter-payment-title"]');
  await counter.locator('input[name=method][value=card]').check();
  await counter.getByRole('button').click();
  await expect(page.locator('form[aria-labelledby="counter-payment-title"]')).toHaveCount(0);
  return reference;
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a booking paid at the counter and cancelled a week ahead owes its refund at the branch, with a credit note, until staff confirm it was paid out`, async ({
    browser,
    page,
  }) => {
    const w = words[locale];
    const reference = await bookPaidAtTheCounter(browser, page, locale);

    // The customer cancels from their bookings, reached from the home page by the header's account link.
    const customer = await browser.newPage();
    await signInAs(customer, 'customer@example.ae');
    await customer.goto(`${prefix(locale)}/`);
    await clickLink(customer, `${prefix(locale)}/my-account`);
    await customer.getByRole('tab', { name: w.bookingsTab }).click();
    await clickLink(customer, `${prefix(locale)}/my-history`);
    const row = customer.getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText(w.paidAtCounter);
    await row.getByRole('link', { name: new RegExp(`^${w.cancel}`) }).click();
    const panel = customer.locator('#cancel-booking');
    await expect(panel).toContainText(w.offer);
    await panel.getByRole('button', { name: w.cancelBooking }).click();
    await expect(customer.getByText(w.cancelled)).toBeVisible();
    const cancelledRow = customer.getByRole('row', { name: new RegExp(reference) });
    await expect(cancelledRow).toContainText(w.owedInRow);
    const creditNote = cancelledRow.getByRole('link', { name: w.creditNote });
    await expect(creditNote).toHaveAttribute('href', /^\/credit-notes\/\d+$/);
    const pdf = await customer.request.get((await creditNote.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await seriousViolations(customer)).toEqual([]);
    await picture(customer, `counter-refund/${locale}-history-owed-1366`, { fullPage: true });
    await customer.setViewportSize({ width: 390, height: 844 });
    await picture(customer, `counter-refund/${locale}-history-owed-390`, { fullPage: true });

    // Staff see what is owed, in the dashboard's row and on the booking, and confirm they paid it out in cash.
    await openForStaff(page, reference, locale, w.owedInStaffRow);
    const payment = page.locator('#payment-heading').locator('..');
    await expect(payment).toContainText(w.owedForStaff);
    await picture(payment, `counter-refund/${locale}-staff-owed-1366`);
    const payout = page.locator('form[aria-labelledby^="counter-refund-"]');
    await payout.getByLabel(w.cash).check();
    await payout.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByText(w.confirmed)).toBeVisible();
    await expect(page.locator('form[aria-labelledby^="counter-refund-"]')).toHaveCount(0);
    await expect(payment).toContainText(w.paidOut);
    expect(await seriousViolations(page)).toEqual([]);

    // Back on the customer's list: refunded, and the mails said so.
    await customer.reload();
    await expect(customer.getByRole('row', { name: new RegExp(reference) })).toContainText(w.refundedInRow);
    const mails = (await (await customer.request.get('/dev/outbox.json')).json()) as Array<{
      subject: string;
      text: string;
    }>;
    expect(
      mails.some(
        (mail) => mail.subject === `Your booking ${reference} is cancelled` && /at our branch/.test(mail.text),
      ),
    ).toBe(true);
    expect(mails.some((mail) => mail.subject.includes(reference) && /at our branch, in cash/.test(mail.text))).toBe(
      true,
    );
    await customer.close();
  });
}

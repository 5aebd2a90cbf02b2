import { type Page } from '@playwright/test';
import { seriousViolations } from './axe-report';
import { bookThroughTheSite } from './book-through-the-site';
import { picture } from './pictures';
import { signInAs } from './sign-in-as';
import { expect, test } from './test';

type Mail = { subject: string; text: string };

/** The path of the booking link in the latest mail about `reference` with this subject. */
async function linkInMail(page: Page, reference: string, subject: RegExp) {
  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Mail[];
  const mail = mails
    .filter((candidate) => candidate.subject?.includes(reference) && subject.test(candidate.subject))
    .at(-1);
  const link = /https?:\/\/[^/\s]+(\/bookings\/manage\/[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  expect(link, `a booking link in the mail "${subject.source}" about ${reference}`).toBeDefined();
  return link!;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a customer with no session manages a card booking from the link in its mail; staff revoke the link', async ({
  browser,
  page,
}) => {
  test.slow();
  // Five days ahead: cancelling is free, all of it back to the card.
  const { reference } = await bookThroughTheSite(browser, 'Economy', '4111111111111111', 5);
  const link = await linkInMail(page, reference, /is confirmed/);

  // No session in this context: the link alone opens the booking.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('Confirmed');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid by card');
  await expect(page.getByRole('region', { name: 'Price' })).toContainText(/Total\s*AED/);
  await picture(page, 'manage-booking/en-1366', { fullPage: true });

  // The tax invoice downloads by the link.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download tax invoice/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^tax-invoice-\d+\.pdf$/);

  // The Arabic page on a phone: nothing sideways, axe clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar${link}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`الحجز.*${reference}`) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await picture(page, 'manage-booking/ar-390', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await picture(page, 'manage-booking/ar-1366', { fullPage: true });

  // Cancel under the terms: the refund is shown before confirming.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await picture(page, 'manage-booking/en-390', { fullPage: true });
  await page.getByRole('link', { name: 'Cancel this booking' }).click();
  const panel = page.getByRole('region', { name: `Cancel booking ${reference}?` });
  await expect(panel).toContainText('all of it is refunded to your card');
  await picture(page, 'manage-booking/en-390-cancel', { fullPage: true });
  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(new RegExp(`Booking ${reference} is cancelled`)).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This booking is cancelled.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel this booking' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await picture(page, 'manage-booking/en-390-cancelled', { fullPage: true });

  // Staff revoke the link from the booking's page; the old link then says it has expired.
  const staff = await browser.newPage();
  await signInAs(staff, 'admin@example.ae');
  await staff.goto(`/admin?reference=${reference}`);
  await staff.getByRole('link', { name: `Open booking ${reference}` }).click();
  const linkPanel = staff.getByRole('region', { name: 'Booking link' });
  await expect(linkPanel).toContainText('Links that open this booking now: 1');
  await linkPanel.getByRole('button', { name: 'Revoke links' }).click();
  await expect(staff.getByText('The booking’s links no longer work.')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'History' })).toContainText(
    'The links that open this booking without signing in were revoked.',
  );
  await staff.close();

  const expired = await page.goto(link);
  expect(expired?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await expect(page.getByText(reference)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await picture(page, 'manage-booking/en-390-expired', { fullPage: true });
});

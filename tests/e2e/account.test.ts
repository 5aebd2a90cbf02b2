import { type Browser, type Page, expect, test } from './test';
import { signInAs } from './sign-in-as';
import { PICTURES, picture } from './pictures';
import { hydratedElement } from './form-pages';

/** A new browser (its own cookies) signed in as the demo account. */
async function personBrowser(browser: Browser, email: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page };
}

const alert = (page: Page) => page.getByRole('status').or(page.getByRole('alert'));

test.describe('the account page', () => {
  // One approved account whose identity these change, one test after the other.
  test.describe(() => {
    test.describe.configure({ mode: 'serial' });
    test('shows the customer their details, and Update saves the profile (checked first) and sends it back to review', async ({
      page,
    }) => {
      await signInAs(page, 'profile-test@example.ae');
      await page.goto('/my-account');
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      const details = page.getByRole('region', { name: 'Your details' });
      await expect(details).toContainText('Farah Profile');
      await expect(details).toContainText('profile-test@example.ae');
      await expect(details).toContainText('+971501000008');
      await expect(page.getByRole('region', { name: 'Account review' })).toContainText('Approved');
      await expect(
        page
          .getByRole('region', { name: 'Your documents' })
          .getByRole('link', { name: /^emirates-id-profile-test\.png/ }),
      ).toBeVisible();

      await page.getByRole('link', { name: 'Update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update your details' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Name').fill('');
      await dialog.getByLabel('Driving licence no.').fill('DL-E2E-2026');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog.getByText('Please input your Name!')).toBeVisible();
      await expect(dialog.getByLabel('Driving licence no.')).toHaveValue('DL-E2E-2026');
      await dialog.getByLabel('Name').fill('Farah Profile');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toBeHidden();
      // Staff approved the licence they saw: a new number goes back to them before the next booking.
      await expect(details.getByRole('status')).toHaveText(
        'Your profile has been updated. Your account is back with our team for review.',
      );
      await expect(page.getByRole('region', { name: 'Account review' })).toContainText('Awaiting review');
      await expect(details).toContainText('DL-E2E-2026');
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your details' })).toContainText('DL-E2E-2026');
    });

    test('a customer adds a document, opens it, and removes it after confirming', async ({ page }) => {
      await signInAs(page, 'profile-test@example.ae');
      await page.goto('/my-account');
      const documents = page.getByRole('region', { name: 'Your documents' });
      await documents
        .getByLabel('Files to add')
        .setInputFiles({ name: 'not-a-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
      await documents.getByRole('button', { name: 'Upload' }).click();
      await expect(documents.getByText('not-a-scan.pdf is not a PNG, JPEG or PDF file.')).toBeVisible();

      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
      await documents
        .getByLabel('Files to add')
        .setInputFiles({ name: 'licence-back.pdf', mimeType: 'application/pdf', buffer: pdf });
      await documents.getByRole('button', { name: 'Upload' }).click();
      await expect(documents.getByRole('status')).toHaveText(/^file licence-back\.pdf uploaded successfully!/);
      const link = documents.getByRole('link', { name: /^licence-back\.pdf/ });
      const opened = await page.request.get((await link.getAttribute('href'))!);
      expect(opened.headers()['content-type']).toBe('application/pdf');

      await documents.getByRole('link', { name: 'Remove licence-back.pdf' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove this document?' });
      await expect(confirm).toContainText('licence-back.pdf will be deleted from your account.');
      await confirm.getByRole('button', { name: 'Yes, remove it' }).click();
      await expect(confirm).toBeHidden();
      await expect(documents.getByRole('status')).toHaveText('File Deleted');
      await expect(link).toHaveCount(0);
    });
  });

  test('without JavaScript the Update form opens in the page and keeps what was typed', async ({ browser }) => {
    const { context, page } = await personBrowser(browser, 'pending@example.ae', { javaScriptEnabled: false });
    await page.goto('/my-account');
    await expect(page.getByRole('region', { name: 'Account review' })).toContainText('Awaiting review');
    await page.getByRole('link', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/my-account\?edit=profile$/);
    await page.getByLabel('Passport expiry date').fill('2020-01-01');
    await page.getByLabel('Passport no.').fill('P-NOJS-1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The expiry date must be in the future.')).toBeVisible();
    await expect(page.getByLabel('Passport no.')).toHaveValue('P-NOJS-1');
    await page.getByLabel('Passport expiry date').fill('2034-01-01');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText('P-NOJS-1');
    await context.close();
  });

  test('without JavaScript, removing the only document asks first and then explains why it stays', async ({
    browser,
  }) => {
    const { context, page } = await personBrowser(browser, 'pending@example.ae', { javaScriptEnabled: false });
    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Remove emirates-id-pending.png' }).click();
    await expect(page).toHaveURL(/\?remove=\d+$/);
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(
      page.getByText('Your account needs at least one document: add the new one first, then remove the old one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^emirates-id-pending\.png/ })).toBeVisible();
    await context.close();
  });

  test('My Booking groups reservations as Current, Upcoming and Past, in Arabic too', async ({ page }) => {
    await signInAs(page, 'customer@example.ae');
    await page.goto('/my-account');
    await page.getByRole('tab', { name: 'My Booking' }).click();
    await expect(page).toHaveURL(/\?tab=bookings$/);
    for (const heading of ['Current Reservations', 'Upcoming Reservations', 'Past Reservations'])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.goto('/ar/my-account?tab=bookings');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'حجوزاتي' })).toHaveAttribute('aria-selected', 'true');
    for (const heading of ['الحجوزات الحالية', 'الحجوزات القادمة', 'الحجوزات السابقة'])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  });
});

test.describe('private documents', () => {
  test('a customer is refused another customer’s document; its owner and staff can open it', async ({ browser }) => {
    const owner = await personBrowser(browser, 'pending@example.ae');
    await owner.page.goto('/my-account');
    const href = await owner.page
      .getByRole('region', { name: 'Your documents' })
      .getByRole('link', { name: /^emirates-id-pending\.png/ })
      .getAttribute('href');
    expect(href).toMatch(/^\/account-documents\/\d+$/);
    const own = await owner.page.request.get(href!);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('image/png');
    expect(own.headers()['cache-control']).toBe('private, no-store');

    const other = await personBrowser(browser, 'customer@example.ae');
    const refused = await other.page.goto(href!);
    expect([403, 404]).toContain(refused?.status());
    expect((await other.page.request.get(href!)).status()).toBe(404);

    const staff = await personBrowser(browser, 'admin@example.ae');
    expect((await staff.page.request.get(href!)).status()).toBe(200);

    const visitor = await browser.newContext();
    const anonymous = await visitor.request.get(href!, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    await Promise.all([owner.context.close(), other.context.close(), staff.context.close(), visitor.close()]);
  });

  test('a customer gets the 403 page on the staff screens', async ({ page }) => {
    await signInAs(page, 'customer@example.ae');
    for (const path of ['/admin/accounts', '/management']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Sorry, you are not authorized to access this page.',
      );
    }
  });
});

test.describe('staff review and roles', () => {
  test('staff approve a pending account from the queue, after opening its document', async ({ page, context }) => {
    await signInAs(page, 'admin@example.ae');
    await page.goto('/admin/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Review' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rania Review' }) });
    await expect(card).toContainText('review-test@example.ae');
    const [documentTab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: /emirates-id-review-test\.png/ }).click(),
    ]);
    await documentTab.waitForLoadState();
    expect(documentTab.url()).toMatch(/\/account-documents\/\d+$/);
    await documentTab.close();

    await card.getByRole('button', { name: 'Approve: Rania Review' }).click();
    await expect(alert(page).filter({ hasText: 'The account of Rania Review is approved' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rania Review' })).toHaveCount(0);
    const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{ to: string; subject: string }>;
    expect(mails).toContainEqual(
      expect.objectContaining({ to: 'review-test@example.ae', subject: 'Your Oasis Rent A Car account is approved' }),
    );
  });

  test('rejecting without a reason asks for one', async ({ page }) => {
    await signInAs(page, 'admin@example.ae');
    await page.goto('/ar/admin/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'مراجعة الحسابات' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pavel Pending' }) });
    await card.getByText('الرفض مع ذكر السبب').click();
    await card.getByRole('button', { name: 'رفض', exact: true }).click();
    await expect(page.getByText('يرجى ذكر السبب.')).toBeVisible();
    await page.goto('/admin/accounts');
    await expect(page.getByRole('heading', { name: 'Pavel Pending' })).toBeVisible();
  });

  test('the owner changes a role on /management and the change is recorded', async ({ page }) => {
    await signInAs(page, 'owner@example.ae');
    await page.goto('/management');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Roles' })).toBeVisible();
    // Typed before hydration, the field is drawn again empty and the search goes out without it.
    await hydratedElement(page.getByLabel('Search by email'));
    await page.getByLabel('Search by email').fill('review-test@');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/management\?q=review-test%40$/);
    const row = page.getByRole('listitem').filter({ hasText: 'review-test@example.ae' });
    await row.getByRole('checkbox', { name: /^CMS/ }).check();
    await row.getByLabel('Reason (optional)').fill('Helps with the blog');
    await row.getByRole('button', { name: /Save roles/ }).click();
    await expect(alert(page).filter({ hasText: 'The roles of Rania Review are updated.' })).toBeVisible();
    await expect(page).toHaveURL(/\?q=review-test%40$/);
    const history = page.getByRole('region', { name: 'Recent role changes' });
    await expect(history.getByRole('row').filter({ hasText: 'Rania Review' }).first()).toContainText('Omar Owner');
    await expect(history).toContainText('Helps with the blog');

    const mine = page.getByRole('listitem').filter({ hasText: 'owner@example.ae' });
    await page.goto('/management?q=owner%40');
    await expect(mine.getByRole('checkbox', { name: /^Owner/ })).toBeDisabled();
  });
});

test(
  'screenshots of the account, review and roles pages at phone and laptop widths, in English and Arabic',
  { tag: PICTURES },
  async ({ browser }) => {
    test.setTimeout(180_000);
    const customer = await personBrowser(browser, 'customer@example.ae');
    const owner = await personBrowser(browser, 'owner@example.ae');
    // The cookie bar is fixed to the viewport and would cover the middle of every full-page shot.
    for (const { page } of [customer, owner]) {
      await page.goto('/my-account');
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect
        .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'cookie_consent'))
        .toBe(true);
    }
    await owner.page.goto('/admin/accounts');
    const accountHref = await owner.page
      .getByRole('link', { name: /Account details\s*:\s*Pavel Pending/ })
      .getAttribute('href');
    const shots: Array<[Page, string, string]> = [
      [customer.page, '/my-account', 'my-account'],
      [customer.page, '/my-account?tab=bookings', 'my-booking'],
      [owner.page, '/admin/accounts', 'review-queue'],
      [owner.page, accountHref!, 'review-account'],
      [owner.page, '/management', 'management'],
    ];
    for (const width of [390, 1366]) {
      for (const locale of ['en', 'ar'] as const) {
        for (const [page, path, name] of shots) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.goto(locale === 'ar' ? `/ar${path}` : path);
          await picture(page, `${name}-${locale}-${width}`, { fullPage: true });
        }
      }
    }
    await customer.page.setViewportSize({ width: 390, height: 844 });
    await customer.page.goto('/my-account');
    await customer.page.getByRole('link', { name: 'Update' }).click();
    await picture(customer.page, 'my-account-update-en-390');
    await Promise.all([customer.context.close(), owner.context.close()]);
  },
);

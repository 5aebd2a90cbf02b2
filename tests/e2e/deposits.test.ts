import { type Page, expect, test } from './test';
import { bookThroughTheSite } from './book-through-the-site';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';

// The test books through the whole site first, which takes a while on a busy machine.
test.describe.configure({ timeout: 150_000 });

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
  await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
}

/** Staff open a booking from the dashboard's search, reached from the home page by the header's menu. */
async function openForStaff(page: Page, reference: string) {
  await page.goto('/');
  await clickLink(page, '/admin');
  await page.locator('#search-reference').fill(reference);
  await page.locator('#search-reference').press('Enter');
  await expect(page).toHaveURL(new RegExp(`reference=${reference}`));
  await page
    .getByRole('row', { name: new RegExp(reference) })
    .locator('a[href*="/admin/bookings/"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
}

/** The sandbox's row for the booking's deposit order, as its inspection page shows it. */
async function sandboxRow(page: Page, reference: string) {
  const sandbox = await page.context().newPage();
  await sandbox.goto('/sandbox/ngenius/deposits');
  const text = (await sandbox.getByRole('row', { name: new RegExp(`${reference}-D1`) }).innerText()).replace(
    /\s+/g,
    ' ',
  );
  await sandbox.close();
  return text;
}

test('staff take a card deposit through the provider’s page, capture part of it and release the rest, and the customer is mailed each step', async ({
  browser,
  page,
}) => {
  const { reference } = await bookThroughTheSite(browser, 'Economy', undefined, 6);
  await signInAs(page, 'admin@example.ae');
  await openForStaff(page, reference);

  const panel = page.locator('section[aria-labelledby="deposit-heading"]');
  await expect(panel).toContainText('No deposit has been taken for this booking.');
  await expect(panel.locator('#deposit-amount')).toHaveValue('2000.00');
  await hydratedElement(panel.getByRole('button', { name: 'Take deposit by card' }));
  await panel.getByRole('button', { name: 'Take deposit by card' }).click();

  // The provider's hosted page holds the amount on the card.
  await expect(page).toHaveURL(/\/sandbox\/ngenius\/pay\//);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
  await expect(page.getByText(/Deposit of AED\s2,000\.00 held\./)).toBeVisible();
  await expect(panel).toContainText('Held');
  expect(await sandboxRow(page, reference)).toMatch(
    /AED\s2,000\.00 AED\s0\.00 AED\s2,000\.00, reserved at the card’s bank until the authorisation lapses, by \d{1,2} \w{3} \d{4} Held/,
  );

  // Part captured, with what for; more than is held is refused at the field.
  const capture = panel.locator('form[aria-labelledby="deposit-capture-title"]');
  await hydratedElement(capture.getByRole('button', { name: 'Capture' }));
  await capture.getByLabel('Amount (AED)').fill('2500');
  await capture.getByLabel(/What for/).fill('Fuel shortfall');
  await capture.getByRole('button', { name: 'Capture' }).click();
  await expect(capture.locator('#deposit-capture-amount-error')).toHaveText(/At most AED\s2,000\.00 is still held\./);
  await expect(capture.getByLabel(/What for/)).toHaveValue('Fuel shortfall');
  await capture.getByLabel('Amount (AED)').fill('150');
  await capture.getByRole('button', { name: 'Capture' }).click();
  await expect(page.getByText(/AED\s150\.00 of the deposit captured\./)).toBeVisible();
  await expect(panel).toContainText('Held, part captured');
  await expect(panel).toContainText(/AED\s150\.00 for Fuel shortfall/);
  await expect(panel).toContainText(/Still held\s*AED\s1,850\.00/);
  expect(await sandboxRow(page, reference)).toMatch(
    /AED\s2,000\.00 AED\s150\.00 AED\s1,850\.00, reserved at the card’s bank .* Partly captured/,
  );

  // The rest released: after a capture the provider cancels no part of the hold, so it stays reserved until the authorisation lapses.
  const release = panel.locator('form[aria-labelledby="deposit-release-title"]');
  await hydratedElement(release.getByRole('button'));
  await release.getByRole('button', { name: /Release AED\s1,850\.00/ }).click();
  await expect(
    page.getByText(
      /AED\s1,850\.00 of the deposit released, not captured: it stays reserved on the card until the authorisation lapses, by \d{1,2} \w{3} \d{4} at the latest\./,
    ),
  ).toBeVisible();
  await expect(panel).toContainText('Released');
  await expect(panel).toContainText(/Released\s*AED\s1,850\.00 not captured: .* by \d{1,2} \w{3} \d{4}/);
  expect(await sandboxRow(page, reference)).toMatch(/AED\s150\.00 AED\s1,850\.00, reserved at the card’s bank/);

  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{ subject: string }>;
  const subjects = mails.map((mail) => mail.subject).filter((subject) => subject.includes(reference));
  expect(subjects).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^Deposit of AED\\s2,000\\.00 held for booking ${reference}$`)),
      expect.stringMatching(new RegExp(`^AED\\s150\\.00 of your deposit for booking ${reference} kept$`)),
      expect.stringMatching(new RegExp(`^Deposit for booking ${reference} released: AED\\s1,850\\.00$`)),
    ]),
  );
});

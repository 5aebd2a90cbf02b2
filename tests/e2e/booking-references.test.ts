import { type Page, expect, test } from './test';
import { signInAs } from './sign-in-as';

/** Every booking reference the page draws, each as one box: a reference split over two lines has two. */
async function expectReferencesWhole(page: Page, where: string) {
  const references = page.locator('[data-booking-reference]');
  await expect(references.first(), where).toBeVisible();
  const boxes = await references.evaluateAll((elements) =>
    elements.map((element) => ({ text: element.textContent, lines: element.getClientRects().length })),
  );
  expect(
    boxes.filter((box) => box.lines !== 1),
    where,
  ).toEqual([]);
}

test.beforeEach(async ({ page }) => page.setViewportSize({ width: 390, height: 844 }));

for (const prefix of ['', '/ar']) {
  test(`${prefix || '/'}: a booking reference stays on one line on a phone, for the customer and for staff`, async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'customer@example.ae');
    await page.goto(`${prefix}/my-history`);
    await expectReferencesWhole(page, 'the customer’s bookings');

    const staff = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(staff, 'admin@example.ae');
    await staff.goto(`${prefix}/admin`);
    await expectReferencesWhole(staff, 'the staff bookings table');
    await staff.locator('a:has([data-booking-reference])').first().click();
    await expect(staff.getByRole('heading', { level: 1 }).locator('[data-booking-reference]')).toBeVisible();
    await expectReferencesWhole(staff, 'the staff booking page');
    await staff.close();
  });
}

import sharp from 'sharp';
import { type Page, expect, test } from './test';
import { COUNTER_RENTAL_REFERENCE } from './fixture-references';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';

test.describe.configure({ timeout: 180_000 });

const reference = COUNTER_RENTAL_REFERENCE;

/** The sandbox's row for the booking's deposit order, as its inspection page shows it. */
async function sandboxRow(page: Page) {
  const sandbox = await page.context().newPage();
  await sandbox.goto('/sandbox/ngenius/deposits');
  const text = (await sandbox.getByRole('row', { name: new RegExp(`${reference}-D1`) }).innerText()).replace(
    /\s+/g,
    ' ',
  );
  await sandbox.close();
  return text;
}

/** The renter signs the pad with a few strokes of the pointer. */
async function sign(page: Page) {
  const pad = page.locator('canvas#signature');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [130, 110],
    [180, 50],
    [240, 100],
  ])
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
}

test('the counter hands a car over with photos, a signature and the deposit held, takes it back late with extra km and less fuel, charges the deposit and releases the rest; the renter is mailed each document', async ({
  page,
}) => {
  await page.goto(await signInAs(page, 'admin@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'Bookings Dashboard' }).click();
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Open booking ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();

  // Without the deposit the hand-over screen says what is missing.
  await page.getByRole('link', { name: 'Hand over', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hand over ${reference}` })).toBeVisible();
  await expect(page.getByText(/to be held before hand-over/)).toBeVisible();
  // The same screen in Arabic reads right to left, and a phone does not scroll sideways.
  await page.goto(page.url().replace('/admin/', '/ar/admin/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: `تسليم ${reference}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(page, 'counter/hand-over-ar-390', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goBack();
  await page.getByRole('link', { name: 'Take the deposit on the booking page' }).click();

  // The deposit is held on the card through the provider's page.
  const panel = page.locator('section[aria-labelledby="deposit-heading"]');
  await hydratedElement(panel.getByRole('button', { name: 'Take deposit by card' }));
  const depositText = await panel.locator('#deposit-amount').inputValue();
  await panel.getByRole('button', { name: 'Take deposit by card' }).click();
  await expect(page).toHaveURL(/\/sandbox\/ngenius\/pay\//);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
  await expect(panel).toContainText('Held');

  // The hand-over: car, readings, damage, photo, licence, agreement signed.
  await page.getByRole('link', { name: 'Hand over', exact: true }).click();
  const submit = page.getByRole('button', { name: 'Hand over the car' });
  await hydratedElement(submit);
  await expect(page.getByText(/held$/)).toBeVisible();
  // The odometer starts at the car's last reading; one below it would be refused.
  const odometerOut = Number(await page.getByLabel('Odometer (km)').inputValue());
  expect(odometerOut).toBeGreaterThan(0);
  await page.locator('path[data-zone="front_bumper"]').click();
  await expect(page.getByLabel('Front bumper', { exact: true })).toBeFocused();
  await page.getByLabel('Front bumper', { exact: true }).selectOption('scratch');
  await page.getByLabel('Note on Front bumper').fill('Left corner, 5 cm');
  await expect(page.locator('path[data-zone="front_bumper"]')).toHaveAttribute('fill', '#dc2626');
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#777777' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/Photos of the car/)
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
  // A licence that is not the account's is refused at its field, and nothing typed is lost.
  await page.getByLabel('Licence number on the card shown').fill('DL-9999');
  await page.getByLabel('The renter has read the agreement and accepts it').check();
  await sign(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 820, height: 1180 });
  await picture(page, 'counter/hand-over-820', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await submit.click();
  await expect(page.locator('#licenceSeen-error')).toHaveText('This is not the licence on the account.');
  await expect(page.getByLabel('Odometer (km)')).toHaveValue(String(odometerOut));
  await expect(page.getByLabel('Front bumper', { exact: true })).toHaveValue('scratch');
  await page.getByLabel('Licence number on the card shown').fill('dl 0004');
  await page
    .getByLabel(/Photos of the car/)
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
  await submit.click();
  await expect(
    page.getByText(`Booking ${reference} is on rent; the signed agreement has been mailed to the renter.`),
  ).toBeVisible();

  // Back two hours late, 1,000 km later, with 5/8 of the tank.
  await page.getByRole('link', { name: 'Return', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return ${reference}` })).toBeVisible();
  await expect(page.getByText(`${odometerOut.toLocaleString('en-US')} km, fuel Full (8/8)`)).toBeVisible();
  const preview = page.getByRole('button', { name: 'Work out the charges' });
  await hydratedElement(preview);
  await page.getByLabel('Odometer (km)').fill(String(odometerOut + 1000));
  await page.getByText('5/8', { exact: true }).click();
  await preview.click();
  const charges = page.getByRole('region', { name: 'Return charges' });
  await expect(charges.getByRole('row', { name: /Late return/ })).toBeVisible();
  // Two booked days and the late one include 750 km: 250 over, at the class's price.
  await expect(charges.getByRole('row', { name: /Kilometres over the allowance/ })).toContainText(
    /^Kilometres over the allowance250/,
  );
  await expect(charges.getByRole('row', { name: /^Fuel/ })).toBeVisible();
  await expect(charges.getByRole('row', { name: /Total return charges/ })).toBeVisible();
  await picture(page, 'counter/return-1366', { fullPage: true });
  await page.getByLabel(/Release what the deposit still holds/).check();
  await page.getByRole('button', { name: 'Close the rental' }).click();
  await expect(page.getByText(new RegExp(`Booking ${reference} is returned\\. Charges of AED`))).toBeVisible();
  await expect(page.getByText(/taken from the deposit, AED\s0\.00 by a payment link/)).toBeVisible();
  await expect(page.getByText(/of the deposit released\./)).toBeVisible();

  // The booking page keeps the rental: the car by plate, readings each way, the signed agreement, photos and the charge.
  const rental = page.getByRole('region', { name: 'The car out and back' });
  await expect(rental).toContainText(`${(odometerOut + 1000).toLocaleString('en-US')} km, fuel 5/8`);
  await expect(rental.getByRole('row', { name: /Return charges, invoice \d+/ })).toBeVisible();
  const agreementHref = await rental.getByRole('link', { name: 'Signed agreement (PDF)' }).getAttribute('href');
  const agreementFile = await page.request.get(agreementHref!);
  expect(agreementFile.headers()['content-type']).toBe('application/pdf');
  expect((await agreementFile.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(rental.getByRole('link', { name: 'Photo 1 at hand-over' })).toBeVisible();

  // The provider's sandbox shows the capture and the release.
  const row = await sandboxRow(page);
  expect(row).toContain(`AED ${depositText.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
  expect(row).toMatch(/Captured|Partly captured|captured/i);

  // The renter's mails: the agreement with the hand-over, the return's invoice, the release.
  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as {
    subject: string;
    attachments: string[];
  }[];
  const ours = mails.filter((mail) => mail.subject.includes(reference));
  expect(ours.find((mail) => mail.subject.includes('has started'))?.attachments).toEqual([
    `rental-agreement-${reference}.pdf`,
  ]);
  expect(ours.some((mail) => /released/i.test(mail.subject))).toBe(true);
  expect(
    ours.some(
      (mail) => mail.attachments.some((name) => /invoice|\.pdf$/.test(name)) && !mail.subject.includes('has started'),
    ),
  ).toBe(true);
});

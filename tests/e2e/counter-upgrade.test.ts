import { type Page, expect, test } from './test';
import { UPGRADE_RENTAL } from './fixture-references';
import { hydratedElement } from './form-pages';
import { pdfText } from './pdf-text';
import { picture } from './pictures';
import { seriousViolations } from './axe-report';
import { signInAs } from './sign-in-as';
import { ar } from '../../app/i18n/ar';
import { enBackOffice } from '../../app/i18n/en-back-office';
import { signThePad } from './signature-pad';

test.describe.configure({ timeout: 180_000 });

const { reference } = UPGRADE_RENTAL;
const plateNumber = String(UPGRADE_RENTAL.plate.number);
const note = 'No Standard car back from service; Luxury at the booked price';

/**
 * The screen, and its car and readings (which the consent bar may cover in a page's picture), at a
 * laptop's width and a phone's, pictures when asked for; a phone never scrolls sideways.
 */
async function atBothWidths(page: Page, name: string) {
  const carSection = page.locator('section[aria-labelledby="hand-over-car"]');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await picture(page, `counter/${name}-${width}`, { fullPage: true });
    await picture(carSection, `counter/${name}-car-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('from the Today sheet the counter hands a Standard booking over in a Luxury car, an upgrade at the booked price with a note, and the booking page, its history and the agreement say so', async ({
  page,
}) => {
  await page.goto(await signInAs(page, 'admin@example.ae'));
  await expect(page).toHaveURL(/\/admin\/today$/);
  const branch = page.getByLabel('Branch', { exact: true });
  await hydratedElement(branch);
  await branch.selectOption({ label: 'Dubai – Ibn Battuta' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Pick-up');
  await row.getByRole('link', { name: `Hand over: ${reference}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hand over ${reference}` })).toBeVisible();
  await expect(page.getByText(/ · Standard$/)).toBeVisible();

  // The Luxury car is among the upgrades; no class below the booked one is offered.
  const car = page.getByLabel(enBackOffice['handOver.car']);
  await hydratedElement(car);
  const upgrade = car
    .locator(`optgroup[label="${enBackOffice['handOver.group.upgrade']}"] option`)
    .filter({ hasText: plateNumber });
  await expect(upgrade).toHaveText(/ · Black \(upgrade to Luxury\)$/);
  await expect(
    car.locator('option').filter({ hasText: /upgrade to (Compact|Economy|Intermediate|Standard)\)/ }),
  ).toHaveCount(0);
  const luxuryModel = (await upgrade.innerText()).split(' · ')[1];
  const value = (await upgrade.getAttribute('value'))!;

  // The same choice in Arabic, right to left, and the sheet fits a phone in both languages.
  const handOverUrl = page.url();
  await page.goto(handOverUrl.replace('/admin/', '/ar/admin/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const carAr = page.getByLabel(ar['handOver.car']);
  await hydratedElement(carAr);
  const upgradeAr = carAr.locator(`optgroup[label="${ar['handOver.group.upgrade']}"] option`).filter({
    hasText: plateNumber,
  });
  await expect(upgradeAr).toContainText('(ترقية إلى فاخرة)');
  await carAr.selectOption(value);
  await expect(page.getByText(ar['handOver.upgradeChosen'].replace('{class}', 'فاخرة'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await atBothWidths(page, 'hand-over-upgrade-ar');
  await page.goto(handOverUrl);
  await hydratedElement(car);

  await car.selectOption(value);
  await expect(page.getByText(enBackOffice['handOver.upgradeChosen'].replace('{class}', 'Luxury'))).toBeVisible();
  // The odometer starts at the chosen car's own last reading.
  await expect(page.getByLabel(enBackOffice['handOver.odometer'])).toHaveValue('8400');
  await page.getByLabel(enBackOffice['handOver.licenceSeen']).fill('dl 0004');
  await page.getByLabel(enBackOffice['handOver.agreed']).check();
  await signThePad(page);
  expect(await seriousViolations(page)).toEqual([]);
  await atBothWidths(page, 'hand-over-upgrade-en');

  // Without a note the upgrade is refused at the note's field, the car still chosen.
  const submit = page.getByRole('button', { name: enBackOffice['handOver.submit'] });
  await submit.click();
  await expect(page.locator('#upgradeNote-error')).toHaveText(enBackOffice['handOver.refused.upgradeNote']);
  await expect(car).toHaveValue(value);
  await page.getByLabel(enBackOffice['handOver.upgradeNote']).fill(note);
  await submit.click();
  await expect(page.getByText(`Booking ${reference} is on rent`)).toBeVisible();

  // The booking is still the Standard car it was sold as; its rental and history say what went out and why.
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
  const rental = page.getByRole('region', { name: enBackOffice['rental.heading'] });
  await expect(rental).toContainText(`upgrade to Luxury: ${note}`);
  await expect(rental).toContainText(`U ${plateNumber}`);
  await expect(page.getByRole('row', { name: /upgrade to Luxury/ })).toContainText('On rent');
  // The agreement the renter signed names the car handed over, not the booked model.
  const agreement = await rental.getByRole('link', { name: enBackOffice['rental.agreement'] }).getAttribute('href');
  const text = await pdfText(await (await page.request.get(agreement!)).body());
  expect(text).toContain(luxuryModel);
  expect(text).toContain(plateNumber);
});

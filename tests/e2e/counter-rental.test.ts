import sharp from 'sharp';
import { type Page, expect, test } from './test';
import { COUNTER_RENTAL_ARABIC_REFERENCE, COUNTER_RENTAL_REFERENCE } from './fixture-references';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';
import { ar } from '../../app/i18n/ar';
import { en } from '../../app/i18n/en';
import { enBackOffice } from '../../app/i18n/en-back-office';
import type { MessageKey } from '../../app/i18n/en';
import { fuelLevel, zoneNames } from '../../app/modules/rentals/agreement/rental-agreement';
import { formatAed } from '../../app/utils/money';
import { returnedAtValue } from '../../app/modules/rentals/return-form';
import { signThePad } from './signature-pad';

test.describe.configure({ timeout: 180_000 });

type Locale = 'en' | 'ar';
const fuelFull = fuelLevel(8);
const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { en: { ...en, ...enBackOffice }, ar };

/** A screen's words in the language the counter works in, as the catalogues hold them. */
function say(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}) {
  const text = catalogues[locale][key];
  if (text === undefined) throw new Error(`No ${locale} message ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message as a pattern: the placeholders given are filled in, the others match any text. */
function saying(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}) {
  const escaped = say(locale, key, values).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\?\{\w+\\?\}/g, '.+?').replace(/ /g, '\\s'));
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

const journeys = [
  { locale: 'en', reference: COUNTER_RENTAL_REFERENCE },
  { locale: 'ar', reference: COUNTER_RENTAL_ARABIC_REFERENCE },
] as const;

for (const { locale, reference } of journeys) {
  const t = (key: MessageKey, values?: Record<string, string | number>) => say(locale, key, values);
  const matching = (key: MessageKey, values?: Record<string, string | number>) => saying(locale, key, values);

  test(`the counter (${locale}) hands a car over with photos, a signature and the deposit held, takes it back late with extra km and less fuel, charges the deposit and releases the rest; the renter is mailed each document`, async ({
    page,
  }) => {
    const landing = await signInAs(page, 'admin@example.ae');
    // The Arabic counter starts from the Arabic site's staff menu; every screen after is reached by clicks.
    await page.goto(locale === 'ar' ? `/ar${landing === '/' ? '' : landing}` : landing);
    const menu = page.getByRole('navigation', { name: t('nav.main') });
    await menu.getByRole('button', { name: t('nav.staff') }).click();
    await menu.getByRole('link', { name: t('nav.bookingsDashboard') }).click();
    if (locale === 'ar') await expect(page).toHaveURL(/\/ar\/admin/);
    await page.getByLabel(t('bookings.reference')).fill(reference);
    await page.getByRole('button', { name: t('bookings.searchButton') }).click();
    await page.getByRole('link', { name: t('bookings.open', { reference }) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('bookings.detail.title', { reference }) }),
    ).toBeVisible();

    // Without the deposit the hand-over screen says what is missing.
    await page.getByRole('link', { name: t('handOver.action'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('handOver.title', { reference }) })).toBeVisible();
    await expect(page.getByText(matching('handOver.depositNeeded'))).toBeVisible();
    // The screen in Arabic reads right to left, and a phone does not scroll sideways.
    if (locale === 'en') await page.goto(page.url().replace('/admin/', '/ar/admin/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: `تسليم ${reference}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    if (locale === 'en') await picture(page, 'counter/hand-over-ar-390', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });
    if (locale === 'en') await page.goBack();
    await page.getByRole('link', { name: t('handOver.takeDeposit') }).click();

    // The deposit is held on the card through the provider's page (in the renter's language, English here).
    const panel = page.locator('section[aria-labelledby="deposit-heading"]');
    await hydratedElement(panel.getByRole('button', { name: t('deposits.take.card') }));
    const depositText = await panel.locator('#deposit-amount').inputValue();
    await panel.getByRole('button', { name: t('deposits.take.card') }).click();
    await expect(page).toHaveURL(/\/sandbox\/ngenius\/pay\//);
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill('12/39');
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(locale === 'ar' ? /\/ar\/admin\/bookings\/\d+$/ : /\/admin\/bookings\/\d+$/);
    await expect(panel).toContainText(t('deposits.state.held'));

    // The hand-over: car, readings, damage, photo, licence, agreement signed.
    await page.getByRole('link', { name: t('handOver.action'), exact: true }).click();
    const submit = page.getByRole('button', { name: t('handOver.submit') });
    await hydratedElement(submit);
    await expect(page.getByText(matching('handOver.depositHeld'))).toBeVisible();
    // The odometer starts at the car's last reading; one below it would be refused.
    const odometer = page.getByLabel(t('handOver.odometer'));
    const odometerOut = Number(await odometer.inputValue());
    expect(odometerOut).toBeGreaterThan(0);
    const bumper = zoneNames.front_bumper[locale];
    await page.locator('path[data-zone="front_bumper"]').click();
    await expect(page.getByLabel(bumper, { exact: true })).toBeFocused();
    await page.getByLabel(bumper, { exact: true }).selectOption('scratch');
    await page.getByLabel(t('handOver.noteFor', { zone: bumper })).fill('Left corner, 5 cm');
    await expect(page.locator('path[data-zone="front_bumper"]')).toHaveAttribute('fill', '#dc2626');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#777777' } })
      .jpeg()
      .toBuffer();
    const photos = page.getByLabel(matching('handOver.photos'));
    await photos.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
    // A licence that is not the account's is refused at its field, and nothing typed is lost.
    await page.getByLabel(t('handOver.licenceSeen')).fill('DL-9999');
    await page.getByLabel(t('handOver.agreed')).check();
    await signThePad(page);
    expect(await seriousViolations(page)).toEqual([]);
    if (locale === 'en') {
      await page.setViewportSize({ width: 820, height: 1180 });
      await picture(page, 'counter/hand-over-820', { fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    await submit.click();
    await expect(page.locator('#licenceSeen-error')).toHaveText(t('handOver.refused.licenceMismatch'));
    await expect(odometer).toHaveValue(String(odometerOut));
    await expect(page.getByLabel(bumper, { exact: true })).toHaveValue('scratch');
    await page.getByLabel(t('handOver.licenceSeen')).fill('dl 0004');
    await photos.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
    await submit.click();
    await expect(page.getByText(t('handOver.done', { reference }))).toBeVisible();

    // Back two hours late, 1,000 km later, with 5/8 of the tank.
    await page.getByRole('link', { name: t('returnCar.action'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('returnCar.title', { reference }) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(
      page.getByText(t('returnCar.readings', { km: odometerOut.toLocaleString('en-US'), fuel: fuelFull[locale] })),
    ).toBeVisible();
    const preview = page.getByRole('button', { name: t('returnCar.preview') });
    await hydratedElement(preview);
    await page.getByLabel(t('handOver.odometer')).fill(String(odometerOut + 1000));
    await page.getByText('5/8', { exact: true }).click();
    // The return time starts at now; a time still to come, or before the hand-over, is refused at its field, the readings kept.
    const returnedAt = page.getByLabel(t('returnCar.returnedAt'));
    const minutesAgo = (minutes: number) => returnedAtValue(new Date(Date.now() - minutes * 60_000));
    expect([minutesAgo(1), minutesAgo(0)]).toContain(await returnedAt.inputValue());
    await returnedAt.fill(minutesAgo(-60));
    await preview.click();
    await expect(page.locator('#returnedAt-error')).toHaveText(t('returnCar.refused.returnedAtFuture'));
    await expect(page.getByLabel(t('handOver.odometer'))).toHaveValue(String(odometerOut + 1000));
    await returnedAt.fill(minutesAgo(10));
    await preview.click();
    await expect(page.locator('#returnedAt-error')).toHaveText(t('returnCar.refused.returnedAtBeforeHandOver'));
    await returnedAt.fill(minutesAgo(0));
    await preview.click();
    const charges = page.getByRole('region', { name: t('returnCar.chargesHeading') });
    // Due back two hours before the server started, back the minutes the test took later: past the hour's grace by
    // about an hour, so one or two hours started (at a quarter of the day price each; the unit tests pin the minutes),
    // and no late day.
    const lateHours = charges.getByRole('row', { name: t('returnCar.line.late_return_hours', { percent: 25 }) });
    await expect(lateHours.locator('td').first()).toHaveText(/^[12]$/);
    await expect(charges.getByRole('row', { name: t('returnCar.line.late_return'), exact: true })).toHaveCount(0);
    // The two booked days include 500 km: 500 over, at the class's price.
    await expect(charges.getByRole('row', { name: t('returnCar.line.extra_km') })).toContainText(
      new RegExp(`^${t('returnCar.line.extra_km')}500`),
    );
    await expect(charges.getByRole('row', { name: new RegExp(`^${t('returnCar.line.fuel')}`) })).toBeVisible();
    const totalRow = charges.getByRole('row', { name: t('returnCar.chargesTotal') });
    await expect(totalRow).toBeVisible();
    // The charges in fils, from the total as the screen shows it; the deposit's rest is what they leave.
    const [, dirhams, fils] = (await totalRow.locator('td').innerText()).match(/(\d[\d,]*)\.(\d\d)/)!;
    const totalFils = Number(dirhams.replace(/,/g, '')) * 100 + Number(fils);
    const depositFils = Math.round(Number(depositText) * 100);
    expect(totalFils).toBeGreaterThan(0);
    expect(totalFils).toBeLessThan(depositFils);
    const restFils = depositFils - totalFils;
    if (locale === 'en') await picture(page, 'counter/return-1366', { fullPage: true });
    await page.getByLabel(matching('returnCar.releaseRest')).check();
    await page.getByRole('button', { name: t('returnCar.close') }).click();
    await expect(page.getByText(matching('returnCar.done', { reference }))).toBeVisible();
    await expect(page.getByText(matching('returnCar.doneCharges', { link: formatAed(0, locale) }))).toBeVisible();
    // The provider reverses only a whole hold: the rest is let go, and stays reserved at the card's bank until the authorisation lapses.
    const flash = page.getByText(matching('deposits.done.lapses', { amount: formatAed(restFils, locale) }));
    await expect(flash).toBeVisible();
    const lapsesBy = (await flash.innerText()).match(/(\d{1,2} \S+ \d{4})/)![1];
    const deposit = page.locator('section[aria-labelledby="deposit-heading"]');
    await expect(deposit).toContainText(t('deposits.state.released'));
    await expect(deposit).toContainText(formatAed(totalFils, locale));
    await expect(deposit).toContainText(
      t('deposits.release.how.lapses_at_bank', { amount: formatAed(restFils, locale), date: lapsesBy }),
    );

    // The booking page keeps the rental: the car by plate, readings each way, the signed agreement, photos and the charge.
    const rental = page.getByRole('region', { name: t('rental.heading') });
    await expect(rental).toContainText(
      t('returnCar.readings', { km: (odometerOut + 1000).toLocaleString('en-US'), fuel: '5/8' }),
    );
    await expect(rental.getByRole('row', { name: matching('rental.kind.return') })).toBeVisible();
    const agreementHref = await rental.getByRole('link', { name: t('rental.agreement') }).getAttribute('href');
    const agreementFile = await page.request.get(agreementHref!);
    expect(agreementFile.headers()['content-type']).toBe('application/pdf');
    expect((await agreementFile.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(rental.getByRole('link', { name: t('rental.photoOut', { n: 1 }) })).toBeVisible();

    // The provider's sandbox shows the capture, and the rest still reserved at the card's bank until its authorisation lapses.
    const row = await sandboxRow(page, reference);
    expect(row).toContain(`AED ${depositText.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
    expect(row).toContain(formatAed(totalFils, 'en').replace(/\s/g, ' '));
    expect(row).toMatch(/Partly captured/);
    // The same figure and date in the provider's own view (in English, its page's language here).
    const sandboxDate = locale === 'en' ? lapsesBy : '\\d{1,2} \\w{3} \\d{4}';
    const restInSandbox = formatAed(restFils, 'en').replace(/\s/g, ' ').replace('.', '\\.');
    expect(row).toMatch(
      new RegExp(`${restInSandbox}, reserved at the card’s bank until the authorisation lapses, by ${sandboxDate}`),
    );

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
}

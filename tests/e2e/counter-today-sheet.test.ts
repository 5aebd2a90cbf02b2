import sharp from 'sharp';
import { type Page, expect, test } from './test';
import { catalogueWords } from './catalogue-words';
import { COUNTER_BRANCH, COUNTER_CUSTOMERS, COUNTER_MODEL, counterSet } from './fixture-references';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { signThePad } from './signature-pad';

test.describe.configure({ timeout: 150_000 });

const { t, matching } = catalogueWords('en');

/** From any page, by the Staff menu, to the Today sheet of every branch. */
async function openTodaySheet(page: Page) {
  const menu = page.getByRole('navigation', { name: t('nav.main') });
  await menu.getByRole('button', { name: t('nav.staff') }).click();
  await menu.getByRole('link', { name: t('nav.today'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('today.title') })).toBeVisible();
}

test("the Today sheet: each pick-up shows its booked class; the branch filter narrows it; tomorrow's pick-up offers no hand-over; today's is handed over and stays on the sheet, marked done, with the car's plate", async ({
  page,
}) => {
  const set = counterSet(test.info().repeatEachIndex);
  await page.goto(await signInAs(page, 'admin@example.ae'));
  await openTodaySheet(page);
  const today = page.getByRole('region', { name: /^Today, / });
  const tomorrow = page.getByRole('region', { name: /^Tomorrow, / });
  const rowIn = (day: typeof today, reference: string) => day.getByRole('row', { name: new RegExp(reference) });

  // Every branch: today's pick-ups here and in Abu Dhabi, each with the class booked and the model.
  const pickup = rowIn(today, set.pickupToday);
  await expect(pickup).toHaveCount(1);
  await expect(pickup).toContainText(t('today.move.pickup'));
  await expect(pickup).toContainText(COUNTER_MODEL.type);
  await expect(pickup).toContainText(`${COUNTER_MODEL.brand} ${COUNTER_MODEL.name}`);
  await expect(pickup).toContainText(matching('today.due'));
  await expect(pickup).toContainText(`${COUNTER_CUSTOMERS.en.firstName} ${COUNTER_CUSTOMERS.en.lastName}`);
  await expect(pickup).toContainText(t('today.papers.approved'));
  await expect(pickup.getByRole('link', { name: `${t('handOver.action')}: ${set.pickupToday}` })).toBeVisible();
  await expect(rowIn(today, set.pickupElsewhere)).toContainText(COUNTER_MODEL.type);

  // One branch: its rows only, and the choice kept in the address.
  const branch = page.getByLabel(t('today.branch'), { exact: true });
  await hydratedElement(branch);
  await branch.selectOption({ label: COUNTER_BRANCH.label });
  await page.getByRole('button', { name: t('today.show'), exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/today\?date=[\d-]+&branch=\d+$/);
  const filtered = page.url();
  await expect(rowIn(today, set.pickupToday)).toHaveCount(1);
  await expect(rowIn(today, set.pickupElsewhere)).toHaveCount(0);
  await expect(today.getByRole('heading', { level: 3 })).toHaveText([COUNTER_BRANCH.label]);
  // Back shows every branch again; Forward the branch.
  await page.goBack();
  await expect(rowIn(today, set.pickupElsewhere)).toHaveCount(1);
  await page.goForward();
  await expect(page).toHaveURL(filtered);
  await expect(rowIn(today, set.pickupElsewhere)).toHaveCount(0);

  // Tomorrow's pick-up is listed with its class, but the car is not handed over a day ahead.
  const early = rowIn(tomorrow, set.pickupTomorrow);
  await expect(early).toContainText(t('today.move.pickup'));
  await expect(early).toContainText(COUNTER_MODEL.type);
  await expect(early.getByRole('link', { name: new RegExp(t('handOver.action')) })).toHaveCount(0);
  await expect(early.getByRole('button')).toHaveCount(0);
  await early.getByRole('link', { name: t('today.openBooking', { reference: set.pickupTomorrow }) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('bookings.detail.title', { reference: set.pickupTomorrow }) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: t('handOver.action'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /picked up/i })).toHaveCount(0);
  const tomorrowsBooking = new URL(page.url()).pathname;
  await page.goBack();
  await expect(page).toHaveURL(filtered);

  // Today's pick-up: the deposit left at the counter, then the hand-over, which takes the money due.
  await rowIn(today, set.pickupToday)
    .getByRole('link', { name: `${t('handOver.action')}: ${set.pickupToday}` })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('handOver.title', { reference: set.pickupToday }) }),
  ).toBeVisible();
  await expect(page.getByText(matching('handOver.depositNeeded'))).toBeVisible();
  await page.getByRole('link', { name: t('handOver.takeDeposit') }).click();
  const deposit = page.locator('section[aria-labelledby="deposit-heading"]');
  const leftAtCounter = deposit.getByRole('button', { name: t('deposits.take.counter') });
  await hydratedElement(leftAtCounter);
  await deposit.getByLabel(t('deposits.tender.cash'), { exact: true }).check();
  await leftAtCounter.click();
  await expect(page.getByText(matching('deposits.done.counter'))).toBeVisible();
  await page.getByRole('link', { name: t('handOver.action'), exact: true }).click();
  const submit = page.getByRole('button', { name: t('handOver.submit') });
  await hydratedElement(submit);
  await expect(page.getByText(matching('handOver.depositHeld'))).toBeVisible();
  // The booked model's cars come first; the first is chosen.
  const car = page.getByLabel(t('handOver.car'));
  const plate = (await car.locator('option:checked').innerText()).split(' · ')[0];
  expect(await car.locator('option:checked').innerText()).toContain(`${COUNTER_MODEL.brand} ${COUNTER_MODEL.name}`);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(matching('handOver.photos')).setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await page.getByLabel(t('handOver.licenceSeen')).fill(COUNTER_CUSTOMERS.en.licence);
  await page.getByLabel(matching('handOver.counterMethod')).selectOption({ label: t('handOver.cash') });
  await page.getByLabel(t('handOver.agreed')).check();
  await signThePad(page);
  await submit.click();
  await expect(page.getByText(t('handOver.done', { reference: set.pickupToday }))).toBeVisible();

  // Back on the sheet the pick-up stays where it was, marked done, with the car that went out.
  await openTodaySheet(page);
  const done = rowIn(today, set.pickupToday);
  await expect(done).toContainText(matching('today.done.pickedUp', { who: 'Aisha Admin' }));
  await expect(done).toContainText(t('today.car.assigned', { plate }));
  await expect(done).toContainText(COUNTER_MODEL.type);
  await expect(done.getByRole('link', { name: new RegExp(t('handOver.action')) })).toHaveCount(0);
  await expect(done).not.toContainText(matching('today.due'));

  // Tomorrow's hand-over screen, asked for by its address, says when it opens and offers no form.
  await page.goto(`${tomorrowsBooking}/hand-over`);
  await expect(page.getByRole('status').filter({ hasText: t('handOver.tooEarly') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('handOver.submit') })).toHaveCount(0);
});

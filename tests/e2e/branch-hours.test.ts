import { type Page, expect, test } from './test';
import { hydrated, hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';

// Ras Al Khaimah is the branch no other journey books at, so its week can change while they run.
const BRANCH = 'Ras Al Khaimah – MG Showroom';
const BRANCH_VALUE = 'Ras Al Khaimah_MG Showroom';

const dubaiDate = (daysAhead: number) =>
  new Date(Date.now() + 4 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
/** The first date from `daysAhead` on that falls on the weekday (0 Sunday ... 6 Saturday). */
function nextWeekday(weekday: number, daysAhead: number) {
  for (let day = daysAhead; ; day++)
    if (new Date(`${dubaiDate(day)}T12:00:00Z`).getUTCDay() === weekday) return dubaiDate(day);
}

async function pickupTimesOn(page: Page, date: string) {
  await page.goto('/');
  // The times follow the branch and date as they are chosen, once React has the form; before that
  // the list is the one the server drew for the default date. The form's code comes when the visitor
  // points at it (decision record 078).
  await hydrated(page, 'booking-enquiry');
  const box = page.getByRole('region', { name: 'Book your car' });
  await box.locator('form').hover();
  await hydratedElement(box.locator('form'));
  await box.getByLabel('Pick-up location', { exact: true }).selectOption(BRANCH_VALUE);
  await box.getByLabel('Pick-up date', { exact: true }).fill(date);
  await expect(box.getByLabel('Pick-up date', { exact: true })).toHaveValue(date);
  const options = await box.getByLabel('Pick-up time', { exact: true }).locator('option').allTextContents();
  return { box, times: options.slice(1) };
}

test('the owner gives a branch Friday hours with a break and a holiday closure; the enquiry form and the location guide follow, and they are undone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'owner@example.ae');
  await page.goto('/admin/settings');
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await hours.getByText(`Days with other hours at ${BRANCH}`).click();
  await hours.getByLabel(`${BRANCH}, Friday: hours`).selectOption({ label: 'Other hours' });
  await hours.getByLabel(`${BRANCH}, Friday: opens`).fill('16:00');
  await hours.getByLabel(`${BRANCH}, Friday: closes`).fill('22:00');
  // A break must sit inside the day: one from before opening is refused at its field, the input kept.
  const breakFrom = hours.getByLabel(`${BRANCH}, Friday: break from`);
  await breakFrom.fill('15:00');
  await hours.getByLabel(`${BRANCH}, Friday: break until`).fill('20:00');
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(hours.getByText('The break must start after the opening time.')).toBeVisible();
  await expect(breakFrom).toHaveValue('15:00');
  await breakFrom.fill('18:00');
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();

  const closedDay = nextWeekday(3, 10);
  const closures = page.getByRole('region', { name: 'Holiday closures' });
  await closures.getByLabel('Branch').selectOption({ label: BRANCH });
  await closures.getByLabel('First day closed').fill(closedDay);
  await closures.getByLabel('Last day closed').fill(closedDay);
  await closures.getByLabel('Reason in English (shown on the location guide)').fill('Test holiday');
  await closures.getByLabel('Reason in Arabic (shown on the Arabic location guide)').fill('عطلة تجريبية');
  await closures.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The closure was added.' })).toBeVisible();

  try {
    // A visitor, in a browser of their own.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const friday = await pickupTimesOn(visitor, nextWeekday(5, 3));
    // 18:00 closes the first window and 20:00 opens the second; 19:00 is the break.
    expect(friday.times).toEqual(['16:00', '17:00', '18:00', '20:00', '21:00', '22:00']);
    const thursday = await pickupTimesOn(visitor, nextWeekday(4, 3));
    expect(thursday.times[0]).toBe('08:00');
    const holiday = await pickupTimesOn(visitor, closedDay);
    expect(holiday.times).toEqual([]);
    await expect(holiday.box.getByText('The branch is closed on this day. Please choose another date.')).toBeVisible();

    await visitor.goto('/location-guide');
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: 'MG Showroom' }) })
      .filter({ hasText: 'Test holiday' });
    await expect(card).toContainText('Friday: 16:00 – 18:00, 20:00 – 22:00');
    // The Arabic guide gives the Arabic reason, and never the English one.
    await visitor.goto('/ar/location-guide');
    await expect(visitor.getByText('عطلة تجريبية').first()).toBeVisible();
    const arabicCard = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: 'معرض إم جي' }) })
      .filter({ hasText: 'عطلة تجريبية' });
    await expect(arabicCard).toContainText('الجمعة: 16:00 – 18:00, 20:00 – 22:00');
    await expect(visitor.getByText('Test holiday')).toHaveCount(0);
    await context.close();
  } finally {
    // Undo both, so the branch keeps its usual week for every other run.
    await page.goto('/admin/settings');
    // Clicked before the page's code has arrived, the button would post the whole form without the app's answer.
    const remove = closures.getByRole('button', { name: /^Remove the closure .*Ras Al Khaimah/ });
    await hydratedElement(remove);
    await remove.click();
    await expect(page.getByRole('status').filter({ hasText: 'The closure was removed.' })).toBeVisible();
    await page.goto('/admin/settings');
    await hours.getByText(`Days with other hours at ${BRANCH} (1)`).click();
    await expect(hours.getByLabel(`${BRANCH}, Friday: opens`)).toHaveValue('16:00');
    await expect(hours.getByLabel(`${BRANCH}, Friday: break from`)).toHaveValue('18:00');
    await hours.getByLabel(`${BRANCH}, Friday: hours`).selectOption({ label: 'Usual hours' });
    await hours.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
    await expect(hours.getByText(`Days with other hours at ${BRANCH} (0)`)).toBeVisible();
  }
});

import { type Page, expect, test } from './test';
import { catalogueWords } from './catalogue-words';
import { COUNTER_BRANCH, COUNTER_CUSTOMERS, counterSet } from './fixture-references';
import { hydrated, hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { formatDubaiDay } from '../../app/utils/dubai-time';

test.describe.configure({ timeout: 120_000 });

const { t, matching } = catalogueWords('en');

/** A 'YYYY-MM-DD' day in Dubai some days from today. */
const dubaiDay = (daysAhead: number) =>
  new Date(Date.now() + 4 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const dayHeading = (day: string) => formatDubaiDay(`${day}T12:00:00+04:00`, 'en');

/** A menu's item, from the page shown. */
async function fromMenu(page: Page, menuName: 'nav.cms' | 'nav.staff', item: 'nav.manageSettings' | 'nav.today') {
  const menu = page.getByRole('navigation', { name: t('nav.main') });
  await menu.getByRole('button', { name: t(menuName) }).click();
  await menu.getByRole('link', { name: t(item), exact: true }).click();
}

test("a branch closed on a day with pick-ups: the closure is refused with the bookings and their customers, the input kept; moving one to after it and cancelling the other adds it, both customers are mailed why, and the day's sheet follows", async ({
  page,
}) => {
  const set = counterSet(test.info().repeatEachIndex);
  const day = dubaiDay(set.closureDaysAhead);
  const reason = `Counter closure ${set.closedDayMoved}`;
  await page.goto(await signInAs(page, 'owner@example.ae'));
  await fromMenu(page, 'nav.cms', 'nav.manageSettings');
  await expect(page.getByRole('heading', { level: 1, name: t('cms.settings.title') })).toBeVisible();
  const closures = page.getByRole('region', { name: t('cms.settings.closures') });
  await hydrated(page, 'settings-closures');
  await closures.getByLabel(t('cms.closures.branch')).selectOption({ label: COUNTER_BRANCH.label });
  await closures.getByLabel(t('cms.closures.firstDate')).fill(day);
  await closures.getByLabel(t('cms.closures.lastDate')).fill(day);
  await closures.getByLabel(t('cms.closures.reasonEn')).fill(reason);
  await closures.getByLabel(t('cms.closures.reasonAr')).fill('إغلاق تجريبي للفرع');
  try {
    await closures.getByRole('button', { name: t('cms.closures.add') }).click();

    // Refused: the bookings with a pick-up that day are listed with their customers, and the closure is not added.
    await expect(closures.getByRole('alert')).toHaveText(t('cms.closures.affected'));
    for (const reference of [set.closedDayMoved, set.closedDayCancelled]) {
      await expect(closures.getByText(matching('cms.closures.booking', { reference }))).toBeVisible();
      await expect(closures.getByLabel(t('cms.closures.room', { reference }))).toHaveValue('keep');
    }
    await expect(closures).toContainText(COUNTER_CUSTOMERS.en.email);
    await expect(closures.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t('cms.closures.added') })).toHaveCount(0);
    // Everything typed is kept.
    await expect(closures.getByLabel(t('cms.closures.branch'))).toHaveValue(/^\d+$/);
    await expect(closures.getByLabel(t('cms.closures.firstDate'))).toHaveValue(day);
    await expect(closures.getByLabel(t('cms.closures.lastDate'))).toHaveValue(day);
    await expect(closures.getByLabel(t('cms.closures.reasonEn'))).toHaveValue(reason);

    // One booking moves to the day after, at the same time; the other is cancelled; then the closure is added.
    const move = closures.getByLabel(t('cms.closures.room', { reference: set.closedDayMoved }));
    await move.selectOption('later');
    await expect(move.locator('option:checked')).toHaveText(matching('cms.closures.room.later'));
    await closures.getByLabel(t('cms.closures.room', { reference: set.closedDayCancelled })).selectOption('cancel');
    await closures.getByRole('button', { name: t('cms.closures.add') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('cms.closures.addedWithChanges', { n: 2 }) }),
    ).toBeVisible();

    await expect(closures.getByRole('listitem').filter({ hasText: reason })).toContainText(COUNTER_BRANCH.label);

    // Both customers are mailed what happened to their booking, and why.
    const mails = (
      (await (await page.request.get('/dev/outbox.json')).json()) as {
        to: string;
        subject: string | null;
        text: string;
      }[]
    ).filter((mail) => mail.to === COUNTER_CUSTOMERS.en.email);
    const why = `Reason: our branch is closed on that day (${reason})`;
    const moved = mails.find((mail) => mail.subject === `Your booking ${set.closedDayMoved} is changed`);
    expect(moved?.text).toContain(why);
    expect(moved?.text).toContain('pick-up');
    const cancelled = mails.find((mail) => mail.subject === `Your booking ${set.closedDayCancelled} is cancelled`);
    expect(cancelled?.text).toContain(why);

    // The sheet of that day at the branch: nothing left on the closed day, the moved pick-up the day after at 10:00.
    await fromMenu(page, 'nav.staff', 'nav.today');
    await expect(page.getByRole('heading', { level: 1, name: t('today.title') })).toBeVisible();
    const dayField = page.getByLabel(t('today.chooseDay'), { exact: true });
    await hydratedElement(dayField);
    await dayField.fill(day);
    await page.getByLabel(t('today.branch'), { exact: true }).selectOption({ label: COUNTER_BRANCH.label });
    await page.getByRole('button', { name: t('today.show'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/today\\?date=${day}&branch=\\d+$`));
    const closedDay = page.getByRole('region', { name: dayHeading(day), exact: true });
    const reopened = page.getByRole('region', { name: dayHeading(dayAfter(day)), exact: true });
    await expect(closedDay).toContainText(t('today.nothing'));
    const row = reopened.getByRole('row', { name: new RegExp(set.closedDayMoved) });
    await expect(row).toContainText('10:00');
    await expect(row).toContainText(t('today.move.pickup'));
    await expect(page.getByRole('row', { name: new RegExp(set.closedDayCancelled) })).toHaveCount(0);

    // The moved booking's page says the same, and Back returns to that day's sheet.
    const sheet = page.url();
    await row.getByRole('link', { name: t('today.openBooking', { reference: set.closedDayMoved }) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('bookings.detail.title', { reference: set.closedDayMoved }) }),
    ).toBeVisible();
    await expect(page.getByText(`${COUNTER_BRANCH.label}, ${dayHeading(dayAfter(day))}, 10:00`)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(sheet);
    await expect(reopened.getByRole('row', { name: new RegExp(set.closedDayMoved) })).toBeVisible();
  } finally {
    // The branch opens again that day, for the next repeat and every other run.
    await page.goto('/admin/settings');
    const added = closures.getByRole('listitem').filter({ hasText: reason });
    if ((await added.count()) > 0) {
      await added.getByRole('button', { name: t('cms.closures.remove') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('cms.closures.removed') })).toBeVisible();
    }
  }
});

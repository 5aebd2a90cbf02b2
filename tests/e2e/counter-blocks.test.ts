import { type Page, expect, test } from './test';
import { catalogueWords } from './catalogue-words';
import { BLOCKED_MODEL, COUNTER_BRANCH, COUNTER_CUSTOMERS, counterSet } from './fixture-references';
import { hydrated, hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';
import { formatDubaiDay } from '../../app/utils/dubai-time';

test.describe.configure({ timeout: 120_000 });

const { t, matching } = catalogueWords('en');

/** A 'YYYY-MM-DD' day in Dubai some days from today. */
const dubaiDay = (daysAhead: number) =>
  new Date(Date.now() + 4 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** A staff screen by the Staff menu, from the page shown. */
async function fromStaffMenu(page: Page, item: 'nav.blocks' | 'nav.history', heading: string) {
  const menu = page.getByRole('navigation', { name: t('nav.main') });
  await menu.getByRole('button', { name: t('nav.staff') }).click();
  await menu.getByRole('link', { name: t(item), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The blocks screen showing one model's block form. */
async function chooseModel(page: Page) {
  await hydratedElement(page.getByRole('button', { name: t('blocks.admin.show') }));
  // The label wraps the list, so its name is followed by the model chosen.
  await page
    .getByRole('combobox', { name: new RegExp(`^${t('blocks.admin.model')}`) })
    .selectOption({ label: `${BLOCKED_MODEL.brand} ${BLOCKED_MODEL.name}` });
  await page.getByRole('button', { name: t('blocks.admin.show') }).click();
  await expect(page).toHaveURL(/\/admin\/blocks\?model=\d+$/);
  return page.getByRole('region', { name: t('blocks.heading') });
}

test('the counter blocks cars of a model over days where bookings hold some: more than are free is refused at the field with the bookings in the way and everything typed kept; what is free is blocked, and the block and its giving back are in the history', async ({
  page,
}) => {
  const set = counterSet(test.info().repeatEachIndex);
  // The bookings hold two of the branch's cars from their first day at 10:00 for three days: the day after is all theirs.
  const day = dubaiDay(set.blockDaysAhead + 1);
  const note = `Gearbox recall ${set.blockedDays[0]}`;
  await page.goto(await signInAs(page, 'admin@example.ae'));
  await fromStaffMenu(page, 'nav.blocks', t('blocks.admin.title'));
  const panel = await chooseModel(page);
  await hydrated(page, 'block-cars');
  // The branch's cars of the model, as its records count them.
  const option = panel.getByLabel(t('blocks.branch')).locator('option', { hasText: COUNTER_BRANCH.label });
  const held = Number((await option.textContent())!.match(/\((\d+)\)$/)![1]);
  expect(held).toBeGreaterThanOrEqual(3);
  const free = held - set.blockedDays.length;

  await panel.getByLabel(t('blocks.branch')).selectOption({ label: `${COUNTER_BRANCH.label} (${held})` });
  await panel.getByLabel(t('blocks.cars')).fill(String(free + 1));
  await panel.getByLabel(t('blocks.reason')).selectOption({ label: t('blocks.reason.maintenance') });
  await panel.getByLabel(t('blocks.from')).fill(day);
  await panel.getByLabel(t('blocks.to')).fill(day);
  await panel.getByLabel(t('blocks.note')).fill(note);
  await panel.getByRole('button', { name: t('blocks.submit') }).click();

  // Refused at the number of cars, with how many can be blocked and the bookings holding the others.
  const cars = panel.getByLabel(t('blocks.cars'));
  await expect(page.locator(`#${await cars.getAttribute('id')}-error`)).toHaveText(
    t('blocks.overPromise', { n: free }),
  );
  await expect(cars).toHaveAttribute('aria-invalid', 'true');
  const inTheWay = panel.getByRole('region', { name: t('blocks.inTheWay') });
  for (const reference of set.blockedDays) {
    await expect(inTheWay.getByText(matching('blocks.booking', { reference }))).toBeVisible();
    await expect(inTheWay.getByLabel(t('blocks.room', { reference }))).toHaveValue('keep');
  }
  await expect(inTheWay).toContainText(COUNTER_CUSTOMERS.en.email);
  // Everything typed is kept.
  await expect(panel.getByLabel(t('blocks.cars'))).toHaveValue(String(free + 1));
  await expect(panel.getByLabel(t('blocks.branch'))).toHaveValue(/^\d+$/);
  await expect(panel.getByLabel(t('blocks.reason'))).toHaveValue('maintenance');
  await expect(panel.getByLabel(t('blocks.from'))).toHaveValue(day);
  await expect(panel.getByLabel(t('blocks.to'))).toHaveValue(day);
  await expect(panel.getByLabel(t('blocks.note'))).toHaveValue(note);
  await expect(page.getByText(t('blocks.saved'))).toHaveCount(0);

  // The cars that are free are blocked, the bookings kept.
  await panel.getByLabel(t('blocks.cars')).fill(String(free));
  await panel.getByRole('button', { name: t('blocks.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('blocks.saved') })).toBeVisible();
  const from = formatDubaiDay(`${day}T12:00:00+04:00`, 'en');
  const row = t('blocks.row', { cars: free, branch: COUNTER_BRANCH.label, from, to: from });
  await expect(panel.getByText(row)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: row })).toContainText(`${note} · Blocked by Aisha Admin`);
  await expect(
    page.getByText(
      t('blocks.admin.rowModel', {
        vehicle: `${BLOCKED_MODEL.brand} ${BLOCKED_MODEL.name}`,
        cars: free,
        branch: COUNTER_BRANCH.label,
        from,
        to: from,
      }),
    ),
  ).toBeVisible();

  let blockRecord = '';
  try {
    // The history lists the block with who made it and why, and leads back to the blocks screen.
    await fromStaffMenu(page, 'nav.history', t('changeLog.title'));
    await hydrated(page, 'history-filter');
    const filters = page.getByRole('form', { name: t('changeLog.filters') });
    await filters.getByLabel(t('changeLog.filter.kind')).selectOption({ label: t('changeLog.kind.block') });
    await filters.getByLabel(t('changeLog.filter.who')).selectOption({ label: 'Aisha Admin' });
    await filters.getByRole('button', { name: t('changeLog.filter.submit') }).click();
    await expect(page).toHaveURL(/[?&]kind=block(&|$)/);
    const history = page.getByRole('table', { name: t('changeLog.list') });
    const entry = history.getByRole('row').filter({ hasText: note });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(t('changeLog.action.blocked'));
    await expect(entry).toContainText('Aisha Admin');
    const record = entry.getByRole('link', { name: /^Block #\d+$/ });
    blockRecord = (await record.textContent())!;
    await record.click();
    await expect(page.getByRole('heading', { level: 1, name: t('blocks.admin.title') })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/[?&]kind=block(&|$)/);
    await expect(history.getByRole('row').filter({ hasText: note })).toHaveCount(1);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: t('blocks.admin.title') })).toBeVisible();
  } finally {
    // The cars go back, so this repeat leaves the branch as it found it.
    await page.goto('/admin/blocks');
    const again = await chooseModel(page);
    await again.getByRole('button', { name: t('blocks.removeNamed', { branch: COUNTER_BRANCH.label, from }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t('blocks.removed') })).toBeVisible();
  }
  // Giving the cars back is in the history too, under the same block.
  await fromStaffMenu(page, 'nav.history', t('changeLog.title'));
  await hydrated(page, 'history-filter');
  const filters = page.getByRole('form', { name: t('changeLog.filters') });
  await filters.getByLabel(t('changeLog.filter.kind')).selectOption('block');
  await filters.getByRole('button', { name: t('changeLog.filter.submit') }).click();
  await expect(page).toHaveURL(/[?&]kind=block(&|$)/);
  const entries = page
    .getByRole('table', { name: t('changeLog.list') })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: blockRecord, exact: true }) });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(t('changeLog.action.given_back'));
  await expect(entries.last()).toContainText(t('changeLog.action.blocked'));
});

import fs from 'node:fs';
import { type Browser, expect, test } from './test';
import { signInAs } from './sign-in-as';
import { PICTURES, picture } from './pictures';

const SHOTS = 'inbox';
const token = `inbox${Date.now().toString(36)}`;

/** A new browser (its own cookies) signed in as the demo account. */
async function personBrowser(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page };
}

// One worker for the whole file: beforeAll runs per worker, and a second callback with the same
// phone would make the search find two.
test.describe.configure({ mode: 'serial' });

// Two things arrive first, as visitors send them: a callback request and a newsletter sign-up.
test.beforeAll(async ({ request, baseURL }) => {
  const headers = { Origin: baseURL! };
  const callback = await request.post('/ar/callback', {
    headers,
    form: {
      locale: 'ar',
      name: `سارة ${token}`,
      email: `${token}@example.ae`,
      phone: '050 918 2736',
      message: '=HYPERLINK("http://evil.example","click")\nSecond line',
    },
  });
  expect(callback.ok()).toBe(true);
  const newsletter = await request.post('/newsletter', {
    headers,
    form: { email: `news-${token}@example.ae`, locale: 'en', redirectTo: '/' },
  });
  expect(newsletter.ok()).toBe(true);
});

test('an admin finds a submission by search, opens it and downloads the CSV', async ({ browser }) => {
  const { context, page } = await personBrowser(browser, 'admin@example.ae');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const kinds = page.getByRole('navigation', { name: 'Kinds of message' });
  await expect(kinds.getByRole('link', { name: /^All \d+$/ })).toHaveAttribute('aria-current', 'page');
  await expect(kinds.getByRole('link', { name: /^Newsletter \d+$/ })).toBeVisible();

  await page.getByLabel('Search by name, email, phone or message').fill('050 918 2736');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?q=050\+918\+2736&state=any&assignee=anyone$/);
  const results = page.getByRole('region', { name: /All/ });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(kinds.getByRole('link', { name: 'Callback requests 1' })).toBeVisible();

  await results.getByRole('listitem').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Callback requests #\d+$/);
  const facts = page.getByRole('region', { name: 'From' });
  await expect(facts).toContainText(`سارة ${token}`);
  await expect(facts).toContainText(`${token}@example.ae`);
  await expect(facts).toContainText('+971509182736');
  await expect(facts).toContainText('Arabic');
  await expect(facts).toContainText('Sent without signing in');
  await expect(page.getByRole('region', { name: 'Message' })).toContainText(
    '=HYPERLINK("http://evil.example","click")',
  );

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/callback$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV: Callback requests' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inbox-callback-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain(`سارة ${token}`);
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")\nSecond line"`);
  expect(csv).toContain("'+971509182736");

  await page.goto('/admin/inbox/newsletter');
  await expect(page.getByRole('region', { name: /Newsletter/ })).toContainText(`news-${token}@example.ae`);
  await context.close();
});

test('an admin takes the callback, marks it done, finds it among the done ones and moves it back to in progress', async ({
  browser,
}) => {
  const { context, page } = await personBrowser(browser, 'admin@example.ae');
  await page.goto('/admin/inbox/callback');
  const search = page.getByRole('search');
  await search.getByLabel('Search by name, email, phone or message').fill('050 918 2736');
  await search.getByLabel('Status').selectOption({ label: 'Open (new or in progress)' });
  await search.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('region', { name: /Callback requests/ });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem')).toContainText('New');
  await results.getByRole('listitem').getByRole('link').click();

  const followUp = page.getByRole('region', { name: 'Follow-up' });
  await expect(followUp).toContainText('Nobody');
  await followUp.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assigned.' })).toBeVisible();
  await expect(followUp.getByLabel('Give it to')).toHaveValue(/^\d+$/);
  await expect(followUp.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await followUp.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as done.' })).toBeVisible();
  await expect(followUp).toContainText(/Done · done by .+ on /);
  await expect(followUp.getByRole('listitem')).toHaveCount(2);
  await expect(followUp.getByRole('listitem').first()).toContainText('marked it done');

  // Back in the list, the open callbacks no longer include it; the done ones do, with whose it is.
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await search.getByLabel('Search by name, email, phone or message').fill('050 918 2736');
  await search.getByLabel('Status').selectOption({ label: 'Open (new or in progress)' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/state=open/);
  await expect(results.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('Nothing matches “050 918 2736”.')).toBeVisible();
  await search.getByLabel('Status').selectOption({ label: 'Done' });
  await search.getByLabel('Assigned to').selectOption({ label: 'Me' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem')).toContainText('Done');
  await expect(results.getByRole('listitem')).toContainText(/Assigned to /);
  await results.getByRole('listitem').getByRole('link').click();
  await followUp.getByRole('button', { name: 'Back to in progress' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Back in progress.' })).toBeVisible();
  await expect(followUp.getByRole('definition').first()).toContainText('In progress · started by');
  await expect(followUp.getByRole('listitem').nth(2)).toContainText('took it');
  await context.close();
});

test('customers and content staff are refused; visitors are sent to log in', async ({ browser, request }) => {
  for (const email of ['customer@example.ae', 'cms@example.ae']) {
    const { context, page } = await personBrowser(browser, email);
    expect((await page.goto('/admin/inbox'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sorry, you are not authorized to access this page.',
    );
    expect((await page.request.get('/admin/inbox-export/callback')).status()).toBe(403);
    await context.close();
  }
  const visitor = await request.get('/admin/inbox', { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toBe('/login?redirectTo=%2Fadmin%2Finbox');
});

test(
  'screenshots of the inbox and one entry at phone and laptop widths, in English and Arabic',
  { tag: PICTURES },
  async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await personBrowser(browser, 'admin@example.ae');
    await page.goto('/admin/inbox/callback');
    const entryHref = await page
      .getByRole('region', { name: /Callback requests/ })
      .getByRole('listitem')
      .getByRole('link')
      .first()
      .getAttribute('href');
    for (const locale of ['en', 'ar'] as const) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        const prefix = locale === 'ar' ? '/ar' : '';
        await page.goto(`${prefix}/admin/inbox`);
        await picture(page, `${SHOTS}/inbox-${locale}-${width}`, { fullPage: true });
        await page.goto(`${prefix}${entryHref}`);
        await picture(page, `${SHOTS}/entry-${locale}-${width}`, { fullPage: true });
      }
    }
    await context.close();
  },
);

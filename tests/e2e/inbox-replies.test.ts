import { type Browser, expect, test } from './test';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';

const token = `reply${Date.now().toString(36)}`;
const sender = `${token}@example.ae`;
const note = `Internal ${token}: offered the Patrol, waiting for the licence.`;
const reply = `Hello Omar,\nyes, a 7-seater is free this weekend (${token}).`;

async function personBrowser(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request, baseURL }) => {
  const callback = await request.post('/callback', {
    headers: { Origin: baseURL! },
    form: { locale: 'en', name: `Omar ${token}`, email: sender, phone: '050 123 4567', message: 'A 7-seater?' },
  });
  expect(callback.ok()).toBe(true);
});

test('staff start on an entry, keep a note, reply from the site and find it by status', async ({ browser }) => {
  const { context, page } = await personBrowser(browser, 'admin@example.ae');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('link', { name: 'Inbox', exact: true }).click();
  const search = page.getByRole('search');
  await search.getByLabel('Search by name, email, phone or message').fill(token);
  await search.getByLabel('Status').selectOption({ label: 'New' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/state=new/);
  const results = page.getByRole('region', { name: /All/ });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem')).toContainText('New');
  await results.getByRole('listitem').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/inbox\/callback\/\d+$/);
  const entryUrl = new URL(page.url()).pathname;

  const followUp = page.getByRole('region', { name: 'Follow-up' });
  await followUp.getByRole('button', { name: 'Start (in progress)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'In progress.' })).toBeVisible();
  await expect(followUp.getByRole('definition').first()).toContainText('In progress · started by');
  await expect(followUp.getByRole('button', { name: 'Start (in progress)' })).toHaveCount(0);

  const thread = page.getByRole('region', { name: 'Notes and replies' });
  await expect(thread).toContainText('No notes or replies yet.');
  const noteField = thread.getByLabel('Internal note');
  await hydratedElement(noteField);
  await noteField.fill(note);
  await thread.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText(/Internal note by .+ · /);

  // The subject starts as a reply; an empty text is refused at the field and nothing is sent.
  const subject = thread.getByLabel('Subject');
  await expect(subject).toHaveValue('Re: Callback requests');
  await hydratedElement(subject);
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Please write something here.')).toBeVisible();
  await subject.fill('Your 7-seater');
  await thread.getByLabel('Reply', { exact: true }).fill(reply);
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').nth(1)).toContainText(/Reply sent by .+ · /);
  await expect(thread.getByRole('listitem').nth(1)).toContainText('Your 7-seater');

  // The mail went to the sender as written, with nothing of the note.
  await page.goto('/dev/outbox');
  const toSender = page.getByRole('listitem').filter({ hasText: sender });
  const mail = toSender.filter({ has: page.getByRole('heading', { name: 'Your 7-seater' }) });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`a 7-seater is free this weekend (${token})`);
  // The form's own acknowledgement went to the sender too; none of the mails carries the note.
  await expect(toSender.filter({ hasText: note })).toHaveCount(0);

  // In the list it is no longer new; it is among those in progress.
  await page.goto(`/admin/inbox?q=${token}&state=new`);
  await expect(page.getByRole('region', { name: /All/ }).getByRole('listitem')).toHaveCount(0);
  await page.getByRole('search').getByLabel('Status').selectOption({ label: 'In progress' });
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/state=in_progress/);
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem')).toContainText('In progress');

  // The same entry in Arabic: the status, the note and the reply, right to left.
  await page.goto(`/ar${entryUrl}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'المتابعة' })).toContainText('قيد المعالجة');
  const arabicThread = page.getByRole('region', { name: 'الملاحظات والردود' });
  await expect(arabicThread.getByRole('listitem').first()).toContainText('ملاحظة داخلية من');
  await expect(arabicThread.getByRole('listitem').nth(1)).toContainText('رد أرسله');
  await expect(arabicThread.getByRole('button', { name: 'إرسال الرد' })).toBeVisible();
  await context.close();
});

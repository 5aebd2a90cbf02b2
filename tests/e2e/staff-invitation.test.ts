import { expect, test } from './test';
import { signInAs } from './sign-in-as';

const stamp = Date.now().toString(36);

test('the owner invites a staff member, who sets a password from the mailed link and signs in without documents', async ({
  page,
  browser,
}) => {
  const email = `new-staff-${stamp}@example.ae`;
  await page.goto(await signInAs(page, 'owner@example.ae'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Staff' }).click();
  await page.getByRole('link', { name: 'Staff roles' }).click();
  const invite = page.getByRole('region', { name: 'Invite a staff member' });

  // Nothing chosen: the messages say what is missing, and what was typed stays.
  await invite.getByLabel('Full name').fill('Huda Rahman');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Please enter the person’s email.')).toBeVisible();
  await expect(invite.getByText('Please choose at least one role.')).toBeVisible();
  await expect(invite.getByLabel('Full name')).toHaveValue('Huda Rahman');

  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('checkbox', { name: /^Admin/ }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(invite.getByRole('listitem').filter({ hasText: email })).toContainText('Huda Rahman');

  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
  const mail = mails.find((one) => one.to === email);
  expect(mail?.subject).toBe('You are invited to the Oasis Rent A Car staff site');
  const link = /https?:\/\/\S+\/staff-invitation\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];

  // The invited person, in a browser of their own.
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(new URL(link).pathname);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Join the staff site' })).toBeVisible();
  await expect(newcomer.getByText(email)).toBeVisible();
  await newcomer.getByLabel('Mobile number').fill('050 765 4321');
  await newcomer.getByLabel('Password', { exact: true }).fill('Huda!Desk2026');
  await newcomer.getByLabel('Confirm password').fill('Huda!Desk2026x');
  await newcomer.getByRole('button', { name: 'Create my staff account' }).click();
  await expect(newcomer.getByLabel('Mobile number')).toHaveValue('050 765 4321');
  await newcomer.getByLabel('Confirm password').fill('Huda!Desk2026');
  await newcomer.getByRole('button', { name: 'Create my staff account' }).click();
  await expect(newcomer).toHaveURL(/\/admin\/today$/);
  await expect(
    newcomer.getByRole('status').filter({ hasText: 'Welcome, Huda Rahman. Your staff account is ready.' }),
  ).toBeVisible();

  // Signed out, the new password signs in; the link is spent.
  await newcomer.context().clearCookies();
  await newcomer.goto(await signInAs(newcomer, email, 'Huda!Desk2026'));
  await expect(newcomer).toHaveURL(/\/admin\/today$/);
  await newcomer.goto(new URL(link).pathname);
  await expect(
    newcomer.getByRole('alert').filter({ hasText: 'This invitation link is no longer valid' }),
  ).toBeVisible();
  await context.close();

  // The owner's page no longer lists it as open, and the new account is staff.
  await page.reload();
  await expect(invite.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
});

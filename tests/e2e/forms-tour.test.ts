import { expect, type Page, test } from './test';

test.use({ viewport: { width: 390, height: 844 } });

async function hydrated(page: Page, formId: string) {
  await page.waitForFunction((id) => {
    const form = document.getElementById(id);
    // …and checks in the browser once its validator has arrived.
    return (
      form !== null &&
      Object.keys(form).some((key) => key.startsWith('__reactProps')) &&
      form.dataset.checks === 'browser'
    );
  }, formId);
}

test('tour: the carousels move by keyboard, and a tour enquiry is checked and thanked', async ({ page }) => {
  await page.goto('/tour');
  const dubai = page.getByRole('region', { name: 'Dubai' });
  await expect(dubai.getByRole('group', { name: 'Picture 1 of 3: Dubai' }).locator('img')).toBeVisible();
  await hydrated(page, 'tour-form');
  const next = dubai.getByRole('button', { name: 'Next picture of Dubai' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(dubai.getByRole('button', { name: 'Show picture 2 of Dubai' })).toHaveAttribute('aria-current', 'true');
  await expect(dubai.getByRole('button', { name: 'Previous picture of Dubai' })).toBeEnabled();
  const picture = await page.request.get('/tour-pictures/dubai-2.svg');
  expect(picture.headers()['content-type']).toContain('image/svg+xml');
  expect((await page.request.get('/tour-pictures/mars-1.svg')).status()).toBe(404);

  const form = page.locator('#tour-form');
  await page.getByRole('button', { name: 'Send tour enquiry' }).click();
  await expect(form.getByText('Please enter your Name!')).toBeVisible();
  await expect(form.getByText('Please enter your Mobile number!')).toBeVisible();
  await expect(form.getByText('Please choose a destination!')).toBeVisible();
  await expect(form.getByText('Please enter your message!')).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill('Daniel Brooks');
  await form.getByLabel('Mobile number', { exact: true }).fill('050 444 5566');
  await form.getByLabel('Destination').selectOption('Desert safari');
  await form.getByLabel('Number of people (optional)').fill('4');
  await form.getByLabel('Message').fill('Sunset dunes with two children.');
  await page.getByRole('button', { name: 'Send tour enquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText('Thank you. We will contact you shortly.');
  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{ subject: string; text: string }>;
  expect(mails.find((mail) => mail.subject.startsWith('New tour enquiry from Daniel Brooks'))?.text).toContain(
    'Destination: Desert safari',
  );
});

import { expect, type Page, test } from './test';
import { signInAs } from './sign-in-as';
import { picture } from './pictures';

// Successful posts count against the per-address form limit (10 in 10 minutes) that every test on 127.0.0.1 shares.
test.use({ viewport: { width: 390, height: 844 } });

/** React has taken over the form once its props sit on the DOM node; before that a click is a plain post. */
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

type Mail = { to: string; subject: string; text: string };
const outbox = async (page: Page) => (await (await page.request.get('/dev/outbox.json')).json()) as Mail[];

test('contact: the messages at the fields, then a message is thanked and the head office is on the map', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const office = page.getByRole('region', { name: 'Our head office' });
  await expect(office.getByText('Al Salam Street')).toBeVisible();
  await expect(office.getByRole('link', { name: 'Open the map in a new tab' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=/,
  );
  await expect(office.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
  );

  const form = page.locator('#contact-form');
  await hydrated(page, 'contact-form');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your First Name!')).toBeVisible();
  await expect(
    form.getByText('Please share your email address or phone number so we may be able to reach you.'),
  ).toBeVisible();
  await expect(form.getByText('Please enter your message!')).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

  await form.getByLabel('Name', { exact: true }).fill('Mariam Al Hashimi');
  await form.getByLabel(/^Email/).fill('mariam@');
  await form.getByLabel('Message').fill('Can I change the branch of my booking?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('The input is not valid E-mail!')).toBeVisible();
  await form.getByLabel(/^Email/).fill('mariam@example.ae');
  await form.getByLabel(/^Mobile number/).fill('050 222 3344');
  await page.getByRole('button', { name: 'Send message' }).click();

  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText('Thank you. We will contact you shortly.');
  await picture(page, 'forms/contact-success-en-390');
  await dialog.getByRole('link', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('Message')).toHaveValue('');
  // The fresh form has the focus, ready for another message, not the page.
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

  const mails = await outbox(page);
  expect(mails.find((mail) => mail.to === 'mariam@example.ae')?.subject).toBe('We received your message');
  expect(mails.find((mail) => mail.subject.startsWith('New message from Mariam Al Hashimi'))?.text).toContain(
    '+971502223344',
  );
});

test('enquiry: the vehicle from the address is in the message, the required fields say so, and it is thanked', async ({
  page,
}) => {
  await page.goto('/enquiry?Nissan Sunny');
  const form = page.locator('#enquiry-form');
  await expect(form.getByLabel('Message')).toHaveValue('Nissan Sunny');
  await hydrated(page, 'enquiry-form');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please enter your Name!')).toBeVisible();
  await expect(form.getByText('Please input your Email Address!')).toBeVisible();
  await expect(form.getByText('Please enter your Mobile number!')).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill('Khalid');
  await form.getByLabel('Email', { exact: true }).fill('khalid@example.ae');
  await form.getByLabel('Mobile number', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
  await form.getByLabel('Mobile number', { exact: true }).fill('055 987 6543');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText('Thank you. We will contact you shortly.');
  await dialog.getByRole('link', { name: 'Done' }).click();
  // Done reloads the page: back at /enquiry with an empty form.
  await expect(page).toHaveURL(/\/enquiry$/);
  await expect(form.getByLabel('Message')).toHaveValue('');
  expect((await outbox(page)).find((mail) => mail.subject.startsWith('New enquiry from Khalid'))?.text).toContain(
    'Nissan Sunny',
  );
});

test('chauffeur services: text and an enquiry form, in Arabic', async ({ page }) => {
  await page.goto('/ar/chauffeur-services');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.locator('#chauffeur-form');
  await hydrated(page, 'chauffeur-form');
  await page.getByRole('button', { name: 'إرسال الاستفسار' }).click();
  await expect(form.getByText('يرجى إدخال اسمك!')).toBeVisible();
  await expect(form.getByText('يرجى إدخال رقم جوالك!')).toBeVisible();
  await form.getByLabel('الاسم', { exact: true }).fill('سالم');
  await form.getByLabel('البريد الإلكتروني', { exact: true }).fill('salem@example.ae');
  await form.getByLabel('رقم الجوال', { exact: true }).fill('050 777 8899');
  await form.getByLabel('الرسالة').fill('سائق من المطار إلى العين يوم الجمعة');
  await page.getByRole('button', { name: 'إرسال الاستفسار' }).click();
  const dialog = page.getByRole('dialog', { name: 'تم بنجاح' });
  await expect(dialog).toContainText('شكراً لك. سنتواصل معك قريباً.');
  await picture(page, 'forms/chauffeur-success-ar-390');
  expect((await outbox(page)).find((mail) => mail.to === 'salem@example.ae')?.subject).toBe(
    'تلقينا استفسارك عن خدمة السائق',
  );
});

test('a signed-in customer finds name, email and phone filled in', async ({ page }) => {
  await signInAs(page, 'customer@example.ae');
  await page.goto('/contact-us');
  const form = page.locator('#contact-form');
  await expect(form.getByLabel(/^Email/)).toHaveValue('customer@example.ae');
  await expect(form.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await expect(form.getByLabel(/^Mobile number/)).toHaveValue(/^\+971/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('contact: errors come back with the input, a success opens the Success box', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('#contact-form');
    await form.getByLabel('Name', { exact: true }).fill('Hessa');
    await form.getByLabel('Message').fill('Please call me about a corporate account.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      form.getByText('Please share your email address or phone number so we may be able to reach you.'),
    ).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Please call me about a corporate account.');
    await form.getByLabel(/^Mobile number/).fill('050 333 4455');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact-us\?sent=1$/);
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
      'Thank you. We will contact you shortly.',
    );
    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

import { expect, type Page, test } from './test';
import { hydrated, screenshotFormPages } from './form-pages';
import { signInAs } from './sign-in-as';
import { picture } from './pictures';

// Every successful post counts against the per-address form limit (10 in 10 minutes) all tests share on 127.0.0.1.
test.use({ viewport: { width: 390, height: 844 } });

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const cv = { name: 'Sara-CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes };
const photo = { name: 'certificate.png', mimeType: 'image/png', buffer: pngBytes };
const renamed = {
  name: 'cover-letter.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('plain text with a PDF name'),
};

async function fillApplication(page: Page, email: string) {
  const form = page.locator('#career-form');
  await form.getByLabel('Full name').fill('Sara Mathew');
  await form.getByLabel('Date of birth').fill('1994-08-21');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Nationality').selectOption('PH');
  await form.getByLabel('Mobile number', { exact: true }).fill('056 234 5678');
  await form.getByLabel('Visa status').selectOption('Residence visa (family sponsored)');
  await form.getByRole('radiogroup', { name: 'Are you currently employed?' }).getByLabel('No').check();
  await form.getByLabel('Address').fill('Al Khalidiyah, Abu Dhabi');
  await form
    .getByLabel('Current or last job title, and whom you report to')
    .fill('Receptionist, reporting to the front office manager');
  await form.getByLabel('Your strengths').fill('Patient, organised, fluent in English and Tagalog');
  await form.getByLabel('When can you join?').fill('Immediately');
}

test('career: missing answers and a renamed file are refused at their fields, then the application is sent and staff read it', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/career-with-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Career with Us' })).toBeVisible();
  await hydrated(page, 'career-form');
  await page.getByRole('button', { name: 'Send application' }).click();
  const form = page.locator('#career-form');
  await expect(form.getByText('Please enter your First Name!')).toBeVisible();
  await expect(form.getByText('Please upload at least one file')).toBeVisible();
  await expect(form.getByText('Please select your Visa Status!')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();

  await fillApplication(page, 'sara@example.ae');
  await form.getByLabel('Attachments').setInputFiles([cv, renamed]);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    form.getByText('"cover-letter.pdf" is not a PDF, PNG or JPEG file. Please choose another file.'),
  ).toBeVisible();
  await expect(form.getByLabel('Your strengths')).toHaveValue('Patient, organised, fluent in English and Tagalog');

  await form.getByLabel('Attachments').setInputFiles([cv, photo]);
  await page.getByRole('button', { name: 'Send application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText('Thank you. We will contact you shortly.');
  await dialog.getByRole('link', { name: 'Done' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue('');

  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
  const staffMail = mails.find((mail) => mail.subject?.startsWith('New job application from Sara Mathew'));
  const id = /#(\d+)\)$/.exec(staffMail?.subject ?? '')?.[1];
  expect(id).toBeDefined();

  // Customers are refused; the admin sees the fields, the CV as a download and the certificate in the page.
  const customer = await browser.newPage();
  await signInAs(customer, 'customer@example.ae');
  expect((await customer.goto(`/career-with-us/${id}`))?.status()).toBe(403);
  await customer.close();

  await signInAs(page, 'admin@example.ae');
  await page.goto(`/career-with-us/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Career application #${id}`);
  await expect(page.getByText('Philippines')).toBeVisible();
  const download = page.getByRole('link', { name: 'Download Sara-CV.pdf' });
  await expect(download).toHaveAttribute('download', 'Sara-CV.pdf');
  const image = page.getByRole('img', { name: 'certificate.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="Sara-CV.pdf"/);
  expect(pdf.headers()['x-content-type-options']).toContain('nosniff');
  await picture(page, 'forms/career-detail-en-390', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/ar/career-with-us/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`طلب التوظيف رقم ${id}`);
  await picture(page, 'forms/career-detail-ar-1366', { fullPage: true });
});

screenshotFormPages('career', 'career-form', {
  en: { path: '/career-with-us', submit: 'Send application' },
  ar: { path: '/ar/career-with-us', submit: 'أرسل الطلب' },
});

import { type APIRequestContext, expect, type Locator, type Page, test } from './test';

// Every code sent counts against the per-address limit (10 an hour) that all tests share on
// 127.0.0.1: each test here sends exactly one.

// A real 1x1 PNG and a small PDF, made here rather than read from disk.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const emiratesId = { name: 'emirates-id.png', mimeType: 'image/png', buffer: pngBytes };
const licence = { name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdfBytes };
const fakePng = {
  name: 'passport.png',
  mimeType: 'image/png',
  buffer: Buffer.from('only text pretending to be a picture'),
};

/** React has taken over the form once its props sit on the DOM node; before that a click is a plain post. */
async function hydrated(page: Page, formId: string) {
  await page.waitForFunction((id) => {
    const form = document.getElementById(id);
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  }, formId);
}

/** The newest code texted to the number, read from the development outbox. */
async function codeSentTo(request: APIRequestContext, e164: string) {
  let text = '';
  await expect(async () => {
    const messages = (await (await request.get('/dev/outbox.json')).json()) as Array<{
      to: string;
      text: string;
      channel: string;
    }>;
    text = messages.find((message) => message.channel === 'sms' && message.to === e164)?.text ?? '';
    expect(text).toMatch(/\d{6}/);
  }).toPass({ timeout: 5_000 });
  return /(\d{6})/.exec(text)![1];
}

async function mailsTo(request: APIRequestContext, to: string) {
  const messages = (await (await request.get('/dev/outbox.json')).json()) as Array<{
    to: string;
    subject: string;
    channel: string;
  }>;
  return messages.filter((message) => message.channel === 'email' && message.to === to);
}

async function fillDetails(form: Locator, details: { name: string; email: string; phone: string }) {
  await form.getByLabel('Full name', { exact: true }).fill(details.name);
  await form.getByLabel('Email', { exact: true }).fill(details.email);
  await form.getByLabel('Mobile number', { exact: true }).fill(details.phone);
}

async function verifyPhone(form: Locator, request: APIRequestContext, e164: string) {
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByLabel('OTP', { exact: true })).toBeVisible();
  await form.getByLabel('OTP', { exact: true }).fill(await codeSentTo(request, e164));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
}

async function fillProfile(form: Locator) {
  await form.getByLabel('Password', { exact: true }).fill('Oasis@2026');
  await form.getByLabel('Confirm password', { exact: true }).fill('Oasis@2026');
  await form.getByLabel('Birth date', { exact: true }).fill('1990-05-14');
  await form.getByLabel('Driving licence number', { exact: true }).fill('DL-445566');
  await form.getByLabel('Driving licence expiry date', { exact: true }).fill('2035-01-31');
  await form.getByLabel('Passport number', { exact: true }).fill('P4455667');
  await form.getByLabel('Passport expiry date', { exact: true }).fill('2036-06-30');
}

test('sign-up with the code from the SMS, a bad file named, then an account awaiting review', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await hydrated(page, 'sign-up');
  const form = page.locator('form#sign-up');
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('AE +971');
  await expect(form.locator('input[type="hidden"][name="country"]')).toHaveValue('AE');

  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByText('Please input your Name!')).toBeVisible();
  await expect(form.getByText('Please input your Email Address!')).toBeVisible();
  await expect(form.getByText('please input your phone number!')).toBeVisible();

  const email = `e2e.signup.${Date.now()}@example.ae`;
  await fillDetails(form, { name: 'Layla Al Mansoori', email, phone: '050 301 0001' });
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByText('please input your phone number without 0 !')).toBeVisible();

  await form.getByLabel('Mobile number', { exact: true }).fill('50 301 0001');
  await form.getByRole('button', { name: 'Send OTP' }).click();
  const code = form.getByLabel('OTP', { exact: true });
  await expect(code).toBeVisible();
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(form.getByRole('status')).toHaveText(
    /^We sent a 6-digit code to \W*\+971 50 301 0001\W*\. It is valid for 5 minutes\.$/,
  );
  const resend = form.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeHidden();
  await expect(resend).toBeVisible({ timeout: 8_000 });

  const right = await codeSentTo(request, '+971503010001');
  await code.fill(right === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('OTP key not valid, please try again')).toBeVisible();
  await expect(resend).toBeVisible();

  await code.fill(right);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(form.getByText('Verified')).toBeVisible();
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Mobile number', { exact: true })).toHaveValue('+971 50 301 0001');

  await form.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Please input your password!',
    'Please confirm your password!',
    'Please select your Birth Date!',
    'Please input your Driving Licence No!',
    'Please select your Driving Licence Expiry Date!',
    'Please input your Passport No!',
    'Please select your Passport Expiry Date!',
    'Please upload at least one file',
    'Should accept agreement',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByText('Please attach a valid Emirates ID and a driving licence copy')).toBeVisible();

  await fillProfile(form);
  await form.getByLabel('Attachments').setInputFiles([emiratesId, fakePng]);
  await form.getByLabel(/I have read and accept the/).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(
    form.getByText('"passport.png" is not a PNG, JPEG or PDF file. Please choose another file.'),
  ).toBeVisible();
  await expect(form.getByLabel('Driving licence number', { exact: true })).toHaveValue('DL-445566');
  await expect(form.getByLabel('Passport expiry date', { exact: true })).toHaveValue('2036-06-30');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('Oasis@2026');

  await form.getByLabel('Attachments').setInputFiles([emiratesId, licence]);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
  await expect(page.getByText('Your account has been created and is awaiting review.')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject))
    .toEqual(['Your Oasis Rent A Car account is awaiting review']);
});

test('an email already registered shows the info dialog and keeps the form', async ({ page, request }) => {
  await page.goto('/register');
  await hydrated(page, 'sign-up');
  const form = page.locator('form#sign-up');
  await fillDetails(form, { name: 'Sara Again', email: 'customer@example.ae', phone: '50 301 0002' });
  await verifyPhone(form, request, '+971503010002');
  await fillProfile(form);
  await form.getByLabel('Attachments').setInputFiles([licence]);
  await form.getByLabel(/I have read and accept the/).check();
  await form.getByRole('button', { name: 'Register' }).click();

  const info = page.getByRole('dialog', { name: 'Information' });
  await expect(info).toBeVisible();
  await expect(info).toContainText('This email address is already registered. Please log in or reset your password.');
  await expect(info.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await info.getByRole('button', { name: 'OK' }).click();
  await expect(info).toBeHidden();
  await expect(form.getByLabel('Driving licence number', { exact: true })).toHaveValue('DL-445566');
  await expect(form.getByLabel(/I have read and accept the/)).toBeChecked();
});

test('without JavaScript every step is a page, input is kept, and files are asked for again', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/register');
  const form = page.locator('form#sign-up');
  const email = `e2e.nojs.${Date.now()}@example.ae`;
  await fillDetails(form, { name: 'Omar Haddad', email, phone: '50 301 0003' });
  await form.getByLabel('Country code').selectOption('AE');
  await verifyPhone(form, request, '+971503010003');
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Omar Haddad');

  await fillProfile(form);
  await form.getByLabel('Attachments').setInputFiles([emiratesId]);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Should accept agreement')).toBeVisible();
  await expect(
    form.getByText('Please choose your files again: a browser cannot keep attached files when the page reloads.'),
  ).toBeVisible();
  await expect(form.getByLabel('Driving licence number', { exact: true })).toHaveValue('DL-445566');
  await expect(form.getByLabel('Birth date', { exact: true })).toHaveValue('1990-05-14');

  await form.getByLabel('Password', { exact: true }).fill('Oasis@2026');
  await form.getByLabel('Confirm password', { exact: true }).fill('Oasis@2026');
  await form.getByLabel('Attachments').setInputFiles([emiratesId, licence]);
  await form.getByLabel(/I have read and accept the/).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\?done=1$/);
  await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  await context.close();
});

test('the Arabic page reads right to left with the messages in Arabic', async ({ page }) => {
  await page.goto('/ar/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء حساب');
  await hydrated(page, 'sign-up');
  const form = page.locator('form#sign-up');
  await form.getByLabel('رقم الهاتف المتحرك', { exact: true }).fill('0501234567');
  await form.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await expect(form.getByText('يرجى إدخال اسمك!')).toBeVisible();
  await expect(form.getByText('يرجى إدخال رقم هاتفك بدون الصفر في أوله!')).toBeVisible();
  const country = form.getByRole('combobox', { name: 'رمز الدولة' });
  await expect(country).toHaveValue('AE +971');
  await expect(country).toHaveAccessibleDescription(/^الإمارات العربية المتحدة \W?\+971\W?$/);
  // The list names the countries in Arabic, the UAE first, and finds them by their Arabic names.
  await country.click();
  const list = page.getByRole('listbox', { name: 'رمز الدولة' });
  await expect(list.getByRole('option').first()).toHaveText('الإمارات العربية المتحدة+971');
  await country.pressSequentially('المملكة المتحدة');
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('GB +44');
  await expect(form.locator('input[type="hidden"][name="country"]')).toHaveValue('GB');
});

test('the header opens the same form in a dialog that keeps focus and closes on Escape', async ({ page }) => {
  await page.goto('/about-us');
  const register = page.getByRole('banner').getByRole('link', { name: 'Register', exact: true });
  await page.waitForFunction(() => {
    const link = document.querySelector('header a[href="/register"]');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
  await register.click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
  const form = dialog.locator('form#sign-up-dialog');
  await form.getByLabel('Mobile number', { exact: true }).fill('050 123 4567');
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByText('Please input your Name!')).toBeVisible();
  await expect(form.getByText('please input your phone number without 0 !')).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => !!document.activeElement?.closest('dialog') || document.activeElement === document.body,
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await register.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog').first()).toBeVisible();
});

import fs from 'node:fs';
import { expect, type Page, test } from './test';
import { enquireAndOpenPrice } from './book-through-the-site';
import { DEMO_PASSWORD, signInAs } from './sign-in-as';
import { picture, picturesDir, picturesWanted } from './pictures';

async function shoot(page: Page, name: string) {
  if (!picturesWanted) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, `card-payment/${name}-${width}`, { fullPage: true });
  }
}

/** From a car's price page to the personal step, then on in Arabic through the language link. */
async function toArabicPersonalStep(page: Page) {
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/extrass$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await page.getByRole('link', { name: 'Read this page in Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/ar\/bill\//);
}

test('an Arabic-speaking customer paying by card pays on an Arabic payment page and is confirmed in Arabic', async ({
  page,
}) => {
  // Signing in on the Arabic site makes Arabic the account's language, which its mails follow.
  await page.goto('/ar/login');
  const form = page.locator('main');
  await form.getByLabel(/^البريد الإلكتروني/).fill('customer@example.ae');
  await form.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await enquireAndOpenPrice(page, 'Intermediate', 9);
  await toArabicPersonalStep(page);
  await page.getByLabel('عنوان الشارع').fill('شارع الاتحاد 12');
  await page.getByLabel('صندوق البريد').fill('12345');
  await page.getByLabel('الإمارة').selectOption('Dubai');
  await page.getByLabel('المدينة').fill('دبي');
  await page.getByLabel(/الدفع بالبطاقة/).check();
  await page.getByLabel(/قرأت وأوافق على/).check();
  await page.getByRole('button', { name: 'احجز الآن' }).click();

  await expect(page).toHaveURL(/\/sandbox\/ngenius\/pay\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الدفع بالبطاقة');
  const amount = page.locator('.summary dd').first();
  await expect(amount).toContainText('د.إ');
  await expect(amount).toHaveText(/^[^\u0660-\u0669]*\d[\d,]*\.\d{2}[^\u0660-\u0669]*$/);
  // The form starts on the right, as an Arabic reader expects.
  const field = await page.getByLabel('رقم البطاقة').boundingBox();
  const label = await page.getByText('رقم البطاقة', { exact: true }).boundingBox();
  expect(label!.x + label!.width).toBeGreaterThan(field!.x + field!.width - 2);
  await shoot(page, 'pay-page-ar');

  // A mistake is named in Arabic at its field.
  await page.getByLabel('رقم البطاقة').fill('4111');
  await page.getByLabel('تاريخ الانتهاء').fill('12/30');
  await page.getByLabel('رمز الأمان (CVV)').fill('123');
  await page.getByRole('button', { name: /^ادفع / }).click();
  await expect(page.getByRole('alert')).toContainText('لم تتم عملية الدفع');
  await expect(page.getByText('أدخل رقم البطاقة: من 12 إلى 19 رقمًا.').first()).toBeVisible();
  await shoot(page, 'pay-page-ar-error');

  await page.getByLabel('رقم البطاقة').fill('4111 1111 1111 1111');
  await page.getByLabel('رمز الأمان (CVV)').fill('123');
  await page.getByRole('button', { name: /^ادفع / }).click();
  await expect(page.getByText('تم تأكيد حجزك')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/ar\//);
  const bookingId = /\/bill\/(\d+)\//.exec(page.url())![1];
  const reference = (await page.locator('main bdi').first().textContent())!.trim();
  if (picturesWanted) {
    const invoice = await page.request.get(`/invoices/${bookingId}`);
    expect(invoice.ok()).toBe(true);
    fs.mkdirSync(`${picturesDir}/card-payment`, { recursive: true });
    fs.writeFileSync(`${picturesDir}/card-payment/invoice-ar.pdf`, await invoice.body());
    await page.goto('/dev/outbox');
    await page.locator('li').filter({ hasText: reference }).first().locator('a[href$="/html"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shoot(page, 'mail-confirmation-ar');
  }
});

test('an English-speaking customer’s card payment page stays in English', async ({ page }) => {
  await signInAs(page, 'reset-test@example.ae');
  await enquireAndOpenPrice(page, 'Standard', 11);
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/extrass$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await page.getByLabel('Street address').fill('Sheikh Zayed Road 12');
  await page.getByLabel('PO Box').fill('12345');
  await page.getByLabel('Emirate').selectOption('Dubai');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel(/Pay by card/).check();
  await page.getByLabel(/I have read and accept the rental terms/).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/ngenius\/pay\//);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card payment');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await shoot(page, 'pay-page-en');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/\/sandbox\/ngenius\/pay\//);
});

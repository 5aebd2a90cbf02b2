import { expect, type Page, test } from './test';
import { picture } from './pictures';

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

test('academic promotion: the four cars and the free month, the Error modal without email or phone, then Success', async ({
  page,
}) => {
  await page.goto('/academic-promotion');
  const cars = page.getByRole('region', { name: 'Cars in the academic offer' });
  for (const car of ['MG 5', 'MG 6', 'Skoda Kushaq', 'MG ZS'])
    await expect(cars.getByText(car, { exact: true })).toBeVisible();
  await expect(cars).toContainText('one free month for a 9-month rental commitment');

  const form = page.locator('#promotion-form');
  await hydrated(page, 'promotion-form');
  await form.getByLabel('Name', { exact: true }).fill('Aisha');
  await form.getByLabel('Message').fill('MG ZS for the academic year, please.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toContainText('Please share your email address or phone number so we may be able to reach you.');
  await picture(page, 'forms/promotion-error-en-390');
  await error.getByRole('button', { name: 'Ok' }).click();
  await expect(error).toBeHidden();
  await expect(
    form.getByText('Please share your email address or phone number so we may be able to reach you.'),
  ).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('MG ZS for the academic year, please.');

  await form.getByLabel(/^Email/).fill('aisha@example.ae');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Thank you. We will contact you shortly.');
  await success.getByRole('link', { name: 'Done' }).click();
  // Promotions clear the form after Done.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel(/^Email/)).toHaveValue('');
});

test('economy promotion in Arabic: the messages in Arabic, then thanked', async ({ page }) => {
  await page.goto('/ar/economy-promotion');
  const form = page.locator('#promotion-form');
  await hydrated(page, 'promotion-form');
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect(form.getByText('يرجى إدخال اسمك الأول!')).toBeVisible();
  await expect(form.getByText('يرجى كتابة رسالتك!')).toBeVisible();
  await page.getByRole('alertdialog', { name: 'خطأ' }).getByRole('button', { name: 'حسناً' }).click();
  await form.getByLabel('الاسم', { exact: true }).fill('فاطمة');
  await form.getByLabel(/^رقم الجوال/).fill('050 123 9876');
  await form.getByLabel('الرسالة').fill('أريد سيارة اقتصادية لمدة شهر');
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'تم بنجاح' })).toContainText('شكراً لك. سنتواصل معك قريباً.');
  await picture(page, 'forms/promotion-success-ar-390');
});

test('featured promotion has its copy and form', async ({ page }) => {
  await page.goto('/featured-promotion');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Offer' })).toBeVisible();
  await expect(page.locator('#promotion-form')).toBeVisible();
});

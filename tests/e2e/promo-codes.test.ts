import { enquireAndOpenPrice } from './book-through-the-site';
import { hydratedElement } from './form-pages';
import { pdfText } from './pdf-text';
import { picture } from './pictures';
import { signInAs } from './sign-in-as';
import { expect, test } from './test';

/** Today and a date some days on, as the date fields take them, in Dubai. */
const dubaiDay = (daysOn: number) =>
  new Date(Date.now() + 4 * 3_600_000 + daysOn * 86_400_000).toISOString().slice(0, 10);

test('staff create a promo code from the menu; a customer applies it on the extras step in English and Arabic, and the quote, confirmation and invoice carry it', async ({
  page,
  browser,
}) => {
  test.slow();
  const code = `SPRING${Date.now() % 100_000}`;

  // The content team creates it: a wrong entry is refused at its field with what was typed kept.
  await page.goto(await signInAs(page, 'cms@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'CMS' }).click();
  await menu.getByRole('link', { name: 'Promo codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New promo code' });
  await hydratedElement(form.getByLabel('Code'));
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Percentage or amount').fill('80');
  await form.getByLabel('Valid from').fill(dubaiDay(0));
  await form.getByLabel('Valid until').fill(dubaiDay(30));
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Enter a whole percentage from 1 to 50.')).toBeVisible();
  await expect(form.getByLabel('Code')).toHaveValue(code.toLowerCase());
  await form.getByLabel('Percentage or amount').fill('10');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`The promo code ${code} was created.`)).toBeVisible();
  await expect(form.getByLabel('Code')).toHaveValue('');
  const listed = page.getByRole('region', { name: 'Promo codes' }).getByRole('row', { name: new RegExp(code) });
  await expect(listed).toContainText('10% off');
  await expect(listed).toContainText('All models');
  await picture(page, 'promo/admin-1366', { fullPage: true });

  // A customer books a car and types the code, in lower case, on the extras step.
  const customer = await browser.newPage();
  await signInAs(customer, 'customer@example.ae');
  await enquireAndOpenPrice(customer, 'Economy');
  await customer.getByRole('button', { name: 'Select' }).click();
  await expect(customer).toHaveURL(/\/extrass$/);
  const prices = customer.getByRole('complementary');
  const total = prices.getByRole('row', { name: /^Total/ });
  const before = await total.textContent();
  await customer.getByLabel('Promo code').fill('NOT-A-CODE');
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByRole('alert').filter({ hasText: 'This promo code is not valid.' })).toBeVisible();
  await expect(customer.getByLabel('Promo code')).toHaveValue('NOT-A-CODE');
  await customer.getByLabel('Promo code').fill(code.toLowerCase());
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByText(`Promo code ${code} applied.`)).toBeVisible();
  await expect(prices).toContainText(/Promo code discount\s*-AED\s[\d,.]+/);
  await expect(total).not.toHaveText(before!);

  // The same step in Arabic, by the language link: the line in Arabic; taken off and put back there.
  await customer.locator('a[hreflang="ar"]').first().click();
  await expect(customer).toHaveURL(/\/ar\/bill\//);
  const arabicPrices = customer.getByRole('complementary');
  await expect(arabicPrices).toContainText('خصم الرمز الترويجي');
  await customer.getByRole('button', { name: `إزالة الرمز ${code}` }).click();
  await expect(customer.getByText('أُزيل الرمز الترويجي.')).toBeVisible();
  await expect(arabicPrices).not.toContainText('خصم الرمز الترويجي');
  await customer.getByLabel('الرمز الترويجي').fill('LATER-CODE');
  await customer.getByRole('button', { name: 'تطبيق' }).click();
  await expect(customer.getByText('هذا الرمز الترويجي غير صالح.')).toBeVisible();
  await customer.getByLabel('الرمز الترويجي').fill(code);
  await customer.getByRole('button', { name: 'تطبيق' }).click();
  await expect(arabicPrices).toContainText('خصم الرمز الترويجي');
  await customer.setViewportSize({ width: 390, height: 844 });
  await picture(customer, 'promo/extras-ar-390', { fullPage: true });

  // On through the Arabic steps to a confirmed booking, paying on pick-up.
  await customer.getByRole('button', { name: 'متابعة' }).click();
  await expect(customer).toHaveURL(/\/personal$/);
  await expect(customer.getByRole('region', { name: 'حجزك' })).toContainText('خصم الرمز الترويجي');
  await customer.getByLabel('عنوان الشارع').fill('Sheikh Zayed Road 12');
  await customer.getByLabel('صندوق البريد').fill('12345');
  await customer.getByLabel('الإمارة').selectOption('Dubai');
  await customer.getByLabel('المدينة').fill('Dubai');
  await customer.getByLabel(/الدفع عند الاستلام/).check();
  await customer.getByLabel(/قرأت وأوافق على/).check();
  await customer.getByRole('button', { name: 'احجز الآن' }).click();
  await expect(customer.getByText('تم تأكيد حجزك')).toBeVisible({ timeout: 30_000 });
  const reference = (await customer.locator('bdi').first().textContent())!.trim();

  // The confirmation mail and the tax invoice carry the discount; the staff list counts the use.
  const mails = (await (await customer.request.get('/dev/outbox.json')).json()) as Array<{
    subject: string;
    text: string;
  }>;
  expect(mails.find((mail) => mail.subject?.includes(reference))?.text).toMatch(/Promo code discount: -AED\s[\d,.]+/);
  await customer.goto('/my-history');
  const row = customer.getByRole('row', { name: new RegExp(reference) });
  const href = (await row.getByRole('link', { name: /Download invoice/ }).getAttribute('href'))!;
  const invoice = await pdfText(await (await customer.request.get(href)).body());
  expect(invoice).toContain(`Promo code discount ${code}`);
  await page.reload();
  // The uses column: this booking, of no limit, one per customer.
  await expect(listed.getByRole('cell').nth(2)).toHaveText(/^1\s*1 per customer$/);
  await customer.close();
});

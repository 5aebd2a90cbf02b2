import { expect, type Page, test } from './test';
import { hydrated, screenshotFormPages } from './form-pages';
import { picture } from './pictures';

// Every successful post counts against the per-address form limit (10 in 10 minutes) all tests share on 127.0.0.1.
test.use({ viewport: { width: 390, height: 844 } });

const pick = (page: Page, question: string, answer: string) =>
  page
    .locator('#feedback-form')
    .getByRole('radiogroup', { name: question })
    .getByLabel(answer, { exact: true })
    .check();

test('feedback in Arabic: every unanswered question says so, then the questionnaire is sent with the spec’s thanks', async ({
  page,
}) => {
  test.slow();
  await page.goto('/ar/feedback');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hydrated(page, 'feedback-form');
  await page.getByRole('button', { name: 'أرسل ملاحظاتك' }).click();
  const form = page.locator('#feedback-form');
  // Twelve questions, each with the spec's message, and the three contact fields with theirs.
  await expect(form.getByText('يرجى الإجابة عن هذا السؤال.', { exact: true })).toHaveCount(12);
  await expect(form.getByText('يرجى إدخال اسمك!')).toBeVisible();
  await expect(form.getByText('يرجى إدخال رقم جوالك!')).toBeVisible();

  await pick(page, 'كيف عرفت عنا؟', 'الإنترنت');
  await pick(page, 'ما الخدمة التي استخدمتها؟', 'الاشتراك الشهري');
  await form.getByLabel('ما الفرع الذي تعاملت معه؟').selectOption({ index: 1 });
  for (const question of [
    'معرفة موظفينا بالخدمات',
    'الاحترافية',
    'اللطف وحسن التعامل',
    'سرعة الاستجابة',
    'الموثوقية',
    'نظافة المركبات',
  ])
    await pick(page, question, 'ممتاز');
  await pick(page, 'مقارنة بالشركات الأخرى، خدمتنا', 'أفضل');
  await pick(page, 'ما مدى احتمال أن توصي بنا للآخرين؟', 'مرجح نوعاً ما');
  await form.getByLabel('اقتراحاتك').fill('خدمة ممتازة، شكراً لكم');
  await form.getByLabel('الاسم', { exact: true }).fill('فاطمة الكعبي');
  await form.getByLabel('البريد الإلكتروني').fill('fatima@example.ae');
  await form.getByLabel('رقم الجوال', { exact: true }).fill('050 987 6543');
  await expect(form.getByText('يرجى الإجابة عن هذا السؤال.', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'أرسل ملاحظاتك' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('تم إرسال ملاحظاتك بنجاح! شكراً لك...');
  await picture(page, 'forms/feedback-success-ar-390');
  await dialog.getByRole('link', { name: 'تم' }).click();
  await expect(dialog).toBeHidden();

  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
  const staff = mails.find((mail) => mail.subject?.startsWith('New feedback from فاطمة الكعبي'));
  expect(staff?.text).toContain('Likely to recommend: Some What Likely');
  expect(staff?.text).toContain('Product knowledge: Excellent');
});

test('feedback in English: the spec’s success text', async ({ page }) => {
  await page.goto('/feedback');
  await hydrated(page, 'feedback-form');
  await pick(page, 'How did you get to know about us?', 'Friends & Colleagues');
  await pick(page, 'Which of our services did you use?', 'Bus Transportation');
  await page.locator('#feedback-form').getByLabel('Which branch did you deal with?').selectOption({ index: 2 });
  for (const question of [
    'Product knowledge of our staff',
    'Professionalism',
    'Friendliness',
    'Response time',
    'Reliability',
    'Cleanliness of the vehicles',
  ])
    await pick(page, question, 'Good');
  await pick(page, 'Compared with other companies, our service is', 'Do not know');
  await pick(page, 'How likely are you to recommend us to others?', 'Likely');
  const form = page.locator('#feedback-form');
  await form.getByLabel('Your suggestions').fill('More buses at rush hour.');
  await form.getByLabel('Name', { exact: true }).fill('Ben Carter');
  await form.getByLabel('Email', { exact: true }).fill('ben@example.ae');
  await form.getByLabel('Mobile number', { exact: true }).fill('07400 123456');
  await form.getByRole('combobox', { name: 'Country code' }).fill('+44');
  await page.getByRole('option', { name: /United Kingdom/ }).click();
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB +44');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Your Feedback sent successfully! thank you...',
  );
});

screenshotFormPages('feedback', 'feedback-form', {
  en: { path: '/feedback', submit: 'Send feedback' },
  ar: { path: '/ar/feedback', submit: 'أرسل ملاحظاتك' },
});

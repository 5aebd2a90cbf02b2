import { seriousViolations } from './axe-report';
import { daysAfter } from './book-through-the-site';
import { hydrated } from './form-pages';
import { pdfText } from './pdf-text';
import { picture } from './pictures';
import { signInAs } from './sign-in-as';
import { expect, type Locator, type Page, test } from './test';

/** The words of each language the journey clicks through. */
const words = {
  en: {
    box: 'Book your car',
    visitor: 'Visitor',
    agree: /I agree with the/,
    find: 'Find my car',
    bookNow: /BOOK NOW/,
    select: 'Select',
    continue: 'Continue',
    homeAddress: 'Home address',
    poBox: 'PO Box',
    country: 'Country',
    france: 'France',
    payOnPickup: /Pay on pickup/,
    acceptTerms: /I have read and accept the rental terms/,
    submit: 'Book now',
    confirmed: 'Your booking is confirmed',
    chat: /Chat on WhatsApp/,
    scdw: 'Full insurance with zero excess (CDW + SCDW)',
    scdwLine: 'Zero excess (SCDW)',
    summaryCover:
      'Damage: with full insurance and zero excess (CDW + SCDW) you pay nothing towards damage the terms cover.',
    mailCover: 'With full insurance and zero excess (CDW and SCDW), you pay nothing towards damage the terms cover',
    summary: 'Your booking',
    deliver: 'Deliver to your address',
    hotel: 'Atlantis The Palm, room 1204',
    deliveryLine: 'Delivery charge',
    deliveredTo: 'Delivered at pick-up to',
  },
  ar: {
    box: 'احجز سيارتك',
    visitor: 'زائر',
    agree: /أوافق على/,
    find: 'ابحث عن سيارتي',
    bookNow: /احجز الآن/,
    select: 'اختيار',
    continue: 'متابعة',
    homeAddress: 'العنوان في بلدك',
    poBox: 'صندوق البريد',
    country: 'الدولة',
    france: 'فرنسا',
    payOnPickup: /الدفع عند الاستلام/,
    acceptTerms: /قرأت وأوافق على/,
    submit: 'احجز الآن',
    confirmed: 'تم تأكيد حجزك',
    chat: /تحدث معنا عبر واتساب/,
    scdw: 'التأمين الشامل مع الإعفاء من مبلغ التحمل (CDW + SCDW)',
    scdwLine: 'الإعفاء من مبلغ التحمل (SCDW)',
    summaryCover:
      'الأضرار: مع التأمين الشامل والإعفاء من مبلغ التحمل (CDW + SCDW) لا تدفع شيئاً من الأضرار التي تشملها الشروط.',
    summary: 'حجزك',
    deliver: 'التوصيل إلى عنوانك',
    hotel: 'فندق أتلانتس النخلة، غرفة 1204',
    deliveryLine: 'رسوم التوصيل',
    deliveredTo: 'التوصيل عند الاستلام إلى',
  },
} as const;

/**
 * The second pick-up time offered (the first can be seconds past the 24 hours' notice on a slow
 * run), returning a day later at the same time: by field name, so it reads the same in Arabic.
 */
async function takeTheSecondTime(box: Locator) {
  const times = await box
    .locator('[name=pickupTime] option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  if (times.length < 2) return;
  const first = await box.locator('[name=pickupDate]').inputValue();
  await box.locator('[name=pickupTime]').selectOption(times[1]!);
  await box.locator('[name=dropoffDate]').fill(daysAfter(first, 1));
  await box.locator('[name=dropoffTime]').selectOption(times[1]!);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A visitor books from the home page's booking box, taking the zero-excess cover (SCDW) on the
 * extras step and giving a home address abroad on the personal step (no PO Box asked), paying on
 * pick-up; returns the booking's reference.
 */
async function bookAsVisitor(page: Page, locale: 'en' | 'ar', checkPage: (name: string) => Promise<void>) {
  const say = words[locale];
  await page.goto(locale === 'ar' ? '/ar' : '/');
  await hydrated(page, 'booking-enquiry');
  const box = page.getByRole('region', { name: say.box });
  await box.locator('[name=pickupCity]').selectOption('Dubai');
  await box.locator('[name=pickupLocation]').selectOption('Dubai_Ittihad Road');
  await takeTheSecondTime(box);
  await box.locator('[name=vehicleType]').selectOption('Economy');
  await box.locator('[name=residency]').selectOption({ label: say.visitor });
  // Delivered to the hotel at pick-up, charged like a collection in the pick-up city.
  await box.getByLabel(say.deliver).check();
  await box.locator('[name=deliveryLocation]').selectOption('Dubai');
  await box.locator('[name=deliveryAddress]').fill(say.hotel);
  await box.locator('[name=firstName]').fill('Claire');
  await box.locator('[name=lastName]').fill('Martin');
  await box.locator('[name=email]').fill('customer@example.ae');
  await box.locator('[name=phone]').fill('050 100 0004');
  await box.getByLabel(say.agree).check();
  await box.getByRole('button', { name: say.find }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\//);
  await page.getByRole('link', { name: say.bookNow }).first().click();
  await expect(page).toHaveURL(/\/details-master\//);
  await page.getByRole('button', { name: say.select, exact: true }).click();
  await expect(page).toHaveURL(/\/extrass$/);

  // The zero-excess cover: its price for the rental, and both cover lines in the total once chosen.
  const prices = page.getByRole('complementary');
  await expect(prices.getByText(say.scdwLine)).toHaveCount(0);
  await page.getByLabel(say.scdw).check();
  await expect(prices.getByText(say.scdwLine)).toBeVisible();
  await checkPage('extras');
  await page.getByRole('button', { name: say.continue }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await hydrated(page, 'bill-personal');
  // The summary before paying says what damage costs under the cover taken.
  const summary = page.getByRole('region', { name: say.summary });
  await expect(summary).toContainText(say.summaryCover);
  await expect(summary).toContainText(`${say.deliveredTo}${say.hotel}`);
  await expect(summary.getByRole('table')).toContainText(say.deliveryLine);

  // A visitor is asked for a home address with its country, and for no PO Box or emirate.
  await expect(page.getByLabel(say.poBox)).toHaveCount(0);
  // An earlier booking of this customer may have filled the address in: without a country, it is refused.
  await page.getByLabel(say.country).selectOption('');
  await page.getByRole('button', { name: say.submit }).click();
  await expect(page.getByText(locale === 'ar' ? 'يرجى اختيار الدولة!' : 'Please select your Country!')).toBeVisible();
  await page.getByLabel(say.homeAddress).fill('14 Rue des Lilas');
  await page.locator('[name=city]').fill('Lyon');
  await page.getByLabel(say.country).selectOption({ label: say.france });
  await page.locator('[name=postcode]').fill('69003');
  await page.getByLabel(say.payOnPickup).check();
  await page.getByLabel(say.acceptTerms).check();
  await checkPage('personal');
  await page.getByRole('button', { name: say.submit }).click();
  await expect(page.getByText(say.confirmed)).toBeVisible({ timeout: 30_000 });
  const reference = (await page.locator('bdi').first().textContent())!.trim();

  // The chat link carries the reference, in a new tab.
  const chat = page.getByRole('link', { name: say.chat });
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
  const href = new URL((await chat.getAttribute('href'))!);
  expect(href.hostname).toBe('wa.me');
  expect(href.pathname).toMatch(/^\/\d{8,15}$/);
  expect(href.searchParams.get('text')).toContain(reference);
  await checkPage('success');

  // The confirmation mail states the cover, in the account's language (the demo customer's is English).
  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{ subject: string; text: string }>;
  const confirmation = mails.find((mail) => mail.subject?.includes(reference));
  expect(confirmation?.text).toContain(words.en.mailCover);
  expect(confirmation?.text).toContain(`Delivered to you at: ${say.hotel}`);
  return reference;
}

/** The invoice of the booking, from the customer's history, as text. */
async function invoiceText(page: Page, reference: string) {
  await page.goto('/my-history');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  const href = (await row.getByRole('link', { name: /Download invoice/ }).getAttribute('href'))!;
  return pdfText(await (await page.request.get(href)).body());
}

test('a visitor takes the zero-excess cover and delivery to a hotel, and books with a home address abroad, which the tax invoice prints', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'customer@example.ae');
  const reference = await bookAsVisitor(page, 'en', async (name) => {
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await picture(page, `visitor/${name}-en-390`, { fullPage: true });
  });
  const text = await invoiceText(page, reference);
  // The invoice prices the SCDW on its own line and states that no excess applies.
  expect(text).toContain('Zero excess (SCDW)');
  expect(text).toMatch(/zero\s+excess\s+\(CDW\s+and\s+SCDW\)/);
  expect(text).toContain('Delivery charge');
  expect(text).toContain('14 Rue des Lilas');
  expect(text).toContain('Lyon 69003');
  expect(text).toContain('France');
});

test('in Arabic on a phone the visitor’s steps fit the screen and pass axe', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'customer@example.ae');
  const reference = await bookAsVisitor(page, 'ar', async (name) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await picture(page, `visitor/${name}-ar-390`, { fullPage: true });
  });
  const text = await invoiceText(page, reference);
  expect(text).toContain('Lyon 69003');
  expect(text).toContain('SCDW');
});

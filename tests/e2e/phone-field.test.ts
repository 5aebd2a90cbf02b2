import { type Locator, type Page, expect, test } from './test';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';

// The phone field's country: one combobox once the page runs, a plain select before and without JavaScript.

type Mail = { to: string; subject: string; text: string };
const outbox = async (page: Page) => (await (await page.request.get('/dev/outbox.json')).json()) as Mail[];
const shots = 'phone-field';

/** React has taken over the form, and the phone field has become a combobox. */
async function enhanced(page: Page, form: Locator) {
  await expect(form.locator('input[role="combobox"]').first()).toBeVisible();
}

const contact = {
  en: {
    path: '/contact-us',
    country: 'Country code',
    submit: 'Send message',
    none: 'No country matches what you typed.',
  },
  ar: { path: '/ar/contact-us', country: 'رمز الدولة', submit: 'إرسال الرسالة', none: 'لا توجد دولة تطابق ما كتبته.' },
} as const;

for (const language of ['en', 'ar'] as const) {
  const words = contact[language];

  test(`contact (${language}): a message with a UK number reaches the office with +44`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(words.path);
    const form = page.locator('#contact-form');
    await enhanced(page, form);
    const country = form.getByRole('combobox', { name: words.country });
    await expect(country).toHaveValue('AE +971');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(country).toHaveAccessibleDescription(
      language === 'en' ? /United Arab Emirates/ : /الإمارات العربية المتحدة/,
    );

    // Words matching no country say so; the dialling code finds the UK, chosen with the keyboard.
    await country.click();
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    await country.pressSequentially('atlantis');
    await expect(page.getByRole('listbox', { name: words.country }).getByRole('option')).toHaveCount(0);
    await expect(form.getByRole('status').filter({ hasText: words.none })).toHaveCount(1);
    await country.fill('+44');
    const options = page.getByRole('listbox', { name: words.country }).getByRole('option');
    await expect(options).toHaveCount(4);
    await country.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(country).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) as string,
    );
    await country.press('End');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await country.press('Home');
    await country.press('Enter');
    await expect(country).toHaveValue('GB +44');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(form.locator('input[type="hidden"][name="country"]')).toHaveValue('GB');

    const name = `Eleanor Price ${language}`;
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="email"]').fill(`eleanor.${language}@example.co.uk`);
    await form.locator('[name="phone"]').fill('07400 123456');
    await form.locator('[name="message"]').fill('Can I collect a car at the airport on Friday?');
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect
      .poll(async () => (await outbox(page)).find((mail) => mail.subject.startsWith(`New message from ${name}`))?.text)
      .toContain('+447400123456');
  });
}

test('contact: Tab chooses the highlighted country, a click chooses too, Escape puts back the one before', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const form = page.locator('#contact-form');
  await enhanced(page, form);
  const country = form.getByRole('combobox', { name: 'Country code' });
  await country.click();
  await country.pressSequentially('germ');
  await country.press('Tab');
  await expect(country).toHaveValue('DE +49');
  await expect(form.getByLabel(/^Mobile number/)).toBeFocused();

  await country.click();
  await country.pressSequentially('sau');
  await page.getByRole('option', { name: /Saudi Arabia/ }).click();
  await expect(country).toHaveValue('SA +966');
  await expect(country).toBeFocused();

  await country.pressSequentially('oman');
  await country.press('ArrowDown');
  await country.press('Escape');
  await expect(country).toHaveValue('SA +966');
  await expect(form.locator('input[type="hidden"][name="country"]')).toHaveValue('SA');
});

test('without JavaScript the country is a select that posts, and comes back chosen when the number is wrong', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact-us');
  const form = page.locator('#contact-form');
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveJSProperty('tagName', 'SELECT');
  await form.getByLabel('Country code').selectOption('GB');
  await form.getByLabel('Name', { exact: true }).fill('Oliver Grant');
  await form.getByLabel(/^Mobile number/).fill('12345');
  await form.getByLabel('Message').fill('Do you deliver cars to Dubai Marina?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
  await expect(form.getByLabel('Country code')).toHaveValue('GB');
  await form.getByLabel(/^Mobile number/).fill('07400 765432');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect
    .poll(
      async () => (await outbox(page)).find((mail) => mail.subject.startsWith('New message from Oliver Grant'))?.text,
    )
    .toContain('+447400765432');
  await context.close();
});

test('the combobox takes exactly the place of the select it replaces', async ({ browser }) => {
  for (const width of [390, 1366]) {
    const boxes = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/lease-enquiry');
      const form = page.locator('#lease-form');
      if (javaScriptEnabled) await enhanced(page, form);
      const country = form.getByRole('combobox', { name: 'Country code' });
      await expect(country).toHaveJSProperty('tagName', javaScriptEnabled ? 'INPUT' : 'SELECT');
      await country.scrollIntoViewIfNeeded();
      await picture(page, `${shots}/lease-en-${width}-${javaScriptEnabled ? 'combobox' : 'select-without-javascript'}`);
      // Measured from the form's corner: how far the page scrolled to bring the field into view
      // (clear of the cookie bar, whose height is measured only with JavaScript) does not matter here.
      const origin = (await form.boundingBox())!;
      const inForm = (box: { x: number; y: number; width: number; height: number } | null) =>
        box && { ...box, x: box.x - origin.x, y: box.y - origin.y };
      boxes.push({
        country: inForm(await country.boundingBox()),
        number: inForm(await form.getByLabel('Mobile number', { exact: true }).boundingBox()),
      });
      await context.close();
    }
    expect(boxes[1]).toEqual(boxes[0]);
    // Compact beside the number: about 8.5rem, the number taking the rest of the line.
    expect(boxes[1].country?.width).toBeLessThanOrEqual(150);
    expect(boxes[1].number?.y).toBe(boxes[1].country?.y);
  }
});

test('axe: the contact form with the country list closed and open', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.locator('#contact-form');
  await enhanced(page, form);
  expect(await seriousViolations(page)).toEqual([]);
  const country = form.getByRole('combobox', { name: 'Country code' });
  await country.click();
  await country.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Country code' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

const screens = [
  { name: 'lease', formId: 'lease-form', path: '/lease-enquiry' },
  { name: 'sign-up', formId: 'sign-up', path: '/register' },
  { name: 'contact', formId: 'contact-form', path: '/contact-us' },
];

for (const width of [390, 1366]) {
  for (const language of ['en', 'ar'] as const) {
    test(`screenshots of the phone field at ${width}px in ${language}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const screen of screens) {
        await page.goto(language === 'ar' ? `/ar${screen.path}` : screen.path);
        const form = page.locator(`#${screen.formId}`);
        await enhanced(page, form);
        const country = form.locator('input[role="combobox"]');
        await country.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 200));
        await picture(page, `${shots}/${screen.name}-${language}-${width}-closed`);
        await country.click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await picture(page, `${shots}/${screen.name}-${language}-${width}-open`);
        await country.pressSequentially(language === 'ar' ? 'عم' : 'uni');
        await picture(page, `${shots}/${screen.name}-${language}-${width}-typed`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // Never cut short: the whole 'AE +971' fits in its box.
        await country.press('Escape');
        expect(await country.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
      }
    });
  }
}

import { expect, type Page, test } from './test';
import { signInAs } from './sign-in-as';
import { seriousViolations } from './axe-report';
import { hydrated } from './form-pages';

const slides = (page: Page, carousel: string) => page.getByRole('region', { name: carousel }).getByRole('group');

test.describe('home page', () => {
  test('home: the offers carousel shows up to four live offers, each linking to its page', async ({ page }) => {
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Special Offers' });
    await expect(offers).toHaveAttribute('aria-roledescription', 'carousel');
    const count = await slides(page, 'Special Offers').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    await expect(slides(page, 'Special Offers').first()).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides(page, 'Special Offers').first()).toHaveAccessibleName(`1 of ${count}`);
    const links = offers.getByRole('link');
    await expect(links).toHaveCount(count);
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/special-offer\/\d+$/);
    await links.first().click();
    await expect(page).toHaveURL(/\/special-offer\/\d+$/);
    // The offer's page leads on: to booking with it, and back to all the offers.
    // The address changes a moment before the offer's page is drawn; home has its own BOOK NOW links.
    const bookThisOffer = page.getByRole('complementary').getByRole('link', { name: 'Book now', exact: true });
    await expect(bookThisOffer).toBeVisible();
    const offerPath = new URL(page.url()).pathname;
    await bookThisOffer.click();
    // A priced offer's link carries its class and branch into the booking box (decision record 083).
    await expect(page).toHaveURL(/\/booking-enquiry(\?type=[^&]+(&branch=[^&]+)?)?$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${offerPath}$`));
    await page.getByRole('link', { name: 'All special offers' }).click();
    await expect(page).toHaveURL(/\/special-offers$/);
  });

  test('home: Popular Now, fleet categories, the 12 vehicle types and two testimonials', async ({ page }) => {
    await page.goto('/');
    const popular = page.getByRole('region', { name: 'Popular Now' });
    await expect(popular.getByText('Book one of our top-trending rides')).toBeVisible();
    await expect(popular.getByRole('article').first()).toBeVisible();
    await expect(popular.getByRole('link', { name: /BOOK NOW|Enquire Now/ }).first()).toBeVisible();
    // A Popular Now tile leads to every car of its type.
    await expect(popular.getByRole('link', { name: /^All .+ cars$/ }).first()).toHaveAttribute(
      'href',
      /^\/fleet-guide\/[^/]+$/,
    );

    const categories = page.getByRole('region', { name: 'Browse by category' }).getByRole('link');
    await expect(categories).toHaveCount(6);
    for (const href of await categories.evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/fleet-guide\/[^/]+$/);

    await expect(page.getByRole('region', { name: 'Find the right car' }).getByRole('link')).toHaveCount(12);

    const testimonials = page.getByRole('region', { name: 'What our customers say' }).getByRole('listitem');
    await expect(testimonials).toHaveCount(2);
    for (const item of await testimonials.all()) {
      await expect(item.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(item.locator('blockquote')).not.toBeEmpty();
      await expect(item.locator('figcaption')).not.toBeEmpty();
      await expect(item.locator('img')).toHaveCount(1);
    }

    await page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'SUVs' }).click();
    await expect(page).toHaveURL(/\/fleet-guide\/SUVs$/);
  });

  test('home: the carousel buttons move one slide at a time, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'booking-enquiry'); // the carousel buttons act once React has the page
    const region = page.getByRole('region', { name: 'Popular Now' });
    const second = region.getByRole('group', { name: /^2 of \d+$/ });
    const first = region.getByRole('group', { name: /^1 of \d+$/ });
    const start = (await first.boundingBox())!.x;
    expect((await second.boundingBox())!.x).toBeGreaterThan(start + 100);

    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(async () => Math.round((await second.boundingBox())!.x - start)).toBe(0);

    await region.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => Math.round((await first.boundingBox())!.x - start)).toBe(0);
  });

  test('home: the callback form shows its messages, then the success dialog whose Done resets it (phone width)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page, 'callback-form');
    await page.getByRole('button', { name: 'Decline' }).click();
    const form = page.getByRole('region', { name: 'Request a callback' });
    const submit = form.getByRole('button', { name: 'Call me back' });

    await submit.click();
    await expect(form.getByText('Please enter your Name!')).toBeVisible();
    await expect(
      form.getByText('Please share your email address or phone number so we may be able to reach you.'),
    ).toBeVisible();
    await expect(form.getByText('Please enter your message!')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Your name').fill('Layla Al Mansoori');
    await form.getByLabel('Your email').fill('layla@');
    await form.getByLabel('Your message').fill('Please call me about a monthly SUV rental.');
    await submit.click();
    await expect(form.getByText('The input is not valid E-mail!')).toBeVisible();
    await expect(form.getByText('Please enter your Name!')).toBeHidden();

    // The browser has no phone metadata: the server says the number is not real.
    await form.getByLabel('Your email').fill('');
    await form.getByLabel('Your mobile number').fill('12345');
    await submit.click();
    await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('Layla Al Mansoori');

    await form.getByLabel('Your mobile number').fill('050 123 4567');
    await form.getByLabel('Your email').fill('layla@example.ae');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Thank you. We will contact you shortly.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes it like Done: the form is empty again and has the focus, not the page.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (const label of ['Your name', 'Your email', 'Your mobile number', 'Your message'])
      await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByText('Please enter a valid mobile number.')).toBeHidden();
    await expect(form.getByLabel('Your name')).toBeFocused();
  });

  test('home: a press on Call me back that the form’s code arrives during still sends the form', async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'callback-form');
    // From here the form's code takes a second to come: it arrives while the button is held down.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const form = page.getByRole('region', { name: 'Request a callback' });
    const button = form.getByRole('button', { name: 'Call me back' });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(2_500);
    await page.mouse.up();
    await expect(form.getByText('Please enter your name!')).toBeVisible({ timeout: 15_000 });
  });

  test('home: a signed-in customer finds the callback form filled with their details, and a phone with letters is refused', async ({
    page,
  }) => {
    await signInAs(page, 'customer@example.ae');
    await page.goto('/');
    await hydrated(page, 'callback-form');
    const form = page.getByRole('region', { name: 'Request a callback' });
    await expect(form.getByLabel('Your email', { exact: true })).toHaveValue('customer@example.ae');
    await expect(form.getByLabel('Your name', { exact: true })).not.toHaveValue('');
    await form.getByLabel('Your mobile number', { exact: true }).fill('0501234567x');
    await form.getByRole('textbox', { name: /message/i }).fill('Please call about a monthly rental.');
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
  });

  test('home: without JavaScript a callback with errors comes back with the input kept', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Request a callback' });
    await form.getByLabel('Your name').fill('Omar');
    await form.getByLabel('Your message').fill('A van for a week, please.');
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(page).toHaveURL(/\/callback$/);
    await expect(
      page.getByText('Please share your email address or phone number so we may be able to reach you.'),
    ).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Omar');
    await expect(page.getByLabel('Your message')).toHaveValue('A van for a week, please.');
    await context.close();
  });

  test('home: /ar shows the same sections in Arabic, right to left', async ({ page }) => {
    await page.goto('/ar');
    await hydrated(page, 'callback-form');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const offers = page.getByRole('region', { name: 'العروض الخاصة' });
    await expect(offers).toHaveAttribute('aria-roledescription', 'عرض شرائح');
    await expect(offers.getByRole('group', { name: /^1 من \d$/ })).toBeVisible();
    for (const href of await offers
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/ar\/special-offer\/\d+$/);
    await expect(
      page.getByRole('region', { name: 'الأكثر طلباً' }).getByText('احجز إحدى سياراتنا الأكثر رواجاً'),
    ).toBeVisible();
    const categories = page.getByRole('region', { name: 'تصفح حسب الفئة' }).getByRole('link');
    await expect(categories).toHaveCount(6);
    await expect(categories.first()).toHaveAttribute('href', /^\/ar\/fleet-guide\//);
    await expect(page.getByRole('region', { name: 'اعثر على السيارة المناسبة' }).getByRole('link')).toHaveCount(12);
    const testimonials = page.getByRole('region', { name: 'ماذا يقول عملاؤنا' });
    await expect(testimonials.getByRole('listitem')).toHaveCount(2);
    // Customers' names in Arabic letters, their portraits described by them.
    await expect(testimonials).toContainText('راشد المزروعي');
    await expect(testimonials.getByRole('img', { name: 'راشد المزروعي' })).toBeVisible();
    await expect(testimonials).not.toContainText('Rashed');
    // Offer prices are Arabic text over the banners, not English drawn into them.
    await expect(offers).toContainText(/يومياً|شهرياً/);
    await expect(offers).not.toContainText('AED');
    const callback = page.getByRole('region', { name: 'اطلب معاودة الاتصال' });
    await callback.getByRole('button', { name: 'اتصلوا بي' }).click();
    await expect(callback.getByText('يرجى إدخال اسمك!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'استئجار سيارة في الإمارات مع الواحة' })).toBeVisible();
  });
});

test('the home page draws Inter in three weights from one file, and Arabic pages add only their two Arabic faces', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2'))
      fonts.push(new URL(response.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ''));
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual(['/assets/inter-latin-wght-normal']);
  // Semibold and bold are drawn from that file, not synthesised from the regular face.
  const weights = await page.evaluate(async () => {
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Inter');
    return faces.map((face) => ({ status: face.status, weight: face.weight }));
  });
  expect(weights).toEqual([{ status: 'loaded', weight: '100 900' }]);

  fonts.length = 0;
  await page.goto('/ar');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.sort()).toEqual([
    '/assets/inter-latin-wght-normal',
    '/assets/noto-sans-arabic-400-arabic-block',
    '/assets/noto-sans-arabic-700-arabic-block',
  ]);
});

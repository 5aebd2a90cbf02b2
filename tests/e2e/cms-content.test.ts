import { type Page, expect, test } from './test';
import { pngImage } from '../factories/images';
import { signInAs } from './sign-in-as';

/** Today in the UAE as YYYY-MM-DD, as the forms expect it. */
const dubaiDay = (offsetDays = 0) =>
  new Date(Date.now() + 4 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const flash = (page: Page) => page.getByRole('status').or(page.getByRole('alert'));
const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('the content team', () => {
  test('publishes a blog post with the editor and finds it at /blog/{slug}', async ({ page }) => {
    const id = unique();
    await signInAs(page, 'cms@example.ae');
    await page.goto('/blogs-form');
    await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();

    // A topic added in place is chosen at once.
    await page.getByText('Add a topic').click();
    await page.getByLabel('New topic', { exact: true }).fill(`Road trips ${id}`);
    await page.getByRole('button', { name: 'Add topic' }).click();
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue(/\d+/);

    await page.getByLabel('Title', { exact: true }).fill(`Desert Drive ${id}`);
    await expect(page.getByLabel('Slug')).toHaveValue(`desert-drive-${id}`);
    await expect(page.getByLabel('Author', { exact: true })).toHaveValue('Oasis Rent A Car');
    await expect(page.getByLabel('Author, in Arabic')).toHaveValue('الواحة لتأجير السيارات');

    // Publishing without a body or banner says what is missing, at the fields.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Please upload banner image')).toBeVisible();
    await expect(page.getByText('Please write the body of the post.')).toBeVisible();

    const body = page.getByRole('textbox', { name: 'Body', exact: true });
    const english = page.getByRole('group', { name: 'English' });
    await body.click();
    await english.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Before you set off');
    await page.keyboard.press('Enter');
    await english.getByRole('button', { name: 'Paragraph' }).click();
    await page.keyboard.type('Carry water and a charged phone.');
    await page.keyboard.press('Enter');
    await english.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Check the tyres');
    await page
      .getByLabel('Banner image')
      .setInputFiles({ name: 'dunes.png', mimeType: 'image/png', buffer: pngImage(1350, 450, [200, 160, 90]) });
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(flash(page).filter({ hasText: 'Your blog has been published successfully!' })).toBeVisible();
    // The form is empty again for the next post.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

    await page.goto(`/blog/desert-drive-${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Desert Drive ${id}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Before you set off' })).toBeVisible();
    await expect(page.getByText('Carry water and a charged phone.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Check the tyres' })).toBeVisible();

    await page.goto('/admin/blogs');
    await expect(page.getByText(`Desert Drive ${id}`, { exact: true })).toBeVisible();
    // Written in English only: the list says its Arabic is missing.
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Desert Drive ${id}` })
        .getByText('Arabic missing'),
    ).toBeVisible();

    // The topic is renamed for the post; it cannot be removed while the post uses it.
    const topics = page.getByRole('region', { name: 'Topics' });
    const topicRow = topics
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Rename the topic Road trips ${id}` }) });
    await topicRow.getByRole('textbox', { name: /^Topic/ }).fill(`Desert journeys ${id}`);
    await topicRow.getByRole('button', { name: /^Rename/ }).click();
    await expect(flash(page).filter({ hasText: `The topic is now called Desert journeys ${id}.` })).toBeVisible();
    await expect(topics.getByRole('button', { name: `Remove the topic Desert journeys ${id}` })).toBeDisabled();
    await page.goto(`/blog/desert-drive-${id}`);
    await expect(page.getByText(`Desert journeys ${id}`)).toBeVisible();
  });

  test('creates an offer and sees it on the home page and the offers page', async ({ page }) => {
    const id = unique();
    await signInAs(page, 'cms@example.ae');
    await page.goto('/admin/offers');
    await page.getByRole('link', { name: 'New offer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New special offer' })).toBeVisible();
    await page.getByLabel('Title (English)').fill(`Flash sale ${id}`);
    await page.getByLabel('Content (English)').fill('Thirty per cent off this week only.');
    await page.getByLabel('Title (Arabic, optional)').fill(`تخفيضات سريعة ${id}`);
    await page.getByLabel('Content (Arabic, optional)').fill('خصم ثلاثين في المئة هذا الأسبوع فقط.');
    await page.getByLabel('Discount on the car’s rental').selectOption('percent');
    await page.getByLabel('Percent, or AED a day before VAT').fill('10');
    await page.getByLabel('Valid from').fill(dubaiDay());
    await page.getByLabel('Valid until').fill(dubaiDay());

    // A banner of the wrong shape is refused with its size named.
    await page
      .getByLabel('Banner image')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: pngImage(1366, 644) });
    await page.getByRole('button', { name: 'Register offer' }).click();
    await expect(
      page.getByText(
        'The banner must be 3 times as wide as it is high and at least 1350 x 450 pixels; wide.png is 1366 x 644.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Title (English)')).toHaveValue(`Flash sale ${id}`);

    // A 2x banner for sharp screens is taken and resized.
    await page
      .getByLabel('Banner image')
      .setInputFiles({ name: 'sale.png', mimeType: 'image/png', buffer: pngImage(2700, 900, [180, 30, 40]) });
    await page.getByRole('button', { name: 'Register offer' }).click();
    await expect(flash(page).filter({ hasText: 'Your Offer has been registered successfully!' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Current/ })).toContainText(`Flash sale ${id}`);
    // Written in both languages, so the list does not mark it as missing its Arabic.
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Flash sale ${id}` })
        .getByText('Arabic missing'),
    ).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByText(`Flash sale ${id}`)).toBeVisible();
    await page.goto('/special-offers');
    await expect(page.getByRole('heading', { name: `Flash sale ${id}` })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Flash sale ${id}` }) }),
    ).toContainText(/From AED\s[\d,.]+ a day on rentals of 22 days or more, VAT included/);
    const banner = page
      .locator('li, article')
      .filter({ has: page.getByRole('heading', { name: `Flash sale ${id}` }) })
      .locator('img')
      .first();
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      .toEqual([1350, 450]);
  });
});

test.describe('the owner', () => {
  test('changes a setting and the site follows it at once; a content manager may not open the settings', async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'owner@example.ae');
    await page.goto('/admin/settings');
    const booking = page.getByRole('region', { name: 'Booking rules' });
    await booking.getByLabel('External reservation system address (optional)').fill('ftp://nope');
    await booking.getByRole('button', { name: 'Save' }).click();
    await expect(booking.getByText('Enter a full https:// address, or leave it empty.')).toBeVisible();
    await booking.getByLabel('External reservation system address (optional)').fill('https://reserve.example.ae/start');
    await booking.getByRole('button', { name: 'Save' }).click();
    await expect(flash(page).filter({ hasText: 'Your changes have been saved.' })).toBeVisible();

    const reply = await page.request.get('/fetch', { maxRedirects: 0 });
    expect(reply.status()).toBe(302);
    expect(reply.headers().location).toBe('https://reserve.example.ae/start');

    // Back as it was, so other pages keep their default.
    await page.goto('/admin/settings');
    await booking.getByLabel('External reservation system address (optional)').fill('');
    await booking.getByRole('button', { name: 'Save' }).click();
    await expect(flash(page).filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
    expect((await page.request.get('/fetch', { maxRedirects: 0 })).headers().location).toBe('/');

    const context = await browser.newContext();
    const cmsPage = await context.newPage();
    await signInAs(cmsPage, 'cms@example.ae');
    const response = await cmsPage.goto('/admin/settings');
    expect(response?.status()).toBe(403);
    await context.close();
  });
});

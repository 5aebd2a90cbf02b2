import { type Page, expect, test } from './test';
import { pngImage } from '../factories/images';
import { signInAs } from './sign-in-as';
import { PICTURES, picture } from './pictures';

const SHOTS = 'blogs';

/** Latin words of three letters or more in <main>, outside text marked as English (a post not yet translated). */
async function englishWordsIn(page: Page) {
  const text = await page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const english of copy.querySelectorAll('[lang="en"]')) english.remove();
    return copy.innerText;
  });
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}

test('the blog list shows published posts newest first, each opening its article with its meta tags', async ({
  page,
}) => {
  expect((await page.goto('/blogs'))?.status()).toBe(200);
  const titles = await page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allInnerTexts();
  const seeded = [
    'Salik tolls and traffic fines explained',
    'Driving in the UAE in summer: ten tips to stay cool and safe',
    'Monthly car rental or a lease: which suits you?',
    'Visiting the UAE? The documents you need to rent a car',
  ];
  // Newest first: the seed's posts are 9, 26, 47 and 73 days old (a post added by another test would come before them).
  expect(titles.filter((title) => seeded.includes(title))).toEqual(seeded);
  await page.getByRole('link', { name: 'Salik tolls and traffic fines explained' }).click();
  await expect(page).toHaveURL(/\/blog\/salik-tolls-and-traffic-fines-explained$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salik tolls and traffic fines explained');
  await expect(page.getByText('What you pay, when you pay it')).toBeVisible();
  await expect(page.getByText(/^By Oasis Rent A Car/)).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Salik toll gates/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Salik, Darb/);
  await expect(page.getByRole('heading', { level: 2, name: 'How Salik works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-conditions');
  await expect(page.getByRole('link', { name: 'Edit Blog' })).toHaveCount(0);
});

test('the Arabic blog list and an Arabic article are in Arabic, their links leading to Arabic pages', async ({
  page,
}) => {
  await page.goto('/ar');
  await page.goto('/ar/blogs');
  await expect(page.getByRole('main').getByText('القيادة في الإمارات').first()).toBeVisible();
  expect(await englishWordsIn(page)).toEqual([]);
  await page.getByRole('link', { name: 'رسوم سالك والمخالفات المرورية: دليل مبسّط' }).click();
  await expect(page).toHaveURL(/\/ar\/blog\/salik-tolls-and-traffic-fines-explained$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رسوم سالك والمخالفات المرورية: دليل مبسّط');
  await expect(page.getByText(/^بقلم الواحة لتأجير السيارات/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'سيارة صالون فضية على طريق سريع في دبي' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /بوابات سالك/);
  await expect(page.getByRole('main').getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute(
    'href',
    '/ar/terms-conditions',
  );
  // The hotline keeps its digit groups in order inside the Arabic sentence.
  await expect(page.getByText(/اتصل بنا على \u2066600 587004\u2069 \(أبوظبي والعين\)/)).toBeVisible();
  expect(await englishWordsIn(page)).toEqual([]);
});

test('staff write a post in English and Arabic with the editor; an Arabic visitor finds it from the Arabic blog list', async ({
  page,
  browser,
}) => {
  // Digits only: a Latin word in the Arabic title would fail the page's language check below.
  const id = String(Date.now()).slice(-7);
  await signInAs(page, 'cms@example.ae');
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: 'New blog post' }).click();
  await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'Travel Tips' });
  await page.getByLabel('Title', { exact: true }).fill(`Wadi drives ${id}`);
  await page
    .getByLabel('Banner image')
    .setInputFiles({ name: 'wadi.png', mimeType: 'image/png', buffer: pngImage(1350, 450, [120, 150, 90]) });

  const english = page.getByRole('group', { name: 'English' });
  await page.getByRole('textbox', { name: 'Body', exact: true }).click();
  await page.keyboard.type('Drive slowly on gravel.');

  const arabic = page.getByRole('group', { name: 'Arabic (optional)' });
  await arabic.getByLabel('Title, in Arabic').fill(`رحلات الوديان ${id}`);
  await arabic.getByLabel('Sub-title (optional), in Arabic').fill('نصائح للقيادة الآمنة في الأودية');
  const arabicBody = page.getByRole('textbox', { name: 'Body, in Arabic' });
  await expect(arabicBody).toHaveAttribute('dir', 'rtl');
  await expect(arabicBody).toHaveAttribute('lang', 'ar');
  await arabicBody.click();
  await arabic.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('قبل الانطلاق');
  await page.keyboard.press('Enter');
  await arabic.getByRole('button', { name: 'Paragraph' }).click();
  await page.keyboard.type('خفّف السرعة على الطرق الحصوية، واحمل ما يكفي من الماء.');
  // The Arabic is typed right to left, into the Arabic editor only.
  await expect(arabicBody.locator('h2')).toHaveText('قبل الانطلاق');
  await expect(english).not.toContainText('قبل الانطلاق');
  expect(await arabicBody.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

  // A picture in the Arabic body: the editor shows it through the staff preview; it is not public yet.
  await arabic.getByRole('button', { name: 'Image', exact: true }).click();
  await arabic
    .getByLabel('Image file (PNG or JPEG, at most 2 MB)')
    .setInputFiles({ name: 'wadi-road.png', mimeType: 'image/png', buffer: pngImage(800, 500, [190, 140, 80]) });
  await arabic.getByLabel('Image description').fill('طريق في وادٍ');
  await arabic.getByRole('button', { name: 'Upload and insert' }).click();
  const inEditor = arabicBody.getByRole('img', { name: 'طريق في وادٍ' });
  await expect(inEditor).toHaveAttribute('src', /^\/blog-image-preview\/\d+$/, { timeout: 20_000 });
  await expect.poll(() => inEditor.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  const fileId = (await inEditor.getAttribute('src'))!.split('/').pop();
  expect((await page.request.get(`/media/${fileId}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish' }).click();
  // The banner is cut to several widths in two formats before the answer; a loaded machine took over 5 s.
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: 'Your blog has been published successfully!' }),
  ).toBeVisible({ timeout: 20_000 });
  await page.goto('/admin/blogs');
  const row = page.getByRole('listitem').filter({ hasText: `Wadi drives ${id}` });
  await expect(row).toBeVisible();
  await expect(row.getByText('Arabic missing')).toHaveCount(0);

  // A visitor reading Arabic.
  const visitor = await browser.newPage();
  await visitor.goto('/ar');
  await visitor.getByRole('button', { name: 'موافق' }).click();
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'المدونة', exact: true }).click();
  // A loaded machine can take a while to render the list.
  await expect(visitor).toHaveURL(/\/ar\/blogs$/, { timeout: 20_000 });
  await visitor.getByRole('link', { name: `رحلات الوديان ${id}` }).click();
  await expect(visitor).toHaveURL(/\/ar\/blog\/wadi-drives-/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`رحلات الوديان ${id}`);
  await expect(visitor.getByText('نصائح للقيادة الآمنة في الأودية')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'قبل الانطلاق' })).toBeVisible();
  await expect(visitor.getByText('خفّف السرعة على الطرق الحصوية، واحمل ما يكفي من الماء.')).toBeVisible();
  // Saving the post made its picture public.
  const picture = visitor.getByRole('img', { name: 'طريق في وادٍ' });
  await expect(picture).toHaveAttribute('src', `/media/${fileId}`);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
  await expect(visitor.getByText('Drive slowly on gravel.')).toHaveCount(0);
  expect(await englishWordsIn(visitor)).toEqual([]);
  await visitor.close();
});

test('an unknown or unpublished slug answers the 404 page', async ({ page }) => {
  expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, This page is not available.');
});

test('the content team see Edit Blog, leading to the editor; a stored malicious post renders harmless', async ({
  page,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signInAs(page, 'cms@example.ae');
  await page.goto('/blog/salik-tolls-and-traffic-fines-explained');
  await expect(page.getByRole('link', { name: 'Edit Blog' })).toHaveAttribute('href', /^\/blogs-form\/\d+$/);

  // Stored through the editor's own form post (the no-JavaScript body), as an attacker with a cms account could.
  await page.goto('/blogs-form');
  const topicId = await page
    .locator('select[name="topicId"] option[value]:not([value=""])')
    .first()
    .getAttribute('value');
  const publishDate = await page.locator('input[name="publishDate"]').inputValue();
  const slug = `xss-check-${Date.now().toString(36)}`;
  const body = [
    '# <script>window.__xss = 1</script>Heading',
    '',
    'Text with <img src=x onerror="window.__xss=2"> and [a bad link](javascript:window.__xss=3) and [a data link](data:text/html,<script>alert(1)</script>) and [FAQs](/faq).',
    '',
    '- <iframe src="javascript:window.__xss=4"></iframe>',
    '- <a href="javascript:alert(5)" style="position:fixed">styled</a>',
    '',
    '> <svg onload="window.__xss=6"></svg>',
  ].join('\n');
  const response = await page.request.post('/blogs-form', {
    headers: { Origin: baseURL! },
    multipart: {
      topicId: topicId!,
      title: '<b onmouseover=alert(7)>Harmless</b> title',
      author: 'Test <script>alert(8)</script>',
      slug,
      publishDate,
      metaDescription: '"><script>alert(9)</script>',
      body,
      banner: { name: 'banner.png', mimeType: 'image/png', buffer: pngImage(1350, 450) },
    },
  });
  expect(response.ok()).toBe(true);

  await page.goto(`/blog/${slug}`);
  const article = page.getByRole('main').locator('article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<b onmouseover=alert(7)>Harmless</b> title');
  await expect(article).toContainText('<script>window.__xss = 1</script>Heading');
  await expect(article).toContainText('<img src=x onerror="window.__xss=2">');
  await expect(article).toContainText('<iframe src="javascript:window.__xss=4"></iframe>');
  await expect(article.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
  await expect(article.getByRole('link', { name: 'a bad link' })).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'a data link' })).toHaveCount(0);
  await expect(
    article.locator('script, iframe, svg:not([aria-hidden="true"]), [onerror], [onload], [onmouseover], [style]'),
  ).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', '"><script>alert(9)</script>');
  await expect(page.locator('head script:not([nonce])')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the clients page shows the twenty client logos, each named', async ({ page }) => {
  expect((await page.goto('/clients'))?.status()).toBe(200);
  const logos = page.getByRole('main').getByRole('listitem').locator('img');
  await expect(logos).toHaveCount(20);
  for (const alt of await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
    expect(alt?.trim()).toBeTruthy();
  await expect(page.getByRole('img', { name: 'Sandline Logistics' })).toBeVisible();
});

test(
  'screenshots of the blog list, an article and the clients page at phone and laptop widths, in English and Arabic',
  { tag: PICTURES },
  async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, 'cms@example.ae');
    // The cookie notice would cover the middle of every full-page screenshot.
    await page.goto('/blogs');
    await page.getByRole('button', { name: 'Accept' }).click();
    for (const locale of ['en', 'ar'] as const) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        const prefix = locale === 'ar' ? '/ar' : '';
        for (const [name, path] of [
          ['blogs', '/blogs'],
          ['blog', '/blog/salik-tolls-and-traffic-fines-explained'],
          ['clients', '/clients'],
        ]) {
          await page.goto(`${prefix}${path}`);
          await picture(page, `${SHOTS}/${name}-${locale}-${width}`, { fullPage: true });
        }
        // The staff form with both languages side by side (stacked on a phone), its editors loaded.
        await page.goto(`${prefix}/admin/blogs`);
        await page
          .getByRole('link', { name: locale === 'ar' ? 'تعديل' : 'Edit' })
          .first()
          .click();
        await expect(page.locator('.ProseMirror')).toHaveCount(2);
        await picture(page, `${SHOTS}/blog-form-${locale}-${width}`, { fullPage: true });
        await picture(
          page.getByRole('group', { name: locale === 'ar' ? 'العربية (اختياري)' : 'Arabic (optional)' }),
          `${SHOTS}/blog-form-arabic-column-${locale}-${width}`,
        );
      }
    }
    await context.close();
  },
);

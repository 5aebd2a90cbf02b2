import { expect, test } from './test';
import { hydratedElement } from './form-pages';

test('the main menu has its groups and the footer its links', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const group of ['About Us', 'Products & Services', "Renter's Guide"]) {
    await expect(nav.getByRole('button', { name: group })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'CMS' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'About Us' }).click();
  await expect(nav.getByRole('link', { name: 'Board & Executive Management' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Board & Executive Management' })).toBeHidden();
  // Renting by the day, week or month each has its page, reached from the menu.
  await nav.getByRole('button', { name: 'Products & Services' }).click();
  await nav.getByRole('link', { name: 'Monthly Car Rental' }).click();
  await expect(page).toHaveURL(/\/monthly-car-rental$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: /600 587004/ })).toHaveAttribute('href', 'tel:+971600587004');
  await expect(footer.getByRole('link', { name: /600 587005/ })).toHaveAttribute('href', 'tel:+971600587005');
  for (const name of [
    'Career',
    'Feedback',
    'T&C',
    'Special Offers',
    'Blogs',
    'FAQs',
    'Sitemap',
    'Explore UAE',
    'Privacy Policy',
    'Cookie Policy',
    'Disclaimer',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['WhatsApp', 'Facebook', 'Instagram', 'LinkedIn'])
    await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("the main menu opens under its button before the page's script has run, in both languages", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  for (const [path, menuName, group, link] of [
    ['/', 'Main menu', 'About Us', 'Board & Executive Management'],
    ['/ar', 'القائمة الرئيسية', 'من نحن', 'مجلس الإدارة والإدارة التنفيذية'],
  ]) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: menuName });
    const button = nav.getByRole('button', { name: group });
    await button.click();
    const entry = nav.getByRole('link', { name: link });
    await expect(entry).toBeVisible();
    // Under the button, starting at its start edge (its left in English, its right in Arabic).
    const [opener, list] = [await button.boundingBox(), await entry.locator('xpath=../..').boundingBox()];
    expect(list!.y).toBeGreaterThanOrEqual(opener!.y + opener!.height);
    expect(list!.y).toBeLessThan(opener!.y + opener!.height + 12);
    if (path === '/') expect(Math.abs(list!.x - opener!.x)).toBeLessThan(2);
    else expect(Math.abs(list!.x + list!.width - (opener!.x + opener!.width))).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await expect(entry).toBeHidden();
    await button.click();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(entry).toBeHidden();
    await button.click();
    await entry.click();
    await expect(page).toHaveURL(path === '/' ? /\/the-board$/ : /\/ar\/the-board$/);
  }
  await context.close();
});

test('the phone drawer traps focus and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The menu button works once React has taken over the header (the page paints first).
  await hydratedElement(page.getByRole('button', { name: 'Open menu' }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => !!document.activeElement?.closest('dialog') || document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(drawer).toBeHidden();
  // The phone menu starts with what most visitors come for, each leading to its page.
  for (const [name, url] of [
    ['Book a car', /\/fleet-guide$/],
    ['Special Offers', /\/special-offers$/],
    ['Pre-owned cars for sale', /\/preowned-cars$/],
  ] as const) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(drawer).toBeHidden();
  }
});

test('the language switch keeps the page', async ({ page }) => {
  await page.goto('/location-guide');
  await page.getByRole('link', { name: 'Read this page in Arabic' }).click();
  await expect(page).toHaveURL(/\/ar\/location-guide$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'اقرأ هذه الصفحة بالإنجليزية' }).click();
  await expect(page).toHaveURL(/\/location-guide$/);
});

test('cookie consent is remembered for 150 days', async ({ page, context }) => {
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Cookie consent' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Accept' }).click();
  await expect(bar).toBeHidden();
  // The bar hides at once; the cookie arrives with the answer.
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'cookie_consent')).toBe(true);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(JSON.parse(atob(decodeURIComponent(cookie!.value)))).toBe('accepted');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(149 * 86400);
  expect(cookie?.httpOnly).toBe(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('the cookie bar comes first in the tab order, right after the skip link, in both languages', async ({ page }) => {
  for (const [path, accept] of [
    ['/faq', 'Accept'],
    ['/ar/faq', 'موافق'],
  ] as const) {
    await page.goto(path);
    await page.keyboard.press('Tab');
    await expect(page.locator('a[href="#main"]')).toBeFocused();
    const stops: string[] = [];
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      if (stops.at(-1) === accept) break;
    }
    expect(stops, path).toContain(accept);
    await expect(page.getByRole('region', { name: /Cookie consent|ملفات تعريف الارتباط|موافقة/ })).toBeInViewport();
  }
});

test('the cookie bar never hides what the keyboard is on, nor the end of the page', async ({ page }) => {
  for (const [path, width] of [
    ['/faq', 390],
    ['/ar/faq', 390],
    ['/faq', 1366],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const bar = page.getByRole('region', { name: /Cookie consent|ملفات تعريف الارتباط|موافقة/ });
    await expect(bar).toBeVisible();
    // Measured by the page once hydrated.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--cookie-bar-height')))
      .toMatch(/px$/);
    for (let step = 0; step < 90; step++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const barBox = document.getElementById('cookie-bar')!.getBoundingClientRect();
        if (!focused || focused === document.body || document.getElementById('cookie-bar')!.contains(focused))
          return null;
        const box = focused.getBoundingClientRect();
        if (box.height === 0) return null;
        return box.bottom > barBox.top + 1 ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : null;
      });
      expect(hidden, `${path} at ${width} px, tab ${step}`).toBeNull();
    }
    // The page's last line stays readable above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [last, barTop] = await page.evaluate(() => [
      Array.from(document.querySelectorAll('footer a')).at(-1)!.getBoundingClientRect().bottom,
      document.getElementById('cookie-bar')!.getBoundingClientRect().top,
    ]);
    expect(last).toBeLessThanOrEqual(barTop);
  }
});

test.describe('newsletter', () => {
  test('subscribes, refuses a bad address and recognises a repeat', async ({ page }) => {
    await page.goto('/faq');
    const form = page.locator('footer form').filter({ has: page.getByLabel('Email address') });
    const email = form.getByLabel('Email address');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('The input is not valid E-mail!');
    await expect(email).toHaveValue('not-an-email');

    const address = `reader-${Date.now()}@example.ae`;
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you... You have successfully subscribed!');

    await email.fill(address.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('This email address is already subscribed to our newsletter.');
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about-us');
    await page.getByLabel('Email address').fill(`nojs-${Date.now()}@example.ae`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('status').filter({ hasText: 'successfully subscribed' })).toBeVisible();
    await context.close();
  });
});

test('the home video does not play for visitors who prefer reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', /hero-poster/);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
  await page.waitForTimeout(500);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await context.close();
});

test('no page scrolls sideways on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/ar', '/faq', '/fleet-guide', '/ar/fleet-guide', '/details/1']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test('every icon on the home page and the fleet guide is drawn from the cached sprite, in both languages, by full load and by clicking', async ({
  page,
}) => {
  const iconsComeFromTheSprite = async (path: string) => {
    await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${path === '/' ? '/' : path}$`));
    const uses = page.locator('svg > use');
    await expect.poll(() => uses.count(), `icons on ${path}`).toBeGreaterThan(20);
    const hrefs = await uses.evaluateAll((all) => [...new Set(all.map((use) => use.getAttribute('href') ?? ''))]);
    const sprites = new Set(hrefs.map((href) => href.split('#')[0]));
    expect([...sprites], `one sprite for ${path}`).toHaveLength(1);
    const [sprite] = [...sprites];
    const answer = await page.request.get(sprite!);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
    expect(answer.headers()['cache-control']).toContain('immutable');
    const symbols = await answer.text();
    for (const href of hrefs) expect(symbols, href).toContain(`<symbol id="${href.split('#')[1]}"`);
    // A symbol the browser could not load or find draws nothing: its box is empty.
    await expect
      .poll(() =>
        uses.evaluateAll(
          (all) =>
            all.filter((use) => use.parentElement!.checkVisibility() && (use as SVGUseElement).getBBox().width === 0)
              .length,
        ),
      )
      .toBe(0);
  };
  const linkTo = (path: string) => page.locator(`a[href="${path}"]:not([aria-haspopup]):visible`).first();

  await page.goto('/');
  await iconsComeFromTheSprite('/');
  await hydratedElement(linkTo('/fleet-guide'));
  await linkTo('/fleet-guide').click();
  await iconsComeFromTheSprite('/fleet-guide');
  await page.goBack();
  await iconsComeFromTheSprite('/');
  await page.goForward();
  await iconsComeFromTheSprite('/fleet-guide');
  // The language switch, then the logo, in Arabic.
  await linkTo('/ar/fleet-guide').click();
  await iconsComeFromTheSprite('/ar/fleet-guide');
  await hydratedElement(linkTo('/ar'));
  await linkTo('/ar').click();
  await iconsComeFromTheSprite('/ar');
  await page.goto('/ar');
  await iconsComeFromTheSprite('/ar');
});

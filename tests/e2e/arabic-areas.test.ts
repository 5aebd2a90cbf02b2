import { type Page, type Response, expect, test } from './test';
import { ar, arCore } from '../../app/i18n/ar';
import { arBackOffice } from '../../app/i18n/ar-back-office';
import { arForms } from '../../app/i18n/ar-forms';
import { en } from '../../app/i18n/en';
import { enAccounts } from '../../app/i18n/en-accounts';
import { enBackOffice } from '../../app/i18n/en-back-office';
import { enBooking } from '../../app/i18n/en-booking';
import { enContentAdmin } from '../../app/i18n/en-content-admin';
import { enForms } from '../../app/i18n/en-forms';
import { enPreowned } from '../../app/i18n/en-preowned';
import { enVehiclesAdmin } from '../../app/i18n/en-vehicles-admin';
import { DEMO_PASSWORD } from './sign-in-as';

/**
 * Arabic pages are sent the core Arabic and the Arabic of the areas they use, as code; English
 * pages none (decision 031). An Arabic visitor moving between areas by clicking never sees an
 * English interface string, not even for a moment while the next area's Arabic arrives.
 */

/** English interface messages an Arabic page must not show: whole phrases, not names or codes kept as they are. */
const englishMessages = [
  ...new Set(
    Object.entries({
      ...en,
      ...enAccounts,
      ...enBackOffice,
      ...enBooking,
      ...enContentAdmin,
      ...enForms,
      ...enPreowned,
      ...enVehiclesAdmin,
    })
      .filter(([key, text]) => !text.includes('{') && (ar as Record<string, string>)[key] !== text)
      .map(([, text]) => text)
      .filter((text) => (text.match(/[A-Za-z]{3,}/g) ?? []).length >= 2),
  ),
];

/**
 * Watches every frame the page paints for English messages, from the first byte of each document on.
 * The Arabic messages' code is held back a moment, as a phone's network would, so that a page
 * painted before its Arabic arrived would show.
 */
async function watchForEnglish(page: Page) {
  await page.route(/\/assets\/(ar-|arabic-core)[\w-]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.addInitScript((messages: string[]) => {
    const seen: string[] = [];
    (window as unknown as { englishSeen: string[] }).englishSeen = seen;
    let pending = false;
    const check = () => {
      pending = false;
      const text = document.body?.innerText ?? '';
      for (const message of messages) if (text.includes(message)) seen.push(`${window.location.pathname}: ${message}`);
    };
    new MutationObserver(() => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(check);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, englishMessages);
}

const englishSeen = (page: Page) =>
  page.evaluate(() => [...new Set((window as unknown as { englishSeen: string[] }).englishSeen)]);

/**
 * The router takes the address it starts from when the page's code has run; a Back pressed before
 * that (a person is rarely so quick) would start it on another page than the one drawn.
 */
const routerStarted = (page: Page) =>
  page.waitForFunction(() => '__reactRouterDataRouter' in window, undefined, { timeout: 15_000 });

type Snapshot = { pathname: string; lang: string; title: string; h1: string; english: string[] };

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate((messages) => {
    const text = document.body.innerText;
    return {
      pathname: window.location.pathname,
      lang: document.documentElement.lang,
      title: document.title,
      h1: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      english: messages.filter((message) => text.includes(message)),
    };
  }, englishMessages);
}

test('the English messages watched for are many, and the Arabic pages name none of them on a full load', () => {
  expect(englishMessages.length).toBeGreaterThan(500);
  expect(englishMessages).toContain(enBooking['bill.title']);
});

test('an Arabic visitor clicks from home through the fleet guide, a car, the booking form, contact, sign-in and the account, and back: Arabic throughout', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const [full, page] = [await context.newPage(), await context.newPage()];
  await watchForEnglish(page);
  const loads = new Map<string, Snapshot>();
  /** What a full load of the path shows, taken once per path. */
  const fullLoad = async (path: string) => {
    if (!loads.has(path)) {
      await full.goto(path, { waitUntil: 'networkidle' });
      loads.set(path, await snapshot(full));
    }
    return loads.get(path)!;
  };
  /** The page reached in the app shows what a full load shows: language, title, heading, and no more English. */
  const matchesFullLoad = async (path: string) => {
    await expect(page).toHaveURL((url) => url.pathname === path);
    const loaded = await fullLoad(path);
    await expect
      .poll(async () => {
        const { pathname, lang, title, h1 } = await snapshot(page);
        return { pathname, lang, title, h1 };
      })
      .toEqual({ pathname: loaded.pathname, lang: 'ar', title: loaded.title, h1: loaded.h1 });
    expect((await snapshot(page)).english, `English on ${path}`).toEqual(loaded.english);
  };
  const click = async (href: RegExp | string) => {
    const selector = typeof href === 'string' ? `a[href="${href}"]` : 'a[href^="/ar/details/"]';
    await page.locator(`${selector}:not([aria-haspopup]):visible`).first().click();
  };

  await page.goto('/ar');
  await routerStarted(page);
  await matchesFullLoad('/ar');
  await page.getByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' }).getByRole('button').first().click();

  await click('/ar/fleet-guide');
  await matchesFullLoad('/ar/fleet-guide');

  await click(/details/);
  await expect(page).toHaveURL(/\/ar\/details\/\d+$/);
  const vehicle = new URL(page.url()).pathname;
  await matchesFullLoad(vehicle);

  // The booking enquiry form opens over the car's page; its code and the booking area's Arabic arrive then.
  await page.getByRole('link', { name: /استأجرها الآن/ }).click();
  const booking = page.getByRole('dialog', { name: 'احجز سيارتك' });
  await expect(booking.getByRole('button', { name: 'ابحث عن سيارتي' })).toBeVisible();
  await expect(
    booking.getByLabel(arCore['booking.vehicleType'], { exact: true }).locator('option:checked'),
  ).not.toHaveText('', {
    timeout: 15_000,
  });
  const bookingText = await booking.innerText();
  expect(englishMessages.filter((message) => bookingText.includes(message))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();

  await click('/ar/contact-us');
  await matchesFullLoad('/ar/contact-us');

  // The sign-in dialog brings the accounts area.
  await page.locator('header').getByRole('link', { name: 'تسجيل الدخول', exact: true }).first().click();
  const login = page.getByRole('dialog', { name: 'تسجيل الدخول' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(login.getByText(arCore['validation.emailRequired'])).toBeVisible();
  const loginText = await login.innerText();
  expect(englishMessages.filter((message) => loginText.includes(message))).toEqual([]);
  await login.getByLabel('البريد الإلكتروني', { exact: true }).fill('customer@example.ae');
  await login.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  // Signing in from the dialog reloads the page where it is.
  await expect(page.locator('header a[href="/ar/my-account"]:visible').first()).toBeVisible();
  await routerStarted(page);

  await click('/ar/my-account');
  await matchesFullLoad('/ar/my-account');

  for (const path of ['/ar/contact-us', vehicle, '/ar/fleet-guide', '/ar']) {
    await page.goBack();
    await matchesFullLoad(path);
    await routerStarted(page);
  }
  // What the full loads show (a stored name, say) is allowed; nothing else English was ever painted.
  const allowed = new Set([...loads.values()].flatMap((loaded) => loaded.english));
  expect((await englishSeen(page)).filter((seen) => !allowed.has(seen.replace(/^[^:]*: /, '')))).toEqual([]);
  await context.close();
});

/** Every response a full load of `path` brings, with its text. */
async function loadWithResponses(page: Page, path: string) {
  const responses: Response[] = [];
  page.on('response', (response) => void responses.push(response));
  await page.goto(path, { waitUntil: 'networkidle' });
  const bodies: { url: string; text: string }[] = [];
  for (const response of responses)
    if (response.status() < 300) bodies.push({ url: response.url(), text: await response.text().catch(() => '') });
  return bodies;
}

test('the Arabic home is sent the core and its areas’ Arabic but not the back office’s; the English home no Arabic messages', async ({
  page,
}) => {
  const backOffice = arBackOffice['inbox.intro'];
  const core = arCore['site.tagline'];
  const arabic = await loadWithResponses(page, '/ar');
  const document = arabic.find((entry) => new URL(entry.url).pathname === '/ar')!;
  expect(document.text).toContain(core);
  expect(document.text).not.toContain(backOffice);
  const scripts = arabic.filter((entry) => entry.url.endsWith('.js'));
  expect(scripts.some((entry) => entry.text.includes(core))).toBe(true);
  expect(scripts.filter((entry) => entry.text.includes(backOffice)).map((entry) => entry.url)).toEqual([]);
  // The forms' Arabic comes with their code, when the visitor first reaches a form (decision record 078).
  expect(scripts.some((entry) => entry.text.includes(arForms['lease.make']))).toBe(false);
  const formsArabic = page.waitForResponse(
    async (response) => response.url().endsWith('.js') && (await response.text()).includes(arForms['lease.make']),
  );
  await page.getByRole('region', { name: 'اطلب معاودة الاتصال' }).locator('form').hover();
  await formsArabic;
  // No messages travel with the data either.
  const data = await page.request.get('/ar/fleet-guide.data');
  expect(await data.text()).not.toContain(core);

  const english = await loadWithResponses(page, '/');
  const englishDocument = english.find((entry) => new URL(entry.url).pathname === '/')!;
  expect(englishDocument.text).toContain(en['site.tagline']);
  const withArabicMessages = english.filter(
    (entry) =>
      entry.text.includes(core) || entry.text.includes(arForms['lease.make']) || /\/ar-[\w-]+\.js$/.test(entry.url),
  );
  expect(withArabicMessages.map((entry) => entry.url)).toEqual([]);
});

test('a form action on an Arabic page revalidates without resending messages', async ({ page }) => {
  await page.goto('/ar', { waitUntil: 'networkidle' });
  const revalidated = page.waitForResponse((response) => new URL(response.url()).pathname === '/ar.data');
  const footer = page.locator('footer form').first();
  await footer.getByRole('textbox').fill(`areas-${Date.now()}@example.ae`);
  await footer.getByRole('button').click();
  const data = await (await revalidated).text();
  expect(data).not.toContain(arCore['site.tagline']);
  expect(data.length).toBeLessThan(20_000);
});

test('an in-app navigation from an English page to an Arabic one of another area shows it in Arabic', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const full = await context.newPage();
  await full.goto('/ar/contact-us', { waitUntil: 'networkidle' });
  const loaded = await snapshot(full);
  await context.close();

  await watchForEnglish(page);
  await page.goto('/fleet-guide', { waitUntil: 'networkidle' });
  // The language link reloads the document; a link inside the app (here the router's own navigate) must not need to.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate('/ar/contact-us'),
  );
  await expect.poll(() => snapshot(page)).toEqual(loaded);
  const seen = await englishSeen(page);
  expect(seen.filter((entry) => entry.startsWith('/ar/'))).toEqual([]);
});

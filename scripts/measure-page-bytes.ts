import zlib from 'node:zlib';
import { type Page, type Response, chromium } from '@playwright/test';
import { frameworkScriptsOfDocument } from './document-scripts';

/**
 * Bytes an Arabic visitor's browser is sent for a few pages, against a running production build:
 * `BASE_URL=http://localhost:3000 npx tsx scripts/measure-page-bytes.ts`.
 *  - the document of a full load, raw and gzipped (gzip -6, the server's own setting);
 *  - the data (`<path>.data`) and new JavaScript a client navigation to the page fetches, coming from
 *    a page of another area;
 *  - the data a form action's revalidation fetches (the footer's newsletter form on /ar);
 *  - first, the home page's JavaScript (/ and /ar): every script a full load fetches until the network
 *    settles, gzipped, apart into React DOM and React Router (the browser entry and its imports) and
 *    the site's own (decision records 041, 078); `HOME_JS_FILES=1` lists the files.
 * The account page is measured signed in as the demo customer.
 */
const base = process.env.BASE_URL ?? 'http://localhost:3000';
const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 6 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Measure = { raw: number; gzip: number };
const measure = (body: Buffer): Measure => ({ raw: body.length, gzip: gzip(body) });
const sum = (list: Measure[]) =>
  list.reduce((all, one) => ({ raw: all.raw + one.raw, gzip: all.gzip + one.gzip }), { raw: 0, gzip: 0 });
const show = (m: Measure) => `${kb(m.raw)} (${kb(m.gzip)} gzip)`;

/** Every response the page receives while `act` runs and the network settles. */
async function collect(page: Page, act: () => Promise<unknown>) {
  const responses: Response[] = [];
  const listener = (response: Response) => void responses.push(response);
  page.on('response', listener);
  await act();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const bodies: { url: string; body: Buffer }[] = [];
  for (const response of responses) {
    if (response.status() >= 300) continue;
    bodies.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
  }
  return bodies;
}

const isScript = (url: string) => /\.js(\?|$)/.test(url);

async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
  await page.waitForURL((url) => url.pathname === path);
}

const pages: { path: string; from: string; signedIn?: boolean }[] = [
  { path: '/ar', from: '/ar/fleet-guide' },
  { path: '/ar/fleet-guide', from: '/ar' },
  { path: '/ar/contact-us', from: '/ar' },
  { path: '/ar/details/1', from: '/ar/fleet-guide' },
  { path: '/ar/my-account', from: '/ar', signedIn: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const path of ['/', '/ar']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const full = await collect(page, () => page.goto(`${base}${path}`));
  const html = full.find((entry) => new URL(entry.url).pathname === path)!.body.toString();
  const framework = new Set(frameworkScriptsOfDocument(html));
  const scripts = full
    .filter((entry) => isScript(entry.url))
    .map((entry) => ({ file: new URL(entry.url).pathname, size: measure(entry.body) }));
  const total = sum(scripts.map((script) => script.size));
  const frameworkTotal = sum(scripts.filter((script) => framework.has(script.file)).map((script) => script.size));
  console.log(
    `Home page JavaScript on ${path}: ${kb(total.gzip)} gzip in ${scripts.length} files; React DOM and React Router ${kb(frameworkTotal.gzip)}, the site's own ${kb(total.gzip - frameworkTotal.gzip)}`,
  );
  if (process.env.HOME_JS_FILES)
    for (const script of scripts.toSorted((a, b) => b.size.gzip - a.size.gzip))
      console.log(
        `  ${framework.has(script.file) ? 'framework' : 'site     '} ${kb(script.size.gzip).padStart(8)}  ${script.file}`,
      );
  await context.close();
}
if (process.env.HOME_JS_ONLY) {
  await browser.close();
  process.exit(0);
}

const rows: string[] = [];
for (const { path, from, signedIn } of pages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (signedIn) {
    await page.goto(`${base}/login`);
    await page
      .locator('main')
      .getByLabel(/^Email/)
      .fill('customer@example.ae');
    await page.locator('main').getByLabel('Password', { exact: true }).fill('Oasis@2026');
    await page
      .locator('main')
      .getByRole('button', { name: /^(log ?in|sign ?in)$/i })
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  const full = await collect(page, () => page.goto(`${base}${path}`));
  const document = full.find((entry) => new URL(entry.url).pathname === path)!;
  const fullScripts = sum(full.filter((entry) => isScript(entry.url)).map((entry) => measure(entry.body)));

  await page.goto(`${base}${from}`);
  await page.waitForLoadState('networkidle');
  const nav = await collect(page, () => navigateInApp(page, path));
  const data = nav.filter((entry) => new URL(entry.url).pathname.endsWith('.data'));
  const navScripts = sum(nav.filter((entry) => isScript(entry.url)).map((entry) => measure(entry.body)));
  rows.push(
    `| \`${path}\`${signedIn ? ' (signed in)' : ''} | ${show(measure(document.body))} | ${show(fullScripts)} | from \`${from}\`: ${show(sum(data.map((entry) => measure(entry.body))))} | ${show(navScripts)} |`,
  );
  await context.close();
}

// A form action revalidates the loaders of the page it was sent from, the root's included unless it opts out.
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${base}/ar`);
await page.waitForLoadState('networkidle');
const footer = page.locator('footer form').first();
const afterAction = await collect(page, async () => {
  await footer.locator('input[type="email"]').fill(`bytes-${Date.now()}@example.ae`);
  await footer.locator('button[type="submit"]').click();
  await page.waitForTimeout(1500);
});
const revalidation = afterAction.filter((entry) => new URL(entry.url).pathname.endsWith('.data'));
await context.close();
await browser.close();

console.log(
  '| Page | Document of a full load | JavaScript of a full load | Data of a client navigation | JavaScript the navigation adds |',
);
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  `\nAfter the newsletter form's action on /ar: ${revalidation.length} data request(s), ${revalidation
    .map((entry) => `${new URL(entry.url).pathname}${new URL(entry.url).search}: ${show(measure(entry.body))}`)
    .join('; ')}`,
);

import { expect, test } from './test';
import { customerPages, staffPages } from './site-pages';

// Every public page's status, heading, canonical address and accessibility are checked on the full
// load the client-navigation sweep makes of it, in both languages (client-navigation.test.ts).

test('an unknown path answers 404 with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, This page is not available.');
  await page.getByRole('link', { name: 'Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown Arabic path answers 404 in Arabic', async ({ page }) => {
  const response = await page.goto('/ar/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذراً، هذه الصفحة غير متوفرة.');
});

test('the sitemap misspelling redirects permanently', async ({ request }) => {
  const response = await request.get('/fleet-manamgment', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/fleet-managment');
});

for (const path of [...staffPages, ...customerPages]) {
  test(`${path} sends a visitor to log in`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  });
}

test('health and readiness answer JSON', async ({ request }) => {
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
  expect((await (await request.get('/readyz')).json()).status).toBe('ready');
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/fleet-managment</loc>');
  expect(xml).toContain('/ar/about-us</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
});

test('documents carry a nonce-based policy and security headers, and paint before their scripts load', async ({
  request,
}) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers['content-security-policy']).not.toContain("unsafe-inline' ;");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-request-id']).toBeTruthy();
  // The page paints before its scripts load: no module preloads in the head (decision record 035).
  const html = await response.text();
  expect(html).toMatch(/<script [^>]*type="module"/);
  expect(html).not.toContain('rel="modulepreload"');
});

test('an Arabic document asks for its two Arabic faces beside the stylesheet; an English one does not', async ({
  request,
}) => {
  const arabicHead = (await (await request.get('/ar/fleet-guide')).text()).split('</head>')[0];
  const preloads = [...arabicHead.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)"/g)].map(
    (found) => found[1],
  );
  expect(preloads).toHaveLength(2);
  expect(preloads.join(' ')).toMatch(
    /noto-sans-arabic-400-arabic-block-[\w-]+\.woff2.*noto-sans-arabic-700-arabic-block/,
  );
  // After the page's own preload (the hero's poster), which a phone should fetch first.
  const homeHead = (await (await request.get('/ar')).text()).split('</head>')[0];
  expect(homeHead.indexOf('hero-poster')).toBeGreaterThan(0);
  expect(homeHead.indexOf('hero-poster')).toBeLessThan(homeHead.indexOf('as="font"'));
  // The very files the stylesheet names, or the browser would download each face twice.
  const stylesheetPath = /<link rel="stylesheet" href="([^"]+)"/.exec(arabicHead)![1];
  const stylesheet = await (await request.get(stylesheetPath)).text();
  for (const font of preloads) expect(stylesheet).toContain(font);
  const fontAnswer = await request.get(preloads[0]);
  expect(fontAnswer.status()).toBe(200);
  expect(fontAnswer.headers()['content-type']).toBe('font/woff2');
  expect((await (await request.get('/fleet-guide')).text()).split('</head>')[0]).not.toContain('as="font"');
});

test('an Arabic page draws its text in the Arabic block faces and fetches nothing of the whole Arabic file', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/ar/fleet-guide');
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Arabic')
      .map((face) => ({ weight: face.weight, block: face.unicodeRange.includes('U+600-6FF'), status: face.status })),
  );
  expect(faces).toEqual(
    expect.arrayContaining([
      { weight: '400', block: true, status: 'loaded' },
      { weight: '700', block: true, status: 'loaded' },
      { weight: '400', block: false, status: 'unloaded' },
      { weight: '700', block: false, status: 'unloaded' },
    ]),
  );
  const arabicFaces = fonts.filter((font) => font.includes('noto-sans-arabic'));
  expect(arabicFaces.length).toBeGreaterThan(0);
  for (const font of arabicFaces) expect(font).toMatch(/noto-sans-arabic-(400|700)-arabic-block-/);
  // A character of the Arabic supplement still comes from Noto Sans Arabic, from the whole file.
  const supplementFace = page.waitForRequest((request) => /noto-sans-arabic-arabic-400-normal-/.test(request.url()));
  await page.evaluate(() => {
    const word = document.createElement('p');
    word.textContent = '\u0750\u0751';
    document.querySelector('main')!.append(word);
  });
  await supplementFace;
});

test('hashed assets are served pre-compressed and immutable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const src = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(src).toBeTruthy();
  const response = await request.get(src!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toContain('immutable');
});

test('a cross-site form post is refused', async ({ request }) => {
  const response = await request.post('/newsletter', {
    form: { email: 'x@example.ae' },
    headers: { Origin: 'https://evil.example' },
  });
  expect(response.status()).toBe(403);
});

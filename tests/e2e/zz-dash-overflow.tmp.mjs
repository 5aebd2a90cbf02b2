import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const base = 'http://localhost:3206';
await page.goto(base + '/login');
await page.locator('main').getByLabel(/^Email/).fill('admin@example.ae');
await page.locator('main').getByLabel('Password', { exact: true }).fill('Oasis@2026');
await page.locator('main').getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
for (const path of ['/admin', '/ar/admin']) {
  await page.goto(base + path);
  const wide = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if ((r.right > 391 || r.left < -1) && r.width > 0) {
        let p = el.parentElement, clipped = false;
        while (p) { const s = getComputedStyle(p); if (s.overflowX !== 'visible' || s.position === 'absolute' && p.classList.contains('sr-only')) { clipped = true; break; } p = p.parentElement; }
        out.push(`${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(r.left)}-${Math.round(r.right)}`);
      }
    }
    return [document.documentElement.scrollWidth, out.filter(x=>!x.includes('undefined')).slice(0, 25)];
  });
  console.log(path, JSON.stringify(wide, null, 1));
}
await browser.close();

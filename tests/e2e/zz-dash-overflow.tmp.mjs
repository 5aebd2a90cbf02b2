import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const base = 'http://localhost:3206';
await page.goto(base + '/login');
await page.locator('main').getByLabel(/^Email/).fill('admin@example.ae');
await page.locator('main').getByLabel('Password', { exact: true }).fill('Oasis@2026');
await page.locator('main').getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
const c = await browser.newPage();
await c.goto(base + '/login');
await c.locator('main').getByLabel(/^Email/).fill('customer@example.ae');
await c.locator('main').getByLabel('Password', { exact: true }).fill('Oasis@2026');
await c.locator('main').getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
await c.waitForURL((u) => !u.pathname.startsWith('/login'));
await c.goto(base + '/booking-enquiry?type=Economy');
await c.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
await c.getByLabel('Pick-up location', { exact: true }).selectOption('Dubai_Ittihad Road');
await c.getByLabel('First name', { exact: true }).fill('Sara');
await c.getByLabel('Last name', { exact: true }).fill('Customer');
await c.getByLabel('Email', { exact: true }).fill('customer@example.ae');
await c.getByLabel('Mobile number', { exact: true }).fill('050 100 0004');
await c.getByLabel(/I agree with the/).check();
await c.getByRole('button', { name: 'Find my car' }).click();
await c.getByRole('link', { name: /BOOK NOW/ }).first().click();
await c.getByRole('button', { name: 'Select' }).click();
await c.waitForURL(/extrass/);
const id = c.url().match(/bill\/(\d+)/)[1];
for (const path of ['/admin', '/ar/admin', `/admin/bookings/${id}`, `/ar/admin/bookings/${id}`]) {
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

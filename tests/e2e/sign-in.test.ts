import { type Page, expect, test } from './test';
import { hydratedElement } from './form-pages';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';

// Every failed login here counts against 127.0.0.1 (20 per 15 minutes for the whole run): keep them few.
const PASSWORD = 'Oasis@2026';
const header = (page: Page) => page.getByRole('banner');

async function readMailLink(page: Page, to: string) {
  let link = '';
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{
        to: string;
        subject: string;
        text: string;
      }>;
      const mail = messages.find((message) => message.to === to && /reset/i.test(message.subject));
      link = mail?.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return new URL(link).pathname;
}

test.describe('login and logout', () => {
  test('the header dialog logs in, the page reloads in place with the name, and Logout goes home', async ({
    page,
    context,
  }) => {
    const dialogCode: string[] = [];
    page.on('request', (request) => {
      if (/login-dialog/.test(request.url())) dialogCode.push(request.url());
    });
    await page.goto('/faq');
    expect(dialogCode).toEqual([]);

    // Before React takes over the header, the link is a plain one to the login page.
    await hydratedElement(header(page).getByRole('link', { name: 'Login', exact: true }));
    await header(page).getByRole('link', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    expect(dialogCode.length).toBeGreaterThan(0);

    // The dialog's own checks, with the spec's words.
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText('Please input your Email Address!')).toBeVisible();
    await expect(dialog.getByText('Please input your Password!')).toBeVisible();

    await dialog.getByLabel('Email Address').fill('customer@example.ae');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(header(page).getByRole('link', { name: 'Sara Customer' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(dialog).toBeHidden();

    const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Nothing secret in the browser's storage: no token, no user id.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(session!.value);
    expect(stored).not.toMatch(/token|session/i);

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined();
  });

  test('a wrong password shows one message, keeps the email, and typing clears it', async ({ page }) => {
    await page.goto('/login');
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();

    await form.getByLabel('Email Address').fill('customer@example.ae');
    await form.getByLabel('Password').fill('Not-the-password1!');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('The email or password is incorrect.');
    await expect(form.getByLabel('Email Address')).toHaveValue('customer@example.ae');
    await expect(form.getByLabel('Password')).toHaveValue('');
    await form.getByLabel('Password').pressSequentially('x');
    await expect(alert).toHaveText('');
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('the Arabic login page speaks Arabic, right to left, and lands content staff on their Arabic vehicle list', async ({
    page,
  }) => {
    await page.goto('/ar/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(form.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await form.getByLabel('البريد الإلكتروني').fill('cms@example.ae');
    await form.getByLabel('كلمة المرور').fill(PASSWORD);
    await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    // Without a page asked for, staff land where their work starts: for content staff, the vehicles.
    await expect(page).toHaveURL(/\/ar\/admin\/vehicles$/);
    await expect(header(page).getByRole('link', { name: 'Karim Content' })).toBeVisible();
    await expect(page.getByText('أهلاً Karim Content، لقد سجّلت الدخول.')).toBeVisible();
    await header(page).getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(header(page).getByRole('link', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login page logs in, returns to the page that asked, and Logout works', async ({ page }) => {
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/);
    const form = page.locator('main form');
    await form.getByLabel('Email Address').fill('admin@example.ae');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('Password is required')).toBeVisible();
    await expect(form.getByLabel('Email Address')).toHaveValue('admin@example.ae');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(header(page).getByRole('link', { name: 'Aisha Admin' })).toBeVisible();
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});

test('a forgotten password: the reset dialog, the mailed link, a new password that works, and a link that works once', async ({
  page,
}) => {
  const email = 'reset-test@example.ae';
  const newPassword = `Reset#${Date.now()}a`;
  await page.goto('/');
  await hydratedElement(header(page).getByRole('link', { name: 'Login', exact: true }));
  await header(page).getByRole('link', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email Address').fill(email);
  await login.getByRole('button', { name: 'Forgot Password' }).click();

  const reset = page.getByRole('dialog', { name: 'Reset Login Password' });
  await expect(reset).toBeVisible();
  await expect(reset.getByLabel('Email Address')).toHaveValue(email);
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(reset.getByRole('status')).toHaveText(
    'If an account exists for that email, we have sent a link to reset your password. The link is valid for one hour.',
  );
  await reset.getByRole('button', { name: 'OK' }).click();
  await expect(reset).toBeHidden();

  const link = await readMailLink(page, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  const change = page.locator('main form');
  await expect(change.getByLabel('Username')).toHaveValue('Rashid Reset');
  await expect(change.getByLabel('Email Address')).toHaveValue(email);
  await change.getByLabel('New password', { exact: true }).fill('weak');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText(/^Error! password should contain/)).toBeVisible();
  await expect(change.getByText('Please confirm your password!')).toBeVisible();
  await change.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.getByLabel('Confirm new password').fill(newPassword);
  await change.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL(/\/\?notice=password-changed$/);
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('Your password has been changed. Please log in with your new password.');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  const form = page.locator('main form');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Password').fill(newPassword);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(header(page).getByRole('link', { name: 'Rashid Reset' })).toBeVisible();

  // The link is spent: it leads home to the 'Error' modal.
  await page.goto(link);
  await expect(page).toHaveURL(/\/\?notice=reset-link-invalid$/);
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toContainText('This password reset link is invalid or has expired. Please request a new one.');
  await page.keyboard.press('Escape');
  await expect(error).toBeHidden();
});

test("a bad reset link goes to the home page's Error modal, in Arabic too", async ({ page }) => {
  await page.goto('/ar/home/not-a-real-token');
  await expect(page).toHaveURL(/\/ar\?notice=reset-link-invalid$/);
  const error = page.getByRole('alertdialog', { name: 'خطأ' });
  await expect(error).toContainText('رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته');
  await error.getByRole('button', { name: 'حسناً' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('axe: the Login and reset dialogs and the Error modal, in both languages', async ({ page }) => {
  // Six axe runs, each several seconds on a loaded 2-core machine.
  test.setTimeout(120_000);
  for (const [prefix, login, forgot] of [
    ['', 'Login', 'Forgot Password'],
    ['/ar', 'تسجيل الدخول', 'نسيت كلمة المرور'],
  ] as const) {
    await page.goto(`${prefix}/faq`);
    await hydratedElement(header(page).getByRole('link', { name: login, exact: true }));
    await header(page).getByRole('link', { name: login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: login });
    await dialog.getByRole('button', { name: login, exact: true }).click();
    await expect(dialog.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: forgot }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes it and focus goes back to the header's Login link.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: login, exact: true })).toBeFocused();
    await page.goto(`${prefix}/reset-password/not-a-real-token`);
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test.describe('cross-site requests', () => {
  test('a cross-origin POST is refused with 403 before it reaches a form; the same origin is served', async ({
    request,
    baseURL,
  }) => {
    const form = { email: '', password: '' };
    for (const path of ['/login', '/ar/login', '/logout', '/forgot-password', '/reset-password/abc']) {
      const foreign = await request.post(path, { headers: { Origin: 'https://evil.example' }, form, maxRedirects: 0 });
      expect(foreign.status(), path).toBe(403);
      const crossSite = await request.post(path, {
        headers: { 'Sec-Fetch-Site': 'cross-site' },
        form,
        maxRedirects: 0,
      });
      expect(crossSite.status(), path).toBe(403);
    }
    const own = await request.post('/login', { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
    expect(own.status()).toBe(400);
  });

  test('a form on another site cannot log anyone in or out, even with the right password', async ({
    page,
    baseURL,
  }) => {
    await page.route('https://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form id="in" method="post" action="${baseURL}/login"><input name="email" value="owner@example.ae"><input name="password" value="${PASSWORD}"></form>
               <form id="out" method="post" action="${baseURL}/logout"><input name="from" value="/"></form>`,
      }),
    );
    await page.goto('https://evil.example/');
    const [refused] = await Promise.all([
      page.waitForResponse(`${baseURL}/login`),
      page.evaluate(() => (document.getElementById('in') as HTMLFormElement).submit()),
    ]);
    expect(refused.status()).toBe(403);
    await expect(page.getByText('Cross-site form submissions are not accepted.')).toBeVisible();
    expect((await page.context().cookies(baseURL)).find((cookie) => cookie.name === 'session')).toBeUndefined();

    // Signed in on our site, a foreign Logout form is refused too.
    await page.goto('/login');
    const form = page.locator('main form');
    await form.getByLabel('Email Address').fill('owner@example.ae');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(header(page).getByRole('link', { name: 'Omar Owner' })).toBeVisible();
    await page.goto('https://evil.example/');
    const [logout] = await Promise.all([
      page.waitForResponse(`${baseURL}/logout`),
      page.evaluate(() => (document.getElementById('out') as HTMLFormElement).submit()),
    ]);
    expect(logout.status()).toBe(403);
    await expect(page.getByText('Cross-site form submissions are not accepted.')).toBeVisible();
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Omar Owner' })).toBeVisible();
  });
});

test.describe('screenshots', () => {
  for (const width of [390, 1366]) {
    for (const locale of ['en', 'ar'] as const) {
      test(`login, reset and new-password screens at ${width}px in ${locale}`, async ({ page }) => {
        const prefix = locale === 'ar' ? '/ar' : '';
        const name = (screen: string) => `auth-${screen}-${locale}-${width}`;
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(`${prefix}/login`);
        await page.locator('main form').getByRole('button').last().click();
        await picture(page, name('login-page'), { fullPage: true });

        await page.goto(`${prefix}/faq`);
        if (width === 390) {
          // The menu button works once React has taken over the header (the page paints first).
          const menu = page.getByRole('button', { name: locale === 'ar' ? 'فتح القائمة' : 'Open menu' });
          await hydratedElement(menu);
          await menu.click();
          await picture(page, name('drawer'));
          await page
            .getByRole('dialog')
            .getByRole('link', { name: locale === 'ar' ? 'تسجيل الدخول' : 'Login', exact: true })
            .click();
        } else {
          const loginLink = header(page).getByRole('link', {
            name: locale === 'ar' ? 'تسجيل الدخول' : 'Login',
            exact: true,
          });
          await hydratedElement(loginLink);
          await loginLink.click();
        }
        const login = page.getByRole('dialog', { name: locale === 'ar' ? 'تسجيل الدخول' : 'Login' });
        await expect(login).toBeVisible();
        await picture(page, name('login-dialog'));
        await login.getByRole('button', { name: locale === 'ar' ? 'نسيت كلمة المرور' : 'Forgot Password' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await picture(page, name('reset-dialog'));

        await page.goto(`${prefix}/forgot-password`);
        await picture(page, name('forgot-page'), { fullPage: true });
        await page.goto(`${prefix}/home/not-a-real-token`);
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await picture(page, name('error-modal'));
      });
    }
  }

  test('the signed-in header and the success modal at phone width, in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    const form = page.locator('main form');
    await form.getByLabel('Email Address').fill('customer@example.ae');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const prefix of ['', '/ar']) {
      await page.goto(`${prefix}/faq`);
      await picture(page, `auth-signed-in-${prefix ? 'ar' : 'en'}-390`);
      const menu = page.getByRole('button', { name: prefix ? 'فتح القائمة' : 'Open menu' });
      await hydratedElement(menu);
      await menu.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: prefix ? 'تسجيل الخروج' : 'Logout' })
        .scrollIntoViewIfNeeded();
      await picture(page, `auth-signed-in-drawer-${prefix ? 'ar' : 'en'}-390`);
      await page.goto(`${prefix}/?notice=password-changed`);
      await expect(page.getByRole('dialog')).toBeVisible();
      await picture(page, `auth-success-modal-${prefix ? 'ar' : 'en'}-390`);
    }
  });

  test('the new-password form at both widths in both languages', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.locator('main form').getByLabel('Email Address').fill('pending@example.ae');
    await page.locator('main form').getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/sent=1$/);
    const link = await readMailLink(page, 'pending@example.ae');
    for (const width of [390, 1366]) {
      for (const prefix of ['', '/ar']) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(`${prefix}${link}`);
        await page
          .getByRole('button')
          .filter({ hasText: prefix ? 'تغيير كلمة المرور' : 'Change Password' })
          .click();
        await picture(page, `auth-new-password-${prefix ? 'ar' : 'en'}-${width}`, { fullPage: true });
      }
    }
  });
});

test('the login page’s Forgot Password link takes the email typed so far, and Back returns to the login page', async ({
  page,
}) => {
  await page.goto('/login');
  const login = page.locator('main');
  await login.getByLabel(/^Email/).fill('reset-test@example.ae');
  await login.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=reset-test%40example\.ae$/);
  await expect(page.locator('main form').getByLabel('Email Address')).toHaveValue('reset-test@example.ae');
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  // Nothing typed: the plain page.
  await page
    .locator('main')
    .getByLabel(/^Email/)
    .fill('');
  await page.locator('main').getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.locator('main form').getByLabel('Email Address')).toHaveValue('');
});

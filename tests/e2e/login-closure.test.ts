import { expect, test } from './test';
import { hydratedElement } from './form-pages';
import { DEMO_PASSWORD, signInAs } from './sign-in-as';

test.describe.configure({ timeout: 120_000 });

const CUSTOMER = 'closure-test@example.ae';

test('the owner deactivates a customer from the staff menu: their open session ends; reactivated in Arabic', async ({
  browser,
  page,
}) => {
  // The customer is signed in, in a browser of their own.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAs(customer, CUSTOMER);
  await customer.goto('/my-account');
  await expect(customer).toHaveURL(/\/my-account$/);
  await expect(customer.getByRole('main')).toContainText('Karim Closure');

  await page.goto(await signInAs(page, 'owner@example.ae'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Staff' }).click();
  await menu.getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByLabel('Name, email, phone or booking reference').fill(CUSTOMER);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('row', { name: /closure-test@example\.ae/ })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
  const accountPath = new URL(page.url()).pathname;

  const login = page.getByRole('region', { name: 'Login' });
  await expect(login).toContainText('This account can sign in.');
  const deactivate = login.getByRole('button', { name: /Deactivate login/ });
  await hydratedElement(deactivate);
  // No reason: refused at the field, in the page.
  await deactivate.click();
  await expect(login.getByText('Please give the reason for deactivating this login.')).toBeVisible();
  await login.getByLabel('Reason for deactivating (kept in the history)').fill('Card disputes on two rentals');
  await deactivate.click();
  await expect(page.getByRole('status').filter({ hasText: 'The login of Karim Closure is deactivated' })).toBeVisible();
  await expect(login).toContainText('Login deactivated by Omar Owner');
  await expect(login).toContainText('Card disputes on two rentals');
  await expect(page.getByRole('heading', { name: 'Bookings still to come' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Login deactivated');

  // The customer's next page finds them signed out; signing in again says the account is closed.
  await customer.goto('/my-account');
  await expect(customer).toHaveURL(/\/login/);
  const refused = await customer.request.post('/login', {
    form: { email: CUSTOMER, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('This account is closed. Please call us.');

  // The owner reactivates it from the Arabic page; the customer signs in again.
  await page.goto(`/ar${accountPath}`);
  const arabicLogin = page.getByRole('region', { name: 'تسجيل الدخول' });
  await expect(arabicLogin).toContainText('أوقف');
  const reactivate = arabicLogin.getByRole('button', { name: /إعادة تفعيل تسجيل الدخول/ });
  await hydratedElement(reactivate);
  await arabicLogin.getByLabel('سبب إعادة التفعيل (اختياري)').fill('تمت تسوية المطالبات');
  await reactivate.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'تمت إعادة تفعيل تسجيل الدخول لحساب Karim Closure' }),
  ).toBeVisible();
  await expect(arabicLogin).toContainText('يمكن لهذا الحساب تسجيل الدخول.');
  await signInAs(customer, CUSTOMER);
  await customer.goto('/my-account');
  await expect(customer).toHaveURL(/\/my-account$/);
  await expect(customer.getByRole('main')).toContainText('Karim Closure');
  await customerContext.close();
});

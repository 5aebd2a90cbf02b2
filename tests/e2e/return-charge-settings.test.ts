import { type Page, expect, test } from './test';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';

async function openSettings(page: Page, menuName: string, cms: string, settings: string) {
  const menu = page.getByRole('navigation', { name: menuName });
  await menu.getByRole('button', { name: cms }).click();
  await menu.getByRole('link', { name: settings }).click();
}

async function save(page: Page, region: ReturnType<Page['getByRole']>, saved: string | RegExp) {
  await region.getByRole('button', { name: /^(Save|حفظ)$/ }).click();
  // A save re-reads the whole settings page; on a busy machine that takes a while.
  await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible({ timeout: 20_000 });
}

test('the owner edits the return charge figures in English and Arabic, and a wrong figure is refused at its field', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(await signInAs(page, 'owner@example.ae'));
  await openSettings(page, 'Main menu', 'CMS', 'Company Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible();

  const charges = page.getByRole('region', { name: 'Return charges, tolls and fines' });
  const fuel = charges.getByLabel('Fuel price per litre (AED)');
  const kmPerDay = charges.getByLabel('Kilometres included per day');
  await expect(fuel).toHaveValue('2.58');
  await hydratedElement(fuel);
  await kmPerDay.fill('0');
  await charges.getByRole('button', { name: 'Save' }).click();
  await expect(charges.getByText('Enter a whole number up to 5000.')).toBeVisible({ timeout: 20_000 });
  await kmPerDay.fill('250');
  await fuel.fill('2.75');
  await save(page, charges, 'Your changes have been saved.');
  await expect(charges.getByLabel('Fuel price per litre (AED)')).toHaveValue('2.75');

  const suv = page
    .getByRole('region', { name: 'Cover excess, SCDW and extra kilometres by vehicle type' })
    .getByRole('group', {
      name: 'SUV Standard',
    });
  await expect(suv.getByLabel('CDW excess (AED)')).toHaveValue('2500.00');
  await expect(suv.getByLabel('Per extra km (AED)')).toHaveValue('1.00');
  await expect(suv.getByLabel('SCDW a day, before VAT (AED; 0: not sold)')).toHaveValue('45.00');

  try {
    // The same page in Arabic, from the Arabic menu: the figure saved in English, put back.
    await page.goto('/ar');
    await openSettings(page, 'القائمة الرئيسية', 'إدارة المحتوى', 'إعدادات الشركة');
    const arabic = page.getByRole('region', { name: 'رسوم الإرجاع والتعرفة المرورية والمخالفات' });
    const arabicFuel = arabic.getByLabel('سعر لتر الوقود (درهم)');
    await expect(arabicFuel).toHaveValue('2.75');
    await hydratedElement(arabicFuel);
    await arabicFuel.fill('درهمان');
    await arabic.getByRole('button', { name: 'حفظ' }).click();
    await expect(arabic.getByText('أدخل مبلغاً بالدرهم، مثل 2.58.')).toBeVisible({ timeout: 20_000 });
    await arabicFuel.fill('2.58');
    await save(page, arabic, 'تم حفظ التغييرات.');
    await expect(arabic.getByLabel('سعر لتر الوقود (درهم)')).toHaveValue('2.58');

    const tanks = page.getByRole('region', { name: 'سعة خزانات الوقود' });
    const picanto = tanks.getByLabel('Kia Picanto');
    await expect(picanto).toHaveValue('40');
    await picanto.fill('41');
    await save(page, tanks, 'تم حفظ التغييرات.');
    await expect(tanks.getByLabel('Kia Picanto')).toHaveValue('41');
    await tanks.getByText('السجل: سعة خزانات الوقود').click();
    await expect(tanks.getByText('Kia Picanto: سعة خزانات الوقود')).toBeVisible();
  } finally {
    // Put back whatever the test got to: saved, or already as it was.
    const restored = /Your changes have been saved|Nothing was changed/;
    await page.goto('/admin/settings');
    const back = page.getByRole('region', { name: 'Return charges, tolls and fines' });
    await hydratedElement(back.getByLabel('Fuel price per litre (AED)'));
    await back.getByLabel('Fuel price per litre (AED)').fill('2.58');
    await save(page, back, restored);
    const tanks = page.getByRole('region', { name: 'Fuel tank sizes' });
    await tanks.getByLabel('Kia Picanto').fill('40');
    await save(page, tanks, restored);
  }
});

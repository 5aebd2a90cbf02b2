import { type Page, expect, test } from './test';
import sharp from 'sharp';
import { takeTheSecondTimeOffered } from './book-through-the-site';
import { hydrated } from './form-pages';
import { signInAs } from './sign-in-as';
import { PICTURES, picture } from './pictures';

const flash = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const unique = () => Math.random().toString(36).slice(2, 7);
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
const shotsDir = 'vehicles';

test.describe('the content manager and the fleet', () => {
  test('adds a vehicle with two images, rates and cars, and finds it in the fleet guide', async ({ page }) => {
    test.setTimeout(90_000);
    const id = unique();
    const name = `Test${id}`;
    await signInAs(page, 'cms@example.ae');
    await page.goto('/admin/vehicles');
    await page.getByRole('link', { name: 'Add a vehicle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a vehicle' })).toBeVisible();

    // Registering with nothing filled in says what is missing, at the fields.
    await page.getByRole('button', { name: 'Register vehicle' }).click();
    await expect(page.getByText('Please upload at least one image.')).toBeVisible();

    await page.getByLabel('Vehicle type').selectOption({ label: 'Economy' });
    await page.getByLabel('Reference number').fill(`E2E-${id}`);
    await page.getByLabel('Brand').fill('Zeekr');
    await page.getByLabel('Model name').fill(name);
    await page.getByLabel('Body style').selectOption({ label: 'Sedan' });
    await page.getByLabel('Seats').fill('5');
    await page.getByLabel('Passengers').fill('5');
    await page.getByLabel('Suitcases').fill('3');
    await page.getByLabel('Doors').fill('4');
    await page.getByLabel('Description (English)').fill('An electric saloon, quiet and quick.');
    await page.getByLabel('Description (Arabic, optional)').fill('سيدان كهربائية هادئة وسريعة.');
    await page.getByLabel('Images').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 900, '#1d4273') },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800, '#c8a165') },
    ]);
    await page.getByRole('button', { name: 'Register vehicle' }).click();

    await expect(flash(page, 'Your Vehicle has been registered successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/vehicles\/\d+\/rates$/);
    await expect(page.getByText('No rates yet: the site offers this vehicle on enquiry only.')).toBeVisible();
    const tiers = ['Daily (1–6 days)', 'Weekly (7–21 days)', 'Monthly (over 21 days)'];
    const amounts: Record<string, string[]> = {
      'Rental rate': ['149.50', '129', '99.95'],
      'Full insurance (CDW)': ['30', '25', '20'],
      'Personal insurance (PAI)': ['10', '8', '6'],
      GPS: ['15', '12', '10'],
    };
    for (const [row, values] of Object.entries(amounts)) {
      for (const [index, tier] of tiers.entries())
        await page.getByRole('group', { name: row }).getByLabel(tier).fill(values[index]);
    }
    await page.getByLabel('Additional driver (once per rental)').fill('50');
    await page.getByLabel('Baby seat (per day)').fill('30');
    // The cars themselves are records by plate, added by the counter (admin-cars.test.ts): here they are only counted.
    await expect(page.getByRole('region', { name: 'Cars at each branch' })).toBeVisible();
    await page.getByRole('button', { name: 'Save rates and cars' }).click();
    await expect(flash(page, 'The rates and cars have been saved.')).toBeVisible();
    await expect(page.getByText(/The current rates apply since/)).toBeVisible();
    await expect(page.getByText('New rates by')).toBeVisible();
    // The history names each charge and shows the amount in AED.
    const history = page.getByRole('region', { name: 'History of changes' });
    await expect(history.getByText(/^Rental rate, Daily \(1–6 days\): \(empty\) → AED\s149\.50$/)).toBeVisible();
    await expect(history.getByText(/^Baby seat \(per day\): \(empty\) → AED\s30\.00$/)).toBeVisible();

    await page.goto(`/fleet-guide?q=${name}`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Zeekr ${name}`, exact: true }) })
      .getByRole('article');
    await expect(card).toBeVisible();
    await expect(card.getByText('AED', { exact: false })).toBeVisible();
    const image = card.locator('img').first();
    await expect(image).toHaveAttribute('src', /\/media\/\d+\?size=card$/);
    const response = await page.request.get((await image.getAttribute('src'))!, {
      headers: { Accept: 'image/webp,*/*' },
    });
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toContain('immutable');

    // The details page shows both images in its gallery.
    await card.getByRole('link', { name: `Zeekr ${name}`, exact: true }).click();
    await expect(page.getByRole('region', { name: `Photos of Zeekr ${name}` }).locator('img')).toHaveCount(2);

    // Back in the staff list, the new model is found by its brand and name, or by its reference.
    await page.goto('/admin/vehicles');
    const search = page.getByRole('search');
    await search.getByLabel('Find').fill(`zeekr ${name}`);
    await search.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^1 vehicle$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit Zeekr ${name}` })).toBeVisible();
    await search.getByLabel('Find').fill(`E2E-${id}-nothing`);
    await search.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No vehicles match.')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('link', { name: `Edit Zeekr ${name}` })).toBeVisible();
    await expect(search.getByLabel('Find')).toHaveValue(`zeekr ${name}`);
  });

  test(
    'screenshots of the vehicle list, form and rates, phone, tablet and desktop, English and Arabic',
    { tag: PICTURES },
    async ({ page }) => {
      // Eighteen full-page screenshots on a loaded machine.
      test.setTimeout(180_000);
      await signInAs(page, 'cms@example.ae');
      await page.goto('/admin/vehicles?status=active');
      const editPath = (await page
        .getByRole('link', { name: /^Edit / })
        .first()
        .getAttribute('href'))!;
      const ratesPath = `/admin/vehicles/${/\/rent-a-car-form\/(\d+)/.exec(editPath)![1]}/rates`;
      for (const width of [390, 820, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        for (const locale of ['en', 'ar']) {
          const prefix = locale === 'ar' ? '/ar' : '';
          for (const [label, path] of [
            ['list', '/admin/vehicles'],
            ['form', editPath],
            ['rates', ratesPath],
          ]) {
            await page.goto(`${prefix}${path}`);
            await expect(page.locator('h1')).toBeVisible();
            await picture(page, `${shotsDir}/${label}-${locale}-${width}`, { fullPage: true });
          }
        }
      }
    },
  );

  test('deleting an image asks first, and retiring takes the vehicle off the site until restored', async ({ page }) => {
    await signInAs(page, 'cms@example.ae');
    await page.goto('/admin/vehicles?status=active');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const vehicleName = heading!.replace(/^Edit /, '');
    await page.getByLabel('Add images').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo(1366, 644, '#0b2545') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo(1366, 644, '#8a6a35') },
    ]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(flash(page, 'file one.jpg, two.jpg uploaded successfully!')).toBeVisible();
    await expect(page.getByText('Image 2 of 2')).toBeVisible();

    await page.getByRole('link', { name: 'Delete image 2' }).click();
    await expect(page.getByText('Delete image 2? It will no longer show on the site.')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(flash(page, 'File Deleted')).toBeVisible();
    await expect(page.getByText('Image 1 of 1')).toBeVisible();

    await page.getByRole('link', { name: 'Retire this vehicle' }).click();
    await page.getByRole('button', { name: 'Yes, retire it' }).click();
    await expect(flash(page, 'Your Vehicle has been removed successfully!')).toBeVisible();
    await page.goto(`/fleet-guide?q=${encodeURIComponent(vehicleName)}`);
    await expect(page.getByRole('link', { name: vehicleName, exact: true })).toHaveCount(0);
    await page.goBack();
    await page.getByRole('button', { name: 'Restore this vehicle' }).click();
    await expect(flash(page, 'Your Vehicle has been restored successfully!')).toBeVisible();
    await expect(page.getByText('Restored by')).toBeVisible();
  });

  test('blocking every car of a model at a branch for some days takes it off sale there; giving them back restores it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'cms@example.ae');
    await page.goto('/admin/vehicles');
    await page.getByRole('link', { name: 'Rates and cars of Mercedes-Benz E-Class' }).click();
    const panel = page.getByRole('region', { name: 'Cars out of service' });
    await expect(panel.getByText('No cars of this model are blocked.')).toBeVisible();
    const branch = panel.getByLabel('Branch');
    const ittihad = branch.locator('option', { hasText: 'Ittihad Road' });
    const held = (await ittihad.textContent())!.match(/\((\d+)\)$/)![1];
    await branch.selectOption((await ittihad.getAttribute('value'))!);
    await panel.getByLabel('Cars').fill(String(Number(held) + 1));
    await panel.getByLabel('Reason').selectOption({ label: 'Maintenance' });
    const day = (ahead: number) => new Date(Date.now() + 4 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10);
    await panel.getByLabel('First day').fill(day(0));
    await panel.getByLabel('Last day').fill(day(10));
    await panel.getByLabel('Note (optional)').fill('Annual service');
    await panel.getByRole('button', { name: 'Block cars' }).click();
    // More cars than the branch holds: said at the field, with everything typed kept.
    await expect(panel.getByText(`Enter a number of cars from 1 to ${held}.`)).toBeVisible();
    await expect(panel.getByLabel('Note (optional)')).toHaveValue('Annual service');
    await panel.getByLabel('Cars').fill(held);
    await panel.getByRole('button', { name: 'Block cars' }).click();
    await expect(flash(page, 'The cars are blocked: they cannot be booked for those days.')).toBeVisible();
    await expect(panel.getByText(new RegExp(`^${held} at Dubai – Ittihad Road:`))).toBeVisible();
    await picture(page, `${shotsDir}/blocked-cars-1366`, { fullPage: true });

    const visitor = await browser.newPage();
    const luxuryAtIttihad = async () => {
      await visitor.goto('/booking-enquiry?type=Luxury');
      await hydrated(visitor, 'booking-enquiry');
      await visitor.getByLabel('Pick-up city', { exact: true }).selectOption('Dubai');
      await visitor.getByLabel('Pick-up location', { exact: true }).selectOption('Dubai_Ittihad Road');
      await takeTheSecondTimeOffered(visitor);
      await visitor.getByLabel('First name', { exact: true }).fill('Omar');
      await visitor.getByLabel('Last name', { exact: true }).fill('Visitor');
      await visitor.getByLabel('Email', { exact: true }).fill('omar@example.ae');
      await visitor.getByLabel('Mobile number', { exact: true }).fill('050 100 0009');
      await visitor.getByLabel(/I agree with the/).check();
      await visitor.getByRole('button', { name: 'Find my car' }).click();
      await expect(visitor).toHaveURL(/\/booking\/[0-9a-f-]{36}\//);
    };
    await luxuryAtIttihad();
    await expect(visitor.getByRole('link', { name: /Enquire Now\s*:\s*Mercedes-Benz E-Class/i })).toBeVisible();
    await expect(visitor.getByRole('link', { name: /BOOK NOW\s*:\s*Mercedes-Benz E-Class/i })).toHaveCount(0);

    await panel.getByRole('button', { name: /^Give back the cars blocked at Dubai – Ittihad Road/ }).click();
    await expect(flash(page, 'The cars can be booked again.')).toBeVisible();
    await expect(panel.getByText('No cars of this model are blocked.')).toBeVisible();
    await luxuryAtIttihad();
    await expect(visitor.getByRole('link', { name: /BOOK NOW\s*:\s*Mercedes-Benz E-Class/i })).toBeVisible();
    await visitor.close();
  });
});

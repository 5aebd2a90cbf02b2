import { type Page, expect, test } from './test';
import { TOLLS_RENTAL } from './fixture-references';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';

const DAY_MS = 86_400_000;

/** A moment as the Salik and fines files write it: dd/mm/yyyy and hh:mm, Dubai time. */
function dubaiFields(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dubai',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

/** Opens the staff menu in the header and follows its link. */
async function clickMenuLink(page: Page, href: string) {
  const link = page.locator(`header a[href="${href}"]`).first();
  const menu = await link.evaluate((element) => element.closest('[popover]')?.id);
  if (menu) await page.locator(`header [popovertarget="${menu}"]`).click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

async function importFile(page: Page, source: 'Salik trips' | 'Traffic or municipal fines', csv: string) {
  await page.getByLabel(source).check();
  await page.getByLabel('CSV file (up to 5 MB)').setInputFiles({
    name: 'import.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Import and charge' }).click();
}

test('staff import a Salik file and a fines file from the staff menu: matched rows are charged, the others listed', async ({
  page,
}) => {
  const during = dubaiFields(new Date(Date.now() - 19 * DAY_MS));
  const { emirate, code, number } = TOLLS_RENTAL.plate;
  const salik = [
    'Transaction ID,Trip Date,Trip Time,Toll Gate,Plate Source,Plate Code,Plate Number,Amount (AED)',
    `E2E-T-1,${during.date},${during.time},Al Garhoud Bridge,${emirate},${code},${number},4.00`,
    `E2E-T-2,${during.date},${during.time},Al Safa,Sharjah,3,999,4.00`,
    `E2E-T-3,${during.date},not a time,Al Safa,Sharjah,3,999,4.00`,
  ].join('\n');
  const fines = [
    'Fine Number,Date,Time,Plate,Location,Type,Amount',
    `E2E-F-1,${during.date},${during.time},${emirate} ${code} ${number},Sheikh Zayed Road,Traffic,AED 600.00`,
  ].join('\n');

  await signInAs(page, 'admin@example.ae');
  await page.goto('/');
  await clickMenuLink(page, '/admin/tolls-fines');
  await hydratedElement(page.getByRole('button', { name: 'Import and charge' }));

  await importFile(page, 'Salik trips', salik);
  const status = page.getByRole('region', { name: 'Import a file' }).getByRole('status');
  await expect(status).toContainText(
    'Imported: 2 new rows, 1 matched to a rental, 1 charged, 1 unmatched, 0 already imported.',
  );
  await expect(status).toContainText('Row 4: the date and time are not valid');
  await expect(page.getByTestId('unmatched-row')).toHaveCount(1);
  await expect(page.getByTestId('unmatched-row')).toContainText('E2E-T-2');
  await expect(page.getByTestId('charged-row').filter({ hasText: 'E2E-T-1' })).toContainText(TOLLS_RENTAL.reference);

  await importFile(page, 'Traffic or municipal fines', fines);
  await expect(page.getByRole('region', { name: 'Import a file' }).getByRole('status')).toContainText(
    'Imported: 1 new rows, 1 matched to a rental, 1 charged',
  );
  await expect(page.getByTestId('charged-row').filter({ hasText: 'E2E-F-1' })).toContainText(TOLLS_RENTAL.reference);

  // The same Salik file again charges nothing more.
  await importFile(page, 'Salik trips', salik);
  await expect(page.getByRole('region', { name: 'Import a file' }).getByRole('status')).toContainText(
    'Imported: 0 new rows, 0 matched to a rental, 0 charged, 0 unmatched, 2 already imported.',
  );
  await expect(page.getByTestId('unmatched-row')).toHaveCount(1);
});

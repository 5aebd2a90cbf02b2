import { type Page, expect, test } from './test';
import { TOLLS_RENTAL } from './fixture-references';
import { hydratedElement } from './form-pages';
import { seriousViolations } from './axe-report';
import { picture } from './pictures';
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

  // The import itself mailed the renter of each charged row, once, with the evidence and the tax invoice;
  // the unmatched trip mailed no one.
  const mails = (
    (await (await page.request.get('/dev/outbox.json')).json()) as {
      to: string;
      // Text messages (one-time codes) have none.
      subject: string | null;
      text: string;
      attachments: string[];
    }[]
  )
    .filter((mail) => mail.subject?.includes(TOLLS_RENTAL.reference))
    .map((mail) => ({ ...mail, subject: mail.subject! }));
  const plate = `${emirate} ${code} ${number}`;
  const toll = mails.filter((mail) => mail.subject.startsWith('Salik toll for booking'));
  expect(toll).toHaveLength(1);
  expect(toll[0].to).toBe('customer@example.ae');
  for (const fact of [
    'E2E-T-1',
    'Al Garhoud Bridge',
    `${during.date.split('/').reverse().join('-')} ${during.time}`,
    plate,
  ])
    expect(toll[0].text).toContain(fact);
  expect(toll[0].attachments).toEqual([expect.stringMatching(/\.pdf$/)]);
  const fineMail = mails.filter((mail) => mail.subject.startsWith('Fine for booking'));
  expect(fineMail).toHaveLength(1);
  expect(fineMail[0].to).toBe('customer@example.ae');
  for (const fact of ['E2E-F-1', 'Sheikh Zayed Road', plate]) expect(fineMail[0].text).toContain(fact);
  expect(fineMail[0].attachments).toEqual([expect.stringMatching(/\.pdf$/)]);
  expect(mails.some((mail) => mail.text.includes('E2E-T-2'))).toBe(false);

  // No deposit was held, so the fine is asked for by a payment link; the renter pays it at the branch instead.
  await clickMenuLink(page, '/admin');
  await page.locator('#search-reference').fill(TOLLS_RENTAL.reference);
  await page.locator('#search-reference').press('Enter');
  await page
    .getByRole('row', { name: new RegExp(TOLLS_RENTAL.reference) })
    .locator('a[href*="/admin/bookings/"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
  const rental = page.getByRole('region', { name: 'The car out and back' });
  const fine = rental.getByRole('row', { name: /Traffic fine, invoice \d+/ });
  await expect(fine).toContainText('Awaiting payment by the link');
  const invoice = /invoice (\d+)/.exec(await fine.innerText())![1];
  const formName = `Record invoice ${invoice} as paid at the counter`;
  // The same forms in Arabic read right to left, and a phone does not scroll sideways.
  const bookingPage = page.url();
  await page.goto(bookingPage.replace('/admin/', '/ar/admin/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });
  const arabicOpener = page.locator('summary', { hasText: `تسجيل الفاتورة ${invoice} مدفوعة في الفرع` });
  await hydratedElement(arabicOpener);
  await arabicOpener.click();
  expect(await seriousViolations(page)).toEqual([]);
  await picture(
    page.getByRole('region', { name: 'السيارة المسلّمة والمُرجعة' }),
    'counter/charge-paid-at-counter-ar-390',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(bookingPage);
  const opener = rental.locator('summary', { hasText: formName });
  await hydratedElement(opener);
  await opener.click();
  const form = rental.getByRole('form', { name: formName });
  await hydratedElement(form.getByRole('button', { name: /paid at the counter/ }));
  await form.getByLabel('Cash').check();
  await form.getByLabel(/Note/).fill('Receipt 7781');
  await picture(rental, 'counter/charge-paid-at-counter-1366');
  await form.getByRole('button', { name: /paid at the counter/ }).click();
  await expect(
    page.getByText(new RegExp(`The rest of invoice ${invoice}, AED\\s[\\d,.]+, is recorded as paid at the counter\\.`)),
  ).toBeVisible();
  await expect(fine).toContainText(/Paid at the counter \(Cash\), .+, taken by /);
  await expect(rental.getByRole('form', { name: formName })).toHaveCount(0);
  await expect(page.locator('section[aria-labelledby="history-heading"]')).toContainText(
    new RegExp(`Invoice ${invoice} paid at the counter \\(Cash, AED\\s[\\d,.]+\\)`),
  );
});

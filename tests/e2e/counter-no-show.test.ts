import { type Page, expect, test } from './test';
import { type Locale, catalogueWords } from './catalogue-words';
import { COUNTER_CUSTOMERS, counterSet } from './fixture-references';
import { hydratedElement } from './form-pages';
import { signInAs } from './sign-in-as';

test.describe.configure({ timeout: 120_000 });

type Mail = { to: string; subject: string | null; text: string };

/** The outbox's mails about a booking, newest first. */
async function mailsAbout(page: Page, reference: string) {
  const mails = (await (await page.request.get('/dev/outbox.json')).json()) as Mail[];
  return (
    mails
      .filter((mail) => mail.subject?.includes(reference))
      // Money is written with a no-break space.
      .map((mail) => ({
        ...mail,
        subject: mail.subject!.replace(/\u00a0/g, ' '),
        text: mail.text.replace(/\u00a0/g, ' '),
      }))
  );
}

/** An amount of money as the page writes it, in fils. */
const fils = (aed: string) => Math.round(Number(aed.replace(/[^\d.]/g, '')) * 100);

/** From the staff landing page, by the Staff menu, to the Today sheet (in the language of the page it starts from). */
async function openTodaySheet(page: Page, locale: Locale) {
  const { t } = catalogueWords(locale);
  const menu = page.getByRole('navigation', { name: t('nav.main') });
  await menu.getByRole('button', { name: t('nav.staff') }).click();
  await menu.getByRole('link', { name: t('nav.today'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('today.title') })).toBeVisible();
}

test('a card booking not collected: from the sheet, staff read that one day is kept and the rest refunded to the card, confirm it with a reason, and the customer is mailed the refund', async ({
  page,
}) => {
  const { t, matching } = catalogueWords('en');
  const reference = counterSet(test.info().repeatEachIndex).noShowCard;
  await page.goto(await signInAs(page, 'admin@example.ae'));
  await openTodaySheet(page, 'en');
  const sheetUrl = page.url();
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('today.late'));
  await expect(row).toContainText(t('bookings.payment.paid'));

  // The sheet's link records nothing: it leads to the step on the booking's page, which says first what happens to the money.
  await row.getByRole('link', { name: `${t('bookings.action.noShow')}: ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('bookings.detail.title', { reference }) })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings\/\d+#step-noShow$/);
  const actions = page.getByRole('region', { name: t('bookings.detail.actions') });
  await expect(actions).toContainText(`${t('bookings.detail.state')}: ${t('account.bookingStatus.confirmed')}`);
  const step = page.getByRole('form', { name: t('bookings.action.noShow') });
  const money = step.locator('#no-show-money');
  await expect(money).toHaveText(
    new RegExp(`${matching('bookings.noShow.money.card').source}\\s${matching('bookings.noShow.money.mail').source}`),
  );
  const [, paid, kept, refund] = (await money.innerText()).match(
    /Of the (AED\s[\d,.]+) paid by card, one rental day \((AED\s[\d,.]+)\) is kept and (AED\s[\d,.]+) is refunded/,
  )!;
  expect(fils(kept)).toBeGreaterThan(0);
  expect(fils(refund)).toBeGreaterThan(0);
  expect(fils(kept) + fils(refund)).toBe(fils(paid));

  // Back on the sheet nothing has changed; Forward returns to the step.
  await page.goBack();
  await expect(page).toHaveURL(sheetUrl);
  await expect(
    page.getByRole('row', { name: new RegExp(reference) }).getByRole('link', { name: /Record no-show/ }),
  ).toBeVisible();
  await page.goForward();
  await expect(money).toBeVisible();

  // Confirming takes a reason for the history: without one it is refused at the field, and nothing is recorded.
  await hydratedElement(step.getByRole('button', { name: t('bookings.action.noShow') }));
  await step.locator('textarea').evaluate((field) => field.removeAttribute('required'));
  await step.getByRole('button', { name: t('bookings.action.noShow') }).click();
  await expect(step.locator('#reason-noShow-error')).toHaveText(t('bookings.reasonRequired'));
  await expect(actions).toContainText(`${t('bookings.detail.state')}: ${t('account.bookingStatus.confirmed')}`);
  await step.getByLabel(t('bookings.reason')).fill('Waited two hours, no answer on the phone');
  await step.getByRole('button', { name: t('bookings.action.noShow') }).click();

  // Said as a no-show, not a cancellation, with the refund made to the card.
  await expect(
    page.getByText(matching('bookings.done.noShowRefund.refunded', { reference, amount: refund })),
  ).toBeVisible();
  await expect(actions).toContainText(`${t('bookings.detail.state')}: ${t('account.bookingStatus.no_show')}`);
  // A no-show is final: no step is offered any more, nor a way to undo it.
  await expect(actions).toContainText(t('bookings.detail.noActions'));
  await expect(page.getByRole('form', { name: t('bookings.action.noShow') })).toHaveCount(0);
  const payment = page.getByRole('region', { name: t('bookings.detail.payment'), exact: true });
  await expect(payment).toContainText(t('bookings.refunds.heading'));
  await expect(payment.getByText(t('bookings.payment.partlyRefunded'), { exact: true })).toBeVisible();

  const mails = await mailsAbout(page, reference);
  const noShow = mails.find((mail) => mail.subject === `Booking ${reference}: the car was not collected`);
  expect(noShow?.to).toBe(COUNTER_CUSTOMERS.en.email);
  expect(noShow?.text).toContain(`We are refunding ${refund.replace(/\s/, ' ')} to the card you paid with`);
  expect(noShow?.text).toContain(`Under the cancellation terms, ${kept.replace(/\s/, ' ')} of your payment is kept.`);
  expect(noShow?.text).not.toContain('Nothing was paid');
  // The staff's reason is a note for the team, not for the customer.
  expect(noShow?.text).not.toContain('no answer on the phone');
  expect(mails.map((mail) => mail.subject)).toContain(
    `Refund of ${refund.replace(/\s/, ' ')} for booking ${reference}`,
  );

  // Off the sheet: a no-show is neither a pick-up to make nor a car not collected.
  await openTodaySheet(page, 'en');
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toHaveCount(0);
});

test('ar: a booking to be paid at the counter not collected: the Arabic sheet and step say nothing was paid and nothing is refunded, and the Arabic mail says so', async ({
  page,
}) => {
  const { t, matching } = catalogueWords('ar');
  const reference = counterSet(test.info().repeatEachIndex).noShowDesk;
  await signInAs(page, 'admin@example.ae');
  // The Arabic site's staff menu leads to the Arabic sheet.
  await page.goto('/ar');
  await openTodaySheet(page, 'ar');
  await expect(page).toHaveURL(/\/ar\/admin\/today$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(matching('today.due'));
  await row.getByRole('link', { name: `${t('bookings.action.noShow')}: ${reference}` }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/bookings\/\d+#step-noShow$/);

  const step = page.getByRole('form', { name: t('bookings.action.noShow') });
  await expect(step.locator('#no-show-money')).toHaveText(
    `${t('bookings.noShow.money.unpaid')} ${t('bookings.noShow.money.mail')}`,
  );
  await step.getByLabel(t('bookings.reason')).fill('لم يحضر العميل ولم يرد على الهاتف');
  await step.getByRole('button', { name: t('bookings.action.noShow') }).click();
  await expect(page.getByText(t('bookings.done.noShow', { reference }))).toBeVisible();
  const actions = page.getByRole('region', { name: t('bookings.detail.actions') });
  await expect(actions).toContainText(`${t('bookings.detail.state')}: ${t('account.bookingStatus.no_show')}`);
  await expect(actions).toContainText(t('bookings.detail.noActions'));
  // Nothing was taken, so nothing is owed back; the invoice issued at confirmation is cancelled by a credit note.
  const payment = page.getByRole('region', { name: t('bookings.detail.payment'), exact: true });
  await expect(payment.getByRole('link', { name: matching('bookings.refunds.unpaidCreditNote') })).toBeVisible();
  await expect(payment).not.toContainText(t('bookings.refunds.heading'));

  // The customer uses the site in Arabic: the mail is Arabic, and says no charge follows.
  const [mail] = await mailsAbout(page, reference);
  expect(mail.to).toBe(COUNTER_CUSTOMERS.ar.email);
  expect(mail.subject).toBe(`الحجز ${reference}: لم تُستلم السيارة`);
  expect(mail.text).toContain('لم يُدفع شيء لهذا الحجز، فلا يُحتفظ بأي مبلغ ولا يُرد شيء.');
  expect(mail.text).not.toContain('نرد مبلغ');
});

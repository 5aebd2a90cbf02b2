import { type Page, expect, test } from './test';
import { hydrated } from './form-pages';
import { signInAs } from './sign-in-as';

/**
 * Every form an Arabic visitor can fill in answers invalid input in Arabic, whether the browser
 * checks it (JavaScript, the same schema as the server) or the server does (no JavaScript, a plain
 * post and a new page). Each form is sent with its email (if any) mistyped and the rest empty.
 */

type ArabicForm = { name: string; path: string; form: string; signedIn?: boolean };

const forms: ArabicForm[] = [
  { name: 'booking enquiry on the home page', path: '/ar', form: '#booking-enquiry' },
  { name: 'callback on the home page', path: '/ar', form: '#callback-form' },
  { name: 'newsletter in the footer', path: '/ar', form: 'form[action="/newsletter"]' },
  { name: 'booking enquiry page', path: '/ar/booking-enquiry', form: '#booking-enquiry' },
  { name: 'contact us', path: '/ar/contact-us', form: '#contact-form' },
  { name: 'enquiry', path: '/ar/enquiry', form: '#enquiry-form' },
  { name: 'lease quote', path: '/ar/lease-enquiry', form: '#lease-form' },
  { name: 'career', path: '/ar/career-with-us', form: '#career-form' },
  { name: 'feedback', path: '/ar/feedback', form: '#feedback-form' },
  { name: 'academic promotion', path: '/ar/academic-promotion', form: '#promotion-form' },
  { name: 'economy promotion', path: '/ar/economy-promotion', form: '#promotion-form' },
  { name: 'featured promotion', path: '/ar/featured-promotion', form: '#promotion-form' },
  { name: 'tour', path: '/ar/tour', form: '#tour-form' },
  { name: 'sign up', path: '/ar/register', form: '#sign-up' },
  { name: 'sign in', path: '/ar/login', form: '#login-page' },
  { name: 'forgot password', path: '/ar/forgot-password', form: '#forgot-password-page' },
  { name: 'used car enquiry', path: '/ar/preowned-cars/1', form: '#preowned-enquiry-form' },
  { name: 'used car test drive', path: '/ar/preowned-cars/1', form: '#preowned-test-drive-form' },
  { name: 'account details', path: '/ar/my-account?edit=profile', form: '#profile-form', signedIn: true },
];

/** The messages shown for the form's invalid fields and its alerts, and in the page's alert bar. */
async function messagesShown(page: Page, form: string) {
  return page.evaluate((selector) => {
    const texts = new Set<string>();
    const add = (element: Element | null) => {
      const text = element?.textContent?.replace(/\s+/g, ' ').trim();
      if (text) texts.add(text);
    };
    const root = document.querySelector(selector) ?? document;
    for (const field of root.querySelectorAll('[aria-invalid="true"]')) {
      for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) {
        add(document.getElementById(id));
      }
    }
    for (const alert of root.querySelectorAll('[role="alert"]')) add(alert);
    for (const alert of document.querySelectorAll('[data-flash], [role="alert"]')) add(alert);
    return [...texts];
  }, form);
}

const arabicLetter = /[\u0600-\u06FF]/;
// File types named as such (PDF, PNG, JPEG) are the only Latin a message may hold.
const englishWord = /\b(?![A-Z]{2,5}\b)[A-Za-z]{3,}\b/g;

for (const javaScript of [true, false]) {
  test.describe(`Arabic forms ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const { name, path, form, signedIn } of forms) {
      test(`${name} answers invalid input in Arabic`, async ({ page }) => {
        if (signedIn) await signInAs(page, 'customer@example.ae');
        await page.goto(path);
        const target = page.locator(form);
        if (javaScript && (await target.getAttribute('id'))) await hydrated(page, (await target.getAttribute('id'))!);
        if (signedIn) {
          for (const input of await target.locator('input[type="text"], input:not([type])').all()) await input.fill('');
        }
        const email = target.locator('input[type="email"]').first();
        if (await email.count()) await email.fill('abc');
        await target.locator('button[type="submit"], button:not([type])').last().click();

        await expect.poll(() => messagesShown(page, form), { timeout: 15_000 }).not.toEqual([]);
        const messages = await messagesShown(page, form);
        for (const message of messages) {
          expect(message, `a message of the ${name} form`).toMatch(arabicLetter);
          expect(message.match(englishWord) ?? [], `English in "${message}"`).toEqual([]);
        }
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
      });
    }
  });
}

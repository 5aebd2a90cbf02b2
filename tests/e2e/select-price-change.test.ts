import { expect, test } from './test';
import { enquireAndOpenPrice } from './book-through-the-site';
import { signInAs } from './sign-in-as';
import { hydratedElement } from './form-pages';

// The page's figure made stale in the page itself: the server is asked to hold a car at a total it
// no longer quotes, as when a rate was raised on another instance after the page was read.
test('Select at a total no longer quoted stays on the page: the new price is shown with a message to confirm', async ({
  page,
}) => {
  await signInAs(page, 'customer@example.ae');
  await enquireAndOpenPrice(page, 'Economy', 4);
  const aside = page.locator('aside');
  const shown = await aside.locator('p.text-3xl').innerText();
  // Changed as the form is sent, before React reads it: any render before that (hydration, a
  // revalidation under load) writes the hidden input's value again.
  await hydratedElement(page.locator('input[name="quotedTotalFils"]'));
  await page.evaluate(() =>
    window.addEventListener(
      'submit',
      (event) => {
        const input = (event.target as HTMLFormElement).querySelector<HTMLInputElement>(
          'input[name="quotedTotalFils"]',
        );
        if (input) input.value = String(Number(input.value) - 1_000);
      },
      { capture: true, once: true },
    ),
  );
  await page.getByRole('button', { name: 'Select' }).click();

  const message = page.getByRole('alert').filter({ hasText: 'The price has changed since it was shown' });
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message).toContainText(`the total is now ${shown}`);
  await expect(page).toHaveURL(/\/details-master\//);
  await expect(aside.locator('p.text-3xl')).toHaveText(shown);
  // Select now names the figure it confirms, and carries it.
  await expect(page.getByRole('button', { name: `Select at ${shown}` })).toBeVisible();
  const carried = Number(await page.locator('input[name="quotedTotalFils"]').inputValue());
  expect(shown.replace(/[^\d.]/g, '')).toBe((carried / 100).toFixed(2));
});

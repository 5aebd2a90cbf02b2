import type { Page } from '@playwright/test';

/** The renter signs the hand-over's pad with a few strokes of the pointer. */
export async function signThePad(page: Page) {
  const pad = page.locator('canvas#signature');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [130, 110],
    [180, 50],
    [240, 100],
  ])
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
}

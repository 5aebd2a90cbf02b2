import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots are for people to look at, so they are taken when asked for: `npm run screenshots`
 * (E2E_SCREENSHOTS=1) runs the suite with them, into `screenshots/`. A plain run skips the capture and
 * the tests that exist only to take pictures (tagged `PICTURES`), about a seventh of the suite's
 * processor time (decision record 040).
 */
export const picturesWanted = Boolean(process.env.E2E_SCREENSHOTS);

/** The tag of a test that only takes pictures: it runs with `npm run screenshots`, not in `npm test`. */
export const PICTURES = '@screenshots';

export const picturesDir = path.resolve('screenshots');

/** A screenshot of the page or one of its parts, saved as `screenshots/<name>.png` when pictures are wanted. */
export async function picture(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (!picturesWanted) return;
  const file = path.join(picturesDir, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...options });
}

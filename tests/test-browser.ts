/**
 * The browser the tests drive: Debian's headless shell, the same engine as Chromium without the
 * desktop browser around it. On two cores it runs the end-to-end suite in about 40% less time than
 * the full browser's headless mode (decision record 034). CHROMIUM_PATH chooses another build.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Debian package that provides testBrowserPath. */
export const testBrowserPackage = 'chromium-headless-shell';

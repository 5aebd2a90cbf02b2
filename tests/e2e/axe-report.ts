import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type Axe from 'axe-core';

/** WCAG 2.1 A and AA: the rules most of the suite's scans run. */
export const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's minified build: less than half the bytes of the readable source `axe-core` exports, and each
 * scan sends it into the page and compiles it.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * For a page that is scanned after every load (the visitor's sweep): axe is loaded with each document
 * as a script of its own, which the browser compiles once for the page's renderer and then reuses,
 * where sending it in with each scan compiles it again. It only defines `window.axe`.
 */
export function loadAxeWithEveryDocument(page: Page) {
  return page.addInitScript({ content: axeSource });
}

export type AxeScan = {
  /** The rules' tags to run (`wcag21`); every rule when left out. */
  tags?: string[];
  /** Parts of the page left out of the scan, as CSS selectors. */
  exclude?: string[];
  rules?: Record<string, { enabled: boolean }>;
};

/**
 * axe's violations in the site's own document. Axe runs inside the page itself: the map's frame from
 * another origin (the contact page's OpenStreetMap embed) is not ours to check, and only the
 * violations are read, since listing every element that passed (thousands on a long page) cost more
 * processor time than the checks.
 */
export async function axeViolations(page: Page, { tags, exclude = [], rules }: AxeScan = {}): Promise<Axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, exclude, rules }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(
        exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document,
        {
          resultTypes: ['violations'],
          iframes: false,
          ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
          ...(rules ? { rules } : {}),
        },
      );
      return results.violations;
    },
    { tags, exclude, rules },
  );
}

/** One line per axe violation: its rule and the first three elements it found, for a readable failure. */
export function violationLines(violations: Axe.Result[]) {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** The serious and critical violations of a scan, one line each: a page that passes has none. */
export async function seriousViolations(page: Page, scan: AxeScan = { tags: wcag21 }) {
  const violations = await axeViolations(page, scan);
  return violationLines(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  );
}

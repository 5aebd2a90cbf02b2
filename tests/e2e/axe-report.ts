import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';

/**
 * An axe scan of the site's own document. Axe runs inside the page itself (the builder's "legacy"
 * mode): by default the builder opens a blank page, with its own renderer and a fresh copy of axe,
 * to merge the frames' results on every scan, and it waits on frames from other origins (the
 * contact page's OpenStreetMap embed), whose content is not ours to check.
 */
export function axeScan(page: Page, options: RunOptions = {}) {
  // Only the violations are read: listing every element that passed (thousands on a long page) and
  // sending the list out of the page cost more processor time than the checks.
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'], ...options });
}

/** One line per axe violation: its rule and the first three elements it found, for a readable failure. */
export function violationLines(violations: Result[]) {
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

import type { Result } from 'axe-core';

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

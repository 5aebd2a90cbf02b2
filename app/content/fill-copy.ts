import { isolateLtr, isolateNumbers } from '~/i18n/isolate';
import type { Locale } from '~/i18n/locale';

/** The company facts page copy names by {placeholder}: they change in the settings, not in the copy. */
export type CopyFacts = { hotlineAbuDhabiAlAin: string; hotlineDubaiNorthern: string };

/** Every string of the copy with its {placeholders} filled; unknown ones stay as written. */
export function fillCopy<T>(copy: T, facts: CopyFacts, locale: Locale): T {
  const values: Record<string, string> = facts;
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string')
      return isolateNumbers(
        value.replace(/\{(\w+)\}/g, (match, key: string) =>
          // Isolated: a phone number inside Arabic text keeps its digit groups in order ("600 587004", not "587004 600").
          key in values ? isolateLtr(values[key], locale) : match,
        ),
        locale,
      );
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(copy) as T;
}

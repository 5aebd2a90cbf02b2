import { isolateLtr, isolateNumbers } from '~/i18n/isolate';
import type { Locale } from '~/i18n/locale';

/**
 * The company facts written copy names by {placeholder}: they change in the settings, not in the
 * copy. `phones` are the hotlines, `figures` the prices, fees and limits (copy-figures.ts), already
 * in the page's language.
 */
export type CopyFacts = { phones: Record<string, string>; figures: Record<string, string> };

/** Every string of the copy with its {placeholders} filled; unknown ones stay as written. */
export function fillCopy<T>(copy: T, facts: CopyFacts, locale: Locale): T {
  const value = (key: string): string | null => {
    // Isolated: a phone number inside Arabic text keeps its digit groups in order ("600 587004", not "587004 600").
    if (Object.hasOwn(facts.phones, key)) return isolateLtr(facts.phones[key], locale);
    // An amount keeps its own Arabic order ("52.50 د.إ."): it is set as it is.
    if (Object.hasOwn(facts.figures, key)) return facts.figures[key];
    return null;
  };
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string')
      return isolateNumbers(
        item.replace(/\{(\w+)\}/g, (match, key: string) => value(key) ?? match),
        locale,
      );
    if (Array.isArray(item)) return item.map(fill);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, fill(v)]));
    return item;
  };
  return fill(copy) as T;
}

import type { MessageKey } from './en';
import type { Locale } from './locale';
import { type Translate, localized } from './translate';

/** A quote line's label in the page's language; an offer's line names the offer. */
export function priceLineLabel(
  t: Translate,
  locale: Locale,
  line: { code: string; title?: { en: string; ar?: string } },
): string {
  const title = line.title ? localized(line.title, locale) : '';
  return t(`price.line.${line.code}` as MessageKey, { title });
}

import { data } from 'react-router';
import { fillCopy } from '~/content/fill-copy';
import { type PageKey, pageCopy } from '~/content/page-copy';
import type { Locale } from '~/i18n/locale';
import { copyFacts } from './copy-facts.server';

/**
 * The written copy of a page in the visitor's language, with the company's facts as staff last
 * saved them (hotlines, prices, fees) in its placeholders; a missing page is a 404, not a crash.
 */
export async function copyFor(key: PageKey, locale: Locale) {
  const copy = pageCopy[key]?.[locale];
  if (!copy) throw data(null, { status: 404 });
  return fillCopy(copy, await copyFacts(locale), locale);
}

import { data } from 'react-router';
import { type PageKey, pageCopy } from '~/content/page-copy';
import type { Locale } from '~/i18n/locale';

/** The written copy of a page in the visitor's language; a missing page is a 404, not a crash. */
export function copyFor(key: PageKey, locale: Locale) {
  const copy = pageCopy[key]?.[locale];
  if (!copy) throw data(null, { status: 404 });
  return copy;
}

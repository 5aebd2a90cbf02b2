import { useLocation } from 'react-router';
import { type Locale, localeFromPath, localizePath } from './locale';
import { translator } from './translate';

/** The page's language comes from its URL, so it is right during errors and before data loads. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useT() {
  return translator(useLocale());
}

/** Turns a site path into the current language's path: '/faq' -> '/ar/faq' on Arabic pages. */
export function useLocalePath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

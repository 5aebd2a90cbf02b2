export type Locale = 'en' | 'ar';

export const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');

/** The site's Arabic pages live under /ar; everything else is English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/** The path without its language prefix: '/ar/about-us' -> '/about-us'. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname || '/';
  return pathname.slice(3) || '/';
}

/** The same page in the given language: ('/about-us', 'ar') -> '/ar/about-us'. */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (locale === 'en') return bare;
  return bare === '/' ? '/ar' : `/ar${bare}`;
}

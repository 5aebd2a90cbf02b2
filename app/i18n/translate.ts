import { en, type MessageKey } from './en';
import type { Locale } from './locale';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export type Catalogue = Partial<Record<MessageKey, string>>;

/**
 * The core English messages ship with the code. The English messages of the account and booking
 * pages arrive with those pages' code (provideEnglish). Arabic is registered on the server at
 * start-up and, in the browser, from the root loader on Arabic pages only.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = { en };
const english: Catalogue = { ...en };

export function provideCatalogue(locale: Locale, messages: Catalogue) {
  catalogues[locale] ??= messages;
}

/** Adds English messages that travel with one area's code. */
export function provideEnglish(messages: Catalogue) {
  Object.assign(english, messages);
}

/** Looks a message up in the locale's catalogue, falling back to English, and fills {placeholders}. */
export function translator(locale: Locale): Translate {
  const catalogue = locale === 'en' ? english : (catalogues[locale] ?? english);
  return (key, values) => {
    const template = catalogue[key] ?? english[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

/** Picks the text for the locale from a stored { en, ar } value. */
export function localized(text: { en: string; ar?: string } | null | undefined, locale: Locale): string {
  if (!text) return '';
  return (locale === 'ar' && text.ar) || text.en;
}

import { ar } from './ar';
import { en, type MessageKey } from './en';
import type { Locale } from './locale';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { en, ar };

/** Looks a message up in the locale's catalogue, falling back to English, and fills {placeholders}. */
export function translator(locale: Locale): Translate {
  const catalogue = catalogues[locale];
  return (key, values) => {
    const template = catalogue[key] ?? en[key];
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

/** Picks the text for the locale from a stored { en, ar } value. */
export function localized(text: { en: string; ar?: string } | null | undefined, locale: Locale): string {
  if (!text) return '';
  return (locale === 'ar' && text.ar) || text.en;
}

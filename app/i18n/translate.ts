import { en, type MessageKey } from './en';
import type { Locale } from './locale';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export type Catalogue = Partial<Record<MessageKey, string>>;

/**
 * The core English messages ship with the code, and each area's English arrives with that area's
 * code (provideEnglish). The server knows every Arabic message from start-up (catalogues.server).
 * A browser showing Arabic fetches the core Arabic and, as each area's code arrives, that area's
 * Arabic (provideArabic); a browser that has shown no Arabic page fetches none (decision 031).
 */
const catalogues: Partial<Record<Locale, Catalogue>> = { en };
const english: Catalogue = { ...en };

/** Adds messages to a language's catalogue (the server's whole Arabic, or one area's). */
export function provideCatalogue(locale: Locale, messages: Catalogue) {
  Object.assign((catalogues[locale] ??= {}), messages);
}

/** Adds English messages that travel with one area's code. */
export function provideEnglish(messages: Catalogue) {
  Object.assign(english, messages);
}

type ArabicArea = { load: () => Promise<Catalogue>; loaded?: Promise<void> };

const arabicAreas = new Map<string, ArabicArea>();
let arabicShown = false;

/** A document is showing Arabic once its first page was Arabic, or once it navigated to one. */
function showingArabic() {
  arabicShown ||= typeof document !== 'undefined' && document.documentElement.lang === 'ar';
  return arabicShown;
}

function loadArea(area: ArabicArea) {
  area.loaded ??= area.load().then((messages) => provideCatalogue('ar', messages));
  return area.loaded;
}

/**
 * Registers where an area's Arabic is (a dynamic import, so only Arabic pages fetch it). In a
 * browser showing Arabic the promise settles once the messages are in the catalogue: the area's
 * module awaits it at its top level, so the page's code (and with it hydration or the navigation's
 * render) is ready only when its Arabic is. Elsewhere nothing is fetched.
 */
export function provideArabic(name: string, load: () => Promise<Catalogue>): Promise<void> {
  const area = arabicAreas.get(name) ?? { load };
  arabicAreas.set(name, area);
  return showingArabic() ? loadArea(area) : Promise.resolve();
}

/**
 * Before an in-app navigation to an Arabic page: from then on every area arriving fetches its
 * Arabic, and those already here (the page's own among them) fetch it now.
 */
export function showArabic(): Promise<void> {
  arabicShown = true;
  return Promise.all([...arabicAreas.values()].map(loadArea)).then(() => undefined);
}

/** Looks a message up in the locale's catalogue, falling back to English, and fills {placeholders}. */
export function translator(locale: Locale): Translate {
  return (key, values) => {
    const catalogue = locale === 'en' ? english : (catalogues[locale] ?? english);
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

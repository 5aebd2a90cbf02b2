import type { LocalizedDocument, LocalizedText } from '~/db/schema/columns';
import { type Locale, localizePath } from '~/i18n/locale';
import { type RichTextBlock, type RichTextInline, readRichText } from '~/utils/rich-text';

/**
 * A blog text in the visitor's language, with the language it is really in: an Arabic page shows
 * English only where the Arabic is missing, and marks it lang="en" so it is read out correctly.
 */
export function textIn(text: LocalizedText | null | undefined, locale: Locale): { text: string; lang: Locale } {
  if (locale === 'ar' && text?.ar?.trim()) return { text: text.ar, lang: 'ar' };
  return { text: text?.en ?? '', lang: 'en' };
}

/** The stored document of one language, read defensively (unknown parts are dropped). */
export const blocksOf = (content: LocalizedDocument | null | undefined, language: Locale): RichTextBlock[] =>
  readRichText(language === 'ar' ? content?.ar : content?.en);

/** The body in the visitor's language, falling back to English when no Arabic body was written. */
export function bodyIn(content: LocalizedDocument | null | undefined, locale: Locale) {
  const arabic = locale === 'ar' ? blocksOf(content, 'ar') : [];
  if (arabic.length) return { blocks: localizeLinks(arabic, 'ar'), lang: 'ar' as const };
  return { blocks: localizeLinks(blocksOf(content, 'en'), locale), lang: 'en' as const };
}

const isPage = (href: string) => href.startsWith('/') && !href.startsWith('/media/');

/** Links to the site's own pages lead to the same page in the visitor's language (/faq -> /ar/faq). */
export function localizeLinks(blocks: RichTextBlock[], locale: Locale): RichTextBlock[] {
  if (locale === 'en') return blocks;
  const inlines = (items: RichTextInline[]) =>
    items.map((item) => (item.href && isPage(item.href) ? { ...item, href: localizePath(item.href, locale) } : item));
  return blocks.map((block) => {
    if (block.type === 'paragraph' || block.type === 'quote') return { ...block, children: inlines(block.children) };
    if (block.type === 'list') return { ...block, items: block.items.map(inlines) };
    return block;
  });
}

/** Two form fields as one stored text; nothing at all when both are empty. */
export function bilingual(en: string | null | undefined, ar: string | null | undefined): LocalizedText | null {
  const english = en?.trim() ?? '';
  const arabic = ar?.trim() ?? '';
  if (!english && !arabic) return null;
  return arabic ? { en: english, ar: arabic } : { en: english };
}

/** Whether a post's Arabic is missing: its title or its body (staff see a marker until both are written). */
export const arabicMissing = (post: { title: LocalizedText; content: LocalizedDocument }) =>
  !post.title.ar?.trim() || blocksOf(post.content, 'ar').length === 0;

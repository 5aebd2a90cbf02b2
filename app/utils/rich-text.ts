/** Blog bodies are stored as this structure, never as HTML, so nothing stored can inject markup. */
export type RichTextInline = { text: string; bold?: boolean; italic?: boolean; href?: string };
export type RichTextBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'list'; ordered: boolean; items: RichTextInline[][] }
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'image'; fileId: number; alt: string };
export type RichTextDocument = { type: 'doc'; blocks: RichTextBlock[] };

/** Only web, mail and phone links and site paths survive; anything else (javascript:, data:) is dropped. */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  const value = href.trim();
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Reads whatever is stored defensively: unknown blocks and malformed parts are skipped, not rendered. */
export function readRichText(value: unknown): RichTextBlock[] {
  if (!value || typeof value !== 'object' || !Array.isArray((value as RichTextDocument).blocks)) return [];
  const inlines = (list: unknown): RichTextInline[] =>
    Array.isArray(list)
      ? list
          .filter((item) => item && typeof item === 'object' && typeof item.text === 'string')
          .map((item) => ({ text: item.text, bold: item.bold === true, italic: item.italic === true, href: safeHref(item.href) }))
      : [];
  const blocks: RichTextBlock[] = [];
  for (const block of (value as RichTextDocument).blocks as unknown[]) {
    if (!block || typeof block !== 'object') continue;
    const b = block as Record<string, unknown>;
    if (b.type === 'heading' && typeof b.text === 'string') blocks.push({ type: 'heading', level: b.level === 3 ? 3 : 2, text: b.text });
    else if (b.type === 'paragraph') blocks.push({ type: 'paragraph', children: inlines(b.children) });
    else if (b.type === 'quote') blocks.push({ type: 'quote', children: inlines(b.children) });
    else if (b.type === 'list' && Array.isArray(b.items)) blocks.push({ type: 'list', ordered: b.ordered === true, items: b.items.map(inlines) });
    else if (b.type === 'image' && Number.isSafeInteger(b.fileId)) blocks.push({ type: 'image', fileId: b.fileId as number, alt: typeof b.alt === 'string' ? b.alt : '' });
  }
  return blocks;
}

/**
 * Blog bodies are stored as this structure (JSON in blog_posts.content), never as HTML, so nothing
 * stored can inject markup. The editor writes it; the blog page reads it with readRichText and
 * renders it with <RichText>, where every text is escaped by React.
 *
 * {
 *   type: 'doc',
 *   blocks: [
 *     { type: 'heading', level: 2 | 3, text: 'Plain text' },
 *     { type: 'paragraph', children: Inline[] },
 *     { type: 'quote', children: Inline[] },
 *     { type: 'list', ordered: boolean, items: Inline[][] },      // one Inline[] per list item
 *     { type: 'image', fileId: 12, alt: 'What the picture shows' },  // a stored file, served at /media/12
 *   ],
 * }
 * Inline = { text: string, bold?: true, italic?: true, href?: 'https://…' | 'mailto:…' | 'tel:…' | '/site/path' }
 *
 * Compatibility: readers skip blocks and fields they do not know (an older reader meets a newer
 * document without breaking), so new block types or marks may be added as optional fields later.
 */
export type RichTextInline = { text: string; bold?: boolean; italic?: boolean; href?: string };
export type RichTextBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'list'; ordered: boolean; items: RichTextInline[][] }
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'image'; fileId: number; alt: string };
export type RichTextDocument = { type: 'doc'; blocks: RichTextBlock[] };

/**
 * Only web, mail and phone links and site paths survive; anything else (javascript:, data:,
 * vbscript:, protocol-relative '//host') is dropped. Site paths may not hold backslashes,
 * whitespace or control characters, which browsers would read as '//host'.
 */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  const value = href.trim();
  if (value.startsWith('/')) return /^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(value) ? value : undefined;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function readInlines(list: unknown): RichTextInline[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.text === 'string')
    .map((item) => ({
      text: item.text as string,
      bold: item.bold === true,
      italic: item.italic === true,
      href: safeHref(item.href),
    }));
}

/** Reads whatever is stored defensively: unknown blocks and malformed parts are skipped, not rendered. */
export function readRichText(value: unknown): RichTextBlock[] {
  if (!isRecord(value) || !Array.isArray(value.blocks)) return [];
  const blocks: RichTextBlock[] = [];
  for (const b of value.blocks as unknown[]) {
    if (!isRecord(b)) continue;
    if (b.type === 'heading' && typeof b.text === 'string')
      blocks.push({ type: 'heading', level: b.level === 3 ? 3 : 2, text: b.text });
    else if (b.type === 'paragraph') blocks.push({ type: 'paragraph', children: readInlines(b.children) });
    else if (b.type === 'quote') blocks.push({ type: 'quote', children: readInlines(b.children) });
    else if (b.type === 'list' && Array.isArray(b.items))
      blocks.push({ type: 'list', ordered: b.ordered === true, items: b.items.map(readInlines) });
    else if (b.type === 'image' && Number.isSafeInteger(b.fileId) && (b.fileId as number) > 0)
      blocks.push({ type: 'image', fileId: b.fileId as number, alt: typeof b.alt === 'string' ? b.alt : '' });
  }
  return blocks;
}

// zod/mini: the post body is checked in the browser before it is sent and again on the server.
import * as z from 'zod/mini';
import { type RichTextBlock, type RichTextDocument, type RichTextInline, safeHref } from '~/utils/rich-text';

/**
 * Blog bodies arrive as the structured document (from the editor) or, without JavaScript, as plain
 * text with a few markdown-like marks. Either way only known blocks and fields survive: the server
 * never stores HTML, and unknown parts are dropped rather than refused.
 */
const MAX_TEXT = 10_000;
const MAX_BLOCKS = 500;

const text = z.string().check(z.maxLength(MAX_TEXT));
const inline = z.object({
  text,
  bold: z.optional(z.boolean()),
  italic: z.optional(z.boolean()),
  href: z.optional(z.string().check(z.maxLength(2000))),
});
const inlines = z.array(inline).check(z.maxLength(200));
const block = z.union([
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text }),
  z.object({ type: z.literal('paragraph'), children: inlines }),
  z.object({ type: z.literal('quote'), children: inlines }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(inlines).check(z.maxLength(200)) }),
  z.object({
    type: z.literal('image'),
    fileId: z.number().check(z.int(), z.positive()),
    alt: z.string().check(z.maxLength(300)),
  }),
]);
const documentShape = z.object({ type: z.literal('doc'), blocks: z.array(z.unknown()).check(z.maxLength(MAX_BLOCKS)) });

const cleanInlines = (items: RichTextInline[]): RichTextInline[] =>
  items
    .filter((item) => item.text !== '')
    .map((item) => {
      const href = safeHref(item.href);
      return {
        text: item.text,
        ...(item.bold ? { bold: true } : {}),
        ...(item.italic ? { italic: true } : {}),
        ...(href ? { href } : {}),
      };
    });

/** Keeps the blocks that match the schema, with their links made safe and empty parts removed. */
export function cleanRichText(value: unknown): RichTextDocument | null {
  const parsed = z.safeParse(documentShape, value);
  if (!parsed.success) return null;
  const blocks: RichTextBlock[] = [];
  for (const candidate of parsed.data.blocks) {
    const result = z.safeParse(block, candidate);
    if (!result.success) continue;
    const b = result.data;
    if (b.type === 'heading') {
      if (b.text.trim()) blocks.push({ type: 'heading', level: b.level, text: b.text.trim() });
    } else if (b.type === 'paragraph' || b.type === 'quote') {
      const children = cleanInlines(b.children);
      if (children.some((item) => item.text.trim())) blocks.push({ type: b.type, children });
    } else if (b.type === 'list') {
      const items = b.items.map(cleanInlines).filter((item) => item.some((part) => part.text.trim()));
      if (items.length) blocks.push({ type: 'list', ordered: b.ordered, items });
    } else {
      blocks.push({ type: 'image', fileId: b.fileId, alt: b.alt.trim() });
    }
  }
  return { type: 'doc', blocks };
}

/** The editor's JSON field; anything that is not JSON reads as nothing. */
export function parseRichTextJson(json: string): RichTextDocument | null {
  try {
    return cleanRichText(JSON.parse(json));
  } catch {
    return null;
  }
}

const inlinePattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** '**bold**, *italic* and [text](https://…)' inside one line. */
export function parseInlineMarks(line: string): RichTextInline[] {
  const parts: RichTextInline[] = [];
  let last = 0;
  for (const match of line.matchAll(inlinePattern)) {
    if (match.index > last) parts.push({ text: line.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ text: match[1], bold: true });
    else if (match[2] !== undefined) parts.push({ text: match[2], italic: true });
    else parts.push({ text: match[3], href: match[4] });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last) });
  return parts;
}

const imageLine = /^!\[([^\]]*)\]\(\/media\/(\d{1,9})\)$/;

/** Plain text with markdown-like marks (the form without JavaScript) to the structured document. */
export function textToRichText(source: string): RichTextDocument {
  const blocks: RichTextBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: RichTextInline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInlineMarks(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const standalone = (next: RichTextBlock) => {
      flush();
      blocks.push(next);
    };
    if (!line) flush();
    else if (line.startsWith('## ')) standalone({ type: 'heading', level: 3, text: line.slice(3).trim() });
    else if (line.startsWith('# ')) standalone({ type: 'heading', level: 2, text: line.slice(2).trim() });
    else if (line.startsWith('> ')) standalone({ type: 'quote', children: parseInlineMarks(line.slice(2).trim()) });
    else if (imageLine.test(line)) {
      const [, alt, id] = imageLine.exec(line)!;
      flush();
      blocks.push({ type: 'image', fileId: Number(id), alt });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInlineMarks((bullet ?? numbered)![1]));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return cleanRichText({ type: 'doc', blocks }) ?? { type: 'doc', blocks: [] };
}

const inlineToText = (items: RichTextInline[]) =>
  items
    .map((item) =>
      item.href
        ? `[${item.text}](${item.href})`
        : item.bold
          ? `**${item.text}**`
          : item.italic
            ? `*${item.text}*`
            : item.text,
    )
    .join('');

/** The document as the same plain text, so a post can be edited without JavaScript too. */
export function richTextToText(document: { blocks: RichTextBlock[] }): string {
  return document.blocks
    .map((b) => {
      switch (b.type) {
        case 'heading':
          return `${b.level === 2 ? '#' : '##'} ${b.text}`;
        case 'paragraph':
          return inlineToText(b.children);
        case 'quote':
          return `> ${inlineToText(b.children)}`;
        case 'list':
          return b.items.map((item, index) => `${b.ordered ? `${index + 1}.` : '-'} ${inlineToText(item)}`).join('\n');
        case 'image':
          return `![${b.alt}](/media/${b.fileId})`;
      }
    })
    .join('\n\n');
}

export const hasContent = (document: RichTextDocument | null) => Boolean(document && document.blocks.length > 0);

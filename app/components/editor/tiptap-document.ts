import type { JSONContent } from '@tiptap/core';
import { type RichTextBlock, type RichTextDocument, type RichTextInline, safeHref } from '~/utils/rich-text';

/**
 * The editor works on its own JSON; only the stored document format (app/utils/rich-text.ts) is
 * loaded into it and leaves it. Whatever the editor holds that the format cannot say (a code
 * block, a hard break, a heading of level 4) is read as the nearest thing it can, or dropped;
 * the server cleans the result again before storing it.
 */

type Mark = NonNullable<JSONContent['marks']>[number];

/**
 * Where the editor shows a body picture: the content team's preview, since a picture uploaded for
 * a post not saved yet is not public. The stored document keeps only the file id.
 */
export const editorImageSrc = (fileId: number) => `/blog-image-preview/${fileId}`;

const mediaId = (src: unknown) =>
  typeof src === 'string' ? /^\/(?:media|blog-image-preview)\/(\d{1,9})$/.exec(src)?.[1] : undefined;

function inlineToTiptap(item: RichTextInline): JSONContent {
  const marks: Mark[] = [];
  if (item.bold) marks.push({ type: 'bold' });
  if (item.italic) marks.push({ type: 'italic' });
  const href = safeHref(item.href);
  if (href) marks.push({ type: 'link', attrs: { href } });
  return marks.length ? { type: 'text', text: item.text, marks } : { type: 'text', text: item.text };
}

const paragraph = (items: RichTextInline[]): JSONContent =>
  items.length ? { type: 'paragraph', content: items.map(inlineToTiptap) } : { type: 'paragraph' };

/** A stored body as the editor's document. */
export function documentToTiptap(blocks: RichTextBlock[]): JSONContent {
  const content: JSONContent[] = blocks.map((block) => {
    switch (block.type) {
      case 'heading':
        return { type: 'heading', attrs: { level: block.level }, content: [{ type: 'text', text: block.text }] };
      case 'paragraph':
        return paragraph(block.children);
      case 'quote':
        return { type: 'blockquote', content: [paragraph(block.children)] };
      case 'list':
        return {
          type: block.ordered ? 'orderedList' : 'bulletList',
          content: block.items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
        };
      case 'image':
        return { type: 'image', attrs: { src: editorImageSrc(block.fileId), alt: block.alt } };
    }
  });
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

function readInlines(node: JSONContent, out: RichTextInline[]) {
  if (node.type === 'text' && typeof node.text === 'string') {
    const item: RichTextInline = { text: node.text };
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') item.bold = true;
      if (mark.type === 'italic') item.italic = true;
      if (mark.type === 'link') {
        const href = safeHref(mark.attrs?.href);
        if (href) item.href = href;
      }
    }
    out.push(item);
  } else if (node.type === 'hardBreak') {
    out.push({ text: ' ' });
  } else {
    for (const child of node.content ?? []) readInlines(child, out);
  }
}

const sameMarks = (a: RichTextInline, b: RichTextInline) =>
  a.bold === b.bold && a.italic === b.italic && a.href === b.href;

/** Neighbours with the same marks become one piece, and the ends are trimmed, so stored text is tidy. */
function inlinesOf(node: JSONContent): RichTextInline[] {
  const raw: RichTextInline[] = [];
  readInlines(node, raw);
  const merged: RichTextInline[] = [];
  for (const item of raw) {
    const last = merged.at(-1);
    if (last && sameMarks(last, item)) last.text += item.text;
    else merged.push({ ...item });
  }
  if (merged.length) merged[0].text = merged[0].text.trimStart();
  if (merged.length) merged[merged.length - 1].text = merged[merged.length - 1].text.trimEnd();
  return merged.filter((item) => item.text !== '');
}

const plainText = (node: JSONContent) =>
  inlinesOf(node)
    .map((item) => item.text)
    .join('')
    .trim();

function readBlocks(nodes: JSONContent[], blocks: RichTextBlock[]) {
  for (const node of nodes) {
    switch (node.type) {
      case 'heading': {
        const text = plainText(node);
        if (text) blocks.push({ type: 'heading', level: Number(node.attrs?.level) >= 3 ? 3 : 2, text });
        break;
      }
      case 'paragraph':
      case 'codeBlock': {
        const children = inlinesOf(node);
        if (children.length) blocks.push({ type: 'paragraph', children });
        break;
      }
      case 'blockquote': {
        // A quote of several paragraphs is one quote in the stored format, its paragraphs joined.
        const children = inlinesOf({ content: (node.content ?? []).flatMap((part) => [part, { type: 'hardBreak' }]) });
        if (children.length) blocks.push({ type: 'quote', children });
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const items = (node.content ?? []).map((item) => inlinesOf(item)).filter((item) => item.length > 0);
        if (items.length) blocks.push({ type: 'list', ordered: node.type === 'orderedList', items });
        break;
      }
      case 'image': {
        const id = mediaId(node.attrs?.src);
        if (id) blocks.push({ type: 'image', fileId: Number(id), alt: String(node.attrs?.alt ?? '').trim() });
        break;
      }
      default:
        if (node.content) readBlocks(node.content, blocks);
    }
  }
}

/** The editor's document as the stored format. */
export function tiptapToDocument(json: JSONContent): RichTextDocument {
  const blocks: RichTextBlock[] = [];
  readBlocks(json.content ?? [], blocks);
  return { type: 'doc', blocks };
}

import type { RichTextBlock, RichTextDocument, RichTextInline } from '~/utils/rich-text';

/**
 * The editor edits HTML in the browser, but only the structured document leaves it: this reads the
 * editing area's DOM into blocks (the server checks them again and drops anything else), and
 * writes a stored document back as HTML to edit. Only the few DOM members used here are needed,
 * so the conversion is tested without a browser.
 */
export type EditorNode = {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<EditorNode>;
  getAttribute?: (name: string) => string | null;
};

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const blockNames = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'BLOCKQUOTE', 'FIGURE', 'PRE']);

type Marks = { bold?: boolean; italic?: boolean; href?: string };

const children = (node: EditorNode) => Array.from(node.childNodes);
const attribute = (node: EditorNode, name: string) => node.getAttribute?.(name) ?? null;

function imageBlock(node: EditorNode): RichTextBlock | null {
  const id = attribute(node, 'data-file-id') ?? /\/media\/(\d+)$/.exec(attribute(node, 'src') ?? '')?.[1];
  return id && /^\d{1,9}$/.test(id) ? { type: 'image', fileId: Number(id), alt: attribute(node, 'alt') ?? '' } : null;
}

/** Text with its marks; images met inside a paragraph are collected to follow it as blocks. */
function collectInlines(node: EditorNode, marks: Marks, out: RichTextInline[], images: RichTextBlock[]) {
  if (node.nodeType === TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    if (text) out.push({ text, ...marks });
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const name = node.nodeName.toUpperCase();
  if (name === 'BR') return void out.push({ text: ' ', ...marks });
  if (name === 'IMG') {
    const image = imageBlock(node);
    if (image) images.push(image);
    return;
  }
  const next: Marks = { ...marks };
  if (name === 'B' || name === 'STRONG') next.bold = true;
  if (name === 'I' || name === 'EM') next.italic = true;
  if (name === 'A' && attribute(node, 'href')) next.href = attribute(node, 'href')!;
  for (const child of children(node)) collectInlines(child, next, out, images);
}

/** Joins neighbours with the same marks and trims the ends, so the stored text is tidy. */
function tidy(inlines: RichTextInline[]): RichTextInline[] {
  const merged: RichTextInline[] = [];
  for (const item of inlines) {
    const last = merged.at(-1);
    if (last && last.bold === item.bold && last.italic === item.italic && last.href === item.href)
      last.text = (last.text + item.text).replace(/ {2,}/g, ' ');
    else merged.push({ ...item });
  }
  if (merged.length) merged[0].text = merged[0].text.trimStart();
  if (merged.length) merged[merged.length - 1].text = merged[merged.length - 1].text.trimEnd();
  return merged
    .filter((item) => item.text !== '')
    .map(
      (item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as RichTextInline,
    );
}

function inlineBlock(type: 'paragraph' | 'quote', nodes: EditorNode[], blocks: RichTextBlock[]) {
  const inlines: RichTextInline[] = [];
  const images: RichTextBlock[] = [];
  for (const node of nodes) collectInlines(node, {}, inlines, images);
  const tidied = tidy(inlines);
  if (tidied.length) blocks.push({ type, children: tidied });
  blocks.push(...images);
}

function readBlocks(nodes: EditorNode[], blocks: RichTextBlock[]) {
  let loose: EditorNode[] = [];
  const flush = () => {
    if (loose.length) inlineBlock('paragraph', loose, blocks);
    loose = [];
  };
  for (const node of nodes) {
    const name = node.nodeType === ELEMENT_NODE ? node.nodeName.toUpperCase() : '';
    if (!blockNames.has(name)) {
      if (name === 'IMG') {
        flush();
        const image = imageBlock(node);
        if (image) blocks.push(image);
      } else loose.push(node);
      continue;
    }
    flush();
    if (/^H[1-6]$/.test(name)) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) blocks.push({ type: 'heading', level: name === 'H1' || name === 'H2' ? 2 : 3, text });
    } else if (name === 'UL' || name === 'OL') {
      const items = children(node)
        .filter((child) => child.nodeName.toUpperCase() === 'LI')
        .map((item) => {
          const inlines: RichTextInline[] = [];
          for (const child of children(item)) collectInlines(child, {}, inlines, []);
          return tidy(inlines);
        })
        .filter((item) => item.length > 0);
      if (items.length) blocks.push({ type: 'list', ordered: name === 'OL', items });
    } else if (name === 'BLOCKQUOTE') {
      inlineBlock('quote', children(node), blocks);
    } else if (children(node).some((child) => blockNames.has(child.nodeName.toUpperCase()))) {
      // Browsers sometimes nest blocks while editing (a list inside a paragraph): read them as blocks.
      readBlocks(children(node), blocks);
    } else {
      inlineBlock('paragraph', children(node), blocks);
    }
  }
  flush();
}

/** The editing area's content as the structured document. */
export function editorToDocument(root: EditorNode): RichTextDocument {
  const blocks: RichTextBlock[] = [];
  readBlocks(children(root), blocks);
  return { type: 'doc', blocks };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inlineHtml(items: RichTextInline[]): string {
  return items
    .map((item) => {
      let html = escapeHtml(item.text);
      if (item.bold) html = `<strong>${html}</strong>`;
      if (item.italic) html = `<em>${html}</em>`;
      if (item.href) html = `<a href="${escapeHtml(item.href)}">${html}</a>`;
      return html;
    })
    .join('');
}

/** A stored document as HTML for the editing area; every text and attribute is escaped. */
export function documentToEditorHtml(blocks: RichTextBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`;
        case 'paragraph':
          return `<p>${inlineHtml(block.children)}</p>`;
        case 'quote':
          return `<blockquote>${inlineHtml(block.children)}</blockquote>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`;
        }
        case 'image':
          return `<img src="/media/${block.fileId}" data-file-id="${block.fileId}" alt="${escapeHtml(block.alt)}">`;
      }
    })
    .join('');
}

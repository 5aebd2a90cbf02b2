import type { RichTextBlock, RichTextInline } from '~/utils/rich-text';

type Inline = RichTextInline;

/** Small builders that keep seeded articles readable. */
export const rt = {
  h2: (text: string): RichTextBlock => ({ type: 'heading', level: 2, text }),
  h3: (text: string): RichTextBlock => ({ type: 'heading', level: 3, text }),
  p: (...children: (string | Inline)[]): RichTextBlock => ({ type: 'paragraph', children: children.map(inline) }),
  ul: (...items: (string | Inline[])[]): RichTextBlock => ({
    type: 'list',
    ordered: false,
    items: items.map(listItem),
  }),
  ol: (...items: (string | Inline[])[]): RichTextBlock => ({ type: 'list', ordered: true, items: items.map(listItem) }),
  quote: (...children: (string | Inline)[]): RichTextBlock => ({ type: 'quote', children: children.map(inline) }),
  image: (fileId: number, alt: string): RichTextBlock => ({ type: 'image', fileId, alt }),
  b: (text: string): Inline => ({ text, bold: true }),
  i: (text: string): Inline => ({ text, italic: true }),
  a: (text: string, href: string): Inline => ({ text, href }),
};

function inline(part: string | Inline): Inline {
  return typeof part === 'string' ? { text: part } : part;
}

function listItem(item: string | Inline[]): Inline[] {
  return typeof item === 'string' ? [{ text: item }] : item;
}

import { describe, expect, test } from 'vitest';
import { cleanRichText } from '~/modules/content/rich-text-input';
import type { RichTextBlock } from '~/utils/rich-text';
import { documentToTiptap, tiptapToDocument } from './tiptap-document';

const stored: RichTextBlock[] = [
  { type: 'heading', level: 2, text: 'قبل أن تنطلق' },
  {
    type: 'paragraph',
    children: [
      { text: 'اتصل بنا على ' },
      { text: '600 587004', bold: true },
      { text: ' أو اقرأ ' },
      { text: 'الأسئلة الشائعة', href: '/faq' },
    ],
  },
  { type: 'quote', children: [{ text: 'Bring originals', italic: true }] },
  { type: 'list', ordered: true, items: [[{ text: 'one' }], [{ text: 'two', bold: true, italic: true }]] },
  { type: 'list', ordered: false, items: [[{ text: 'dot' }]] },
  { type: 'image', fileId: 12, alt: 'سيارة' },
  { type: 'heading', level: 3, text: 'Small' },
];

describe('the editor document and the stored document', () => {
  test('a stored body goes into the editor and comes back unchanged', () => {
    expect(tiptapToDocument(documentToTiptap(stored))).toEqual({ type: 'doc', blocks: stored });
  });

  test('a picture shows in the editor through the staff preview and is stored by its file id', () => {
    const json = documentToTiptap([{ type: 'image', fileId: 12, alt: 'car' }]);
    expect(json.content).toEqual([{ type: 'image', attrs: { src: '/blog-image-preview/12', alt: 'car' } }]);
    // A public address pasted into the editor names the same file.
    const pasted = tiptapToDocument({
      type: 'doc',
      content: [{ type: 'image', attrs: { src: '/media/12', alt: 'car' } }],
    });
    expect(pasted.blocks).toEqual([{ type: 'image', fileId: 12, alt: 'car' }]);
  });

  test('an empty body opens as one empty paragraph and is stored as no blocks', () => {
    const json = documentToTiptap([]);
    expect(json).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(tiptapToDocument(json).blocks).toEqual([]);
  });

  test('what the stored format cannot say is read as the nearest thing, or dropped', () => {
    const document = tiptapToDocument({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: ' Top ' }] },
        { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Deep' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'line one' },
            { type: 'hardBreak' },
            { type: 'text', text: 'line two', marks: [{ type: 'strike' }] },
          ],
        },
        { type: 'codeBlock', content: [{ type: 'text', text: 'code' }] },
        { type: 'paragraph' },
        { type: 'image', attrs: { src: 'https://evil.example/x.png', alt: 'x' } },
        {
          type: 'blockquote',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'first' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'second' }] },
          ],
        },
        { type: 'horizontalRule' },
      ],
    });
    expect(document.blocks).toEqual([
      { type: 'heading', level: 2, text: 'Top' },
      { type: 'heading', level: 3, text: 'Deep' },
      { type: 'paragraph', children: [{ text: 'line one line two' }] },
      { type: 'paragraph', children: [{ text: 'code' }] },
      { type: 'quote', children: [{ text: 'first second' }] },
    ]);
  });

  test.each([
    ['javascript:alert(1)', undefined],
    ['//evil.example', undefined],
    ['data:text/html,x', undefined],
    ['/ar/faq', '/ar/faq'],
    ['https://example.com/a', 'https://example.com/a'],
    ['tel:+97160058700', 'tel:+97160058700'],
  ])('given a link to %s, should keep %s', (href, kept) => {
    const document = tiptapToDocument({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }] },
      ],
    });
    expect(document.blocks).toEqual([
      { type: 'paragraph', children: [{ text: 'x', ...(kept ? { href: kept } : {}) }] },
    ]);
    // The server's own check agrees with what the editor sends.
    expect(cleanRichText(document)).toEqual(document);
  });
});

import { describe, expect, test } from 'vitest';
import { cleanRichText, parseInlineMarks, parseRichTextJson, richTextToText, textToRichText } from './rich-text-input';

describe('cleanRichText', () => {
  test('given known blocks, should keep them and drop extra fields', () => {
    const doc = cleanRichText({
      type: 'doc',
      blocks: [
        { type: 'heading', level: 2, text: 'Tips', onclick: 'alert(1)' },
        {
          type: 'paragraph',
          children: [
            { text: 'Hello ', bold: true, style: 'x' },
            { text: 'world', href: 'https://example.com/a' },
          ],
        },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      blocks: [
        { type: 'heading', level: 2, text: 'Tips' },
        {
          type: 'paragraph',
          children: [
            { text: 'Hello ', bold: true },
            { text: 'world', href: 'https://example.com/a' },
          ],
        },
      ],
    });
  });

  test('given unknown blocks, HTML blocks and unsafe links, should drop them rather than store them', () => {
    const doc = cleanRichText({
      type: 'doc',
      blocks: [
        { type: 'html', html: '<script>alert(1)</script>' },
        { type: 'heading', level: 1, text: 'Too big' },
        { type: 'paragraph', children: [{ text: 'click', href: 'javascript:alert(1)' }] },
        { type: 'image', fileId: -4, alt: 'x' },
        { type: 'image', fileId: 12, alt: ' A car ' },
      ],
    });
    expect(doc?.blocks).toEqual([
      { type: 'paragraph', children: [{ text: 'click' }] },
      { type: 'image', fileId: 12, alt: 'A car' },
    ]);
  });

  test('given something that is not a document, should answer null', () => {
    expect(cleanRichText('<p>hi</p>')).toBeNull();
    expect(parseRichTextJson('{not json')).toBeNull();
    expect(parseRichTextJson(JSON.stringify({ type: 'doc', blocks: 'x' }))).toBeNull();
  });
});

describe('plain text with marks', () => {
  test('given headings, lists, quotes, images and paragraphs, should build the blocks', () => {
    const doc = textToRichText(
      '# Before you drive\n\nBring your **licence** and\nyour passport.\n\n- one\n- two\n1. first\n2. second\n\n> Drive safe\n## Fuel\n![A full tank](/media/7)',
    );
    expect(doc.blocks).toEqual([
      { type: 'heading', level: 2, text: 'Before you drive' },
      {
        type: 'paragraph',
        children: [{ text: 'Bring your ' }, { text: 'licence', bold: true }, { text: ' and your passport.' }],
      },
      { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] },
      { type: 'quote', children: [{ text: 'Drive safe' }] },
      { type: 'heading', level: 3, text: 'Fuel' },
      { type: 'image', fileId: 7, alt: 'A full tank' },
    ]);
  });

  test('given links, should keep safe ones only', () => {
    expect(parseInlineMarks('see [fleet](/fleet-guide) and *now*')).toEqual([
      { text: 'see ' },
      { text: 'fleet', href: '/fleet-guide' },
      { text: ' and ' },
      { text: 'now', italic: true },
    ]);
    expect(textToRichText('[x](javascript:alert(1))').blocks).toEqual([
      { type: 'paragraph', children: [{ text: 'x' }, { text: ')' }] },
    ]);
  });

  test('a document written back to text reads back the same', () => {
    const source =
      '# Title\n\nA **bold** and *italic* [link](https://example.com/)\n\n- a\n- b\n\n1. c\n\n> quoted\n\n![alt text](/media/3)';
    const doc = textToRichText(source);
    expect(textToRichText(richTextToText(doc))).toEqual(doc);
  });
});

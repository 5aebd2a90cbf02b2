import { describe, expect, test } from 'vitest';
import { type EditorNode, documentToEditorHtml, editorToDocument } from './editor-document';

// A tiny stand-in for the browser's DOM: enough for the conversion, no browser needed.
const text = (value: string): EditorNode => ({ nodeType: 3, nodeName: '#text', textContent: value, childNodes: [] });
const el = (name: string, attrs: Record<string, string>, ...kids: EditorNode[]): EditorNode => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  textContent: kids.map((kid) => kid.textContent ?? '').join(''),
  childNodes: kids,
  getAttribute: (attr) => attrs[attr] ?? null,
});
const root = (...kids: EditorNode[]) => el('div', {}, ...kids);

describe('editorToDocument', () => {
  test('given headings, paragraphs with marks, lists, quotes and images, should build the structured document', () => {
    const doc = editorToDocument(
      root(
        el('h2', {}, text('Before you go')),
        el(
          'p',
          {},
          text('Bring your '),
          el('strong', {}, text('licence')),
          text(' and '),
          el('a', { href: 'https://example.com/' }, el('em', {}, text('passport'))),
        ),
        el('ul', {}, el('li', {}, text('One')), el('li', {}, text('Two'))),
        el('ol', {}, el('li', {}, text('First'))),
        el('blockquote', {}, text('Drive safe')),
        el('h3', {}, text('Fuel')),
        el('img', { src: '/media/12', 'data-file-id': '12', alt: 'A full tank' }),
      ),
    );
    expect(doc).toEqual({
      type: 'doc',
      blocks: [
        { type: 'heading', level: 2, text: 'Before you go' },
        {
          type: 'paragraph',
          children: [
            { text: 'Bring your ' },
            { text: 'licence', bold: true },
            { text: ' and ' },
            { text: 'passport', italic: true, href: 'https://example.com/' },
          ],
        },
        { type: 'list', ordered: false, items: [[{ text: 'One' }], [{ text: 'Two' }]] },
        { type: 'list', ordered: true, items: [[{ text: 'First' }]] },
        { type: 'quote', children: [{ text: 'Drive safe' }] },
        { type: 'heading', level: 3, text: 'Fuel' },
        { type: 'image', fileId: 12, alt: 'A full tank' },
      ],
    });
  });

  test('given the divs and loose text a browser writes, should make paragraphs and skip empty lines', () => {
    const doc = editorToDocument(
      root(
        text('Loose  text'),
        el('div', {}, text('Line two')),
        el('div', {}, el('br', {})),
        el('p', {}, text('  ')),
        el('div', {}, el('p', {}, text('Nested'))),
        el('p', {}, el('ul', {}, el('li', {}, text('In a paragraph')))),
      ),
    );
    expect(doc.blocks).toEqual([
      { type: 'paragraph', children: [{ text: 'Loose text' }] },
      { type: 'paragraph', children: [{ text: 'Line two' }] },
      { type: 'paragraph', children: [{ text: 'Nested' }] },
      { type: 'list', ordered: false, items: [[{ text: 'In a paragraph' }]] },
    ]);
  });

  test('given unknown markup (scripts, styles, images from elsewhere), should keep only text', () => {
    const doc = editorToDocument(
      root(
        el(
          'p',
          { onclick: 'x' },
          el('span', { style: 'color:red' }, text('Hi')),
          el('img', { src: 'https://evil.example/x.png' }),
        ),
      ),
    );
    expect(doc.blocks).toEqual([{ type: 'paragraph', children: [{ text: 'Hi' }] }]);
  });
});

describe('documentToEditorHtml', () => {
  test('escapes text and attributes', () => {
    const html = documentToEditorHtml([
      {
        type: 'paragraph',
        children: [
          { text: '<script>alert(1)</script>', bold: true },
          { text: 'x', href: 'https://a.example/?q="><b>' },
        ],
      },
      { type: 'image', fileId: 3, alt: '" onerror="alert(1)' },
    ]);
    expect(html).toBe(
      '<p><strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong><a href="https://a.example/?q=&quot;&gt;&lt;b&gt;">x</a></p><img src="/media/3" data-file-id="3" alt="&quot; onerror=&quot;alert(1)">',
    );
  });
});

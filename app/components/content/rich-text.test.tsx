import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { readRichText } from '~/utils/rich-text';
import { RichText } from './rich-text';

/** What the blog page does with a stored body: read it defensively, render it to HTML. */
const render = (stored: unknown) => renderToStaticMarkup(<RichText blocks={readRichText(stored)} />);
const doc = (...blocks: unknown[]) => ({ type: 'doc', blocks });
const paragraph = (...children: unknown[]) => doc({ type: 'paragraph', children });

/**
 * Checks the markup itself, not the escaped text: every tag must be one the renderer is meant to
 * write, with only its expected attributes, and every address must be a web, mail, phone or site one.
 * Text can never open a tag, because React escapes '<' in text and '"' in attribute values.
 */
const allowedTags = new Set([
  'div',
  'p',
  'h2',
  'h3',
  'span',
  'strong',
  'em',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
]);
const allowedAttributes = new Set(['class', 'href', 'rel', 'target', 'src', 'alt', 'loading']);
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [, closing, name, attributes] of html.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)) {
    if (!allowedTags.has(name.toLowerCase())) problems.push(`tag <${name}>`);
    if (closing) continue;
    for (const [, attribute, value = ''] of attributes.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      if (!allowedAttributes.has(attribute.toLowerCase())) problems.push(`attribute ${attribute} on <${name}>`);
      if ((attribute === 'href' || attribute === 'src') && !/^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i.test(value))
        problems.push(`${attribute}="${value}"`);
    }
  }
  return problems;
}

describe('rendering stored rich text', () => {
  test.each([
    ['a script tag in text', paragraph({ text: '<script>alert(1)</script>' }), '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [
      'an image with onerror in text',
      paragraph({ text: '<img src=x onerror=alert(1)>' }),
      '&lt;img src=x onerror=alert(1)&gt;',
    ],
    [
      'an iframe in a heading',
      doc({ type: 'heading', level: 2, text: '<iframe src="https://evil.example"></iframe>' }),
      '&lt;iframe',
    ],
    ['a javascript: link', paragraph({ text: 'Click', href: 'javascript:alert(1)' }), '<span>Click</span>'],
    [
      'a javascript: link with mixed case and spaces',
      paragraph({ text: 'Click', href: '  JaVaScRiPt:alert(1)' }),
      '<span>Click</span>',
    ],
    [
      'a javascript: link split by a tab',
      paragraph({ text: 'Click', href: 'java\tscript:alert(1)' }),
      '<span>Click</span>',
    ],
    [
      'an entity-encoded javascript: link',
      paragraph({ text: 'Click', href: 'javascript&#58;alert(1)' }),
      '<span>Click</span>',
    ],
    ['a vbscript: link', paragraph({ text: 'Click', href: 'vbscript:msgbox(1)' }), '<span>Click</span>'],
    [
      'a data: URL link',
      paragraph({ text: 'Click', href: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' }),
      '<span>Click</span>',
    ],
    ['a protocol-relative link', paragraph({ text: 'Click', href: '//evil.example/x' }), '<span>Click</span>'],
    [
      'a backslash path read as another host',
      paragraph({ text: 'Click', href: '/\\evil.example' }),
      '<span>Click</span>',
    ],
    [
      'a link that breaks out of the attribute',
      paragraph({ text: 'Click', href: 'https://ok.example/" onmouseover="alert(1)' }),
      'href="https://ok.example/%22%20onmouseover=%22alert(1)"',
    ],
    [
      'on* and style fields on an inline',
      paragraph({ text: 'Hi', onclick: 'alert(1)', style: 'background:url(javascript:alert(1))' }),
      '<p><span>Hi</span></p>',
    ],
    [
      'on* and style fields on a block',
      doc({ type: 'paragraph', onmouseover: 'alert(1)', style: 'x', children: [{ text: 'Hi' }] }),
      '<p><span>Hi</span></p>',
    ],
    [
      'a raw HTML block',
      doc({ type: 'html', html: '<script>alert(1)</script>' }, { type: 'paragraph', children: [{ text: 'kept' }] }),
      '<p><span>kept</span></p>',
    ],
    ['an iframe block', doc({ type: 'iframe', src: 'https://evil.example' }), '<div class'],
    [
      'an image whose alt breaks out',
      doc({ type: 'image', fileId: 7, alt: '" onerror="alert(1)' }),
      'alt="&quot; onerror=&quot;alert(1)"',
    ],
    [
      'an image pointing at a data: URL',
      doc({ type: 'image', fileId: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' }),
      '<div class',
    ],
    [
      'an image with a src field',
      doc({ type: 'image', fileId: 7, alt: 'car', src: 'javascript:alert(1)' }),
      'src="/media/7"',
    ],
    ['a negative image id', doc({ type: 'image', fileId: -1, alt: 'x' }), '<div class'],
    [
      'a list item of HTML',
      doc({ type: 'list', ordered: false, items: [[{ text: '<b onclick=alert(1)>x</b>' }]] }),
      '&lt;b onclick=alert(1)&gt;',
    ],
    [
      'a quote with a style tag',
      doc({ type: 'quote', children: [{ text: '<style>body{display:none}</style>' }] }),
      '&lt;style&gt;',
    ],
    ['a heading level that is not ours', doc({ type: 'heading', level: '1 onclick=alert(1)', text: 'Title' }), '<h2'],
    ['a string instead of a document', '<script>alert(1)</script>', '<div class'],
    [
      'a prototype-polluting document',
      JSON.parse(
        '{"type":"doc","blocks":[{"type":"paragraph","children":[{"text":"x","__proto__":{"href":"javascript:alert(1)"}}]}]}',
      ),
      '<span>x</span>',
    ],
  ])('given %s, should render nothing that runs', (_, stored, expected) => {
    const html = render(stored);
    expect(html).toContain(expected);
    expect(markupProblems(html)).toEqual([]);
  });

  test('the markup check itself catches what it must', () => {
    expect(
      markupProblems('<p onclick="x">a</p><script>x</script><a href="javascript:x">b</a><a href="//evil">c</a>'),
    ).toEqual(['attribute onclick on <p>', 'tag <script>', 'tag <script>', 'href="javascript:x"', 'href="//evil"']);
  });

  test('keeps safe content: headings, marks, lists, quotes, site and web links, images', () => {
    const html = render(
      doc(
        { type: 'heading', level: 3, text: 'Fuel' },
        {
          type: 'paragraph',
          children: [
            { text: 'Bold', bold: true },
            { text: ' and ' },
            { text: 'italic', italic: true },
            { text: ' terms', href: '/terms-conditions' },
            { text: ' RTA', href: 'https://rta.ae' },
          ],
        },
        { type: 'list', ordered: true, items: [[{ text: 'one' }], [{ text: 'two' }]] },
        { type: 'quote', children: [{ text: 'Drive safe' }] },
        { type: 'image', fileId: 7, alt: 'A full tank' },
      ),
    );
    expect(html).toContain('<h3');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('href="/terms-conditions"');
    expect(html).toMatch(/href="https:\/\/rta\.ae\/" [^>]*rel="noopener noreferrer nofollow"/);
    expect(html).toContain('<ol');
    expect(html).toContain('<blockquote');
    expect(html).toContain('<img src="/media/7" alt="A full tank"');
  });
});

import { describe, expect, test } from 'vitest';
import { readRichText, safeHref } from './rich-text';

describe('rich text links', () => {
  test.each([
    ['https://rta.ae/salik', 'https://rta.ae/salik'],
    ['/fleet-guide', '/fleet-guide'],
    ['mailto:care@example.ae', 'mailto:care@example.ae'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html;base64,PHNjcmlwdD4=', undefined],
    ['//evil.example/x', undefined],
    [42, undefined],
  ])('given %s, should keep %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe('reading stored rich text', () => {
  test('skips unknown and malformed blocks and drops unsafe links', () => {
    const blocks = readRichText({
      type: 'doc',
      blocks: [
        { type: 'heading', level: 2, text: 'Salik' },
        { type: 'script', text: 'alert(1)' },
        { type: 'paragraph', children: [{ text: 'Click', href: 'javascript:alert(1)' }, { bold: true }] },
        { type: 'html', html: '<img src=x onerror=alert(1)>' },
      ],
    });
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: 'Salik' },
      { type: 'paragraph', children: [{ text: 'Click', bold: false, italic: false, href: undefined }] },
    ]);
  });

  test('anything that is not a document reads as empty', () => {
    expect(readRichText('<script>alert(1)</script>')).toEqual([]);
    expect(readRichText(null)).toEqual([]);
  });
});

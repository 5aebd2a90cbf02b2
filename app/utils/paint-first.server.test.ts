import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import { withoutModulePreloads } from './paint-first.server';

const head =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>تأجير السيارات</title>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="preload" as="image" href="/video/hero-poster.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B7.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/root-Cz.js" nonce="abc=="/></head>';
const body =
  '<body><p>سيارة</p><link rel="modulepreload" href="/in-body.js"/>' +
  '<script type="module" async="">import * as route0 from "/assets/root-Cz.js";</script></body></html>';

/** The document sent through the transform in pieces of `size` bytes. */
async function rewritten(size: number) {
  const bytes = Buffer.from(head + body, 'utf8');
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return text(Readable.from(pieces).pipe(withoutModulePreloads()));
}

describe('withoutModulePreloads', () => {
  test.each([1, 7, 64, 100_000])(
    'drops the head’s module preloads and keeps everything else, in pieces of %i bytes',
    async (size) => {
      const html = await rewritten(size);
      expect(html).not.toContain('/assets/entry.client-B7.js');
      expect(html).toBe(head.replace(/<link rel="modulepreload"[^>]*\/>/g, '') + body);
      // Arabic cut between two pieces in the middle of a letter comes out whole.
      expect(html).toContain('<title>تأجير السيارات</title>');
      expect(html).toContain('/video/hero-poster.webp');
      expect(html).toContain('import * as route0 from "/assets/root-Cz.js"');
    },
  );

  test('a document without a head end passes through unchanged', async () => {
    const html = await text(Readable.from([Buffer.from('<p>مرحبا</p>')]).pipe(withoutModulePreloads()));
    expect(html).toBe('<p>مرحبا</p>');
  });
});

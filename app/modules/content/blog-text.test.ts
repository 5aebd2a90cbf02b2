import { describe, expect, test } from 'vitest';
import type { RichTextBlock } from '~/utils/rich-text';
import { arabicMissing, bilingual, bodyIn, localizeLinks, textIn } from './blog-text';

const doc = (...blocks: RichTextBlock[]) => ({ type: 'doc', blocks });
const para = (text: string): RichTextBlock => ({ type: 'paragraph', children: [{ text }] });

describe('blog texts in the visitor language', () => {
  test.each([
    [{ en: 'Title', ar: 'عنوان' }, 'ar', { text: 'عنوان', lang: 'ar' }],
    [{ en: 'Title', ar: '  ' }, 'ar', { text: 'Title', lang: 'en' }],
    [{ en: 'Title' }, 'ar', { text: 'Title', lang: 'en' }],
    [{ en: 'Title', ar: 'عنوان' }, 'en', { text: 'Title', lang: 'en' }],
    [null, 'ar', { text: '', lang: 'en' }],
  ] as const)('given %j on a %s page, should show %j', (text, locale, shown) => {
    expect(textIn(text, locale)).toEqual(shown);
  });

  test('the Arabic body is shown when written, else the English one', () => {
    expect(bodyIn({ en: doc(para('Hello')), ar: doc(para('مرحباً')) }, 'ar').lang).toBe('ar');
    expect(bodyIn({ en: doc(para('Hello')), ar: doc() }, 'ar')).toMatchObject({ lang: 'en' });
    expect(bodyIn({ en: doc(para('Hello')), ar: doc(para('مرحباً')) }, 'en')).toMatchObject({ lang: 'en' });
  });

  test('links to site pages lead to the Arabic page; files and other sites are left alone', () => {
    const blocks: RichTextBlock[] = [
      {
        type: 'paragraph',
        children: [
          { text: 'a', href: '/faq' },
          { text: 'b', href: '/media/3' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ text: 'c', href: 'https://example.com' }], [{ text: 'd', href: '/' }]],
      },
      { type: 'quote', children: [{ text: 'e', href: '/ar/faq' }] },
    ];
    expect(localizeLinks(blocks, 'ar')).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'a', href: '/ar/faq' },
          { text: 'b', href: '/media/3' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ text: 'c', href: 'https://example.com' }], [{ text: 'd', href: '/ar' }]],
      },
      { type: 'quote', children: [{ text: 'e', href: '/ar/faq' }] },
    ]);
    expect(localizeLinks(blocks, 'en')).toBe(blocks);
  });

  test('two fields make one stored text, or nothing', () => {
    expect(bilingual(' Hi ', ' أهلاً ')).toEqual({ en: 'Hi', ar: 'أهلاً' });
    expect(bilingual('Hi', '')).toEqual({ en: 'Hi' });
    expect(bilingual('', '')).toBeNull();
  });

  test('a post misses its Arabic until both its Arabic title and body are written', () => {
    expect(arabicMissing({ title: { en: 'T' }, content: { en: doc(para('x')) } })).toBe(true);
    expect(arabicMissing({ title: { en: 'T', ar: 'ع' }, content: { en: doc(para('x')) } })).toBe(true);
    expect(arabicMissing({ title: { en: 'T', ar: 'ع' }, content: { en: doc(), ar: doc(para('س')) } })).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { blogSchema } from './blog-form';

const t = translator('en');
const today = '2026-11-23';
const doc = { type: 'doc', blocks: [{ type: 'paragraph', children: [{ text: 'Hello' }] }] };
const banner = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'banner.jpg', { type: 'image/jpeg' });
const valid = {
  topicId: '3',
  title: 'Driving in the rain',
  author: 'Oasis Rent A Car',
  slug: 'driving-in-the-rain',
  publishDate: today,
  content: JSON.stringify(doc),
  banner: banner(),
};
const errorsFor = (input: Record<string, unknown>, context: Partial<Parameters<typeof blogSchema>[0]> = {}) => {
  const result = blogSchema({ t, today, bannerRequired: true, ...context }).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('blog form', () => {
  test('an empty form shows the spec messages', () => {
    expect(errorsFor({})).toEqual({
      topicId: 'Please select blog Topic!',
      title: 'Please input blog title!',
      author: 'Please input blog author!',
      slug: 'Please input blog slug!',
      publishDate: 'Please select Publish Date!',
      body: 'Please write the body of the post.',
      banner: 'Please upload banner image',
    });
  });

  test('a complete post reads the structured body; optional fields become null', () => {
    const value = blogSchema({ t, today, bannerRequired: true }).parse(valid);
    expect(value).toMatchObject({
      topicId: 3,
      subTitle: null,
      metaKeywords: null,
      metaDescription: null,
      content: { en: doc },
    });
  });

  test('without JavaScript the body comes as text with marks', () => {
    const value = blogSchema({ t, today, bannerRequired: true }).parse({
      ...valid,
      content: undefined,
      body: '# Tips\n\n- one',
    });
    expect(value.content.en.blocks).toEqual([
      { type: 'heading', level: 2, text: 'Tips' },
      { type: 'list', ordered: false, items: [[{ text: 'one' }]] },
    ]);
  });

  test.each([
    [
      'a date two days ago',
      { publishDate: '2026-11-21' },
      { publishDate: 'The publish date cannot be earlier than yesterday.' },
    ],
    ['yesterday', { publishDate: '2026-11-22' }, {}],
    ['a slug with capitals', { slug: 'Driving-Rain' }, { slug: 'Use lower-case letters, digits and hyphens only.' }],
    [
      'an empty body',
      { content: JSON.stringify({ type: 'doc', blocks: [] }) },
      { body: 'Please write the body of the post.' },
    ],
    [
      'a body of HTML only',
      { content: JSON.stringify({ type: 'doc', blocks: [{ type: 'html', html: '<b>x</b>' }] }) },
      { body: 'Please write the body of the post.' },
    ],
    [
      'a text file as banner',
      { banner: new File(['hi'], 'notes.txt', { type: 'text/plain' }) },
      { banner: 'notes.txt is not a png or jpg file' },
    ],
  ])('given %s, should answer %j', (_, change, expected) => {
    expect(errorsFor({ ...valid, ...change })).toEqual(expected);
  });

  test('editing keeps the banner and an old publish date', () => {
    expect(
      errorsFor(
        { ...valid, banner: undefined, publishDate: '2025-01-01' },
        { bannerRequired: false, storedPublishDate: '2025-01-01' },
      ),
    ).toEqual({});
  });

  test('the Arabic is optional; when written it is kept beside the English, and an Arabic body needs its title', () => {
    const english = blogSchema({ t, today, bannerRequired: true }).parse(valid);
    expect(english).toMatchObject({ title: { en: 'Driving in the rain' }, content: { en: doc } });
    expect(english.content).not.toHaveProperty('ar');

    const arabicDoc = { type: 'doc', blocks: [{ type: 'paragraph', children: [{ text: 'مرحباً' }] }] };
    expect(errorsFor({ ...valid, contentAr: JSON.stringify(arabicDoc) })).toEqual({
      titleAr: 'Please write the Arabic title to go with the Arabic body.',
    });
    const both = blogSchema({ t, today, bannerRequired: true }).parse({
      ...valid,
      titleAr: ' القيادة تحت المطر ',
      subTitleAr: 'تمهّل',
      bannerAltAr: 'طريق مبلل',
      metaKeywordsAr: 'مطر',
      contentAr: JSON.stringify(arabicDoc),
    });
    expect(both).toMatchObject({
      title: { en: 'Driving in the rain', ar: 'القيادة تحت المطر' },
      subTitle: { en: '', ar: 'تمهّل' },
      bannerAlt: { en: '', ar: 'طريق مبلل' },
      metaKeywords: { en: '', ar: 'مطر' },
      metaDescription: null,
      content: { en: doc, ar: arabicDoc },
    });
    // Without JavaScript the Arabic body comes as text, like the English one.
    const typed = blogSchema({ t, today, bannerRequired: true }).parse({
      ...valid,
      titleAr: 'عنوان',
      bodyAr: '# نصائح',
    });
    expect(typed.content.ar?.blocks).toEqual([{ type: 'heading', level: 2, text: 'نصائح' }]);
    expect(errorsFor({ ...valid, titleAr: 'ع'.repeat(201) })).toEqual({
      titleAr: 'Please keep this under 200 characters.',
    });
  });
});

// zod/mini: the same rules run in the staff member's browser and on the server.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { LocalizedText } from '~/db/schema/columns';
import type { Translate } from '~/i18n/translate';
import type { RichTextDocument } from '~/utils/rich-text';
import { type Fail, MAX_IMAGE_BYTES, addDays, chosenFileList, isCalendarDate, optionalText } from '~/utils/form-rules';
import { bilingual } from './blog-text';
import { hasContent, parseRichTextJson, textToRichText } from './rich-text-input';
import { MAX_SLUG_LENGTH, isValidSlug } from './slug';

/** The spec's messages for the blog form (catalogue keys), and ours where it has none. */
/** A blog topic's title, as added from the editor or renamed on the blogs page. */
export const TOPIC_TITLE_MAX = 80;

const blogMessages = {
  topic: 'cms.blog.topicRequired',
  title: 'cms.blog.titleRequired',
  titleAr: 'cms.blog.titleArRequired',
  author: 'cms.blog.authorRequired',
  slug: 'cms.blog.slugRequired',
  slugInvalid: 'cms.blog.slugInvalid',
  publishDate: 'cms.blog.publishDateRequired',
  publishDatePast: 'cms.blog.publishDatePast',
  dateInvalid: 'cms.dateInvalid',
  body: 'cms.blog.bodyRequired',
  tooLong: 'cms.tooLong',
  bannerRequired: 'cms.banner.required',
  bannerOne: 'cms.banner.one',
  bannerType: 'cms.banner.type',
  bannerSize: 'cms.banner.size',
} as const satisfies Record<string, MessageKey>;

const limits = {
  title: 200,
  titleAr: 200,
  subTitle: 300,
  subTitleAr: 300,
  author: 120,
  authorAr: 120,
  slug: MAX_SLUG_LENGTH,
  metaKeywords: 300,
  metaKeywordsAr: 300,
  metaDescription: 320,
  metaDescriptionAr: 320,
  bannerAlt: 200,
  bannerAltAr: 200,
} as const;

export type BlogFormContext = {
  t: Translate;
  /** Today in the UAE (YYYY-MM-DD). */
  today: string;
  /** The stored date when editing: a post published last year keeps its date. */
  storedPublishDate?: string;
  /** Creating needs a banner; editing keeps the old one unless a file is chosen. */
  bannerRequired: boolean;
};

/**
 * English fields carry the plain names; each Arabic one the same name with 'Ar'. Only the English
 * is required: a post may be published in English and translated later.
 */
const fields = z.object({
  topicId: optionalText,
  title: optionalText,
  titleAr: optionalText,
  subTitle: optionalText,
  subTitleAr: optionalText,
  author: optionalText,
  authorAr: optionalText,
  slug: optionalText,
  metaKeywords: optionalText,
  metaKeywordsAr: optionalText,
  metaDescription: optionalText,
  metaDescriptionAr: optionalText,
  bannerAlt: optionalText,
  bannerAltAr: optionalText,
  publishDate: optionalText,
  /** The editor's structured document (JSON), sent when JavaScript runs. */
  content: optionalText,
  contentAr: optionalText,
  /** The same body as plain text with marks, sent without JavaScript. */
  body: optionalText,
  bodyAr: optionalText,
  banner: z.optional(z.unknown()),
});

type Fields = z.output<typeof fields>;

/** The English body from whichever field carried it. */
function readBody(form: Pick<Fields, 'content' | 'body'>): RichTextDocument | null {
  if (form.content) return parseRichTextJson(form.content);
  return form.body ? textToRichText(form.body) : null;
}

/** The Arabic body, from the same two kinds of field. */
const readArabicBody = (form: Pick<Fields, 'contentAr' | 'bodyAr'>) =>
  readBody({ content: form.contentAr, body: form.bodyAr });

const bannerTypes = ['image/png', 'image/jpeg'];

export function blogSchema({ t, today, storedPublishDate, bannerRequired }: BlogFormContext) {
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail: Fail = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const [field, max] of Object.entries(limits)) {
        if ((form[field as keyof typeof limits]?.length ?? 0) > max) fail(field, t(blogMessages.tooLong, { max }));
      }
      if (!form.topicId || !/^\d{1,9}$/.test(form.topicId)) fail('topicId', t(blogMessages.topic));
      if (!form.title) fail('title', t(blogMessages.title));
      if (!form.author) fail('author', t(blogMessages.author));
      if (!form.slug) fail('slug', t(blogMessages.slug));
      else if (!isValidSlug(form.slug)) fail('slug', t(blogMessages.slugInvalid));

      const date = form.publishDate;
      if (!date) fail('publishDate', t(blogMessages.publishDate));
      else if (!isCalendarDate(date)) fail('publishDate', t(blogMessages.dateInvalid));
      else if (date !== storedPublishDate && date < addDays(today, -1))
        fail('publishDate', t(blogMessages.publishDatePast));

      if (!hasContent(readBody(form))) fail('body', t(blogMessages.body));
      // An Arabic body under an English title would read as a mixed page: the two come together.
      if (hasContent(readArabicBody(form)) && !form.titleAr) fail('titleAr', t(blogMessages.titleAr));

      const files = chosenFileList(form.banner);
      if (files.length === 0 && bannerRequired) fail('banner', t(blogMessages.bannerRequired));
      else if (files.length > 1) fail('banner', t(blogMessages.bannerOne));
      else if (files[0]?.type && !bannerTypes.includes(files[0].type))
        fail('banner', t(blogMessages.bannerType, { name: files[0].name }));
      else if (files[0] && files[0].size > MAX_IMAGE_BYTES)
        fail('banner', t(blogMessages.bannerSize, { name: files[0].name }));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: Fields) => {
      const arabicBody = readArabicBody(form);
      return {
        topicId: Number(form.topicId),
        title: bilingual(form.title, form.titleAr)!,
        subTitle: bilingual(form.subTitle, form.subTitleAr),
        author: bilingual(form.author, form.authorAr)!,
        slug: form.slug!,
        metaKeywords: bilingual(form.metaKeywords, form.metaKeywordsAr),
        metaDescription: bilingual(form.metaDescription, form.metaDescriptionAr),
        bannerAlt: bilingual(form.bannerAlt, form.bannerAltAr),
        publishDate: form.publishDate!,
        content: hasContent(arabicBody) ? { en: readBody(form)!, ar: arabicBody! } : { en: readBody(form)! },
        banner: chosenFileList(form.banner)[0] ?? null,
      };
    }),
  );
}

/** A topic's English and Arabic names, as typed: the English is required, the Arabic optional. */
export function readTopicTitle(
  t: Translate,
  en: unknown,
  ar: unknown,
): { ok: true; title: LocalizedText } | { ok: false; error: string } {
  const english = typeof en === 'string' ? en.trim() : '';
  const arabic = typeof ar === 'string' ? ar.trim() : '';
  if (!english) return { ok: false, error: t('cms.blog.topicTitleRequired') };
  if (english.length > TOPIC_TITLE_MAX || arabic.length > TOPIC_TITLE_MAX)
    return { ok: false, error: t('cms.tooLong', { max: TOPIC_TITLE_MAX }) };
  return { ok: true, title: bilingual(english, arabic)! };
}

export type BlogInput = z.output<ReturnType<typeof blogSchema>>;
export type BlogFormFields = z.input<ReturnType<typeof blogSchema>>;

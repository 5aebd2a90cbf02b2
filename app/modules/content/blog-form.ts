// zod/mini: the same rules run in the staff member's browser and on the server.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import type { RichTextDocument } from '~/utils/rich-text';
import { type Fail, MAX_IMAGE_BYTES, addDays, chosenFileList, isCalendarDate, optionalText } from './form-rules';
import { hasContent, parseRichTextJson, textToRichText } from './rich-text-input';
import { MAX_SLUG_LENGTH, isValidSlug } from './slug';

/** The spec's messages for the blog form (catalogue keys), and ours where it has none. */
/** A blog topic's title, as added from the editor or renamed on the blogs page. */
export const TOPIC_TITLE_MAX = 80;

export const blogMessages = {
  topic: 'cms.blog.topicRequired',
  title: 'cms.blog.titleRequired',
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
  subTitle: 300,
  author: 120,
  slug: MAX_SLUG_LENGTH,
  metaKeywords: 300,
  metaDescription: 320,
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

const fields = z.object({
  topicId: optionalText,
  title: optionalText,
  subTitle: optionalText,
  author: optionalText,
  slug: optionalText,
  metaKeywords: optionalText,
  metaDescription: optionalText,
  publishDate: optionalText,
  /** The editor's structured document (JSON), sent when JavaScript runs. */
  content: optionalText,
  /** The same body as plain text with marks, sent without JavaScript. */
  body: optionalText,
  banner: z.optional(z.unknown()),
});

type Fields = z.output<typeof fields>;

/** The body from whichever field carried it. */
export function readBody(form: Pick<Fields, 'content' | 'body'>): RichTextDocument | null {
  if (form.content) return parseRichTextJson(form.content);
  return form.body ? textToRichText(form.body) : null;
}

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
    z.transform((form: Fields) => ({
      topicId: Number(form.topicId),
      title: form.title!,
      subTitle: form.subTitle || null,
      author: form.author!,
      slug: form.slug!,
      metaKeywords: form.metaKeywords || null,
      metaDescription: form.metaDescription || null,
      publishDate: form.publishDate!,
      content: readBody(form)!,
      banner: chosenFileList(form.banner)[0] ?? null,
    })),
  );
}

export type BlogInput = z.output<ReturnType<typeof blogSchema>>;
export type BlogFormFields = z.input<ReturnType<typeof blogSchema>>;

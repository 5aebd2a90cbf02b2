import '~/i18n/staff-messages';
import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Icon } from '~/components/icons/icon';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { RichTextEditor } from '~/components/editor/rich-text-editor';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { type BlogFormFields, type BlogInput, blogSchema } from '~/modules/content/blog-form';
import { suggestSlug } from '~/modules/content/slug';
import type { LocalizedText } from '~/db/schema/columns';
import { localized } from '~/i18n/translate';
import type { RichTextBlock } from '~/utils/rich-text';
import { ImageFileField, TextField } from './form-controls';
import { panelClass, primaryButton } from './staff-page';
import { TopicAdder, type TopicReply } from './topic-adder';

type BlogEditorFormProps = {
  loaderData: {
    post: { id: number; slug: string; banner: string | undefined; publishDate: string } | null;
    values: Partial<Record<keyof BlogFormFields, string>>;
    blocks: { en: RichTextBlock[]; ar: RichTextBlock[] };
    text: { en: string; ar: string };
    topics: { id: number; title: LocalizedText }[];
    today: string;
  };
  lastResult?: SubmissionResult<string[]>;
  /** The answer to a topic added without JavaScript, which reloaded the page with the post as typed. */
  topicReply?: TopicReply;
};

/** The fields of a blog post, its body editor and the Publish button. */
export function BlogEditorForm({
  loaderData: { post, values, blocks, text, topics: loadedTopics, today },
  lastResult,
  topicReply,
}: BlogEditorFormProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const [topics, setTopics] = useState(loadedTopics);
  // The slug follows the title until staff type one of their own (or when editing, where the address already exists).
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [form, fields] = useForm<BlogFormFields, BlogInput>({
    id: post ? `blog-${post.id}` : 'blog-new',
    lastResult,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: blogSchema({ t, today, storedPublishDate: post?.publishDate, bannerRequired: !post }),
      }),
  });
  const setSlug = (value: string) => form.update({ name: fields.slug.name, value });
  const inArabic = (key: MessageKey) => t('cms.blog.inArabic', { field: t(key) });
  return (
    <>
      <Link
        to={to('/admin/blogs')}
        className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
      >
        <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
        {t('cms.backToList')}
      </Link>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className={`${panelClass} grid gap-x-6 gap-y-1 md:grid-cols-2`}
      >
        <FieldShell id={fields.topicId.id} label={t('cms.blog.topic')} errors={fields.topicId.errors}>
          <select {...getSelectProps(fields.topicId)} className={inputClass}>
            <option value="">{t('cms.blog.topicChoose')}</option>
            {topics.map((topic) => (
              <option key={topic.id} value={String(topic.id)}>
                {localized(topic.title, locale)}
              </option>
            ))}
          </select>
        </FieldShell>
        <div className="md:pt-6">
          <TopicAdder
            reloadedReply={topicReply}
            onAdded={(topic) => {
              setTopics((list) =>
                [...list.filter((item) => item.id !== topic.id), topic].sort((a, b) =>
                  a.title.en.localeCompare(b.title.en),
                ),
              );
              // The new option renders first, then becomes the choice.
              setTimeout(() => form.update({ name: fields.topicId.name, value: String(topic.id) }));
            }}
          />
        </div>
        <TextField field={fields.author} label={t('cms.blog.author')} dir="auto" />
        <TextField
          field={fields.authorAr}
          label={t('cms.blog.inArabic', { field: t('cms.blog.author') })}
          dir="rtl"
          lang="ar"
        />
        <FieldShell
          id={fields.slug.id}
          label={t('cms.blog.slug')}
          errors={fields.slug.errors}
          hint={t('cms.blog.slugHint')}
        >
          <div className="flex gap-2">
            <input
              {...getInputProps(fields.slug, { type: 'text' })}
              dir="ltr"
              autoComplete="off"
              className={inputClass}
              onInput={() => setSlugEdited(true)}
            />
            <button
              type="button"
              title={t('cms.blog.suggestSlug')}
              onClick={() => {
                const title = (document.getElementById(fields.title.id) as HTMLInputElement | null)?.value ?? '';
                setSlug(suggestSlug(title));
              }}
              className="shrink-0 rounded-md px-3 text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              <Icon name="wand-sparkles" className="h-4 w-4" />
              <span className="sr-only">{t('cms.blog.suggestSlug')}</span>
            </button>
          </div>
        </FieldShell>
        <TextField field={fields.publishDate} type="date" label={t('cms.blog.publishDate')} />
        <ImageFileField
          field={fields.banner}
          label={t('cms.blog.banner')}
          hint={post ? `${t('cms.blog.bannerHint')} ${t('cms.banner.keepHint')}` : t('cms.blog.bannerHint')}
          current={post?.banner ? { url: post.banner, label: t('cms.banner.current') } : null}
          className="md:col-span-2"
        />
        {/* Above both columns, so that each English field stays level with its Arabic one. */}
        <p id="blog-arabic-hint" className="pt-2 text-sm text-slate-700 md:col-span-2">
          {t('cms.blog.arabicHint')}
        </p>
        {/* The post's words, English and Arabic side by side on a wide screen, one after the other on a phone. */}
        <fieldset className="min-w-0 border-t border-slate-200 pt-4">
          <legend className="text-lg font-bold text-navy-900">{t('cms.blog.english')}</legend>
          <FieldShell id={fields.title.id} label={t('cms.blog.title')} errors={fields.title.errors}>
            <input
              {...getInputProps(fields.title, { type: 'text' })}
              lang="en"
              dir="ltr"
              autoComplete="off"
              className={inputClass}
              onChange={(event) => {
                if (!slugEdited) setSlug(suggestSlug(event.currentTarget.value));
              }}
            />
          </FieldShell>
          <TextField field={fields.subTitle} label={t('cms.blog.subTitle')} lang="en" dir="ltr" rows={2} />
          <TextField field={fields.bannerAlt} label={t('cms.blog.bannerAlt')} lang="en" dir="ltr" />
          <TextField
            field={fields.metaDescription}
            label={t('cms.blog.metaDescription')}
            lang="en"
            dir="ltr"
            rows={2}
          />
          <TextField field={fields.metaKeywords} label={t('cms.blog.metaKeywords')} lang="en" dir="ltr" />
          <RichTextEditor
            id={fields.body.id}
            errorId={fields.body.errorId}
            formId={form.id}
            label={t('cms.blog.body')}
            errors={fields.body.errors}
            initialBlocks={blocks.en}
            initialText={lastResult ? String(fields.body.initialValue ?? text.en) : text.en}
            names={{ text: fields.body.name, document: 'content' }}
            lang="en"
          />
        </fieldset>
        <fieldset className="min-w-0 border-t border-slate-200 pt-4" aria-describedby="blog-arabic-hint">
          <legend className="text-lg font-bold text-navy-900">{t('cms.blog.arabic')}</legend>
          <TextField field={fields.titleAr} label={inArabic('cms.blog.title')} lang="ar" dir="rtl" />
          <TextField field={fields.subTitleAr} label={inArabic('cms.blog.subTitle')} lang="ar" dir="rtl" rows={2} />
          <TextField field={fields.bannerAltAr} label={inArabic('cms.blog.bannerAlt')} lang="ar" dir="rtl" />
          <TextField
            field={fields.metaDescriptionAr}
            label={inArabic('cms.blog.metaDescription')}
            lang="ar"
            dir="rtl"
            rows={2}
          />
          <TextField field={fields.metaKeywordsAr} label={inArabic('cms.blog.metaKeywords')} lang="ar" dir="rtl" />
          <RichTextEditor
            id={fields.bodyAr.id}
            errorId={fields.bodyAr.errorId}
            formId={form.id}
            label={inArabic('cms.blog.body')}
            errors={fields.bodyAr.errors}
            initialBlocks={blocks.ar}
            initialText={lastResult ? String(fields.bodyAr.initialValue ?? text.ar) : text.ar}
            names={{ text: fields.bodyAr.name, document: 'contentAr' }}
            lang="ar"
          />
        </fieldset>
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? t('cms.blog.publishing') : t('cms.blog.publish')}
          </button>
          {post ? (
            <Link to={to(`/blog/${post.slug}`)} className="font-semibold text-navy-800 underline underline-offset-2">
              {t('cms.blogs.view')}
            </Link>
          ) : null}
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
        </div>
      </Form>
    </>
  );
}

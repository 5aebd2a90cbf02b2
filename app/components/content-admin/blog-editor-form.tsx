import '~/i18n/staff-messages';
import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { ArrowLeft, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { RichTextEditor } from '~/components/editor/rich-text-editor';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { type BlogFormFields, type BlogInput, blogSchema } from '~/modules/content/blog-form';
import { suggestSlug } from '~/modules/content/slug';
import type { RichTextBlock } from '~/utils/rich-text';
import { ImageFileField, TextField } from './form-controls';
import { panelClass, primaryButton } from './staff-page';
import { TopicAdder, type TopicReply } from './topic-adder';

type BlogEditorFormProps = {
  loaderData: {
    post: { id: number; slug: string; banner: string | undefined; publishDate: string } | null;
    values: Partial<Record<keyof BlogFormFields, string>>;
    blocks: RichTextBlock[];
    text: string;
    topics: { id: number; title: string }[];
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
  return (
    <>
      <Link
        to={to('/admin/blogs')}
        className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
      >
        <ArrowLeft className="flip-rtl h-4 w-4" aria-hidden="true" />
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
                {topic.title}
              </option>
            ))}
          </select>
        </FieldShell>
        <div className="md:pt-6">
          <TopicAdder
            reloadedReply={topicReply}
            onAdded={(topic) => {
              setTopics((list) =>
                [...list.filter((item) => item.id !== topic.id), topic].sort((a, b) => a.title.localeCompare(b.title)),
              );
              // The new option renders first, then becomes the choice.
              setTimeout(() => form.update({ name: fields.topicId.name, value: String(topic.id) }));
            }}
          />
        </div>
        <FieldShell
          id={fields.title.id}
          label={t('cms.blog.title')}
          errors={fields.title.errors}
          className="md:col-span-2"
        >
          <input
            {...getInputProps(fields.title, { type: 'text' })}
            dir="auto"
            autoComplete="off"
            className={inputClass}
            onChange={(event) => {
              if (!slugEdited) setSlug(suggestSlug(event.currentTarget.value));
            }}
          />
        </FieldShell>
        <TextField field={fields.subTitle} label={t('cms.blog.subTitle')} dir="auto" className="md:col-span-2" />
        <TextField field={fields.author} label={t('cms.blog.author')} dir="auto" />
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
              <Wand2 className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{t('cms.blog.suggestSlug')}</span>
            </button>
          </div>
        </FieldShell>
        <TextField field={fields.metaKeywords} label={t('cms.blog.metaKeywords')} dir="auto" />
        <TextField field={fields.publishDate} type="date" label={t('cms.blog.publishDate')} />
        <TextField
          field={fields.metaDescription}
          label={t('cms.blog.metaDescription')}
          rows={2}
          dir="auto"
          className="md:col-span-2"
        />
        <ImageFileField
          field={fields.banner}
          label={t('cms.blog.banner')}
          hint={post ? `${t('cms.blog.bannerHint')} ${t('cms.banner.keepHint')}` : t('cms.blog.bannerHint')}
          current={post?.banner ? { url: post.banner, label: t('cms.banner.current') } : null}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <RichTextEditor
            id={fields.body.id}
            errorId={fields.body.errorId}
            formId={form.id}
            label={t('cms.blog.body')}
            errors={fields.body.errors}
            initialBlocks={blocks}
            initialText={lastResult ? String(fields.body.initialValue ?? text) : text}
          />
        </div>
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

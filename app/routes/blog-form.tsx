import '~/i18n/staff-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { type ShouldRevalidateFunction, data } from 'react-router';
import type { Route } from './+types/blog-form';
import { BlogEditorForm } from '~/components/content-admin/blog-editor-form';
import { ChangeHistory } from '~/components/content-admin/change-history';
import { StaffPage } from '~/components/content-admin/staff-page';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { listChanges } from '~/modules/audit/audit-trail.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import {
  addTopic,
  findPostForStaff,
  isSlugTaken,
  listTopics,
  publishPost,
  storePostImage,
} from '~/modules/content/blog-admin.server';
import { blogSchema, readTopicTitle } from '~/modules/content/blog-form';
import { blocksOf } from '~/modules/content/blog-text';
import { MAX_IMAGE_BYTES, chosenFileList } from '~/utils/form-rules';
import { POST_IMAGE_SIZE, prepareBanner, prepareContentImage } from '~/modules/content/image-upload.server';
import { richTextToText } from '~/modules/content/rich-text-input';
import { companyTradeName } from '~/modules/settings/company-settings.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { dubaiToday } from '~/utils/dubai-time';
import { notFound, readFormData } from '~/utils/http.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { pageLocale } from '~/utils/request-page';
import { recordId } from '~/utils/record-id';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

async function postFor(params: { id?: string }) {
  if (params.id === undefined) return null;
  const post = recordId(params.id) ? await findPostForStaff(recordId(params.id)!) : undefined;
  if (!post) throw notFound();
  return post;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'blogs-form');
  const [post, topics, author] = await Promise.all([postFor(params), listTopics(), companyTradeName()]);
  const today = dubaiToday();
  const blocks = { en: blocksOf(post?.content, 'en'), ar: blocksOf(post?.content, 'ar') };
  return data(
    {
      post: post && {
        id: post.id,
        slug: post.slug,
        banner: mediaUrl(post.bannerFileId),
        publishDate: post.publishDate,
      },
      values: post
        ? {
            topicId: String(post.topicId),
            title: post.title.en,
            titleAr: post.title.ar ?? '',
            subTitle: post.subTitle?.en ?? '',
            subTitleAr: post.subTitle?.ar ?? '',
            author: post.author.en,
            authorAr: post.author.ar ?? '',
            slug: post.slug,
            metaKeywords: post.metaKeywords?.en ?? '',
            metaKeywordsAr: post.metaKeywords?.ar ?? '',
            metaDescription: post.metaDescription?.en ?? '',
            metaDescriptionAr: post.metaDescription?.ar ?? '',
            bannerAlt: post.bannerAlt?.en ?? '',
            bannerAltAr: post.bannerAlt?.ar ?? '',
            publishDate: post.publishDate,
          }
        : { author, authorAr: translator('ar')('site.name'), publishDate: today },
      blocks,
      text: { en: richTextToText({ blocks: blocks.en }), ar: richTextToText({ blocks: blocks.ar }) },
      topics,
      today,
      history: post ? await readableHistory(await listChanges('blog', post.id), 'blog', pageLocale(context)) : [],
      // A new key after each publish empties the form for the next post.
      formKey: `${post?.id ?? 'new'}-${Date.now()}`,
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'blogs-form');
  const locale = pageLocale(context);
  const t = translator(locale);
  const post = await postFor(params);
  const here = localizePath(post ? `/blogs-form/${post.id}` : '/blogs-form', locale);
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_IMAGE_BYTES + 512 * 1024) {
    return data(
      {
        result: { status: 'error' as const, error: { banner: [t('cms.banner.size', { name: '' }).trim()] } },
        imageError: t('cms.banner.size', { name: '' }).trim(),
      },
      { status: 413 },
    );
  }
  const form = await readFormData(request);
  const isNavigation = request.headers.get('Sec-Fetch-Mode') === 'navigate';

  if (form.get('intent') === 'add-topic') {
    const typedTopic = readTopicTitle(t, form.get('topicTitle'), form.get('topicTitleAr'));
    const added = typedTopic.ok ? await addTopic(user.id, typedTopic.title) : null;
    const error = !typedTopic.ok ? typedTopic.error : added && !added.ok ? t('cms.blog.topicExists') : null;
    const topic = !error && added?.ok && typedTopic.ok ? { id: added.id, title: typedTopic.title } : undefined;
    if (!isNavigation) return topic ? { topic } : data({ topicError: error ?? t('error.server') }, { status: 400 });
    // Without JavaScript the whole post came with the topic: it comes back as typed, the new topic chosen.
    const typed = parseWithZod(form, {
      schema: blogSchema({ t, today: dubaiToday(), storedPublishDate: post?.publishDate, bannerRequired: false }),
    }).reply();
    const result = { initialValue: { ...typed.initialValue, ...(topic ? { topicId: String(topic.id) } : {}) } };
    return data(
      { result, topic, topicError: error ?? undefined, keptWithoutScript: true },
      { status: topic ? 200 : 400 },
    );
  }

  if (form.get('intent') === 'upload-image') {
    const [file] = chosenFileList(form.get('image'));
    if (!file) return data({ imageError: t('cms.editor.imageFile') }, { status: 400 });
    const prepared = await prepareContentImage(file, t, POST_IMAGE_SIZE);
    if (!prepared.ok) return data({ imageError: prepared.message }, { status: 400 });
    return { image: { fileId: await storePostImage(prepared.image) } };
  }

  const submission = parseWithZod(form, {
    schema: blogSchema({ t, today: dubaiToday(), storedPublishDate: post?.publishDate, bannerRequired: !post }),
  });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { banner, ...input } = submission.value;
  const fieldError = (field: string, message: string) =>
    data({ result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: 400 });
  if (await isSlugTaken(input.slug, post?.id)) return fieldError('slug', t('cms.blog.slugTaken'));
  let checkedBanner = null;
  if (banner) {
    const prepared = await prepareBanner(banner, t);
    if (!prepared.ok) return fieldError('banner', prepared.message);
    checkedBanner = prepared.banner;
  }
  const outcome = await publishPost(user.id, { ...input, banner: checkedBanner }, post?.id);
  if (!outcome.ok) {
    if (outcome.reason === 'slug_taken') return fieldError('slug', t('cms.blog.slugTaken'));
    if (outcome.reason === 'topic_missing') return fieldError('topicId', t('cms.blog.topicRequired'));
    if (outcome.reason === 'banner_missing') return fieldError('banner', t('cms.banner.required'));
    throw notFound();
  }
  return post
    ? redirectWithFlash(here, { kind: 'success', message: t('cms.blog.updated') })
    : redirectWithFlash(here, { kind: 'success', message: t('cms.blog.published') });
}

/** Adding a topic or an image answers in place: reloading the page would wipe the post being written. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  const intent = formData?.get('intent');
  return intent === 'add-topic' || intent === 'upload-image' ? false : defaultShouldRevalidate;
};

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: t(args.loaderData?.post ? 'cms.blog.editTitle' : 'cms.blog.newTitle'),
    noIndex: true,
  });
};

/** The blog editor: a new post, or an existing one when the address names it. */
export default function BlogForm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  return (
    <StaffPage heading={t(loaderData.post ? 'cms.blog.editTitle' : 'cms.blog.newTitle')}>
      <BlogEditorForm
        key={loaderData.formKey}
        loaderData={loaderData}
        lastResult={result}
        topicReply={actionData && 'keptWithoutScript' in actionData ? actionData : undefined}
      />
      {loaderData.post ? <ChangeHistory events={loaderData.history} /> : null}
    </StaffPage>
  );
}

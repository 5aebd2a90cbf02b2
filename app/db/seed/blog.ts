import { blogPosts, blogTopics } from '../schema';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg, type BannerOptions } from './art/banner';
import { carIllustrationSvg, type CarArtOptions } from './art/car';
import { monthlyVsLeasePost, touristDocumentsPost } from './blog-posts-renting';
import { salikPost, summerPost } from './blog-posts-driving';
import { company } from './company';
import type { SeedContext } from './context';
import { addDaysIso } from './dates';
import type { LocalizedText } from '../schema/columns';
import type { RichTextBlock, RichTextDocument } from '~/utils/rich-text';
import { storeSvg } from './store-file.server';

/** A post's words in one language. */
type BlogPostText = {
  title: string;
  subTitle: string;
  metaDescription: string;
  metaKeywords: string;
  bannerAlt: string;
  content: (illustrationFileId: number) => RichTextBlock[];
};

export type BlogPostSeed = BlogPostText & {
  slug: string;
  /** The topic's English title. */
  topic: string;
  ar: BlogPostText;
  /** Published this many days before today. */
  daysAgo: number;
  banner: Omit<BannerOptions, 'title'>;
  /** The picture placed inside the article. */
  illustration: Pick<CarArtOptions, 'style' | 'colour'>;
};

const blogTopicTitles: LocalizedText[] = [
  { en: 'Driving in the UAE', ar: 'القيادة في الإمارات' },
  { en: 'Renting Guides', ar: 'أدلة الاستئجار' },
  { en: 'Travel Tips', ar: 'نصائح السفر' },
];

const blogPostSeeds: BlogPostSeed[] = [salikPost, summerPost, monthlyVsLeasePost, touristDocumentsPost];

/** Blog topics and four published articles, each with a banner and an illustration. */
export async function seedBlog({ tx, today }: SeedContext): Promise<void> {
  const topics = await tx
    .insert(blogTopics)
    .values(blogTopicTitles.map((title) => ({ title })))
    .returning({ id: blogTopics.id, title: blogTopics.title });
  const topicIdByTitle = new Map(topics.map((topic) => [topic.title.en, topic.id]));

  for (const post of blogPostSeeds) {
    const topicId = topicIdByTitle.get(post.topic);
    if (topicId === undefined) throw new Error(`Unknown blog topic ${post.topic}`);
    const bannerFileId = await storeSvg(
      tx,
      'blog-banner',
      `blog-${post.slug}`,
      bannerSvg({ title: post.title, ...post.banner }),
      BANNER_WIDTH,
      BANNER_HEIGHT,
    );
    const illustrationId = await storeSvg(
      tx,
      'blog-image',
      `blog-${post.slug}-illustration`,
      carIllustrationSvg({ ...post.illustration, title: post.title }),
      640,
      360,
    );
    const both = (pick: (text: BlogPostText) => string) => ({ en: pick(post), ar: pick(post.ar) });
    const document = (text: BlogPostText): RichTextDocument => ({ type: 'doc', blocks: text.content(illustrationId) });
    await tx.insert(blogPosts).values({
      slug: post.slug,
      topicId,
      title: both((text) => text.title),
      subTitle: both((text) => text.subTitle),
      author: { en: company.tradeName, ar: company.tradeNameAr },
      content: { en: document(post), ar: document(post.ar) },
      bannerFileId,
      bannerAlt: both((text) => text.bannerAlt),
      publishDate: addDaysIso(today, -post.daysAgo),
      metaDescription: both((text) => text.metaDescription),
      metaKeywords: both((text) => text.metaKeywords),
      active: true,
    });
  }
}

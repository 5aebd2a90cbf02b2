import { blogPosts, blogTopics } from '../schema';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg, type BannerOptions } from './art/banner';
import { carIllustrationSvg, type CarArtOptions } from './art/car';
import { monthlyVsLeasePost, touristDocumentsPost } from './blog-posts-renting';
import { salikPost, summerPost } from './blog-posts-driving';
import { company } from './company';
import type { SeedContext } from './context';
import { addDaysIso } from './dates';
import type { RichTextBlock, RichTextDocument } from '~/utils/rich-text';
import { storeSvg } from './store-file.server';

export type BlogPostSeed = {
  slug: string;
  topic: string;
  title: string;
  subTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** Published this many days before today. */
  daysAgo: number;
  banner: Omit<BannerOptions, 'title'>;
  /** The picture placed inside the article. */
  illustration: Pick<CarArtOptions, 'style' | 'colour'>;
  content: (illustrationFileId: number) => RichTextBlock[];
};

export const blogTopicTitles = ['Driving in the UAE', 'Renting Guides', 'Travel Tips'];

export const blogPostSeeds: BlogPostSeed[] = [salikPost, summerPost, monthlyVsLeasePost, touristDocumentsPost];

/** Blog topics and four published articles, each with a banner and an illustration. */
export async function seedBlog({ tx, today }: SeedContext): Promise<void> {
  const topics = await tx
    .insert(blogTopics)
    .values(blogTopicTitles.map((title) => ({ title })))
    .returning({ id: blogTopics.id, title: blogTopics.title });
  const topicIdByTitle = new Map(topics.map((topic) => [topic.title, topic.id]));

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
    const content: RichTextDocument = { type: 'doc', blocks: post.content(illustrationId) };
    await tx.insert(blogPosts).values({
      slug: post.slug,
      topicId,
      title: post.title,
      subTitle: post.subTitle,
      author: company.tradeName,
      content,
      bannerFileId,
      publishDate: addDaysIso(today, -post.daysAgo),
      metaDescription: post.metaDescription,
      metaKeywords: post.metaKeywords,
      active: true,
    });
  }
}

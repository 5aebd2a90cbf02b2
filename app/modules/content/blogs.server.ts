import { and, count, desc, eq, lte } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { blogPosts, blogTopics } from '~/db/schema';

const published = (today: string) => and(eq(blogPosts.active, true), lte(blogPosts.publishDate, today));

export async function listPublishedPosts(today: string, page: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        subTitle: blogPosts.subTitle,
        author: blogPosts.author,
        publishDate: blogPosts.publishDate,
        bannerFileId: blogPosts.bannerFileId,
        topic: blogTopics.title,
      })
      .from(blogPosts)
      .innerJoin(blogTopics, eq(blogTopics.id, blogPosts.topicId))
      .where(published(today))
      .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ total: count() }).from(blogPosts).where(published(today)),
  ]);
  return { posts: rows, total };
}

export async function findPublishedPost(slug: string, today: string) {
  const [post] = await db()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      subTitle: blogPosts.subTitle,
      author: blogPosts.author,
      publishDate: blogPosts.publishDate,
      bannerFileId: blogPosts.bannerFileId,
      bannerAlt: blogPosts.bannerAlt,
      content: blogPosts.content,
      metaDescription: blogPosts.metaDescription,
      metaKeywords: blogPosts.metaKeywords,
      topic: blogTopics.title,
    })
    .from(blogPosts)
    .innerJoin(blogTopics, eq(blogTopics.id, blogPosts.topicId))
    .where(and(eq(blogPosts.slug, slug), published(today)))
    .limit(1);
  return post;
}

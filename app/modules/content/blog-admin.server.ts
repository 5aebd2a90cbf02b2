import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { blogPosts, blogTopics } from '~/db/schema';
import { changedFields, recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { isUniqueViolation } from '~/modules/db/unique-violation';
import type { LocalizedDocument, LocalizedText } from '~/db/schema/columns';
import { BLOG_IMAGE_DRAFT, publishDraftFiles } from '~/modules/files/stored-files.server';
import type { BlogInput } from './blog-form';
import { blocksOf } from './blog-text';
import { type BannerImage, type PreparedImage, storeImage } from './image-upload.server';

/** A picture of a saved post's body: public at /media, like the post. */
const BLOG_IMAGE = 'blog-image';

export function listPostsForStaff() {
  return db()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      publishDate: blogPosts.publishDate,
      active: blogPosts.active,
      topic: blogTopics.title,
      hasArabicBody: sql<boolean>`case when jsonb_typeof(${blogPosts.content}->'ar'->'blocks') = 'array' then jsonb_array_length(${blogPosts.content}->'ar'->'blocks') > 0 else false end`,
    })
    .from(blogPosts)
    .innerJoin(blogTopics, eq(blogTopics.id, blogPosts.topicId))
    .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id));
}

export async function findPostForStaff(id: number) {
  const [post] = await db()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      topicId: blogPosts.topicId,
      title: blogPosts.title,
      subTitle: blogPosts.subTitle,
      author: blogPosts.author,
      content: blogPosts.content,
      bannerFileId: blogPosts.bannerFileId,
      bannerAlt: blogPosts.bannerAlt,
      publishDate: blogPosts.publishDate,
      metaDescription: blogPosts.metaDescription,
      metaKeywords: blogPosts.metaKeywords,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return post;
}

const englishTitle = sql`${blogTopics.title}->>'en'`;

export function listTopics() {
  return db().select({ id: blogTopics.id, title: blogTopics.title }).from(blogTopics).orderBy(asc(englishTitle));
}

/** Adds a topic from the blog form; the same English title (in any letter case) is not added twice. */
export async function addTopic(
  actorId: number,
  title: LocalizedText,
): Promise<{ ok: true; id: number } | { ok: false; reason: 'exists' }> {
  return db().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: blogTopics.id })
      .from(blogTopics)
      .where(sql`lower(${englishTitle}) = lower(${title.en})`)
      .limit(1);
    if (existing) return { ok: false as const, reason: 'exists' as const };
    const [row] = await tx.insert(blogTopics).values({ title }).onConflictDoNothing().returning({ id: blogTopics.id });
    if (!row) return { ok: false as const, reason: 'exists' as const };
    await recordChange({ actorId, entity: 'blog_topic', entityId: row.id, action: 'created', changes: { title } }, tx);
    return { ok: true as const, id: row.id };
  });
}

/** Topics for the blogs page: each with how many posts use it, by title. */
export function listTopicsWithPostCounts() {
  return db()
    .select({
      id: blogTopics.id,
      title: blogTopics.title,
      posts: sql<number>`(select count(*)::int from ${blogPosts} where ${blogPosts.topicId} = ${blogTopics.id})`,
    })
    .from(blogTopics)
    .orderBy(asc(englishTitle));
}

/** Renames a topic; every post under it shows the new name. Another topic's English title (any letter case) is refused. */
export async function renameTopic(
  actorId: number,
  id: number,
  title: LocalizedText,
): Promise<{ ok: true; changed: boolean } | { ok: false; reason: 'exists' | 'not_found' }> {
  try {
    const outcome = await db().transaction(async (tx) => {
      const [before] = await tx
        .select({ title: blogTopics.title })
        .from(blogTopics)
        .where(eq(blogTopics.id, id))
        .for('update');
      if (!before) return { ok: false as const, reason: 'not_found' as const };
      if (before.title.en === title.en && (before.title.ar ?? '') === (title.ar ?? ''))
        return { ok: true as const, changed: false };
      const [clash] = await tx
        .select({ id: blogTopics.id })
        .from(blogTopics)
        .where(and(sql`lower(${englishTitle}) = lower(${title.en})`, ne(blogTopics.id, id)))
        .limit(1);
      if (clash) return { ok: false as const, reason: 'exists' as const };
      await tx.update(blogTopics).set({ title }).where(eq(blogTopics.id, id));
      await recordChange(
        {
          actorId,
          entity: 'blog_topic',
          entityId: id,
          action: 'updated',
          changes: { title: { from: before.title, to: title } },
        },
        tx,
      );
      return { ok: true as const, changed: true };
    });
    if (outcome.ok && outcome.changed) forgetReferenceData();
    return outcome;
  } catch (error) {
    // Two renames to the same title at once: the unique index refuses the second.
    if (isUniqueViolation(error)) return { ok: false, reason: 'exists' };
    throw error;
  }
}

/** Removes a topic no post uses; one in use is kept, with how many posts use it. */
export async function removeTopic(
  actorId: number,
  id: number,
): Promise<{ ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'in_use'; posts: number }> {
  return db().transaction(async (tx) => {
    const [topic] = await tx
      .select({ title: blogTopics.title })
      .from(blogTopics)
      .where(eq(blogTopics.id, id))
      .for('update');
    if (!topic) return { ok: false as const, reason: 'not_found' as const };
    const posts = await tx.$count(blogPosts, eq(blogPosts.topicId, id));
    if (posts > 0) return { ok: false as const, reason: 'in_use' as const, posts };
    await tx.delete(blogTopics).where(eq(blogTopics.id, id));
    await recordChange(
      { actorId, entity: 'blog_topic', entityId: id, action: 'deleted', changes: { title: topic.title } },
      tx,
    );
    return { ok: true as const };
  });
}

export async function isSlugTaken(slug: string, exceptPostId?: number) {
  const [row] = await db()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptPostId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptPostId)) : eq(blogPosts.slug, slug))
    .limit(1);
  return Boolean(row);
}

export type PostChange = Omit<BlogInput, 'banner'> & { banner: BannerImage | null };
export type PublishOutcome =
  | { ok: true; id: number; slug: string }
  | { ok: false; reason: 'slug_taken' | 'not_found' | 'topic_missing' | 'banner_missing' };

/**
 * Publishes a new post or saves an edit, with the banner (stored only now, on publish), the body's
 * pictures made public and the audit row in one transaction. A slug taken meanwhile by someone else is refused, not overwritten.
 */
export async function publishPost(actorId: number, input: PostChange, postId?: number): Promise<PublishOutcome> {
  try {
    const outcome = await db().transaction(async (tx): Promise<PublishOutcome> => {
      const [topic] = await tx
        .select({ id: blogTopics.id })
        .from(blogTopics)
        .where(eq(blogTopics.id, input.topicId))
        .limit(1);
      if (!topic) return { ok: false, reason: 'topic_missing' };
      const clash = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(postId ? and(eq(blogPosts.slug, input.slug), ne(blogPosts.id, postId)) : eq(blogPosts.slug, input.slug))
        .limit(1);
      if (clash.length) return { ok: false, reason: 'slug_taken' };
      const fields = {
        slug: input.slug,
        topicId: input.topicId,
        title: input.title,
        subTitle: input.subTitle,
        author: input.author,
        content: input.content,
        bannerAlt: input.bannerAlt,
        publishDate: input.publishDate,
        metaDescription: input.metaDescription,
        metaKeywords: input.metaKeywords,
      };
      if (!postId) {
        if (!input.banner) return { ok: false, reason: 'banner_missing' };
        const bannerFileId = await storeImage(tx, 'blog-banner', input.banner);
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...fields, bannerFileId, active: true })
          .returning({ id: blogPosts.id });
        await publishBodyImages(tx, input.content);
        await recordChange(
          {
            actorId,
            entity: 'blog',
            entityId: row.id,
            action: 'created',
            changes: { title: input.title, slug: input.slug, publishDate: input.publishDate, bannerFileId },
          },
          tx,
        );
        return { ok: true, id: row.id, slug: input.slug };
      }
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, postId)).for('update');
      if (!before) return { ok: false, reason: 'not_found' };
      const bannerFileId = input.banner ? await storeImage(tx, 'blog-banner', input.banner) : before.bannerFileId;
      const after = { ...fields, bannerFileId };
      const changes = changedFields(before, after);
      await publishBodyImages(tx, input.content);
      if (Object.keys(changes).length) {
        await tx.update(blogPosts).set(after).where(eq(blogPosts.id, postId));
        // The body can be long: the record says that it changed, not both versions.
        if (changes.content) changes.content = { from: '…', to: '…' };
        await recordChange({ actorId, entity: 'blog', entityId: postId, action: 'updated', changes }, tx);
      }
      return { ok: true, id: postId, slug: input.slug };
    });
    forgetReferenceData();
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug_taken' };
    throw error;
  }
}

/**
 * An image placed inside a post's body: stored at once, so the editor can show it, but private until
 * a post that shows it is saved (publishBodyImages).
 */
export async function storePostImage(image: PreparedImage): Promise<number> {
  return storeImage(db(), BLOG_IMAGE_DRAFT, image);
}

/** The pictures a saved body shows, in either language, become public; drafts it dropped stay private. */
async function publishBodyImages(tx: Database, content: LocalizedDocument) {
  const ids = [...blocksOf(content, 'en'), ...blocksOf(content, 'ar')].flatMap((block) =>
    block.type === 'image' ? [block.fileId] : [],
  );
  await publishDraftFiles(tx, BLOG_IMAGE_DRAFT, BLOG_IMAGE, ids);
}

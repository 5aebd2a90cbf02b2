import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { blogPosts, blogTopics } from '~/db/schema';
import * as blogPage from '~/routes/blog';
import * as blogList from '~/routes/blogs';
import { dubaiToday } from '~/utils/dubai-time';
import { listPublishedPosts } from './blogs.server';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

let topicId = 0;
async function addPost(slug: string, values: Partial<typeof blogPosts.$inferInsert> = {}) {
  if (!topicId)
    [{ id: topicId }] = await db()
      .insert(blogTopics)
      .values({ title: 'Driving in the UAE' })
      .returning({ id: blogTopics.id });
  const [row] = await db()
    .insert(blogPosts)
    .values({
      slug,
      topicId,
      title: `Post ${slug}`,
      author: 'Oasis Rent A Car',
      content: { type: 'doc', blocks: [{ type: 'paragraph', children: [{ text: `Body of ${slug}` }] }] },
      publishDate: dubaiToday(),
      ...values,
    })
    .returning({ id: blogPosts.id });
  return row.id;
}

type ListData = { posts: Array<{ slug: string }>; page: number; pages: number };

describe('the blog list and page', () => {
  test('with nothing published, /blogs answers the 404 page; a scheduled or hidden post does not count', async () => {
    expect((await settle(() => blogList.loader(routeArgs(get('/blogs'))))).status).toBe(404);
    await addPost('tomorrow', { publishDate: addDays(dubaiToday(), 1) });
    await addPost('hidden', { active: false, publishDate: addDays(dubaiToday(), -3) });
    expect((await settle(() => blogList.loader(routeArgs(get('/blogs'))))).status).toBe(404);
    expect((await settle(() => blogPage.loader(routeArgs(get('/blog/tomorrow'), { slug: 'tomorrow' })))).status).toBe(
      404,
    );
    expect((await settle(() => blogPage.loader(routeArgs(get('/blog/hidden'), { slug: 'hidden' })))).status).toBe(404);
  });

  test("'today' is the UAE's date: 21:00 UTC on 1 March is already 2 March in Dubai", async () => {
    expect(dubaiToday(new Date('2099-03-01T21:00:00Z'))).toBe('2099-03-02');
    await addPost('dubai-day', { publishDate: '2099-03-02' });
    const before = await listPublishedPosts(dubaiToday(new Date('2099-03-01T19:59:00Z')), 1, 50);
    const after = await listPublishedPosts(dubaiToday(new Date('2099-03-01T20:00:00Z')), 1, 50);
    expect(before.posts.map((post) => post.slug)).not.toContain('dubai-day');
    expect(after.posts.map((post) => post.slug)).toContain('dubai-day');
  });

  test('lists published posts newest first, six to a page, and a page past the end is 404', async () => {
    const today = dubaiToday();
    for (let n = 1; n <= 7; n++) await addPost(`older-${n}`, { publishDate: addDays(today, -10 - n) });
    await addPost('today', { publishDate: today });
    const first = (await settle(() => blogList.loader(routeArgs(get('/blogs'))))).body as ListData;
    expect(first.posts.map((post) => post.slug)).toEqual([
      'today',
      'older-1',
      'older-2',
      'older-3',
      'older-4',
      'older-5',
    ]);
    expect(first.pages).toBe(2);
    const second = (await settle(() => blogList.loader(routeArgs(get('/blogs?page=2'))))).body as ListData;
    expect(second.posts.map((post) => post.slug)).toEqual(['older-6', 'older-7']);
    expect((await settle(() => blogList.loader(routeArgs(get('/blogs?page=3'))))).status).toBe(404);
    expect(((await settle(() => blogList.loader(routeArgs(get('/blogs?page=abc'))))).body as ListData).page).toBe(1);
  });

  test('a post shows its fields; only cms and owner see the Edit Blog link to its editor', async () => {
    const id = await addPost('salik', {
      subTitle: 'Tolls',
      metaDescription: 'About Salik',
      metaKeywords: 'Salik, tolls',
      publishDate: addDays(dubaiToday(), -1),
    });
    const read = async (cookie?: string) =>
      (await settle(() => blogPage.loader(routeArgs(get('/blog/salik', cookie), { slug: 'salik' })))).body as Record<
        string,
        unknown
      >;
    const visitor = await read();
    expect(visitor).toMatchObject({
      id,
      title: 'Post salik',
      subTitle: 'Tolls',
      author: 'Oasis Rent A Car',
      topic: 'Driving in the UAE',
      metaDescription: 'About Salik',
      metaKeywords: 'Salik, tolls',
      canEdit: false,
    });
    expect(visitor.blocks).toEqual([
      { type: 'paragraph', children: [{ text: 'Body of salik', bold: false, italic: false, href: undefined }] },
    ]);
    for (const roles of [['customer'], ['admin']] as const)
      expect((await read((await createAccount({ roles: [...roles] })).cookie)).canEdit).toBe(false);
    for (const roles of [['cms'], ['owner']] as const)
      expect((await read((await createAccount({ roles: [...roles] })).cookie)).canEdit).toBe(true);
  });
});
